import { matchHeading } from '../sections/headings';
import type { Item } from './layout';

/** A piece of text turned a quarter turn: it runs up the page (`up`) or down it from (x, y). */
export interface TurnedItem {
  text: string;
  x: number;
  y: number;
  /** Length along the text's own direction. */
  width: number;
  size: number;
  up: boolean;
}

/** Pieces of one turned label sit on one vertical line and follow each other within this many points. */
const JOIN_TOLERANCE = 2;
/** How far above a label's top its section may start, in the label's font sizes. */
const REACH_SIZES = 4;
/** Section names a page can have: a page with more turned ones is no resume layout (and bounded work). */
const MAX_TURNED_HEADINGS = 30;

interface Label {
  text: string;
  x: number;
  top: number;
  bottom: number;
  size: number;
}

/** The turned pieces joined into labels: same x, same direction, each starting where the last ended. */
function labelsOf(turned: readonly TurnedItem[]): Label[] {
  const labels: Array<Label & { up: boolean; end: number }> = [];
  const sorted = [...turned].sort((a, b) => a.x - b.x || (a.up ? a.y - b.y : b.y - a.y));
  for (const item of sorted) {
    const start = item.y;
    const end = item.up ? item.y + item.width : item.y - item.width;
    const last = labels.at(-1);
    if (
      last &&
      last.up === item.up &&
      Math.abs(last.x - item.x) <= JOIN_TOLERANCE &&
      Math.abs(last.end - start) <= JOIN_TOLERANCE
    ) {
      last.text += item.text;
      last.end = end;
      last.top = Math.max(last.top, start, end);
      last.bottom = Math.min(last.bottom, start, end);
      continue;
    }
    labels.push({
      text: item.text,
      x: item.x,
      up: item.up,
      end,
      top: Math.max(start, end),
      bottom: Math.min(start, end),
      size: item.size,
    });
  }
  return labels.map(({ text, x, top, bottom, size }) => ({ text: text.trim(), x, top, bottom, size }));
}

/**
 * Section names turned on their side beside their sections (a coloured strip at the left of each): the
 * text layer has them, but not in the reading flow. A turned label that names a section becomes a
 * horizontal line at the start of its section: in the widest gap between the rows of text beside it, from
 * its bottom to a little above its top (a label is centred on its section, or starts at its top, so the
 * section's first line is near the label's top and the widest gap there is the break before it). Turned
 * text that names no section (a watermark, a vertical name) stays out of the reading flow.
 */
export function turnedHeadingItems(turned: readonly TurnedItem[], items: readonly Item[]): Item[] {
  const headings: Item[] = [];
  const named = labelsOf(turned).filter((label) => label.text && matchHeading(label.text) !== undefined);
  if (named.length > MAX_TURNED_HEADINGS) return [];
  for (const label of named) {
    const reach = label.top + REACH_SIZES * label.size;
    const beside = items.filter((item) => item.x > label.x && item.text.trim().length > 0);
    const rows = [...new Set(beside.map((item) => Math.round(item.y)))].sort((a, b) => b - a);
    // The rows from the label's bottom up to its reach, and the first row above them (the section before).
    const within = rows.filter((y) => y >= label.bottom - label.size && y <= reach);
    const above = rows.filter((y) => y > reach).at(-1);
    const stops = [...(above !== undefined ? [above] : []), ...within];
    let y = label.top;
    let widest = -1;
    for (let index = 1; index < stops.length; index += 1) {
      const gap = (stops[index - 1] ?? 0) - (stops[index] ?? 0);
      if (gap > widest) {
        widest = gap;
        y = ((stops[index - 1] ?? 0) + (stops[index] ?? 0)) / 2;
      }
    }
    headings.push({
      text: label.text,
      x: label.x - label.size,
      y,
      width: label.top - label.bottom,
      size: label.size,
    });
  }
  return headings;
}
