/**
 * Text clean-up shared by every format: mojibake from UTF-8 read as Windows-1252, ligatures, odd spaces,
 * and bullet glyphs. Keeps the meaning, changes only the encoding of it.
 */
const MOJIBAKE: Array<[string, string]> = [
  ['â€“', '–'],
  ['â€”', '—'],
  ['â€™', '’'],
  ['â€˜', '‘'],
  ['â€œ', '“'],
  ['â€\u009d', '”'],
  ['â€�', '”'],
  ['â€¢', '•'],
  ['â€¦', '…'],
  ['âž¢', '➢'],
  ['âž¤', '➤'],
  ['Ã©', 'é'],
  ['Ã¨', 'è'],
  ['Ã¡', 'á'],
  ['Ã±', 'ñ'],
  ['Ã³', 'ó'],
  ['Ã¶', 'ö'],
  ['Ã¼', 'ü'],
  ['Ã§', 'ç'],
  ['Â ', ' '],
  ['Â\u00a0', ' '],
  ['Â·', '·'],
  // A fullwidth hyphen-minus (EF BC 8D) and a zero-width space (E2 80 8B) read as Windows-1252.
  ['ï¼\u008d', '-'],
  ['ï¼', '-'],
  ['â€‹', ''],
];

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/** Glyphs used as bullets at the start of a line. */
export const BULLET_PATTERN = /^[\s]*([•●○◦▪▫■□◆◇►▸▹‣⁃∙·*➢➤✓✔-]|\uF0B7|\uF0A7|\uF076|\uF0D8|o\s)\s*/u;

export function normalizeText(text: string): string {
  let result = text;
  if (result.includes('â') || result.includes('Ã') || result.includes('Â') || result.includes('ï¼')) {
    for (const [broken, fixed] of MOJIBAKE) result = result.split(broken).join(fixed);
    // A lone "Â" before a space or the end is what remains of a non-breaking space.
    result = result.replace(/Â(?=\s|$)/g, '');
  }
  result = result.replace(/[ﬀ-ﬆ]/g, (character) => LIGATURES[character] ?? character);
  // Non-breaking, thin and other special spaces become plain spaces; zero-width characters go.
  result = result
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  return result;
}

/** Collapses runs of spaces and trims; keeps the text otherwise as written. */
export function tidyLine(text: string): string {
  return normalizeText(text)
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export function isBulletLine(text: string): boolean {
  return BULLET_PATTERN.test(text) && !/^\s*-\s*\d/.test(text);
}

/** Removes a leading bullet glyph. */
export function stripBullet(text: string): string {
  return text.replace(BULLET_PATTERN, '').trim();
}

/** Private-use and replacement characters: what an ATS shows as boxes or drops. */
export function countOddCharacters(text: string): number {
  let count = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (
      (code >= 0xe000 && code <= 0xf8ff) ||
      code === 0xfffd ||
      (code < 32 && code !== 9 && code !== 10 && code !== 13)
    ) {
      count += 1;
    }
  }
  return count;
}
