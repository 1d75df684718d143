import type { OcrPageResult } from '@careerlens/core/resume-analysis';

/**
 * Short function words that tell the installed languages apart: a page read with the first language
 * alone is read again with all of them when its words hold more of another language's than of the
 * first's. Words several of them share ("de", "la", "en", "in", "a") count for none.
 */
const STOP_WORDS: Record<string, readonly string[]> = {
  eng: [
    'the',
    'and',
    'of',
    'to',
    'for',
    'with',
    'on',
    'at',
    'as',
    'by',
    'is',
    'from',
    'an',
    'or',
    'this',
    'was',
    'were',
    'our',
    'new',
  ],
  deu: [
    'und',
    'der',
    'die',
    'das',
    'mit',
    'für',
    'von',
    'im',
    'bei',
    'zur',
    'zum',
    'des',
    'den',
    'auf',
    'ist',
    'ein',
    'eine',
    'als',
    'sowie',
    'oder',
  ],
  fra: [
    'et',
    'le',
    'les',
    'du',
    'pour',
    'avec',
    'au',
    'aux',
    'une',
    'dans',
    'sur',
    'est',
    'chez',
    'ou',
    'à',
    'des',
  ],
  spa: ['y', 'el', 'los', 'las', 'con', 'para', 'del', 'por', 'una', 'al', 'como', 'sus'],
};

const OWNER = new Map<string, string | null>();
for (const [code, words] of Object.entries(STOP_WORDS)) {
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

/** True when a page read with the first language alone should be read again with all `languages`. */
export function needsOtherLanguages(result: OcrPageResult, languages: readonly string[]): boolean {
  const guess = guessLanguage(result, languages);
  return guess !== undefined && guess !== languages[0];
}
