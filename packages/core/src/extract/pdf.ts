import type { getDocument as GetDocument, PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { countOddCharacters, isBulletLine, tidyLine } from './normalize';
import { assertSafePdf } from './pdf-guard';
import { extractionFailure, type DocumentLine, type ExtractedDocument } from './types';

/** A resume has a few pages; anything far beyond is another kind of document, or a bomb. */
const MAX_PAGES_ACCEPTED = 30;
/** Pages read for analysis. */
const MAX_PAGES_READ = 10;
/** Images larger than this many pixels (a 12-megapixel photo) are not decoded: a resume never needs them. */
const MAX_IMAGE_PIXELS = 12_000_000;
/** Text items read per page before we call the page too complex. */
const MAX_ITEMS_PER_PAGE = 20_000;
/** Column gutters are searched in this band of the page width. */
const GUTTER_BAND = [0.2, 0.8] as const;
/** A gutter may be crossed by at most this share of a page's characters. */
const GUTTER_MAX_CROSSING_SHARE = 0.02;
/** Each side of a gutter must hold at least this share of the page's characters, and this many rows. */
const COLUMN_MIN_SHARE = 0.15;
const COLUMN_MIN_ROWS = 6;
/** Lines this close to the top or bottom edge, repeated on several pages, are running headers/footers. */
const PAGE_EDGE_SHARE = 0.07;
/** A short line set this much larger than the body text is a heading. */
const HEADING_SIZE_RATIO = 1.15;

interface Item {
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

interface Row {
  y: number;
  segments: Segment[];
}

interface PageLine {
  text: string;
  page: number;
  column: number;
  x: number;
  y: number;
  size: number;
  tableLike: boolean;
}

function itemsToRows(items: Item[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Array<{ y: number; size: number; items: Item[] }> = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) <= Math.max(2, 0.4 * Math.max(row.size, item.size))) {
      row.items.push(item);
      row.size = Math.max(row.size, item.size);
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  return rows.map((row) => {
    const ordered = row.items.sort((a, b) => a.x - b.x);
    const segments: Segment[] = [];
    for (const item of ordered) {
      const last = segments.at(-1);
      const gap = last ? item.x - last.x1 : Infinity;
      if (last && gap < Math.max(2.5 * Math.max(item.size, last.size), 14)) {
        const needsSpace = gap > 0.15 * item.size && !last.text.endsWith(' ') && !item.text.startsWith(' ');
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
    return { y: row.y, segments };
  });
}

/** The x of a vertical gutter splitting the page into two columns, or undefined for one column. */
function findGutter(rows: Row[], pageWidth: number): number | undefined {
  const segments = rows.flatMap((row) => row.segments);
  const total = segments.reduce((sum, segment) => sum + segment.chars, 0);
  if (total === 0) return undefined;
  let best: { x: number; crossing: number } | undefined;
  for (let x = pageWidth * GUTTER_BAND[0]; x <= pageWidth * GUTTER_BAND[1]; x += 3) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const segment of segments) {
      if (segment.x0 < x && segment.x1 > x) crossing += segment.chars;
      else if (segment.x1 <= x) left += segment.chars;
      else right += segment.chars;
    }
    if (crossing / total > GUTTER_MAX_CROSSING_SHARE) continue;
    if (left / total < COLUMN_MIN_SHARE || right / total < COLUMN_MIN_SHARE) continue;
    const leftRows = rows.filter((row) => row.segments.some((segment) => segment.x1 <= x)).length;
    const rightRows = rows.filter((row) => row.segments.some((segment) => segment.x0 >= x)).length;
    if (leftRows < COLUMN_MIN_ROWS || rightRows < COLUMN_MIN_ROWS) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  return best?.x;
}

function joinSegments(segments: Segment[]): string {
  return segments
    .map((segment) => tidyLine(segment.text))
    .filter(Boolean)
    .join('   ');
}

/** Rebuilds reading order: full-width rows as they come, two-column stretches column by column. */
function pageToLines(
  rows: Row[],
  page: number,
  pageWidth: number,
): { lines: PageLine[]; multiColumn: boolean } {
  const gutter = findGutter(rows, pageWidth);
  const lines: PageLine[] = [];
  const toLine = (segments: Segment[], y: number, column: number): PageLine => ({
    text: joinSegments(segments),
    page,
    column,
    x: segments[0]?.x0 ?? 0,
    y,
    size: Math.max(...segments.map((segment) => segment.size)),
    tableLike: segments.length >= 3,
  });
  if (gutter === undefined) {
    for (const row of rows) lines.push(toLine(row.segments, row.y, 0));
    return { lines, multiColumn: false };
  }
  let left: PageLine[] = [];
  let right: PageLine[] = [];
  const flush = () => {
    lines.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const row of rows) {
    const crosses = row.segments.some((segment) => segment.x0 < gutter && segment.x1 > gutter);
    if (crosses) {
      flush();
      lines.push(toLine(row.segments, row.y, 0));
      continue;
    }
    const leftSegments = row.segments.filter((segment) => segment.x1 <= gutter);
    const rightSegments = row.segments.filter((segment) => segment.x0 >= gutter);
    if (leftSegments.length) left.push(toLine(leftSegments, row.y, 1));
    if (rightSegments.length) right.push(toLine(rightSegments, row.y, 2));
  }
  flush();
  return { lines, multiColumn: true };
}

function modeOf(values: Array<{ value: number; weight: number }>): number {
  const weights = new Map<number, number>();
  for (const { value, weight } of values) {
    const key = Math.round(value * 2) / 2;
    weights.set(key, (weights.get(key) ?? 0) + weight);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [value, weight] of weights) {
    if (weight > bestWeight) {
      best = value;
      bestWeight = weight;
    }
  }
  return best;
}

let pdfjs: Promise<{ getDocument: typeof GetDocument; imageOps: Set<number> }> | undefined;

/**
 * pdf.js loads with the first PDF, not with the package: it is large, and its legacy build installs
 * polyfills that replace globals (JSON.parse and JSON.stringify among them) with slower versions, which
 * a process that never reads a PDF (the API's main thread) should not pay for.
 */
/** pdf.js's parser, which the main module otherwise loads (as a "fake worker") at the first document. */
const PDFJS_PARSER: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * Loads pdf.js ahead of the first PDF, for a process that exists to read files (an analysis thread), so
 * that the first upload it reads does not wait for it.
 */
export async function preloadPdfReader(): Promise<void> {
  await Promise.all([loadPdfjs(), import(PDFJS_PARSER)]);
}

function loadPdfjs() {
  return (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then(({ getDocument, OPS }) => ({
    getDocument,
    imageOps: new Set<number>([
      OPS.paintImageXObject,
      OPS.paintInlineImageXObject,
      OPS.paintImageMaskXObject,
    ]),
  })));
}

export interface PdfOptions {
  /** Folder (with trailing slash) of pdf.js standard font data, for PDFs that use the 14 standard fonts. */
  standardFontDataUrl?: string;
}

export async function extractPdf(bytes: Uint8Array, options: PdfOptions = {}): Promise<ExtractedDocument> {
  // Before pdf.js inflates anything: what its streams really inflate to, how deep it nests (pdf-guard.ts).
  await assertSafePdf(bytes);
  const { getDocument, imageOps } = await loadPdfjs();
  let document: PDFDocumentProxy;
  try {
    document = await getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      stopAtErrors: false,
      maxImageSize: MAX_IMAGE_PIXELS,
      ...(options.standardFontDataUrl ? { standardFontDataUrl: options.standardFontDataUrl } : {}),
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw extractionFailure('ENCRYPTED');
    throw extractionFailure('CORRUPT');
  }
  try {
    if (document.numPages > MAX_PAGES_ACCEPTED) throw extractionFailure('TOO_MANY_PAGES');
    const pageCount = Math.min(document.numPages, MAX_PAGES_READ);
    const pageLines: PageLine[] = [];
    let multiColumnPages = 0;
    let images = 0;
    const pageHeights: number[] = [];
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      pageHeights.push(viewport.height);
      const content = await page.getTextContent();
      if (content.items.length > MAX_ITEMS_PER_PAGE) throw extractionFailure('TOO_COMPLEX');
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.length === 0) continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = raw.transform as number[];
        const size = Math.hypot(c, d) || Math.hypot(a, b) || raw.height || 10;
        // Rotated or mirrored text (watermarks, vertical labels) is not part of the reading flow.
        if (Math.abs(b) > 0.01 * Math.abs(a) + 0.01) continue;
        items.push({ text: raw.str, x: e, y: f, width: raw.width, size });
      }
      const { lines, multiColumn } = pageToLines(itemsToRows(items), pageNumber, viewport.width);
      if (multiColumn) multiColumnPages += 1;
      pageLines.push(...lines);
      if (pageNumber === 1) {
        const operators = await page.getOperatorList();
        images += operators.fnArray.filter((fn) => imageOps.has(fn)).length;
      }
      page.cleanup();
    }
    return buildDocument(pageLines, pageHeights, { pageCount: document.numPages, multiColumnPages, images });
  } catch (error) {
    if ((error as { name?: string }).name === 'ExtractionError') throw error;
    throw extractionFailure('CORRUPT');
  } finally {
    await document.destroy();
  }
}

function edgeKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function buildDocument(
  pageLines: PageLine[],
  pageHeights: number[],
  facts: { pageCount: number; multiColumnPages: number; images: number },
): ExtractedDocument {
  const visible = pageLines.filter((line) => line.text.length > 0);
  const bodyFontSize = modeOf(visible.map((line) => ({ value: line.size, weight: line.text.length })));
  // Running headers and footers: the same text near the page edge on two or more pages.
  const edgePages = new Map<string, Set<number>>();
  const edgeOf = (line: PageLine): 'header' | 'footer' | undefined => {
    const height = pageHeights[line.page - 1] ?? 792;
    if (line.y > height * (1 - PAGE_EDGE_SHARE)) return 'header';
    if (line.y < height * PAGE_EDGE_SHARE) return 'footer';
    return undefined;
  };
  for (const line of visible) {
    if (!edgeOf(line)) continue;
    const key = edgeKey(line.text);
    if (!edgePages.has(key)) edgePages.set(key, new Set());
    edgePages.get(key)?.add(line.page);
  }
  const lines: DocumentLine[] = visible.map((line, index) => {
    const edge = edgeOf(line);
    const repeated = edge && (edgePages.get(edgeKey(line.text))?.size ?? 0) >= 2;
    const isPageNumber = edge === 'footer' && /^(page\s*)?\d+(\s*(of|\/)\s*\d+)?$/i.test(line.text);
    const words = line.text.split(/\s+/).length;
    return {
      index,
      text: line.text,
      page: line.page,
      column: line.column,
      x: Math.round(line.x),
      y: Math.round(line.y),
      fontSize: Math.round(line.size * 10) / 10,
      heading: bodyFontSize > 0 && line.size >= bodyFontSize * HEADING_SIZE_RATIO && words <= 6,
      bullet: isBulletLine(line.text),
      region: repeated || isPageNumber ? (edge ?? 'footer') : line.tableLike ? 'table' : 'body',
    };
  });
  const text = lines.map((line) => line.text).join('\n');
  return {
    fileType: 'pdf',
    lines,
    text,
    layout: {
      pageCount: facts.pageCount,
      multiColumnPages: facts.multiColumnPages,
      tableCells: pageLines.filter((line) => line.tableLike).length * 3,
      images: facts.images,
      oddCharacters: countOddCharacters(text),
      bodyFontSize,
    },
  };
}
