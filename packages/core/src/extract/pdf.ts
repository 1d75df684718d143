import type { getDocument as GetDocument, PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { layoutPage, type Item, type PageLine } from './layout';
import { countOddCharacters, isBulletLine } from './normalize';
import {
  drawsPicture,
  needsOcr,
  readScannedPages,
  withOcrFacts,
  type OcrReader,
  type ScannedPage,
} from './ocr';
import { assertSafePdf } from './pdf-guard';
import { turnedHeadingItems, type TurnedItem } from './turned-headings';
import { extractionFailure, type DocumentLine, type ExtractedDocument } from './types';

/** A resume has a few pages; anything far beyond is another kind of document, or a bomb. */
const MAX_PAGES_ACCEPTED = 30;
/** Pages read for analysis. */
const MAX_PAGES_READ = 10;
/** Images larger than this many pixels (a 12-megapixel photo) are not decoded: a resume never needs them. */
const MAX_IMAGE_PIXELS = 12_000_000;
/** Text items read per page before we call the page too complex. */
const MAX_ITEMS_PER_PAGE = 20_000;
/** Lines this close to the top or bottom edge, repeated on several pages, are running headers/footers. */
const PAGE_EDGE_SHARE = 0.07;
/** A short line set this much larger than the body text is a heading. */
const HEADING_SIZE_RATIO = 1.15;

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
  /** Reads pages without a text layer (scans) by OCR; without it such pages give no text. */
  ocr?: OcrReader | undefined;
}

export async function extractPdf(bytes: Uint8Array, options: PdfOptions = {}): Promise<ExtractedDocument> {
  // Before pdf.js inflates anything: what its streams really inflate to, how deep it nests (pdf-guard.ts).
  const facts = await assertSafePdf(bytes);
  const { getDocument, imageOps } = await loadPdfjs();
  let document: PDFDocumentProxy;
  try {
    document = await getDocument({
      // A copy as a plain Uint8Array: pdf.js refuses a Node Buffer (what node-postgres returns for bytea,
      // and what reaches a parsing process), and it detaches the array it is given.
      data: new Uint8Array(bytes),
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
    const mixedRows: string[] = [];
    const listRows: string[] = [];
    const wrappedListRows: string[] = [];
    const pageHeights: number[] = [];
    const scanned: ScannedPage[] = [];
    const addPage = (items: Item[], pageNumber: number, width: number) => {
      const layout = layoutPage(items, pageNumber, width);
      if (layout.columnBlocks > 0) multiColumnPages += 1;
      mixedRows.push(...layout.mixedRows);
      listRows.push(...layout.listRows);
      wrappedListRows.push(...layout.wrappedListRows);
      pageLines.push(...layout.lines);
    };
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      pageHeights.push(viewport.height);
      const content = await page.getTextContent();
      if (content.items.length > MAX_ITEMS_PER_PAGE) throw extractionFailure('TOO_COMPLEX');
      const items: Item[] = [];
      const turned: TurnedItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.length === 0) continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = raw.transform as number[];
        const size = Math.hypot(c, d) || Math.hypot(a, b) || raw.height || 10;
        // Rotated or mirrored text (watermarks, vertical labels) is not part of the reading flow; a section
        // name turned a quarter turn is put back as a heading (turned-headings.ts).
        if (Math.abs(b) > 0.01 * Math.abs(a) + 0.01) {
          if (Math.abs(a) <= 0.01 * Math.abs(b) && Math.abs(d) <= 0.01 * Math.abs(b))
            turned.push({ text: raw.str, x: e, y: f, width: raw.width, size, up: b > 0 });
          continue;
        }
        items.push({ text: raw.str, x: e, y: f, width: raw.width, size });
      }
      items.push(...turnedHeadingItems(turned, items));
      const scan = options.ocr !== undefined && needsOcr(items);
      // The operator list decodes every picture a page draws: only a page that may need OCR asks for it.
      const operators = scan ? await page.getOperatorList() : undefined;
      if (scan && operators && drawsPicture(operators.fnArray, imageOps)) {
        scanned.push({ pageNumber, page, width: viewport.width, height: viewport.height });
      } else {
        addPage(items, pageNumber, viewport.width);
      }
      page.cleanup();
    }
    const ocrReads = options.ocr ? await readScannedPages(options.ocr, scanned, document.canvasFactory) : [];
    for (const [index, read] of ocrReads.entries()) {
      addPage(read.items, read.pageNumber, scanned[index]?.width ?? 612);
    }
    // Pages read by OCR come after the others: put every line back in page order (the sort is stable).
    if (ocrReads.length) pageLines.sort((a, b) => a.page - b.page);
    const built = buildDocument(pageLines, pageHeights, {
      pageCount: document.numPages,
      multiColumnPages,
      mixedRows,
      listRows,
      wrappedListRows,
      images: facts.images,
    });
    return withOcrFacts(built, ocrReads);
  } catch (error) {
    if ((error as { name?: string }).name === 'ExtractionError') throw error;
    throw extractionFailure('CORRUPT');
  } finally {
    // Ends the document's parser (pdf.js 6 destroys a document through its loading task).
    await document.loadingTask.destroy();
  }
}

function edgeKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function buildDocument(
  pageLines: PageLine[],
  pageHeights: number[],
  facts: {
    pageCount: number;
    multiColumnPages: number;
    mixedRows: string[];
    listRows: string[];
    wrappedListRows: string[];
    images: number;
  },
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
      right: Math.round(line.right),
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
      mixedRows: facts.mixedRows,
      listRows: facts.listRows,
      wrappedListRows: facts.wrappedListRows,
      tableCells: pageLines.filter((line) => line.tableLike).length * 3,
      images: facts.images,
      oddCharacters: countOddCharacters(text),
      bodyFontSize,
    },
  };
}
