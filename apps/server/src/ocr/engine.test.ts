import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractDocument } from '@careerlens/core/resume-analysis';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOcrReader, greyPgm, startEngine } from './engine';
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
};

const bornText = [...PAGE_ONE, ...PAGE_TWO]
  .map((line) => (typeof line === 'string' ? line : line.text))
  .join('\n');

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

  it('reads a mixed PDF page by page: the text page from its text layer, the scanned page by OCR', async () => {
    const scan = await scanPdf(born, { dpi: 200, pages: [2] });
    const document = await extractDocument(scan.bytes, 'pdf', {
      standardFontDataUrl,
      ocr: createOcrReader(settings),
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
