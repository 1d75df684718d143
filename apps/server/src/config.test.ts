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
