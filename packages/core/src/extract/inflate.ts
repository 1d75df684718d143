import { createInflate, createInflateRaw, constants } from 'node:zlib';

export interface InflateCount {
  /** Bytes the data inflated to, up to the limit. */
  bytes: number;
  /** The data inflates to more than the limit: inflating stopped there. */
  exceeded: boolean;
  /** The data is not (or stops being) valid deflate data; `bytes` counts what came out before. */
  invalid: boolean;
}

/** Inflated bytes handed to a scanner at a time: what inflating holds in memory, whatever the input. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Inflates deflate data (zlib-wrapped, or raw as in zip entries) only to count what it inflates to, and
 * stops as soon as that passes `limit`: whatever a header declares, a bomb costs at most `limit` bytes of
 * inflating and one chunk of memory. `scan` sees each inflated chunk (and may stop by throwing). Truncated
 * data counts what came out, as readers that tolerate it would.
 */
export function countInflated(
  data: Uint8Array,
  options: { raw: boolean; limit: number; scan?: (chunk: Buffer) => void },
): Promise<InflateCount> {
  return new Promise((resolve, reject) => {
    const zlibOptions = { chunkSize: CHUNK_BYTES, finishFlush: constants.Z_SYNC_FLUSH };
    const inflater = options.raw ? createInflateRaw(zlibOptions) : createInflate(zlibOptions);
    let bytes = 0;
    let settled = false;
    const settle = (outcome: InflateCount | Error) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      bytes += chunk.length;
      if (bytes > options.limit) return settle({ bytes, exceeded: true, invalid: false });
      try {
        options.scan?.(chunk);
      } catch (error) {
        settle(error as Error);
      }
    });
    inflater.on('error', () => settle({ bytes, exceeded: false, invalid: true }));
    inflater.on('end', () => settle({ bytes, exceeded: false, invalid: false }));
    // Fed a slice at a time, so that a stop takes effect before the rest is inflated.
    const feed = (offset: number) => {
      if (settled) return;
      if (offset >= data.length) return void inflater.end();
      const slice = data.subarray(offset, offset + CHUNK_BYTES);
      if (inflater.write(slice)) setImmediate(() => feed(offset + CHUNK_BYTES));
      else inflater.once('drain', () => feed(offset + CHUNK_BYTES));
    };
    feed(0);
  });
}
