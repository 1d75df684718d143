/**
 * Pages without a text layer (scans, photos, text turned into outlines) read by OCR. The engine that
 * renders a page and recognises its words runs outside this package (it loads WebAssembly and native
 * code); here, pure code turns its words into the same positioned items a text layer gives, so that lines,
 * columns, headings and everything after them work as for any PDF, and keeps what the OCR was unsure of.
 */
import { ExtractionError, type DocumentLine, type ExtractedDocument } from './types';

/** One recognised word, its box in image pixels (origin top left) and the engine's confidence (0-100). */
export interface OcrWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One recognised line: its words in order, its baseline and row height when the engine gives them. */
export interface OcrLine {
  words: OcrWord[];
  baseline?: { x0: number; y0: number; x1: number; y1: number } | undefined;
  /** Ascender to descender height of the line in pixels: the same for "EXPERIENCE" and "typing". */
  rowHeight?: number | undefined;
}

/** What the engine read on one page image. */
export interface OcrPageResult {
  /** Image size in pixels. */
  width: number;
  height: number;
  lines: OcrLine[];
}

/** A page the engine is asked to read: the pdf.js page and the document's canvas factory, to render it. */
export interface OcrPageRequest {
  pageNumber: number;
  /** pdf.js PDFPageProxy. */
  page: unknown;
  /** pdf.js's canvas factory of the document (`doc.canvasFactory`), which creates canvases it can draw on. */
  canvasFactory: unknown;
}

/** Reads pages by OCR; given to extraction by the process that can run the engine. */
export interface OcrReader {
  /** Pages read by OCR at most in one document; a scan with more fails with SCAN_TOO_LONG. */
  maxPages: number;
  readPage(request: OcrPageRequest): Promise<OcrPageResult>;
  /** Frees the engine once the document is read. */
  close(): Promise<void>;
}

/** What the analysis says about a document read (in part) by OCR. */
export interface OcrFacts {
  /** 1-based pages read by OCR. */
  pages: number[];
  /** Mean word confidence over those pages, weighted by letters (0-100). */
  confidence: number;
  /** Words on text-layer pages and on OCR pages: an ATS reads only the first. */
  textLayerWords: number;
  ocrWords: number;
  /** Words read with low confidence, with the line they are on. Shown to the user, never evidence of a credential. */
  uncertainWords: Array<{ text: string; lineIndex: number; confidence: number }>;
}

/** A page with fewer visible characters than this in its text layer is read by OCR. */
export const OCR_TEXT_LAYER_MIN_CHARS = 20;
/** A word read with a confidence below this is uncertain. */
export const OCR_UNCERTAIN_BELOW = 70;
/** A page whose words average below this confidence is unreadable: guessing its text would mislead. */
export const OCR_UNREADABLE_BELOW = 55;
/** Words below this confidence are dropped as noise (specks, lines, photo edges read as letters). */
const OCR_NOISE_BELOW = 5;
/** A line's first "word" this narrow (share of the row height) and without letters or digits is a bullet glyph. */
const BULLET_MAX_WIDTH = 0.7;
/** Inside a line, a gap wider than this many line heights splits it into separate items (a date on the right). */
const SPLIT_GAP_LINE_HEIGHTS = 2;
/** Row height (ascender to descender) to font size: the row is a little under the em size. */
const LINE_HEIGHT_TO_SIZE = 1.1;
const MAX_UNCERTAIN_WORDS = 60;

/** A positioned text item in PDF user space (y up, points), as the text layer gives. */
export interface PositionedItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

export interface OcrPageRead {
  pageNumber: number;
  items: PositionedItem[];
  /** Letters and the letter-weighted sum of confidences, for the document's mean. */
  letters: number;
  confidenceSum: number;
  words: number;
  uncertain: Array<{ text: string; confidence: number }>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 0) : 0;
}

/** The page's skew as the median slope of the line baselines (small angles: the slope is the angle). */
function skewOf(lines: readonly OcrLine[]): number {
  const slopes = lines
    .map((line) => line.baseline)
    .filter((baseline): baseline is NonNullable<OcrLine['baseline']> => Boolean(baseline))
    .filter((baseline) => baseline.x1 - baseline.x0 > 50)
    .map((baseline) => (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0));
  return slopes.length >= 3 ? median(slopes) : 0;
}

/**
 * A mark standing apart on its line, one or two characters without two letters or digits, read with little
 * confidence: a speck or a rule read as ";" or "ÿ", which would otherwise join the line's words.
 */
function isStrayMark(part: OcrWord[]): boolean {
  const word = part[0];
  return (
    part.length === 1 &&
    word !== undefined &&
    word.text.trim().length <= 2 &&
    !/[\p{L}\p{N}].*[\p{L}\p{N}]/su.test(word.text) &&
    word.confidence < OCR_UNCERTAIN_BELOW
  );
}

function letterCount(text: string): number {
  return (text.match(/\p{L}|\p{N}/gu) ?? []).length;
}

/**
 * Turns one page's OCR result into text items in PDF user space: the page is deskewed (turned back by the
 * median baseline slope: each point's height and each line's left edge), each line split where its words
 * leave a wide gap, and every part placed at its baseline with a size from its height, as a text layer
 * would place it.
 */
export function ocrPageToItems(
  result: OcrPageResult,
  pageNumber: number,
  page: { width: number; height: number },
): OcrPageRead {
  const scaleX = page.width / Math.max(1, result.width);
  const scaleY = page.height / Math.max(1, result.height);
  const skew = skewOf(result.lines);
  const centreX = result.width / 2;
  const centreY = result.height / 2;
  const items: PositionedItem[] = [];
  const uncertain: OcrPageRead['uncertain'] = [];
  let letters = 0;
  let confidenceSum = 0;
  let words = 0;
  for (const line of result.lines) {
    const kept = line.words.filter((word) => word.text.trim() && word.confidence >= OCR_NOISE_BELOW);
    if (kept.length === 0) continue;
    const lineHeight = line.rowHeight ?? median(kept.map((word) => word.y1 - word.y0));
    // A bullet glyph is read as "®", "°", "*" or "«": write it as the bullet it is.
    const first = kept[0];
    if (
      first &&
      kept.length > 1 &&
      first.text.trim().length <= 2 &&
      !/[\p{L}\p{N}]/u.test(first.text) &&
      first.x1 - first.x0 <= BULLET_MAX_WIDTH * lineHeight
    ) {
      kept[0] = { ...first, text: '•', confidence: 100 };
    }
    const baseline = line.baseline && line.baseline.x1 > line.baseline.x0 ? line.baseline : undefined;
    /** Where the line sits under a word: on its baseline when known, else at the word's bottom. */
    const bottomOf = (word: OcrWord) => {
      const x = (word.x0 + word.x1) / 2;
      const y = baseline
        ? baseline.y0 + ((baseline.y1 - baseline.y0) * (x - baseline.x0)) / (baseline.x1 - baseline.x0)
        : word.y1;
      return y - skew * (x - centreX);
    };
    const parts: OcrWord[][] = [];
    for (const word of kept) {
      const part = parts.at(-1);
      const previous = part?.at(-1);
      if (part && previous && word.x0 - previous.x1 <= SPLIT_GAP_LINE_HEIGHTS * lineHeight) part.push(word);
      else parts.push([word]);
    }
    for (const part of parts) {
      const first = part[0];
      const last = part.at(-1);
      if (!first || !last) continue;
      if (isStrayMark(part)) continue;
      const bottom = median(part.map(bottomOf));
      // The turn moves the left edge too: lower lines of a page turned clockwise start further left, so a
      // column's role headers would read as indented differently from one another. Undone around the centre.
      const left = first.x0 + skew * ((first.y0 + first.y1) / 2 - centreY);
      items.push({
        text: part.map((word) => word.text.trim()).join(' '),
        x: left * scaleX,
        y: page.height - bottom * scaleY,
        width: (last.x1 - first.x0) * scaleX,
        size: Math.max(1, lineHeight * scaleY * LINE_HEIGHT_TO_SIZE),
      });
    }
    for (const word of kept) {
      const count = letterCount(word.text);
      letters += count;
      confidenceSum += count * word.confidence;
      words += 1;
      if (word.confidence < OCR_UNCERTAIN_BELOW && count > 0) {
        uncertain.push({ text: word.text.trim(), confidence: Math.round(word.confidence) });
      }
    }
  }
  return { pageNumber, items, letters, confidenceSum, words, uncertain };
}

export const OCR_FAILURE_MESSAGES = {
  SCAN_UNREADABLE: (page: number) =>
    `Page ${page} of this PDF is an image (a scan or a photo) that text recognition could not read reliably: it may be blurred, small or at an angle. An ATS cannot read it either. Export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that, or scan it again flat at 300 dpi.`,
  SCAN_TOO_LONG: (pages: number, maxPages: number) =>
    `This PDF has ${pages} pages that are images (a scan or photos); text recognition reads at most ${maxPages}. An ATS cannot read them either. Export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that.`,
  OCR_FAILED: (page: number) =>
    `Page ${page} of this PDF is an image (a scan or a photo), and our text recognition failed while reading it: a fault on our side, not proof that your scan is unreadable. An ATS cannot read such a page either. Export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that, or try this file again later.`,
  OCR_ELSEWHERE:
    'This PDF has pages that are images (a scan or photos), which text recognition reads in a process of its own.',
};

/** What a reader that does not run the engine itself throws at the first scanned page (see OcrFailureCode). */
export function ocrElsewhere(): ExtractionError {
  return new ExtractionError('OCR_ELSEWHERE', OCR_FAILURE_MESSAGES.OCR_ELSEWHERE);
}

/** True when a page's text layer holds too little to be the page's text. */
export function needsOcr(items: ReadonlyArray<{ text: string }>): boolean {
  let chars = 0;
  for (const item of items) chars += item.text.replace(/\s+/g, '').length;
  return chars < OCR_TEXT_LAYER_MIN_CHARS;
}

/** Drawing operators beyond which a page without text draws something (text as outlines, a chart). */
const MIN_DRAWING_OPERATORS = 100;

/** True when a page paints an image or many shapes: worth reading by OCR. A blank page is not. */
export function drawsPicture(operators: readonly number[], imageOperators: ReadonlySet<number>): boolean {
  return operators.length >= MIN_DRAWING_OPERATORS || operators.some((op) => imageOperators.has(op));
}

/**
 * Reads one page by OCR. Fails with a reason when the page is unreadable (words found but at low
 * confidence); a page on which nothing is found (blank) gives no items.
 */
export async function readPageByOcr(
  reader: OcrReader,
  request: OcrPageRequest,
  page: { width: number; height: number },
): Promise<OcrPageRead> {
  const result = await reader.readPage(request);
  const read = ocrPageToItems(result, request.pageNumber, page);
  if (read.letters > 0 && read.confidenceSum / read.letters < OCR_UNREADABLE_BELOW) {
    throw new ExtractionError('SCAN_UNREADABLE', OCR_FAILURE_MESSAGES.SCAN_UNREADABLE(request.pageNumber));
  }
  return read;
}

export function scanTooLong(pages: number, maxPages: number): ExtractionError {
  return new ExtractionError('SCAN_TOO_LONG', OCR_FAILURE_MESSAGES.SCAN_TOO_LONG(pages, maxPages));
}

function wordsIn(lines: readonly DocumentLine[]): number {
  return lines.reduce((sum, line) => sum + (line.text.match(/\S+/g)?.length ?? 0), 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Adds what the OCR read to a built document: its pages, confidence and uncertain words by line. */
export function withOcrFacts(document: ExtractedDocument, reads: readonly OcrPageRead[]): ExtractedDocument {
  const withText = reads.filter((read) => read.words > 0);
  if (withText.length === 0) return document;
  const ocrPages = new Set(withText.map((read) => read.pageNumber));
  const letters = withText.reduce((sum, read) => sum + read.letters, 0);
  const confidenceSum = withText.reduce((sum, read) => sum + read.confidenceSum, 0);
  const uncertainWords: OcrFacts['uncertainWords'] = [];
  for (const read of withText) {
    const pageLines = document.lines.filter((line) => line.page === read.pageNumber);
    for (const word of read.uncertain) {
      if (uncertainWords.length >= MAX_UNCERTAIN_WORDS) break;
      const pattern = new RegExp(`(^|\\s)${escapeRegExp(word.text)}(?=\\s|$)`);
      const line = pageLines.find(
        (candidate) =>
          pattern.test(candidate.text) &&
          !uncertainWords.some((seen) => seen.lineIndex === candidate.index && seen.text === word.text),
      );
      if (line) uncertainWords.push({ text: word.text, lineIndex: line.index, confidence: word.confidence });
    }
  }
  return {
    ...document,
    ocr: {
      pages: [...ocrPages].sort((a, b) => a - b),
      confidence: letters ? Math.round(confidenceSum / letters) : 0,
      textLayerWords: wordsIn(document.lines.filter((line) => !ocrPages.has(line.page))),
      ocrWords: wordsIn(document.lines.filter((line) => ocrPages.has(line.page))),
      uncertainWords,
    },
  };
}

/** A page found without a text layer, kept until the whole document has been looked at. */
export interface ScannedPage {
  pageNumber: number;
  page: unknown;
  width: number;
  height: number;
}

/**
 * Reads the pages that have no text layer, once the document has been looked at, so that a scan with more
 * pages than the cap fails before any is read. An engine error is the engine's failure on that page
 * (OCR_FAILED), neither a damaged file nor an unreadable scan.
 */
export async function readScannedPages(
  reader: OcrReader,
  scanned: readonly ScannedPage[],
  canvasFactory: unknown,
): Promise<OcrPageRead[]> {
  if (scanned.length === 0) return [];
  try {
    if (scanned.length > reader.maxPages) throw scanTooLong(scanned.length, reader.maxPages);
    const reads: OcrPageRead[] = [];
    for (const { pageNumber, page, width, height } of scanned) {
      try {
        reads.push(await readPageByOcr(reader, { pageNumber, page, canvasFactory }, { width, height }));
      } catch (error) {
        if (error instanceof ExtractionError) throw error;
        throw new ExtractionError('OCR_FAILED', OCR_FAILURE_MESSAGES.OCR_FAILED(pageNumber));
      }
    }
    return reads;
  } finally {
    await reader.close();
  }
}

/**
 * A credential (a certification or licence) counts only where OCR read it with confidence: its evidence
 * on lines where one of its words was uncertain is dropped, and a credential left without evidence is
 * dropped. A misread "CPA" or "RN" must never be stated as the person's credential. Other skills keep
 * their evidence. Documents not read by OCR are returned as they are.
 */
export function dropUnsureCredentials<
  T extends {
    type: string;
    evidence: Array<{ lineIndex: number; matched: string }>;
  },
>(skills: T[], ocr: OcrFacts | undefined): T[] {
  if (!ocr || ocr.uncertainWords.length === 0) return skills;
  const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // Unsure when a word of the match was read with low confidence on that line.
  const unsure = (evidence: { lineIndex: number; matched: string }) => {
    const matched = new Set(tokens(evidence.matched));
    return ocr.uncertainWords.some(
      (word) =>
        word.lineIndex === evidence.lineIndex && tokens(word.text).some((token) => matched.has(token)),
    );
  };
  return skills.flatMap((skill) => {
    if (skill.type !== 'certification') return [skill];
    const evidence = skill.evidence.filter((item) => !unsure(item));
    return evidence.length ? [{ ...skill, evidence }] : [];
  });
}
