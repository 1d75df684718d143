import type { DocumentLine } from '../extract/types';
import { isKnownVerbForm } from '../text/verbs';

/**
 * A role's bullets as written, not as the page wrapped them. A PDF (and a scan read by OCR) gives one line
 * per printed line, so a bullet of 40 words set over three lines came out as three "bullets": the checks of
 * bullet length, action verbs, tense and numbers then quoted the wrapped ends ("timely manner.",
 * "regulations.") as bullets of their own, and missed the long ones. Readers judging the checks' statements
 * against the files found this the most common error (docs/evaluation/ats-statements.md).
 *
 * A line goes on from the one before it when nothing marks a new bullet there and:
 * - it starts in small letters, or the line before ends on a word or a mark that cannot end a phrase
 *   ("and", "of", a comma);
 * - the bullet started with a bullet mark and the line is set to the right of that mark (its text, wrapped);
 * - the line before ends no sentence and stops short of the text's right edge by less than the width of this
 *   line's first word: that word did not fit, so the line was wrapped (PDF lines, whose ends are known),
 *   unless this line opens with a capitalised verb, as bullets do.
 * Items a line runs together between bullet marks are bullets of their own.
 */

/** A line ending a sentence: a bullet may end there, whatever its width. */
const SENTENCE_END = /[.!?]["'”’)\]]*$/u;
/** A line ending on a mark or word that leaves its phrase open. */
const OPEN_END =
  /(?:[,;&/]|\s[–-]|\b(?:and|or|of|to|the|a|an|with|for|in|on|at|by|from|as|into|including|such|their|our|all))$/iu;
/** A bullet mark between two items on one line. */
const INLINE_MARK = /\s+[•●▪■◦➢➤►▸✓✔*]\s+/u;
/** Average width of a letter as a share of the font size (proportional fonts). */
const LETTER_WIDTH_EM = 0.55;
/** Position tolerance, in points, for "set to the right of the bullet mark". */
const INDENT_TOLERANCE = 2;

const marginKey = (line: DocumentLine) => `${line.page}|${line.column}`;

/** The right edge of the text on each page and column: where the longest body line ends. */
export function textMargins(lines: readonly DocumentLine[]): Map<string, number> {
  const margins = new Map<string, number>();
  for (const line of lines) {
    if (line.region !== 'body' || line.right === undefined) continue;
    const key = marginKey(line);
    margins.set(key, Math.max(margins.get(key) ?? 0, line.right));
  }
  return margins;
}

function goesOn(
  group: readonly DocumentLine[],
  next: DocumentLine,
  margins: ReadonlyMap<string, number>,
): boolean {
  const first = group[0];
  const last = group.at(-1);
  if (first === undefined || last === undefined || next.bullet) return false;
  if (next.page === last.page && next.column !== last.column) return false;
  const text = next.text.trim();
  const before = last.text.trim();
  if (text === '' || before === '') return false;
  if (/^\p{Ll}/u.test(text)) return true;
  if (SENTENCE_END.test(before)) return false;
  if (OPEN_END.test(before)) return true;
  if (first.bullet && next.page === first.page && next.x > first.x + INDENT_TOLERANCE) return true;
  const margin = margins.get(marginKey(last));
  if (margin === undefined || last.right === undefined || next.page !== last.page) return false;
  const firstWord = /^\S+/u.exec(text)?.[0] ?? '';
  // A capitalised verb opens a bullet of its own ("Commissioned by…" below a long line of the same list).
  if (/^\p{Lu}/u.test(firstWord) && isKnownVerbForm(firstWord.toLowerCase().replace(/[^\p{L}-]+$/u, '')))
    return false;
  const size = last.fontSize > 0 ? last.fontSize : 10;
  return margin - last.right < (firstWord.length + 1) * size * LETTER_WIDTH_EM;
}

/**
 * The bullets of a role from its body lines (indexes into `document`): each line joined to the lines that go
 * on from it. A joined bullet keeps its first line's index and position, so evidence still points there.
 */
export function joinWrappedLines(
  all: readonly DocumentLine[],
  indexes: readonly number[],
  margins: ReadonlyMap<string, number>,
): DocumentLine[] {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const bullets: DocumentLine[] = [];
  let group: DocumentLine[] = [];
  const flush = () => {
    const first = group[0];
    if (first === undefined) return;
    let text = first.text.trim();
    for (const line of group.slice(1)) text += (/-$/u.test(text) ? '' : ' ') + line.text.trim();
    const joined = group.length === 1 ? first : { ...first, text, right: group.at(-1)?.right };
    // Items run together on one line and set apart by bullet marks ("Led safety walks ➢ Trained crews")
    // are bullets of their own.
    const items = joined.text.split(INLINE_MARK).filter((item) => item.trim() !== '');
    bullets.push(...(items.length > 1 ? items.map((item) => ({ ...joined, text: item.trim() })) : [joined]));
    group = [];
  };
  for (const index of sorted) {
    const line = all[index];
    if (line === undefined) continue;
    const last = group.at(-1);
    // Only lines next to each other in reading order, or apart by a page's header or footer, go on.
    const adjacent =
      last !== undefined && all.slice(last.index + 1, index).every((between) => between.region !== 'body');
    if (!(adjacent && goesOn(group, line, margins))) flush();
    group.push(line);
  }
  flush();
  return bullets;
}
