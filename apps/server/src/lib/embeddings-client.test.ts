import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRequestBody } from '../../test/test-context';
import { createEmbeddingsClient, EMBEDDINGS_BATCH_SIZE, EmbeddingsError } from './embeddings-client';

/** A local stand-in for an OpenAI-compatible embeddings endpoint, scripted per test. */
type Behaviour =
  | { kind: 'ok'; shuffle?: boolean; dimensions?: number; drop?: number }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string }
  | { kind: 'slow'; delayMs: number };
let behaviour: Behaviour = { kind: 'ok' };
const received: Array<{ path: string; authorization: string | undefined; model: string; input: string[] }> =
  [];
let server: Server;
let baseUrl: string;

/** A made-up embedding: the text's length and its first letter, so tests can tell texts apart. */
function fakeEmbedding(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  vector[0] = text.length;
  vector[1 % dimensions] = text.charCodeAt(0) || 1;
  return vector;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readRequestBody(request)) as { model: string; input: string[] };
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      model: body.model,
      input: body.input,
    });
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'overloaded' } }));
      return;
    }
    if (behaviour.kind === 'raw') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(behaviour.body);
      return;
    }
    if (behaviour.kind === 'slow') {
      const { delayMs } = behaviour;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    const dimensions = behaviour.kind === 'ok' ? (behaviour.dimensions ?? 8) : 8;
    let data = body.input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: fakeEmbedding(text, dimensions),
    }));
    if (behaviour.kind === 'ok' && behaviour.shuffle) data = data.reverse();
    if (behaviour.kind === 'ok' && behaviour.drop) data = data.slice(behaviour.drop);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'list', data, model: body.model }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  behaviour = { kind: 'ok' };
  received.length = 0;
});

const client = (timeoutMs = 2_000, url = () => baseUrl) =>
  createEmbeddingsClient({ baseUrl: url(), model: 'test-embed', apiKey: 'sk-local', timeoutMs });

describe('embeddings client', () => {
  it('posts batches to {base}/embeddings with the model and key, and returns unit vectors in input order', async () => {
    behaviour = { kind: 'ok', shuffle: true };
    const texts = Array.from({ length: EMBEDDINGS_BATCH_SIZE + 3 }, (_, i) => `text ${'x'.repeat(i)}`);
    const vectors = await client().embed(texts);
    expect(received.map((request) => request.input.length)).toEqual([EMBEDDINGS_BATCH_SIZE, 3]);
    expect(received[0]).toMatchObject({
      path: '/v1/embeddings',
      authorization: 'Bearer sk-local',
      model: 'test-embed',
    });
    expect(vectors).toHaveLength(texts.length);
    for (const [i, vector] of vectors.entries()) {
      const expected = fakeEmbedding(texts[i] as string, 8);
      const norm = Math.hypot(...expected);
      expect(vector[0]).toBeCloseTo((expected[0] as number) / norm, 5);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    }
  });

  it('sends a blank text as one space (providers reject empty input)', async () => {
    await client().embed(['']);
    expect(received[0]?.input).toEqual([' ']);
  });

  it.each([
    ['an HTTP error', { kind: 'status', status: 503 } as Behaviour, /HTTP 503/],
    ['a reply that is not JSON', { kind: 'raw', body: '<html>oops' } as Behaviour, /other than JSON/],
    ['JSON in another format', { kind: 'raw', body: '{"embeddings":[[1,2]]}' } as Behaviour, /OpenAI format/],
    ['a vector missing for a text', { kind: 'ok', drop: 1 } as Behaviour, /one vector/],
    [
      'non-numeric values',
      { kind: 'raw', body: '{"data":[{"index":0,"embedding":["a"]}]}' } as Behaviour,
      /OpenAI format/,
    ],
    ['a timeout', { kind: 'slow', delayMs: 500 } as Behaviour, /timed out/],
  ])('throws an EmbeddingsError on %s', async (_label, scripted, message) => {
    behaviour = scripted;
    const attempt = client(150).embed(['a resume', 'a job']);
    await expect(attempt).rejects.toBeInstanceOf(EmbeddingsError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('throws an EmbeddingsError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(client(1_000, () => `http://127.0.0.1:${port}/v1`).embed(['x'])).rejects.toThrow(
      /unreachable/,
    );
  });
});
