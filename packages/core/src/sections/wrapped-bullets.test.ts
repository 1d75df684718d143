import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '../extract/types';
import { joinWrappedLines, textMargins } from './wrapped-bullets';

/** PDF lines of one page and column, 10 pt, starting at x 72; `right` where each line ends. */
function page(specs: Array<[string, number, boolean?]>): DocumentLine[] {
  return specs.map(([text, right, bullet], index) => ({
    index,
    text,
    page: 1,
    column: 0,
    x: 72,
    right,
    y: 700 - index * 12,
    fontSize: 10,
    heading: false,
    bullet: bullet ?? false,
    region: 'body',
  }));
}

const texts = (lines: DocumentLine[]) =>
  joinWrappedLines(
    lines,
    lines.map((line) => line.index),
    textMargins(lines),
  ).map((line) => line.text);

describe('bullets as written, not as the page wrapped them', () => {
  it('joins a line that stops short of the margin by less than the next word', () => {
    const lines = page([
      ['Supervised the night shift of the distribution centre, covering inbound receiving and', 540],
      ['outbound loading for 40 stores across the region.', 330],
      ['Cut overtime by 18% by moving two crews to the early shift and cross-training pickers', 536],
      ['Trained 12 new hires on the warehouse system.', 300],
    ]);
    expect(texts(lines)).toEqual([
      'Supervised the night shift of the distribution centre, covering inbound receiving and outbound loading for 40 stores across the region.',
      // A capitalised verb opens a bullet of its own, even below a line that nearly reaches the margin.
      'Cut overtime by 18% by moving two crews to the early shift and cross-training pickers',
      'Trained 12 new hires on the warehouse system.',
    ]);
  });

  it('does not join a line ending a sentence, or one ending well short of the margin', () => {
    const lines = page([
      ['Reconciled 14 bank accounts every month and closed the books in five days.', 540],
      ['Prepared the annual budget', 250],
      ['Quarterly reports for the board', 280],
    ]);
    expect(texts(lines)).toHaveLength(3);
  });

  it('joins a line starting in small letters or after an open word, and the text of a marked bullet', () => {
    const lines = page([
      ['• Built the pricing dashboard used by', 300, true],
      ['the 40 stores of the region', 250],
      ['• Ran weekly reviews with the buyers', 320, true],
      ['Sales, Marketing and Finance', 260],
    ]);
    lines[3] = { ...(lines[3] as DocumentLine), x: 84 };
    expect(texts(lines)).toEqual([
      '• Built the pricing dashboard used by the 40 stores of the region',
      '• Ran weekly reviews with the buyers Sales, Marketing and Finance',
    ]);
  });

  it('splits items a line runs together between bullet marks', () => {
    const lines = page([['Led safety walks ➢ Trained crews on lockout ➢ Wrote the spill plan', 400]]);
    expect(texts(lines)).toEqual(['Led safety walks', 'Trained crews on lockout', 'Wrote the spill plan']);
  });
});
