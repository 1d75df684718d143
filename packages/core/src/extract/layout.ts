import { tidyLine } from './normalize';
import { findDates, DATE_SEARCH_REFERENCE } from '../sections/dates';
import { matchHeading } from '../sections/headings';

/**
 * Page layout analysis: splits a page's text items into regions and columns from their positions (a
 * recursive XY-cut on whitespace), then reads each region in order. A stretch of rows that a vertical
 * whitespace corridor splits in two is either a sidebar/two-column block (each side read top to bottom,
 * left first) or a label column beside its rows (dates or section names at the left of each entry: read
 * row by row, label first). Full-width rows above and below a stretch are read as they come.
 */

export interface Item {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

interface Segment {
  text: string;
  x0: number;
  x1: number;
  size: number;
  chars: number;
}

/** One line of a page in reading order, with the column and the layout block it was read from. */
export interface PageLine {
  text: string;
  page: number;
  /** 0 full width or label grid; 1, 2 the left and right side of a two-column (sidebar) block. */
  column: number;
  x: number;
  /** Where the line's last item ends. */
  right: number;
  y: number;
  size: number;
  tableLike: boolean;
}

export interface PageLayout {
  lines: PageLine[];
  /** Blocks read column by column (sidebars, two columns). */
  columnBlocks: number;
  /** Label grids read row by row (dates or labels beside their rows). */
  labelBlocks: number;
  /** What a parser reading straight across the page gets where columns sit side by side. */
  mixedRows: string[];
  /** The same, where the sides are one list set in columns: each row gives whole items of that list. */
  listRows: string[];
  /** The same rows where an item of the list runs onto a second line of its column: read across, split. */
  wrappedListRows: string[];
}

/** The corridor between columns is searched in this band of the page width. */
const GUTTER_BAND = [0.12, 0.88] as const;
const GUTTER_STEP = 2;
/** A stretch is split only when each side has this many lines and this share of its characters. */
const MIN_SIDE_ROWS = 2;
/** Sides are read one after the other only when the narrower one has this many rows and this share of the other's. */
const MIN_COLUMN_ROWS = 3;
const MIN_COLUMN_ROW_RATIO = 0.3;
const MIN_RUN_ROWS = 4;
const MIN_SIDE_SHARE = 0.08;
/** Whitespace corridor between the two sides, in points. */
const MIN_CORRIDOR = 6;
/** A side whose lines are mostly dates or section names is a label column. */
const LABEL_SHARE = 0.5;
/** ... when this share of its rows sit on a row of the other side (the rows they label). */
const MIN_LABEL_ALIGNED_SHARE = 0.6;
const MAX_DEPTH = 4;
/** Blocks of fewer rows are lists set in columns, not page columns. */
const MIN_MIXED_BLOCK_ROWS = 8;
/**
 * A block with section names on one side only is a list set in columns (not page columns) when its smaller
 * side holds at least this share of the larger side's characters: a sidebar without section names beside a
 * main column is much the smaller.
 */
const MIN_GRID_SIDE_SHARE = 0.25;
/** A row of at least this many items, most of them single glyphs, may be letter-spaced. */
const MIN_LETTER_SPACED_ITEMS = 4;

interface Row {
  y: number;
  size: number;
  items: Item[];
}

function clusterRows(items: Item[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) <= Math.max(2, 0.4 * Math.max(row.size, item.size))) {
      row.items.push(item);
      row.size = Math.max(row.size, item.size);
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

/**
 * The gap between letters of letter-spaced text ("J O H N  D O E" set glyph by glyph), or 0 when the row is
 * not letter-spaced: then only a gap clearly wider than it separates words.
 */
function letterSpacing(items: Item[]): number {
  const glyphs = items.filter((item) => item.text.trim().length === 1);
  if (items.length < MIN_LETTER_SPACED_ITEMS || glyphs.length < 0.7 * items.length) return 0;
  const gaps = items
    .slice(1)
    .map((item, position) => item.x - ((items[position]?.x ?? 0) + (items[position]?.width ?? 0)))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/** Text set letter-spaced in the text layer itself ("J O H N"): single characters between single spaces. */
function isSpacedText(text: string, minCharacters: number): boolean {
  const tokens = text.trim().split(' ');
  // A kerning pair the renderer kept together ("Te c h n i c i a n", "A N A LY T I C A L") is one token of
  // two letters among single ones.
  const singles = tokens.filter((token) => [...token].length === 1).length;
  // One glyph repeated ("Â Â Â", "= = =") is a filler or a rule, not a word.
  return (
    tokens.length >= minCharacters &&
    /^\S{1,2}(?: \S{1,2})+$/u.test(text.trim()) &&
    singles >= Math.max(tokens.length - 1, MIN_SPACED_SHARE * tokens.length) &&
    new Set(tokens).size >= 2
  );
}

/** Share of one-letter tokens in letter-spaced text (the others kerning pairs of two). */
const MIN_SPACED_SHARE = 0.8;

/** Letter-spaced runs are words: at least this many characters in one run of the row. */
const MIN_SPACED_RUN = 4;

function segmentsOf(givenItems: Item[]): Segment[] {
  const segments: Segment[] = [];
  // Letter-spaced glyph by glyph with a space item after every letter (a browser's print of CSS letter
  // spacing): the space items say nothing (one after each letter, a wider one between words), so they are
  // dropped and the gaps between the glyphs tell the words apart (letterSpacing). A row with a space item
  // only between words keeps them.
  const inked = givenItems.filter((item) => item.text.trim().length > 0);
  const glyphRow =
    inked.length >= MIN_LETTER_SPACED_ITEMS &&
    givenItems.length - inked.length >= 0.5 * inked.length &&
    inked.filter((item) => [...item.text.trim()].length === 1).length >= 0.7 * inked.length;
  const rowItems = glyphRow ? inked : givenItems;
  // HTML exports write letter-spaced words with a space after every letter ("J O H N", " ", "D O E"): the
  // runs are words and the wide space items between them the word breaks.
  const spacedRow = rowItems.some((item) => isSpacedText(item.text, MIN_SPACED_RUN));
  const items = spacedRow
    ? rowItems.map((item) =>
        isSpacedText(item.text, 2) ? { ...item, text: item.text.trim().replace(/ /g, '') } : item,
      )
    : rowItems;
  const spacing = letterSpacing(items);
  for (const item of items) {
    const last = segments.at(-1);
    const gap = last ? item.x - last.x1 : Infinity;
    if (last && gap < Math.max(2.5 * Math.max(item.size, last.size), 14)) {
      const wordGap = spacing > 0 ? spacing * 1.5 + 0.1 * item.size : 0.15 * item.size;
      const needsSpace = gap > wordGap && !last.text.endsWith(' ') && !item.text.startsWith(' ');
      last.text += (needsSpace ? ' ' : '') + item.text;
      last.x1 = Math.max(last.x1, item.x + item.width);
      last.size = Math.max(last.size, item.size);
      last.chars += item.text.length;
    } else {
      segments.push({
        text: item.text,
        x0: item.x,
        x1: item.x + item.width,
        size: item.size,
        chars: item.text.length,
      });
    }
  }
  return segments;
}

function rowText(items: Item[]): string {
  return segmentsOf(items)
    .map((segment) => tidyLine(segment.text))
    .filter(Boolean)
    .join('   ');
}

function toLine(items: Item[], y: number, page: number, column: number): PageLine {
  const segments = segmentsOf(items);
  return {
    text: segments
      .map((segment) => tidyLine(segment.text))
      .filter(Boolean)
      .join('   '),
    page,
    column,
    x: segments[0]?.x0 ?? 0,
    right: Math.max(0, ...segments.map((segment) => segment.x1)),
    y,
    size: Math.max(...segments.map((segment) => segment.size)),
    tableLike: segments.length >= 3,
  };
}

const visible = (item: Item) => item.text.trim().length > 0;
/** An item with a letter or a digit: a stray mark (OCR's ";" beside a heading) is no column's text. */
const worded = (item: Item) => /[\p{L}\p{N}]/u.test(item.text);

/** The parts of a row, set apart by wide gaps, that are section names. */
function headingSegments(row: Row | undefined): Segment[] {
  if (!row) return [];
  return segmentsOf(row.items.filter(visible)).filter(
    (segment) => matchHeading(tidyLine(segment.text)) !== undefined,
  );
}
const charsOf = (items: Item[]) => items.reduce((sum, item) => sum + item.text.trim().length, 0);

interface Split {
  start: number;
  end: number;
  x: number;
  corridor: number;
  chars: number;
}

/** The longest stretch of rows that one vertical whitespace corridor splits into two sides. */
function findSplit(rows: Row[], pageWidth: number): Split | undefined {
  let best: Split | undefined;
  for (let x = pageWidth * GUTTER_BAND[0]; x <= pageWidth * GUTTER_BAND[1]; x += GUTTER_STEP) {
    let start = 0;
    for (let index = 0; index <= rows.length; index += 1) {
      const row = rows[index];
      const crossed =
        !row || row.items.some((item) => visible(item) && item.x < x - 0.5 && item.x + item.width > x + 0.5);
      if (!crossed) continue;
      if (index - start >= MIN_RUN_ROWS) {
        const candidate = measure(rows.slice(start, index), x);
        if (
          candidate &&
          (!best ||
            candidate.chars > best.chars ||
            (candidate.chars === best.chars && candidate.corridor > best.corridor))
        )
          best = { ...candidate, start, end: index };
      }
      start = index + 1;
    }
  }
  return best;
}

function measure(rows: Row[], x: number): Omit<Split, 'start' | 'end'> | undefined {
  let leftRows = 0;
  let rightRows = 0;
  let leftChars = 0;
  let rightChars = 0;
  let leftEdge = -Infinity;
  let rightEdge = Infinity;
  for (const row of rows) {
    const items = row.items.filter(worded);
    const left = items.filter((item) => item.x + item.width / 2 < x);
    const right = items.filter((item) => item.x + item.width / 2 >= x);
    if (left.length) leftRows += 1;
    if (right.length) rightRows += 1;
    leftChars += charsOf(left);
    rightChars += charsOf(right);
    for (const item of left) leftEdge = Math.max(leftEdge, item.x + item.width);
    for (const item of right) rightEdge = Math.min(rightEdge, item.x);
  }
  const chars = leftChars + rightChars;
  const corridor = rightEdge - leftEdge;
  if (leftRows < MIN_SIDE_ROWS || rightRows < MIN_SIDE_ROWS) return undefined;
  if (leftChars < chars * MIN_SIDE_SHARE || rightChars < chars * MIN_SIDE_SHARE) return undefined;
  if (corridor < MIN_CORRIDOR) return undefined;
  return { x: (leftEdge + rightEdge) / 2, corridor, chars };
}

/** A label: a date, a section name, or a short capitalised or colon-ended caption. */
function isLabel(text: string): boolean {
  if (findDates(text, DATE_SEARCH_REFERENCE).length > 0) return true;
  if (matchHeading(text)) return true;
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= 4 && /:$/.test(text)) return true;
  return words.length <= 4 && /\p{L}/u.test(text) && text === text.toUpperCase() && text.length >= 3;
}

function isLabelSide(rows: Item[][]): boolean {
  const texts = rows.map(rowText).filter(Boolean);
  if (texts.length === 0) return false;
  return texts.filter(isLabel).length / texts.length >= LABEL_SHARE;
}

/** Words that leave a phrase open at the end of a line: its item goes on below. */
const OPEN_LINE_END = /(?:,|\b(?:and|or|of|the|to|for|with|in|a|an|&))$/iu;

/**
 * Whether a column's lines (top to bottom) hold an item set over two lines: a line that starts in small
 * letters, or a line before it that ends leaving its phrase open ("Excellent written/verbal" above
 * "skills", "Portfolio manager for all Corporate IT System" above "Implementations,").
 */
function itemsWrap(lines: readonly string[]): boolean {
  return lines.some((line, index) => {
    const previous = lines[index - 1];
    if (previous === undefined) return false;
    return /^\p{Ll}/u.test(line.trim()) || OPEN_LINE_END.test(previous.trim());
  });
}

function sideRows(rows: Row[], x: number, side: 'left' | 'right'): Item[][] {
  return rows
    .map((row) => row.items.filter((item) => item.x + item.width / 2 < x === (side === 'left')))
    .filter((items) => items.some(visible));
}

/**
 * True when a label column's next row continues this row's label: a date range broken after its dash
 * ("Mar 2021 –" / "Present"), or a section name broken in two whose second part is no name by itself
 * ("EXPERIENCIA" / "PROFESIONAL").
 */
function continuesLabel(label: string, next: string): boolean {
  if (/[-–—]/.test(label) && findDates(`${label} ${next}`, DATE_SEARCH_REFERENCE).some((m) => m.isRange))
    return !findDates(label, DATE_SEARCH_REFERENCE).some((match) => match.isRange);
  return (
    isMarginLabel(label) &&
    isMarginLabel(next) &&
    matchHeading(next) === undefined &&
    matchHeading(`${label} ${next}`) !== undefined
  );
}

/** Section names in a margin column: the content starts at least this far right of the names. */
const MIN_LABEL_MARGIN = 40;
/** A margin label is at most this many words per row ("PROFESSIONAL" / "AFFILIATIONS" / "& ACTIVITIES"). */
const MAX_LABEL_WORDS = 4;
/** Share of the rows starting at the margin that must be names for the margin to be a label margin. */
const MIN_LABEL_ROW_SHARE = 0.75;
/** Rows carrying a margin label needed before a block is read as a label margin. */
const MIN_LABEL_ROWS = 3;

/** A margin label's text: capitals (and "&"), no digits, a few words. */
function isMarginLabel(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= MAX_LABEL_WORDS &&
    /\p{Lu}{2}/u.test(text) &&
    !/\p{Ll}|\d/u.test(text) &&
    words.every((word) => /^(?:\p{Lu}[\p{Lu}'’.-]*|&)$/u.test(word))
  );
}

/**
 * A margin of section names beside the content, too close to it for a whitespace corridor ("OTHER WORK" a
 * few points left of "Alpha Engineering Firm"), with names wrapped over two or three rows
 * ("PROFESSIONAL" / "AFFILIATIONS" / "& ACTIVITIES"). The content's left edge is where the rows that carry
 * no name start; a row starting at the margin splits there into its name and its content. The name rows of
 * one entry join into one line, read before that entry's content. Undefined when the block is not laid out
 * so.
 */
function readLabelMargin(
  rows: Row[],
  page: number,
  column: number,
  minLabelRows = MIN_LABEL_ROWS,
): PageLine[] | undefined {
  const starts = rows.map((row) => row.items.find(visible)?.x ?? Infinity);
  const margin = Math.min(...starts);
  const contentStarts = starts.filter((x) => Number.isFinite(x) && x >= margin + MIN_LABEL_MARGIN);
  if (contentStarts.length < minLabelRows) return undefined;
  const contentX = Math.min(...contentStarts);
  const split = rows.map((row, position) => {
    if ((starts[position] ?? Infinity) > margin + 2) return undefined;
    const items = row.items.filter(visible);
    const label = items.filter((item) => item.x + item.width <= contentX - 1);
    const rest = items.filter((item) => item.x + item.width > contentX - 1);
    if (label.length === 0 || !isMarginLabel(rowText(label))) return undefined;
    return { label, rest };
  });
  if (split.filter((entry) => entry && entry.rest.length > 0).length < minLabelRows) return undefined;
  // In a label margin nearly every row that starts at the margin is a name; a sidebar of contact lines,
  // skills or languages starts there with ordinary text.
  const marginRows = starts.filter((x) => x <= margin + 2).length;
  if (split.filter(Boolean).length < MIN_LABEL_ROW_SHARE * marginRows) return undefined;

  const lines: PageLine[] = [];
  let group: { label: Item[]; y: number; lastY: number; size: number; content: PageLine[] } | undefined;
  const flush = () => {
    if (!group) return;
    const text = group.label
      .map((item) => tidyLine(item.text))
      .filter(Boolean)
      .join(' ');
    const first = group.label[0] as Item;
    const right = Math.max(...group.label.map((item) => item.x + item.width));
    lines.push({ text, page, column, x: first.x, right, y: group.y, size: group.size, tableLike: false });
    lines.push(...group.content);
    group = undefined;
  };
  rows.forEach((row, position) => {
    if (!row.items.some(visible)) return;
    const entry = split[position];
    const near = group !== undefined && group.lastY - row.y <= 2 * Math.max(group.size, row.size);
    if (entry) {
      if (!near) flush();
      group ??= { label: [], y: row.y, lastY: row.y, size: 0, content: [] };
      group.label.push(...entry.label);
      group.lastY = row.y;
      group.size = Math.max(group.size, ...entry.label.map((item) => item.size));
      if (entry.rest.length) group.content.push(toLine(entry.rest, row.y, page, column));
      return;
    }
    const line = toLine(row.items, row.y, page, column);
    if (group && near) group.content.push(line);
    else {
      flush();
      lines.push(line);
    }
  });
  flush();
  return lines;
}

function readBlock(
  items: Item[],
  context: { page: number; pageWidth: number },
  column: number,
  depth: number,
  layout: PageLayout,
): void {
  const rows = clusterRows(items);
  const found = depth < MAX_DEPTH ? findSplit(rows, context.pageWidth) : undefined;
  if (!found) {
    const labelled = readLabelMargin(rows, context.page, column);
    if (labelled) {
      layout.labelBlocks += 1;
      layout.lines.push(...labelled);
      return;
    }
    for (const row of rows) {
      if (row.items.some(visible)) layout.lines.push(toLine(row.items, row.y, context.page, column));
    }
    return;
  }
  // The last line of a full-width paragraph above may be short enough to sit on one side: it still
  // belongs to the paragraph when it follows it at the paragraph's line spacing.
  let start = found.start;
  while (start < found.end - MIN_RUN_ROWS && start > 0) {
    const previous = rows[start - 1];
    const row = rows[start];
    if (!previous || !row || previous.y - row.y > 1.6 * Math.max(previous.size, row.size)) break;
    if (!previous.items.some((item) => visible(item) && item.x < found.x && item.x + item.width > found.x))
      break;
    start += 1;
  }
  // Likewise a heading or line on one side just above a full-width row that follows at line spacing.
  let end = found.end;
  while (end > start + MIN_RUN_ROWS && end < rows.length) {
    const next = rows[end];
    const row = rows[end - 1];
    if (!next || !row || row.y - next.y > 1.6 * Math.max(next.size, row.size)) break;
    const sides = new Set(row.items.filter(worded).map((item) => item.x + item.width / 2 < found.x));
    if (sides.size !== 1) break;
    end -= 1;
  }
  // A section name on the left below the right side's last row opens the page's next full-width section
  // ("Experience" under a "Highlights" list set in two columns) when full-width rows follow the stretch: the
  // stretch ends above it, so the right side is read before that section, not inside it. A main column that
  // runs on beside nothing to the page's end is a column still.
  if (end < rows.length) {
    let lastRight = -1;
    for (let index = start; index < end; index += 1)
      if (rows[index]?.items.some((item) => worded(item) && item.x + item.width / 2 >= found.x))
        lastRight = index;
    for (let index = Math.max(lastRight + 1, start + MIN_RUN_ROWS); index < end; index += 1) {
      const row = rows[index];
      if (
        row &&
        headingSegments(row).length > 0 &&
        row.items.filter(worded).every((item) => item.x + item.width / 2 < found.x)
      ) {
        end = index;
        break;
      }
    }
  }
  const split = { ...found, start, end };
  const before = rows.slice(0, split.start).flatMap((row) => row.items);
  if (before.length) readBlock(before, context, column, depth + 1, layout);
  const stretch = rows.slice(split.start, split.end);
  const left = sideRows(stretch, split.x, 'left');
  const right = sideRows(stretch, split.x, 'right');
  const leftChars = left.reduce((sum, row) => sum + charsOf(row), 0);
  const rightChars = right.reduce((sum, row) => sum + charsOf(row), 0);
  const [narrow, wide] = leftChars <= rightChars ? [left, right] : [right, left];
  // Labels sit beside the rows they label; a sidebar's lines (short capitalised skills, years) only meet the
  // main column's rows by chance.
  const narrowIsLeft = narrow === left;
  // A section name alone on its row (a timeline's "EXPERIENCE" above its dates) labels no row of the other
  // side, and says nothing either way.
  const withNarrow = stretch.filter(
    (row) =>
      row.items.some((item) => visible(item) && item.x + item.width / 2 < split.x === narrowIsLeft) &&
      !(
        headingSegments(row).length > 0 &&
        row.items.every((item) => !visible(item) || item.x + item.width / 2 < split.x === narrowIsLeft)
      ),
  );
  const aligned = withNarrow.filter((row) =>
    row.items.some((item) => visible(item) && item.x + item.width / 2 < split.x !== narrowIsLeft),
  ).length;
  // Section names on both sides of the stretch's first row are the tops of columns (cards, sections side
  // by side), never a label beside the row it labels: the sides are read one after the other.
  const headings = headingSegments(stretch[0]);
  const columnTops =
    headings.some((segment) => (segment.x0 + segment.x1) / 2 < split.x) &&
    headings.some((segment) => (segment.x0 + segment.x1) / 2 >= split.x);
  const labels = isLabelSide(narrow) && aligned >= MIN_LABEL_ALIGNED_SHARE * withNarrow.length;
  const sidebar =
    columnTops ||
    (narrow.length >= MIN_COLUMN_ROWS && narrow.length >= MIN_COLUMN_ROW_RATIO * wide.length && !labels);
  if (!sidebar) {
    // Dates or labels beside their rows: read row by row, as one line; a section name in a label column
    // becomes a line of its own, so that it reads as the heading of what follows.
    layout.labelBlocks += 1;
    const labelled = readLabelMargin(stretch, context.page, column, 1);
    if (labelled) layout.lines.push(...labelled);
    const rowsToRead = labelled ? [] : stretch;
    const hasLabel = (row: Row) =>
      row.items.some((item) => visible(item) && item.x + item.width / 2 < split.x === narrowIsLeft);
    for (let position = 0; position < rowsToRead.length; position += 1) {
      const row = rowsToRead[position] as Row;
      // Rows beside no label (a region below the dated entries: cards, a skills grid) are a layout of
      // their own: read as a block, which may split them into columns.
      // So are the rows from a row of section names set side by side to the end of the stretch.
      let runEnd = position;
      if (headingSegments(row).length >= 2) runEnd = rowsToRead.length;
      else while (runEnd < rowsToRead.length && !hasLabel(rowsToRead[runEnd] as Row)) runEnd += 1;
      if (runEnd - position >= MIN_RUN_ROWS || (runEnd > position + 1 && headingSegments(row).length >= 2)) {
        const run = rowsToRead.slice(position, runEnd).flatMap((candidate) => candidate.items);
        readBlock(run, context, column, depth + 1, layout);
        position = runEnd - 1;
        continue;
      }
      const items = row.items.filter(visible);
      let leftItems = items.filter((item) => item.x + item.width / 2 < split.x);
      const rightItems = items.filter((item) => item.x + item.width / 2 >= split.x);
      // A label wrapped onto the next row ("Mar 2021 –" / "Present", "EXPERIENCIA" / "PROFESIONAL"):
      // joined, and that row's content read after this one's.
      // The next row with a label, past at most one row of content only (set between the two halves).
      let ahead = position + 1;
      const leftOf = (candidate: Row | undefined) =>
        candidate?.items.filter((item) => visible(item) && item.x + item.width / 2 < split.x) ?? [];
      if (leftOf(rowsToRead[ahead]).length === 0) ahead += 1;
      const next = rowsToRead[ahead];
      const nextLeft = leftOf(next);
      const wrapped =
        next !== undefined &&
        leftItems.length > 0 &&
        nextLeft.length > 0 &&
        row.y - next.y <= 2.2 * Math.max(row.size, next.size) &&
        continuesLabel(rowText(leftItems), rowText(nextLeft));
      const between = wrapped ? rowsToRead.slice(position + 1, ahead) : [];
      const nextRight = wrapped
        ? (next as Row).items.filter((item) => visible(item) && item.x + item.width / 2 >= split.x)
        : [];
      if (wrapped) {
        leftItems = [...leftItems, ...nextLeft];
        position = ahead;
      }
      const label = leftItems.map((item) => tidyLine(item.text)).join(' ');
      const pushLabel = () =>
        layout.lines.push({ ...toLine(leftItems, row.y, context.page, column), text: label });
      if (leftItems.length && rightItems.length && matchHeading(label)) {
        pushLabel();
        layout.lines.push(toLine(rightItems, row.y, context.page, column));
      } else if (wrapped && rightItems.length) {
        const line = toLine(rightItems, row.y, context.page, column);
        layout.lines.push({ ...line, x: leftItems[0]?.x ?? line.x, text: `${label}   ${line.text}` });
      } else if (wrapped) pushLabel();
      else if (items.length) layout.lines.push(toLine(items, row.y, context.page, column));
      for (const middle of between) layout.lines.push(toLine(middle.items, middle.y, context.page, column));
      if (wrapped && nextRight.length)
        layout.lines.push(toLine(nextRight, (next as Row).y, context.page, column));
    }
  } else {
    layout.columnBlocks += 1;
    // A short grid (a skills list in two columns) read across still gives whole items; a sidebar beside
    // a main column gives lines mixing two sections. So does a longer grid inside one section: section
    // names on one side only ("Highlights" at the margin, then the list in two columns) and two sides of
    // like size; page columns each hold sections of their own.
    const headingSides = new Set(
      stretch.flatMap((row) =>
        headingSegments(row).flatMap((segment) =>
          segment.x0 < split.x && segment.x1 > split.x
            ? ['left', 'right']
            : [(segment.x0 + segment.x1) / 2 < split.x ? 'left' : 'right'],
        ),
      ),
    );
    const oneFlow =
      headingSides.size === 1 &&
      Math.min(leftChars, rightChars) >= MIN_GRID_SIDE_SHARE * Math.max(leftChars, rightChars);
    const pageColumns = stretch.length >= MIN_MIXED_BLOCK_ROWS && !oneFlow;
    // The rows both sides share. A list whose items run onto a second line of their column does not read
    // whole across: the lines of each side on those rows, top to bottom.
    const shared = stretch.filter((row) => {
      const sides = new Set(row.items.filter(visible).map((item) => item.x + item.width / 2 < split.x));
      return sides.size === 2;
    });
    const wraps =
      !pageColumns &&
      (['left', 'right'] as const).some((side) => itemsWrap(sideRows(shared, split.x, side).map(rowText)));
    (pageColumns ? layout.mixedRows : wraps ? layout.wrappedListRows : layout.listRows).push(
      ...shared.map((row) => rowText(row.items)),
    );
    const leftColumn = column === 0 ? 1 : column;
    const rightColumn = column === 0 ? 2 : column;
    readBlock(left.flat(), context, leftColumn, depth + 1, layout);
    readBlock(right.flat(), context, rightColumn, depth + 1, layout);
  }
  const after = rows.slice(split.end).flatMap((row) => row.items);
  if (after.length) readBlock(after, context, column, depth + 1, layout);
}

/** Reads one page: its regions and columns in reading order. */
export function layoutPage(items: Item[], page: number, pageWidth: number): PageLayout {
  const layout: PageLayout = {
    lines: [],
    columnBlocks: 0,
    labelBlocks: 0,
    mixedRows: [],
    listRows: [],
    wrappedListRows: [],
  };
  readBlock(items, { page, pageWidth }, 0, 0, layout);
  return layout;
}
