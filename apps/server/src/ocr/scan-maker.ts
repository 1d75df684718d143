/**
 * Makes scans of our own from text PDFs, for tests and the OCR evaluation: each page rendered to an image
 * at a resolution, optionally turned, blurred and speckled like a desk scanner's output, and written back
 * as a PDF with only the pictures (no text layer). Not used by the server.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { mulberry32 } from '@careerlens/core';
import { makePdf, type PdfPageImage } from '@careerlens/core/testing/documents';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl =
  path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

export interface ScanOptions {
  dpi: number;
  /** Degrees the sheet is turned on the glass. */
  skewDegrees?: number;
  /** Blur radius in pixels (an out-of-focus or low-quality scan). */
  blurPixels?: number;
  /** Share of pixels hit by speckle noise (0-1), and the grey jitter added to every pixel (0-255). */
  speckle?: number;
  jitter?: number;
  /** JPEG quality (0-100). */
  quality?: number;
  /** Seeds the noise, so a scan is the same every run. */
  seed?: number;
  /** 1-based pages to turn into pictures; the others keep their text layer (a mixed PDF). All when unset. */
  pages?: number[];
}

interface Canvas2d {
  fillStyle: string;
  filter: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  drawImage(image: unknown, x: number, y: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  putImageData(image: { data: Uint8ClampedArray }, x: number, y: number): void;
}
interface CanvasLike {
  width: number;
  height: number;
  toBuffer(type: 'image/jpeg', quality?: number): Buffer;
}
interface Factory {
  create(w: number, h: number): { canvas: CanvasLike; context: Canvas2d };
  destroy(target: { canvas: CanvasLike; context: Canvas2d }): void;
}

export interface ScannedPdf {
  bytes: Uint8Array;
  /** Pages turned into pictures, and the size of their images. */
  pictures: Array<{ page: number; width: number; height: number }>;
}

/** Turns the pages of a text PDF into a scan (or a mixed PDF, with `pages`). */
export async function scanPdf(source: Uint8Array, options: ScanOptions): Promise<ScannedPdf> {
  const document = await getDocument({
    data: source.slice(),
    standardFontDataUrl,
    verbosity: 0,
  }).promise;
  const factory = document.canvasFactory as unknown as Factory;
  const next = mulberry32(options.seed ?? 1);
  const images: Array<PdfPageImage | undefined> = [];
  const pictures: ScannedPdf['pictures'] = [];
  let size = { width: 612, height: 792 };
  const textPages: Array<Array<{ text: string; x: number; y: number; size: number }>> = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      if (number === 1) size = { width: base.width, height: base.height };
      if (options.pages && !options.pages.includes(number)) {
        // Kept as text: its items are written again with Helvetica at the same places.
        const content = await page.getTextContent();
        textPages.push(
          content.items.flatMap((item) =>
            'str' in item && item.str.trim()
              ? [
                  {
                    text: item.str,
                    x: item.transform[4] as number,
                    y: item.transform[5] as number,
                    size: Math.hypot(item.transform[2] as number, item.transform[3] as number) || 10,
                  },
                ]
              : [],
          ),
        );
        images.push(undefined);
        continue;
      }
      const viewport = page.getViewport({ scale: options.dpi / 72 });
      const width = Math.floor(viewport.width);
      const height = Math.floor(viewport.height);
      const rendered = factory.create(width, height);
      rendered.context.fillStyle = '#ffffff';
      rendered.context.fillRect(0, 0, width, height);
      await page.render({
        canvasContext: rendered.context as never,
        canvas: rendered.canvas as never,
        viewport,
      }).promise;
      const scanned = factory.create(width, height);
      const context = scanned.context;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      if (options.blurPixels) context.filter = `blur(${options.blurPixels}px)`;
      context.translate(width / 2, height / 2);
      context.rotate(((options.skewDegrees ?? 0) * Math.PI) / 180);
      context.translate(-width / 2, -height / 2);
      context.drawImage(rendered.canvas, 0, 0);
      factory.destroy(rendered);
      if (options.speckle || options.jitter) {
        const pixels = context.getImageData(0, 0, width, height);
        const data = pixels.data;
        for (let index = 0; index < data.length; index += 4) {
          let value = data[index] ?? 255;
          if (options.jitter) value += (next() - 0.5) * 2 * options.jitter;
          if (options.speckle && next() < options.speckle) value = next() < 0.5 ? 0 : 255;
          data[index] = data[index + 1] = data[index + 2] = value;
        }
        context.putImageData(pixels, 0, 0);
      }
      const jpeg = scanned.canvas.toBuffer('image/jpeg', options.quality ?? 85);
      factory.destroy(scanned);
      images.push({ data: new Uint8Array(jpeg), format: 'jpeg', width, height });
      textPages.push([]);
      pictures.push({ page: number, width, height });
      page.cleanup();
    }
  } finally {
    await document.loadingTask.destroy();
  }
  return {
    bytes: makePdf(textPages, { width: size.width, height: size.height, pageImages: images }),
    pictures,
  };
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Share of a source text's words (as a multiset) found in the OCR text. */
export function wordRecall(expected: string, read: string): number {
  const found = new Map<string, number>();
  for (const word of words(read)) found.set(word, (found.get(word) ?? 0) + 1);
  const wanted = words(expected);
  let hits = 0;
  for (const word of wanted) {
    const count = found.get(word) ?? 0;
    if (count > 0) {
      hits += 1;
      found.set(word, count - 1);
    }
  }
  return wanted.length ? hits / wanted.length : 1;
}
