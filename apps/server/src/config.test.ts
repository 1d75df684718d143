import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'c'.repeat(40), ...env });

describe('embeddings configuration', () => {
  it('is off unless a base URL and a model are given', () => {
    expect(load({}).embeddings).toBeUndefined();
    expect(
      load({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:11434/v1', EMBEDDINGS_MODEL: 'nomic-embed-text' })
        .embeddings,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'nomic-embed-text',
      apiKey: undefined,
      timeoutMs: 30_000,
      floor: 0.2,
      full: 0.7,
    });
  });

  it('says which variable is wrong', () => {
    expect(() => load({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /EMBEDDINGS_MODEL: required/,
    );
    expect(() => load({ EMBEDDINGS_BASE_URL: 'ftp://x', EMBEDDINGS_MODEL: 'm' })).toThrow(
      /EMBEDDINGS_BASE_URL: must be an http\(s\) URL/,
    );
    expect(() =>
      load({
        EMBEDDINGS_BASE_URL: 'http://x/v1',
        EMBEDDINGS_MODEL: 'm',
        EMBEDDINGS_COSINE_FLOOR: '0.8',
        EMBEDDINGS_COSINE_FULL: '0.5',
      }),
    ).toThrow(ConfigError);
  });
});

describe('OCR configuration', () => {
  it('reads every installed language, is on by default for scans of up to 3 pages, and can be narrowed or turned off', () => {
    expect(load({}).ocr).toEqual({
      enabled: true,
      languages: ['eng', 'deu', 'fra', 'spa'],
      maxPages: 3,
      dpi: 200,
      languagePass: 'first',
      firstLanguages: ['eng', 'fra'],
      threads: 2,
    });
    expect(load({ OCR_LANGUAGE_PASS: 'all' }).ocr.languagePass).toBe('all');
    expect(load({ OCR_THREADS: '1' }).ocr.threads).toBe(1);
    expect(() => load({ OCR_THREADS: '3' })).toThrow();
    // The first reading's languages are those configured, in their order; the first alone if none is.
    expect(load({ OCR_FIRST_LANGUAGES: 'fra+eng+deu' }).ocr.firstLanguages).toEqual(['eng', 'deu', 'fra']);
    expect(load({ OCR_LANGUAGES: 'deu+eng' }).ocr.firstLanguages).toEqual(['eng']);
    expect(load({ OCR_LANGUAGES: 'spa+deu' }).ocr.firstLanguages).toEqual(['spa']);
    expect(load({}).ocrTimeoutMs).toBe(120_000);
    expect(load({}).ocrMaxWaitingScans).toBe(8);
    expect(load({ OCR_MAX_WAITING_SCANS: '0' }).ocrMaxWaitingScans).toBe(0);
    expect(load({ OCR_LANGUAGES: 'eng+spa', OCR_DPI: '300', OCR_TIMEOUT_SECONDS: '60' })).toMatchObject({
      ocr: { languages: ['eng', 'spa'], dpi: 300 },
      ocrTimeoutMs: 60_000,
    });
    expect(load({ OCR_MAX_PAGES: '0' }).ocr.enabled).toBe(false);
  });

  it('refuses a language whose data is not installed, and out-of-range numbers', () => {
    expect(() => load({ OCR_LANGUAGES: 'eng+ita' })).toThrow(
      /OCR_LANGUAGES: must be languages among eng, deu, fra, spa/,
    );
    expect(() => load({ OCR_DPI: '50' })).toThrow(/OCR_DPI/);
    expect(() => load({ OCR_LANGUAGE_PASS: 'some' })).toThrow(/OCR_LANGUAGE_PASS/);
    expect(() => load({ OCR_MAX_PAGES: '11' })).toThrow(/OCR_MAX_PAGES/);
    expect(() => load({ OCR_MAX_WAITING_SCANS: '-1' })).toThrow(/OCR_MAX_WAITING_SCANS/);
  });
});
