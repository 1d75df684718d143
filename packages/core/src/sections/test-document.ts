/**
 * Test-only: builds an ExtractedDocument from lines, for focused parser tests that do not need a real file.
 * A line is its text, or an object overriding any DocumentLine field (x, column, heading, bullet...).
 */
import { isBulletLine } from '../extract/normalize';
import type { DocumentLine, ExtractedDocument } from '../extract/types';

/** Left margin of role headers, and of indented body text, in the fixtures. */
export const HEADER_X = 40;
export const BODY_X = 60;

/** One line for `documentFromLines`. */
export type FixtureLine = string | (Partial<DocumentLine> & { text: string });

/** An ExtractedDocument whose lines are the given ones, in order (page 1, column 0, body region by default). */
export function documentFromLines(lines: FixtureLine[]): ExtractedDocument {
  const documentLines: DocumentLine[] = lines.map((line, index) => {
    const spec = typeof line === 'string' ? { text: line } : line;
    return {
      index,
      page: 1,
      column: 0,
      x: HEADER_X,
      y: 800 - index * 14,
      fontSize: 11,
      heading: false,
      bullet: isBulletLine(spec.text),
      region: 'body',
      ...spec,
    };
  });
  const text = documentLines.map((line) => line.text).join('\n');
  return {
    fileType: 'pdf',
    lines: documentLines,
    text,
    layout: {
      pageCount: 1,
      multiColumnPages: 0,
      tableCells: 0,
      images: 0,
      oddCharacters: 0,
      bodyFontSize: 11,
    },
  };
}

/** An indented body line (x = BODY_X), as PDFs lay out role descriptions. */
export function body(text: string): FixtureLine {
  return { text, x: BODY_X };
}
