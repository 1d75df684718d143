import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OcrLine, OcrPageRequest, OcrPageResult, OcrReader } from '@careerlens/core/resume-analysis';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { TESSERACT_ADAPTER, TESSERACT_WORKER } from '../paths';
import { withoutBullets } from './bullets';
import { needsOtherLanguages } from './language';
import type { OcrSettings } from './settings';

const require = createRequire(import.meta.url);

/** Pixels a rendered page may have at most, whatever its size: bounds the canvas and the engine's memory. */
export const OCR_MAX_PAGE_PIXELS = 12_000_000;

interface CanvasAndContext {
  canvas: { width: number; height: number } | null;
  context: object | null;
}

/** A rendered page for the engine: a greyscale PGM (binary PNM), which leptonica reads without decoding. */
export interface PageImage {
  image: Buffer;
  width: number;
  height: number;
}

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/** The page's rendering scale: the resolution asked for, lowered for a page too large for the pixel cap. */
export function renderScale(page: { width: number; height: number }, dpi: number): number {
  const scale = dpi / 72;
  const pixels = page.width * scale * page.height * scale;
  return pixels > OCR_MAX_PAGE_PIXELS ? scale * Math.sqrt(OCR_MAX_PAGE_PIXELS / pixels) : scale;
}

/**
 * A greyscale PGM of RGBA pixels (ITU-R 601 luma, as leptonica's own conversion). The engine reads grey
 * anyway; a PNG of a noisy page took longer to encode (and the engine to decode) than pdf.js to draw it.
 */
export function greyPgm(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const out = Buffer.allocUnsafe(header.length + width * height);
  header.copy(out, 0);
  for (let pixel = 0, source = 0, target = header.length; pixel < width * height; pixel += 1, source += 4) {
    out[target++] = (rgba[source]! * 77 + rgba[source + 1]! * 150 + rgba[source + 2]! * 29 + 128) >> 8;
  }
  return out;
}

/** Renders a pdf.js page on white, with the canvas pdf.js itself creates (@napi-rs/canvas), as a grey PGM. */
export async function renderPage(
  page: PDFPageProxy,
  canvasFactory: CanvasFactory,
  dpi: number,
): Promise<PageImage> {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: renderScale(base, dpi) });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const target = canvasFactory.create(width, height);
  try {
    type RenderParameters = Parameters<PDFPageProxy['render']>[0];
    const context = target.context as {
      fillStyle: string;
      fillRect(x: number, y: number, w: number, h: number): void;
      getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
    };
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({
      canvasContext: context as RenderParameters['canvasContext'],
      canvas: target.canvas as unknown as RenderParameters['canvas'],
      viewport,
    }).promise;
    if (!target.canvas) throw new Error('no canvas');
    return { image: greyPgm(context.getImageData(0, 0, width, height).data, width, height), width, height };
  } finally {
    canvasFactory.destroy(target);
  }
}

/** The options that keep tesseract.js offline: our worker script, no cache, data from node_modules only. */
export function offlineWorkerOptions() {
  return {
    workerPath: fileURLToPath(TESSERACT_WORKER),
    // Read through the worker script's adapter, which maps it to the installed @tesseract.js-data packages.
    langPath: 'careerlens-ocr-languages',
    corePath: path.dirname(require.resolve('tesseract.js-core/package.json')),
    cacheMethod: 'none',
    gzip: true,
  };
}

type Blocks = NonNullable<Awaited<ReturnType<TesseractWorker['recognize']>>['data']['blocks']>;

function linesOf(blocks: Blocks): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lines.push({
          words: line.words.map((word) => ({
            text: word.text,
            confidence: word.confidence,
            x0: word.bbox.x0,
            y0: word.bbox.y0,
            x1: word.bbox.x1,
            y1: word.bbox.y1,
          })),
          baseline: line.baseline,
          rowHeight: line.rowAttributes?.rowHeight,
        });
      }
    }
  }
  return lines;
}

// Through paths.ts, so that the compiled bundle (dist/) finds it as the sources do.
const { languageFile, LANG_PREFIX } = require(fileURLToPath(TESSERACT_ADAPTER)) as {
  languageFile(path: string): string;
  LANG_PREFIX: string;
};

/**
 * Starts the engine with the configured languages, or with the first reading's (`firstLanguages`) when
 * `languagePass` is `first` (the others are added only for a page that reads as another language:
 * createOcrReader); it runs in its own thread inside this process. A configured language whose data is not
 * installed fails here: tesseract.js would otherwise wait for ever.
 */
export async function startEngine(
  settings: Pick<OcrSettings, 'languages' | 'languagePass' | 'firstLanguages'>,
): Promise<TesseractWorker> {
  for (const code of settings.languages) languageFile(`${LANG_PREFIX}${code}.traineddata.gz`);
  // As a string: given an array, tesseract.js keeps it as its list of loaded languages and adds to it on
  // `reinitialize`, so engines started from one settings object would share (and change) that list.
  return createWorker(firstReading(settings).join('+'), OEM.LSTM_ONLY, offlineWorkerOptions());
}

/** Starts `threads` engines (startEngine), each in its own thread; all stopped if one fails to start. */
export async function startEngines(
  settings: Pick<OcrSettings, 'languages' | 'languagePass' | 'firstLanguages' | 'threads'>,
): Promise<TesseractWorker[]> {
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, settings.threads) }, () => startEngine(settings)),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(
      started.map((result) => (result.status === 'fulfilled' ? result.value.terminate() : undefined)),
    );
    throw failed.reason;
  }
  return started.map((result) => (result as PromiseFulfilledResult<TesseractWorker>).value);
}

/** The languages a page is read with first. */
function firstReading(
  settings: Pick<OcrSettings, 'languages' | 'languagePass' | 'firstLanguages'>,
): string[] {
  // firstLanguages is resolved against languages when the settings are read (settings.ts).
  return settings.languagePass === 'all' ? settings.languages : settings.firstLanguages;
}

/** Reads one page image (renderPage's PGM, or PNG bytes). */
export async function recognizeImage(engine: TesseractWorker, image: PageImage): Promise<OcrPageResult> {
  const { data } = await engine.recognize(image.image, {}, { blocks: true, text: false });
  return { width: image.width, height: image.height, lines: linesOf(data.blocks ?? []) };
}

/** A page shorter than this (pixels) is read whole by one engine: too little to share. */
export const SPLIT_MIN_HEIGHT = 800;
/**
 * How far each half reaches past the middle, as a share of the page's height: 5 % (110 pixels of a Letter
 * page at 200 dpi) holds a whole line of body text and the drift of a page turned 2° on the scanner, so a
 * line near the middle is whole in both halves and one cut at the edge of a half is whole in the other.
 */
export const SPLIT_OVERLAP = 0.05;

/** Rows `top` (inclusive) to `bottom` (exclusive) of a PGM page image, as a PGM image of their own. */
export function pgmRows(image: PageImage, top: number, bottom: number): PageImage {
  const pixels = image.image.subarray(image.image.length - image.width * image.height);
  const header = Buffer.from(`P5\n${image.width} ${bottom - top}\n255\n`, 'ascii');
  return {
    image: Buffer.concat([header, pixels.subarray(top * image.width, bottom * image.width)]),
    width: image.width,
    height: bottom - top,
  };
}

function lineCentre(line: OcrLine): number {
  const top = Math.min(...line.words.map((word) => word.y0));
  const bottom = Math.max(...line.words.map((word) => word.y1));
  return (top + bottom) / 2;
}

function shiftLine(line: OcrLine, dy: number): OcrLine {
  return {
    ...line,
    words: line.words.map((word) => ({ ...word, y0: word.y0 + dy, y1: word.y1 + dy })),
    baseline: line.baseline && { ...line.baseline, y0: line.baseline.y0 + dy, y1: line.baseline.y1 + dy },
  };
}

/**
 * Joins the two halves' readings of a page: the cut is the widest gap between line centres near the
 * middle (both halves read the lines there whole, so no line's centre is near it), and each line comes from
 * the half on its side of the cut. A line cut off at a half's edge has its centre on the other side, where
 * the other half holds it whole.
 */
export function joinHalves(
  upper: OcrPageResult,
  lower: OcrPageResult,
  lowerTop: number,
  middle: number,
  reach: number,
): OcrPageResult {
  const lowerLines = lower.lines
    .filter((line) => line.words.length > 0)
    .map((line) => shiftLine(line, lowerTop));
  const upperLines = upper.lines.filter((line) => line.words.length > 0);
  const from = middle - reach / 2;
  const to = middle + reach / 2;
  const centres = [...upperLines, ...lowerLines]
    .map(lineCentre)
    .filter((centre) => centre > from && centre < to)
    .sort((a, b) => a - b);
  const stops = [from, ...centres, to];
  let cut = middle;
  let widest = -1;
  for (let index = 1; index < stops.length; index += 1) {
    const gap = stops[index]! - stops[index - 1]!;
    if (gap > widest) {
      widest = gap;
      cut = (stops[index]! + stops[index - 1]!) / 2;
    }
  }
  return {
    width: upper.width,
    height: lowerTop + lower.height,
    lines: [
      ...upperLines.filter((line) => lineCentre(line) < cut),
      ...lowerLines.filter((line) => lineCentre(line) >= cut),
    ],
  };
}

/** The grey level that best splits a page's pixels into ink and paper (Otsu's method, as the engine's). */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of pixels) histogram[value]! += 1;
  let total = 0;
  for (let level = 0; level < 256; level += 1) total += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let best = -1;
  let threshold = 127;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = pixels.length - below;
    if (above === 0) break;
    belowSum += level * histogram[level]!;
    const spread = below * above * (belowSum / below - (total - belowSum) / above) ** 2;
    if (spread > best) {
      best = spread;
      threshold = level;
    }
  }
  return threshold;
}

/** Each half must hold this share of its pixels as ink: the engine sets its threshold on what it is given. */
export const SPLIT_MIN_INK = 0.01;
/** And this share of the page's ink outside the overlap, or there is little to share: the page is read whole. */
export const SPLIT_MIN_OWN_INK = 0.25;

/**
 * Where to halve a page for two engines: the row that parts its ink (pixels at or below the page's Otsu
 * threshold) into equal amounts, so that both engines have as much to read. Undefined (read it whole) when
 * a half would hold too little ink for its size (the engine thresholds each image on its own, and on a half
 * of blank, speckled paper it takes the speckle for text, where the whole page reads clean) or when most of
 * the ink lies in the overlap (a few lines: both engines would read the same).
 */
export function splitRow(image: PageImage, reach: number): number | undefined {
  if (!isPgm(image) || image.height < SPLIT_MIN_HEIGHT) return undefined;
  const pixels = image.image.subarray(image.image.length - image.width * image.height);
  const threshold = otsuThreshold(pixels);
  const rows = new Float64Array(image.height);
  let ink = 0;
  for (let y = 0; y < image.height; y += 1) {
    let dark = 0;
    for (let index = y * image.width, end = index + image.width; index < end; index += 1) {
      if (pixels[index]! <= threshold) dark += 1;
    }
    rows[y] = dark;
    ink += dark;
  }
  let middle = 0;
  for (let seen = 0; middle < image.height && seen < ink / 2; middle += 1) seen += rows[middle]!;
  if (middle - reach <= 0 || middle + reach >= image.height) return undefined;
  const inkIn = (from: number, to: number) => {
    let dark = 0;
    for (let y = from; y < to; y += 1) dark += rows[y]!;
    return dark;
  };
  const dense = (from: number, to: number) => inkIn(from, to) >= SPLIT_MIN_INK * (to - from) * image.width;
  // Each engine must have ink of its own to read: most of it in the overlap (a few lines) reads whole.
  const own = (from: number, to: number) => inkIn(from, to) >= SPLIT_MIN_OWN_INK * ink;
  return dense(0, middle + reach) &&
    dense(middle - reach, image.height) &&
    own(0, middle - reach) &&
    own(middle + reach, image.height)
    ? middle
    : undefined;
}

/**
 * Reads a page with the engines given: one reads it whole; two read an upper and a lower part at once,
 * parted where the ink is halved (splitRow), each reaching SPLIT_OVERLAP of the page past it, and their
 * lines are joined (joinHalves). Recognition is line by line, so the words are the same; the wait is about
 * half on two cores.
 */
export async function recognizePage(
  engines: readonly TesseractWorker[],
  image: PageImage,
): Promise<OcrPageResult> {
  const [first, second] = engines;
  if (!first) throw new Error('no OCR engine');
  const reach = Math.round(image.height * SPLIT_OVERLAP);
  const middle = second ? splitRow(image, reach) : undefined;
  if (!second || middle === undefined) return recognizeImage(first, image);
  const lowerTop = middle - reach;
  const [upper, lower] = await Promise.all([
    recognizeImage(first, pgmRows(image, 0, middle + reach)),
    recognizeImage(second, pgmRows(image, lowerTop, image.height)),
  ]);
  return { ...joinHalves(upper, lower, lowerTop, middle, reach), height: image.height };
}

function isPgm(image: PageImage): boolean {
  return (
    image.image[0] === 0x50 && image.image[1] === 0x35 && image.image.length > image.width * image.height
  );
}

/**
 * The OCR reader extraction uses for pages without a text layer: it renders each page and reads it with
 * tesseract.js (`threads` engines, each page read in halves by two: recognizePage), started at the first
 * scanned page of a document and stopped when the document is read, so their memory (the WebAssembly
 * engine and language data) is held only while a scan is being read. Given started engines (`running`: the
 * OCR process starts them before its first task), it uses those and leaves them running.
 *
 * With `languagePass` `first` (the default), a page is read with `firstLanguages` (English and French):
 * about half the CPU of all four, whose retries of the words English does not accept also go through
 * German's and Spanish's larger networks (French's is the smallest); a page whose words hold more of another configured language's
 * stop words (language.ts) is read again with all of them, and so is every later page of that document.
 */
export function createOcrReader(settings: OcrSettings, running?: readonly TesseractWorker[]): OcrReader {
  let engines: Promise<TesseractWorker[]> | undefined = running && Promise.resolve([...running]);
  const first = firstReading(settings);
  let allLanguages = first.length === settings.languages.length;
  return {
    maxPages: settings.maxPages,
    async readPage(request: OcrPageRequest) {
      const rendered = await renderPage(
        request.page as PDFPageProxy,
        request.canvasFactory as CanvasFactory,
        settings.dpi,
      );
      // Bullets read as unsure letters send their lines to every other language's network (bullets.ts).
      const image = isPgm(rendered)
        ? withoutBullets(
            rendered,
            otsuThreshold(rendered.image.subarray(rendered.image.length - rendered.width * rendered.height)),
          ).image
        : rendered;
      engines ??= startEngines(settings);
      const started = await engines;
      if (!allLanguages) {
        const read = await recognizePage(started, image);
        if (!needsOtherLanguages(read, settings.languages, first)) return read;
        allLanguages = true;
        await Promise.all(
          started.map((engine) => engine.reinitialize(settings.languages.join('+'), OEM.LSTM_ONLY)),
        );
      }
      return recognizePage(started, image);
    },
    async close() {
      const started = engines;
      engines = undefined;
      if (started && !running) {
        await Promise.all(((await started.catch(() => undefined)) ?? []).map((engine) => engine.terminate()));
      }
    },
  };
}
