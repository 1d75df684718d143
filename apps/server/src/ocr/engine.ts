import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OcrLine, OcrPageRequest, OcrPageResult, OcrReader } from '@careerlens/core/resume-analysis';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { TESSERACT_ADAPTER, TESSERACT_WORKER } from '../paths';
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
  return createWorker(firstReading(settings), OEM.LSTM_ONLY, offlineWorkerOptions());
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

/**
 * The OCR reader extraction uses for pages without a text layer: it renders each page and reads it with
 * tesseract.js, started at the first scanned page of a document and stopped when the document is read,
 * so its memory (the WebAssembly engine and language data) is held only while a scan is being read.
 * Given a started engine (`running`: the OCR process starts it before its first task), it uses that one
 * and leaves it running.
 *
 * With `languagePass` `first` (the default), a page is read with `firstLanguages` (English and French):
 * about half the CPU of all four, whose retries of the words English does not accept also go through
 * German's and Spanish's larger networks (French's is the smallest); a page whose words hold more of another configured language's
 * stop words (language.ts) is read again with all of them, and so is every later page of that document.
 */
export function createOcrReader(settings: OcrSettings, running?: TesseractWorker): OcrReader {
  let engine: Promise<TesseractWorker> | undefined = running && Promise.resolve(running);
  const first = firstReading(settings);
  let allLanguages = first.length === settings.languages.length;
  return {
    maxPages: settings.maxPages,
    async readPage(request: OcrPageRequest) {
      const image = await renderPage(
        request.page as PDFPageProxy,
        request.canvasFactory as CanvasFactory,
        settings.dpi,
      );
      engine ??= startEngine(settings);
      const started = await engine;
      if (!allLanguages) {
        const read = await recognizeImage(started, image);
        if (!needsOtherLanguages(read, settings.languages, first)) return read;
        allLanguages = true;
        await started.reinitialize(settings.languages.join('+'), OEM.LSTM_ONLY);
      }
      return recognizeImage(started, image);
    },
    async close() {
      const started = engine;
      engine = undefined;
      if (started && !running) await (await started.catch(() => undefined))?.terminate();
    },
  };
}
