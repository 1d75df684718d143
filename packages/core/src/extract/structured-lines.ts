import { countOddCharacters, isBulletLine, tidyLine } from './normalize';
import type { DocumentLine, ExtractedDocument } from './types';
import type { ResumeFileType } from '../files/detect-file-type';

/** A line read from a format without positions (DOCX, DOC, TXT), with what its structure says. */
export interface StructuredLine {
  text: string;
  heading?: boolean;
  /** Font size in points, when the format says (DOCX). */
  fontSize?: number;
  bullet?: boolean;
  region?: DocumentLine['region'];
}

/** Turns structured lines into the common document shape. */
export function buildFlowDocument(
  fileType: ResumeFileType,
  input: StructuredLine[],
  facts: { tableCells: number; images: number; encoding?: string },
): ExtractedDocument {
  const lines: DocumentLine[] = [];
  for (const line of input) {
    for (const part of line.text.split(/\r?\n|\r|\u2028|\u2029|\v|\f/)) {
      const text = tidyLine(part);
      if (!text) continue;
      lines.push({
        index: lines.length,
        text,
        page: 1,
        column: 0,
        x: 0,
        y: 0,
        fontSize: line.fontSize ?? 0,
        heading: line.heading ?? false,
        bullet: (line.bullet ?? false) || isBulletLine(part),
        region: line.region ?? 'body',
      });
    }
  }
  const text = lines.map((line) => line.text).join('\n');
  return {
    fileType,
    lines,
    text,
    layout: {
      pageCount: 1,
      multiColumnPages: 0,
      tableCells: facts.tableCells,
      images: facts.images,
      oddCharacters: countOddCharacters(text),
      bodyFontSize: 0,
    },
    ...(facts.encoding ? { encoding: facts.encoding } : {}),
  };
}
