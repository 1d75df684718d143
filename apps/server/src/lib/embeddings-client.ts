import { z } from 'zod';

export interface EmbeddingsConfig {
  /** The API base, as for OpenAI clients: `http://host:port/v1`; requests go to `{baseUrl}/embeddings`. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export class EmbeddingsError extends Error {
  override name = 'EmbeddingsError';
}

/** Texts per request: providers cap the batch (OpenAI at 2,048 inputs); small batches fail less at once. */
export const EMBEDDINGS_BATCH_SIZE = 64;
/** Characters of one text sent: long enough for a posting's or a resume's substance, within model limits. */
export const EMBEDDINGS_MAX_CHARS = 6_000;

const ResponseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) })).min(1),
});

export interface EmbeddingsClient {
  readonly model: string;
  /** One unit-length vector per text, in order. Throws EmbeddingsError on any failure. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** Scales a vector to unit length (a zero vector stays zero), so that a dot product is the cosine. */
function normalise(values: readonly number[]): Float32Array {
  let norm = 0;
  for (const value of values) norm += value * value;
  norm = Math.sqrt(norm);
  const vector = new Float32Array(values.length);
  if (norm > 0) for (let i = 0; i < values.length; i += 1) vector[i] = (values[i] as number) / norm;
  return vector;
}

/**
 * A client for an OpenAI-compatible embeddings endpoint (OpenAI, Ollama, vLLM, text-embeddings-inference,
 * LocalAI): POST `{baseUrl}/embeddings` with `{ model, input: string[] }`, answered with
 * `{ data: [{ index, embedding }] }`. Batches the texts, checks every answer (one finite vector per text,
 * all of one length) and never retries: callers fall back to the lexical vectors on an EmbeddingsError.
 */
export function createEmbeddingsClient(
  config: EmbeddingsConfig,
  fetchImpl: typeof fetch = fetch,
): EmbeddingsClient {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/embeddings`;

  async function request(texts: readonly string[]): Promise<Float32Array[]> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          input: texts.map((text) => text.slice(0, EMBEDDINGS_MAX_CHARS) || ' '),
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new EmbeddingsError(`the embeddings endpoint is ${reason} (${url})`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new EmbeddingsError(`the embeddings endpoint answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new EmbeddingsError('the embeddings endpoint answered with something other than JSON');
    }
    const parsed = ResponseSchema.safeParse(body);
    if (!parsed.success) throw new EmbeddingsError('the embeddings answer is not in the OpenAI format');
    const vectors = new Array<Float32Array | undefined>(texts.length);
    for (const item of parsed.data.data) {
      if (item.index >= texts.length || !item.embedding.every(Number.isFinite))
        throw new EmbeddingsError('the embeddings answer holds an unexpected or non-numeric vector');
      vectors[item.index] = normalise(item.embedding);
    }
    const dimensions = vectors[0]?.length;
    if (vectors.some((vector) => vector === undefined || vector.length !== dimensions))
      throw new EmbeddingsError(`the embeddings answer does not hold one vector of one length per text`);
    return vectors as Float32Array[];
  }

  return {
    model: config.model,
    async embed(texts) {
      const result: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += EMBEDDINGS_BATCH_SIZE)
        result.push(...(await request(texts.slice(start, start + EMBEDDINGS_BATCH_SIZE))));
      return result;
    },
  };
}
