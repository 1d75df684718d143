/**
 * Small text helpers shared by the section parsers. Lines arrive tidied by the extractor; these only undo
 * the mojibake left over by some HTML-to-PDF renderers and answer questions about a line's shape.
 */

/**
 * Mojibake the extractor's table does not cover: a UTF-8 fullwidth dash read as Windows-1252 ("ï¼"), a
 * zero-width space ("â€‹"), a line separator ("â€¨") and stray non-breaking-space residue ("Â").
 */
const RESIDUE: Array<[RegExp, string]> = [
  [/ï¼[\u0080-\u00bf\u008d]?/g, ' – '],
  [/â€‹|â€¨|â€©/g, ' '],
  [/Â(?=\s|$)/g, ''],
];

/** The line text with renderer residue removed and spaces collapsed (column gaps of 3+ spaces are kept). */
export function cleanLine(text: string): string {
  let result = text;
  if (/[ïâÂ]/.test(result))
    for (const [pattern, replacement] of RESIDUE) result = result.replace(pattern, replacement);
  return result
    .replace(/[ \t]{3,}/g, '   ')
    .replace(/(\S)[ \t]{2}(?=\S)/g, '$1 ')
    .trim();
}

/** Words of a line (runs of non-space characters). */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** True when the line has letters and none of them is lower case. */
export function isAllCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** Letters only, lower case: the key used to compare headings whatever their spacing and punctuation. */
export function compactKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
}

/** True when the text starts with a lower-case letter (a wrapped continuation of the previous line). */
export function startsLowerCase(text: string): boolean {
  return /^\p{Ll}/u.test(text);
}

/** Escapes a string for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
