import type { ResumeFileType } from '../files/detect-file-type';
import type { OcrFacts } from './ocr';

/** One line of the document in reading order, with where it came from (for quoting evidence). */
export interface DocumentLine {
  /** Position in reading order, 0-based. */
  index: number;
  text: string;
  /** 1-based page (1 for formats without pages). */
  page: number;
  /** 0 for single-column or full-width text; 1, 2 for the left and right column of a two-column page. */
  column: number;
  /** PDF user-space position of the line's first item (0 when unknown). */
  x: number;
  /** PDF user-space position where the line's last item ends (PDF only). */
  right?: number;
  y: number;
  /** Dominant font size in points (0 when unknown). */
  fontSize: number;
  /** A heading by document structure (DOCX heading style, or a PDF line set larger than the body). */
  heading: boolean;
  /** A list item (DOCX list, or a line starting with a bullet glyph). */
  bullet: boolean;
  /** Where the line sits: the body, a repeated page header/footer, or a table cell. */
  region: 'body' | 'header' | 'footer' | 'table';
}

export interface LayoutFacts {
  pageCount: number;
  /** Pages with a block read column by column (a sidebar or two columns side by side). */
  multiColumnPages: number;
  /**
   * Where columns sit side by side, the lines a parser reading straight across the page gets instead
   * (text of both columns on one line). Empty when a simple parser reads the file in order.
   */
  mixedRows?: string[];
  /**
   * The same for a list set in columns inside one section (a skills grid): each such line holds whole items
   * of that one list, in order.
   */
  listRows?: string[];
  /** The same for a list whose items run onto a second line of their column: read across, they split. */
  wrappedListRows?: string[];
  /** Table cells found (DOCX tables, or PDF rows with three or more separated cells). */
  tableCells: number;
  /** Images drawn on the pages (PDF) or embedded (DOCX). */
  images: number;
  /** Characters outside common text (private-use glyphs, replacement characters) that an ATS may drop. */
  oddCharacters: number;
  /** Most common body font size (0 when unknown). */
  bodyFontSize: number;
}

export interface ExtractedDocument {
  fileType: ResumeFileType;
  lines: DocumentLine[];
  /** The text as an ATS would read it: the lines in reading order. */
  text: string;
  layout: LayoutFacts;
  /** How the text was decoded (TXT only). */
  encoding?: string;
  /** Set when pages without a text layer were read by OCR (PDF only). */
  ocr?: OcrFacts;
}

export type ExtractionFailureCode =
  | 'ENCRYPTED'
  | 'NO_TEXT_LAYER'
  | 'GARBLED'
  | 'EMPTY'
  | 'CORRUPT'
  | 'TOO_MANY_PAGES'
  | 'TOO_MUCH_TEXT'
  | 'TOO_COMPLEX'
  | 'UNSUPPORTED';

/**
 * Failures of reading a scan by OCR: their messages name the page or the page count (see ocr.ts).
 * OCR_FAILED is the engine's failure (not the scan's); OCR_ELSEWHERE is no failure but a hand-over: a
 * reader that does not run the engine in this process (a parsing process) asks for the file to be read
 * again where it runs (the server's OCR process).
 */
export type OcrFailureCode = 'SCAN_UNREADABLE' | 'SCAN_TOO_LONG' | 'OCR_FAILED' | 'OCR_ELSEWHERE';

/** A file we cannot read, with a reason the user can act on. */
export class ExtractionError extends Error {
  override name = 'ExtractionError';
  constructor(
    readonly code: ExtractionFailureCode | OcrFailureCode,
    message: string,
  ) {
    super(message);
  }
}

export const FAILURE_MESSAGES: Record<ExtractionFailureCode, string> = {
  ENCRYPTED:
    'This PDF is password-protected, so its text cannot be read. Save or export it again without a password and upload that copy.',
  NO_TEXT_LAYER:
    'This PDF has no text layer: it looks like a scan or a picture of a resume. An ATS cannot read it either. Export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that.',
  GARBLED:
    'The text in this file comes out garbled (its fonts map letters to the wrong characters), so an ATS would read nonsense too. Export it again from your editor, or upload a DOCX.',
  EMPTY: 'This file contains no readable text. Check that you picked the right file.',
  CORRUPT:
    'This file is damaged or not a valid document, so it cannot be read. Open it on your computer, save it again and upload the new copy.',
  TOO_MANY_PAGES:
    'This document has far more pages than a resume. Upload your resume on its own (1-3 pages).',
  TOO_MUCH_TEXT:
    'This file holds far more text than a resume (over 150,000 characters, about 60 pages). Upload your resume on its own (1-3 pages).',
  TOO_COMPLEX:
    'This file is too large or complex to read safely. Save it again as a simple PDF or DOCX (without embedded files) and upload that.',
  UNSUPPORTED: 'This file type is not supported. Please upload a PDF, DOC, DOCX, or TXT file.',
};

export function extractionFailure(code: ExtractionFailureCode): ExtractionError {
  return new ExtractionError(code, FAILURE_MESSAGES[code]);
}
