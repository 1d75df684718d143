import { readZipDirectory, type ZipDirectoryEntry } from '../files/detect-file-type';
import { countInflated } from './inflate';
import { extractionFailure } from './types';
import { createXmlGuard } from './xml-guard';

/** What a Word package may inflate to in all, and one XML part of it (a resume's document.xml is < 2 MB). */
export const MAX_ZIP_INFLATED_BYTES = 60 * 1024 * 1024;
export const MAX_XML_PART_BYTES = 16 * 1024 * 1024;
/** The largest plausible compression ratio, for entries that inflate to more than a megabyte. */
const MAX_COMPRESSION_RATIO = 200;
const RATIO_FLOOR_BYTES = 1024 * 1024;
const ZIP_LOCAL_HEADER = 0x04034b50;
/** Sizes of 0xffffffff mean ZIP64, which no Word document needs. */
const ZIP64_MARKER = 0xffffffff;

function entryData(bytes: Uint8Array, view: DataView, entry: ZipDirectoryEntry): Uint8Array | undefined {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== ZIP_LOCAL_HEADER) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
}

/**
 * Inflates every entry of a Word package once, counting, before any reader inflates it for real: the
 * sizes the headers declare count for nothing (a data descriptor entry declares 0, and a hostile one
 * anything). Stops at the first entry that passes a limit, and checks the XML parts as they stream
 * (xml-guard.ts). Throws TOO_COMPLEX; a damaged entry is left to the reader to report.
 */
export async function assertSafeWordPackage(bytes: Uint8Array): Promise<void> {
  const entries = readZipDirectory(bytes);
  if (!entries) throw extractionFailure('CORRUPT');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const entry of entries) {
    if (entry.compressedSize === ZIP64_MARKER || entry.declaredSize === ZIP64_MARKER)
      throw extractionFailure('TOO_COMPLEX');
    const data = entryData(bytes, view, entry);
    if (!data) continue;
    const xml = /\.(xml|rels)$/i.test(entry.name);
    const room = MAX_ZIP_INFLATED_BYTES - total;
    const limit = xml ? Math.min(room, MAX_XML_PART_BYTES) : room;
    let size: number;
    if (entry.method === 8) {
      const count = await countInflated(data, { raw: true, limit, scan: xml ? createXmlGuard() : undefined });
      if (count.exceeded) throw extractionFailure('TOO_COMPLEX');
      size = count.bytes;
    } else {
      size = data.length;
      if (size > limit) throw extractionFailure('TOO_COMPLEX');
      if (xml) createXmlGuard()(data);
    }
    if (size > RATIO_FLOOR_BYTES && size / Math.max(1, data.length) > MAX_COMPRESSION_RATIO)
      throw extractionFailure('TOO_COMPLEX');
    total += size;
  }
}
