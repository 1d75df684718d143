import { FUNCTION_WORDS, type OcrPageResult } from '@careerlens/core/resume-analysis';

/** The OCR engine's language codes, by the ISO 639-1 codes the analysis reads resumes in. */
const ENGINE_CODES: Readonly<Record<string, string>> = { en: 'eng', de: 'deu', fr: 'fra', es: 'spa' };

/**
 * Each function word of the installed languages with the one language it tells apart (the analysis's own
 * lists, FUNCTION_WORDS): a page read with the first language alone is read again with all of them when its
 * words hold more of another language's than of the first's. Words several languages share ("de", "la",
 * "en", "in") count for none.
 */
const OWNER = new Map<string, string | null>();
for (const [language, words] of Object.entries(FUNCTION_WORDS)) {
  const code = ENGINE_CODES[language];
  if (code === undefined) continue;
  for (const word of words) OWNER.set(word, OWNER.has(word) && OWNER.get(word) !== code ? null : code);
}

/** Fewer stop words than this on a page: too little text to tell its language, the first is kept. */
const MIN_STOP_WORDS = 3;

/**
 * The language among `languages` whose stop words the page's words hold most, or undefined when the
 * page holds too few of any to tell (a skills list, a page of names and dates).
 */
export function guessLanguage(result: OcrPageResult, languages: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const line of result.lines) {
    for (const word of line.words) {
      const owner = OWNER.get(word.text.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
      if (owner && languages.includes(owner)) counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= MIN_STOP_WORDS ? best[0] : undefined;
}

/**
 * True when a page read with `first` (the first language alone unless named) should be read again with
 * all `languages`: its stop words are those of a language the first reading did not have.
 */
export function needsOtherLanguages(
  result: OcrPageResult,
  languages: readonly string[],
  first: readonly string[] = languages.slice(0, 1),
): boolean {
  const guess = guessLanguage(result, languages);
  return guess !== undefined && !first.includes(guess);
}
