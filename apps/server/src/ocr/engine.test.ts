import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractDocument } from '@careerlens/core/resume-analysis';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  createOcrReader,
  greyPgm,
  joinHalves,
  pgmRows,
  renderPage,
  splitRow,
  SPLIT_OVERLAP,
  startEngine,
} from './engine';
import { scanPdf, wordRecall } from './scan-maker';
import type { OcrSettings } from './settings';

const require = createRequire(import.meta.url);
const standardFontDataUrl =
  path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

const PAGE_ONE = [
  { text: 'Daniel Weber', size: 18, bold: true },
  'daniel.weber@example.com   +1 303 555 0142',
  { text: 'EXPERIENCE', bold: true },
  'Electrician, Northside Builders   March 2019 - Present',
  '- Installed wiring and lighting in 40 new homes a year',
  '- Read blueprints and trained two apprentices',
];
const PAGE_TWO = [
  { text: 'SKILLS', bold: true },
  'Conduit bending, Troubleshooting, Blueprint reading, AutoCAD',
  { text: 'EDUCATION', bold: true },
  'Electrical Technology Diploma, Denver Technical College, 2018',
];
const born = makePdf([linesToItems(PAGE_ONE), linesToItems(PAGE_TWO)]);
const settings: OcrSettings = {
  enabled: true,
  languages: ['eng'],
  maxPages: 3,
  dpi: 200,
  languagePass: 'all',
  firstLanguages: ['eng'],
  threads: 2,
};

const bornText = [...PAGE_ONE, ...PAGE_TWO]
  .map((line) => (typeof line === 'string' ? line : line.text))
  .join('\n');

/** The first page of a PDF rendered as the reader renders it for the engine. */
async function renderScanPage(bytes: Uint8Array) {
  const document = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  try {
    const canvasFactory = (document as unknown as { canvasFactory: Parameters<typeof renderPage>[1] })
      .canvasFactory;
    return await renderPage(await document.getPage(1), canvasFactory, 200);
  } finally {
    await document.loadingTask.destroy();
  }
}

describe('OCR engine (tesseract.js, offline)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a turned, speckled scan of our own without reaching the network or writing a cache', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('network blocked in this test'));
    const scan = await scanPdf(born, {
      dpi: 200,
      skewDegrees: 1,
      blurPixels: 0.5,
      jitter: 25,
      speckle: 0.001,
      seed: 7,
    });
    const document = await extractDocument(scan.bytes, 'pdf', {
      standardFontDataUrl,
      ocr: createOcrReader(settings),
    });
    expect(document.ocr?.pages).toEqual([1, 2]);
    expect(document.ocr?.confidence).toBeGreaterThan(80);
    expect(wordRecall(bornText, document.text)).toBeGreaterThan(0.9);
    expect(document.lines.find((line) => line.text.startsWith('Electrician'))?.text).toMatch(/March 2019/);
    expect(fetch).not.toHaveBeenCalled();
    expect(existsSync('eng.traineddata')).toBe(false);
  }, 120_000);

  it('reads a mixed PDF page by page: the text page from its text layer, the scanned page by OCR (one engine)', async () => {
    const scan = await scanPdf(born, { dpi: 200, pages: [2] });
    const document = await extractDocument(scan.bytes, 'pdf', {
      standardFontDataUrl,
      ocr: createOcrReader({ ...settings, threads: 1 }),
    });
    expect(document.ocr?.pages).toEqual([2]);
    expect(document.lines.filter((line) => line.page === 1).map((line) => line.text)).toContain('EXPERIENCE');
    expect(
      wordRecall(
        PAGE_TWO.map((line) => (typeof line === 'string' ? line : line.text)).join(' '),
        document.text,
      ),
    ).toBeGreaterThan(0.9);
  }, 120_000);

  it('with OCR_LANGUAGE_PASS=first, reads a page in English first, and again with the other languages when its words are another language', async () => {
    const german = makePdf([
      linesToItems([
        { text: 'BERUFSERFAHRUNG', bold: true },
        'Buchhalterin, Müller und Söhne GmbH   März 2019 - heute',
        '- Führung der Buchhaltung für über 300 Kunden sowie der Abschlüsse',
        '- Prüfung der Rechnungen und Abstimmung der Konten mit der Bank',
      ]),
    ]);
    const scan = await scanPdf(german, { dpi: 200, seed: 3 });
    const document = await extractDocument(scan.bytes, 'pdf', {
      standardFontDataUrl,
      ocr: createOcrReader({ ...settings, languages: ['eng', 'deu'], languagePass: 'first' }),
    });
    // English alone reads these "Miller", "S6hne", "FUhrung", "Abschliisse", "Prufung".
    for (const word of ['Müller', 'Söhne', 'Führung', 'Abschlüsse', 'Prüfung'])
      expect(document.text).toContain(word);
  }, 120_000);

  it('with two engines, reads the halves of a page and keeps every line once, whole, where the cut falls between lines', () => {
    const line = (text: string, y: number) => ({
      words: [{ text, confidence: 95, x0: 100, y0: y - 15, x1: 400, y1: y + 15 }],
      baseline: { x0: 100, y0: y + 10, x1: 400, y1: y + 10 },
    });
    // A 2,000-pixel page: the upper half reaches to 1,100, the lower starts at 900 (its own y 0).
    const upper = {
      width: 1000,
      height: 1100,
      lines: [
        line('Sous Chef', 500),
        line('Managed the line', 960),
        line('Trained cooks', 1010),
        line('cut', 1090),
      ],
    };
    const lower = {
      width: 1000,
      height: 1100,
      lines: [line('top', 8), line('Managed the line', 61), line('Trained cooks', 109), line('Skills', 800)],
    };
    const joined = joinHalves(upper, lower, 900, 1000, 100);
    expect(joined.lines.map((read) => read.words[0]?.text)).toEqual([
      'Sous Chef',
      'Managed the line',
      'Trained cooks',
      'Skills',
    ]);
    // The widest gap near the middle is between the two lines (centres 961 and 1,009): the second comes from
    // the lower half, placed on the page (its y 109 is the page's 1,009).
    expect(joined.lines[2]?.words[0]?.y0).toBe(1009 - 15);
    expect(joined.lines[3]?.words[0]?.y0).toBe(1700 - 15);
    expect(joined.lines[3]?.baseline?.y0).toBe(1710);
  });

  it('with two engines, reads a full turned page as two halves: every line once, none lost at the cut', async () => {
    // 44 numbered duty lines from the top of the page to the bottom: the cut falls among them.
    const duties = Array.from(
      { length: 44 },
      (_, index) => `- Duty ${index + 1}: checked stock levels and trained new staff on the tills`,
    );
    const page = makePdf([linesToItems(duties, { top: 750, leading: 16 })]);
    const scan = await scanPdf(page, { dpi: 200, skewDegrees: 1.2, jitter: 25, speckle: 0.001, seed: 11 });
    const image = await renderScanPage(scan.bytes);
    const middle = splitRow(image, Math.round(image.height * SPLIT_OVERLAP));
    expect(middle).toBeGreaterThan(image.height * 0.4);
    expect(middle).toBeLessThan(image.height * 0.6);
    const document = await extractDocument(scan.bytes, 'pdf', {
      standardFontDataUrl,
      ocr: createOcrReader({ ...settings, threads: 2 }),
    });
    const numbers = document.lines.flatMap((line) =>
      [...line.text.matchAll(/Duty (\d+)/g)].map((m) => Number(m[1])),
    );
    expect(numbers).toEqual(duties.map((_, index) => index + 1));
  }, 120_000);

  it('reads a page whole when a half would be blank paper, whose speckle the engine would take for text', () => {
    const width = 1000;
    const height = 2000;
    const rgba = new Uint8Array(width * height * 4).fill(255);
    // Three dark "lines" of text at the top, a few specks below: the part below the middle of its ink
    // would be nearly all blank paper.
    for (let line = 0; line < 3; line += 1) {
      for (let y = 100 + line * 35; y < 120 + line * 35; y += 1) {
        for (let x = 100; x < 900; x += 2) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      }
    }
    for (let speck = 0; speck < 400; speck += 1) {
      const at = ((1000 + ((speck * 7919) % 900)) * width + ((speck * 104_729) % width)) * 4;
      rgba.fill(0, at, at + 3);
    }
    const image = { image: greyPgm(rgba, width, height), width, height };
    expect(splitRow(image, 100)).toBeUndefined();
    // The same lines spread down the whole page: parted where half the ink is above.
    const spread = new Uint8Array(width * height * 4).fill(255);
    for (let line = 0; line < 40; line += 1) {
      for (let y = 100 + line * 45; y < 120 + line * 45; y += 1) {
        for (let x = 100; x < 900; x += 2) spread.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      }
    }
    const middle = splitRow({ image: greyPgm(spread, width, height), width, height }, 100);
    expect(middle).toBeGreaterThan(900);
    expect(middle).toBeLessThan(1100);
  });

  it('cuts rows out of a PGM page image as a PGM of their own', () => {
    const rgba = new Uint8Array(3 * 4 * 4).map((_, index) =>
      index % 4 === 3 ? 255 : Math.floor(index / 12) * 50,
    );
    const page = { image: greyPgm(rgba, 3, 4), width: 3, height: 4 };
    const rows = pgmRows(page, 1, 3);
    expect(rows.height).toBe(2);
    expect(rows.image.subarray(0, 11).toString('ascii')).toBe('P5\n3 2\n255\n');
    expect([...rows.image.subarray(11)]).toEqual([50, 50, 50, 100, 100, 100]);
  });

  it('hands the engine a page as a grey PGM: a header and one luma byte a pixel', () => {
    const rgba = new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255]);
    const pgm = greyPgm(rgba, 2, 2);
    expect(pgm.subarray(0, 11).toString('ascii')).toBe('P5\n2 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([255, 0, 77, 29]);
  });

  it('refuses a language whose data is not installed instead of downloading it, and has no network', async () => {
    await expect(
      startEngine({ languages: ['ita'], languagePass: 'all', firstLanguages: [] }),
    ).rejects.toThrow('not installed');
    const { adapter, languageFile } = require('../isolated/tesseract-offline-adapter.cjs') as {
      adapter: Record<string, (...args: unknown[]) => Promise<unknown>>;
      languageFile(path: string): string;
    };
    await expect(adapter.fetch?.('https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng')).rejects.toThrow(
      'offline',
    );
    await expect(adapter.readCache?.('https://cdn.jsdelivr.net/eng.traineddata.gz')).rejects.toThrow(
      'installed',
    );
    await expect(adapter.writeCache?.('./eng.traineddata', new Uint8Array(1))).rejects.toThrow('offline');
    const data = (await adapter.readCache?.('careerlens-ocr-languages/eng.traineddata.gz')) as Buffer;
    expect(data.length).toBeGreaterThan(1_000_000);
    for (const code of ['eng', 'deu', 'fra', 'spa'])
      expect(languageFile(`careerlens-ocr-languages/${code}.traineddata.gz`)).toContain('node_modules');
    expect(existsSync('ita.traineddata')).toBe(false);
  });
});
