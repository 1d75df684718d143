import { countInflated } from './inflate';
import { extractionFailure } from './types';

/**
 * What one PDF stream, and all of a PDF's streams, may inflate to. A resume's content streams are
 * kilobytes; a raw (uncompressed) photo of 2000 x 2000 pixels in colour is 12 MB.
 */
export const MAX_PDF_STREAM_BYTES = 32 * 1024 * 1024;
export const MAX_PDF_INFLATED_BYTES = 96 * 1024 * 1024;
/**
 * Arrays and dictionaries open at once: real PDFs nest a handful deep, and pdf.js takes seconds and
 * hundreds of megabytes on a few thousand.
 */
export const MAX_PDF_NESTING = 128;

const STREAM = Buffer.from('stream', 'latin1');
const END_STREAM = 'endstream';
const [PERCENT, OPEN_PAREN, CLOSE_PAREN, BACKSLASH, LT, GT, OPEN_BRACKET, CLOSE_BRACKET, CR, LF] = [
  0x25, 0x28, 0x29, 0x5c, 0x3c, 0x3e, 0x5b, 0x5d, 0x0d, 0x0a,
];

/** A zlib header (RFC 1950) with the deflate method: what a FlateDecode stream starts with. */
function startsLikeZlib(bytes: Uint8Array, at: number): boolean {
  const cmf = bytes[at] ?? 0;
  const flg = bytes[at + 1] ?? 0;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && (cmf * 256 + flg) % 31 === 0;
}

/** Where the data of a stream whose keyword starts at `at` begins, or -1 if `at` opens no stream. */
function streamDataStart(buffer: Buffer, at: number): number {
  if (!buffer.subarray(at, at + STREAM.length).equals(STREAM)) return -1;
  // "endstream" contains "stream": only the keyword that opens a stream counts.
  const before = buffer[at - 1] ?? 0x20;
  if ((before | 0x20) >= 0x61 && (before | 0x20) <= 0x7a) return -1;
  let start = at + STREAM.length;
  if (buffer[start] === CR) start += 1;
  if (buffer[start] !== LF && start === at + STREAM.length) return -1;
  if (buffer[start] === LF) start += 1;
  return start;
}

/**
 * Reads a PDF once, before pdf.js does, and throws TOO_COMPLEX for what would cost it more than any
 * resume does:
 * - streams that inflate beyond the limits. Neither `/Length` nor the stream dictionary is trusted: a
 *   stream is the bytes from `stream` to the next `endstream` (as pdf.js finds them when the length is
 *   wrong), and any stream that starts like zlib data is inflated, counting, whatever its filter says;
 * - arrays and dictionaries nested beyond MAX_PDF_NESTING (strings, comments and streams skipped).
 */
export async function assertSafePdf(bytes: Uint8Array): Promise<PdfFacts> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const images = new ImageCount();
  let inflated = 0;
  let depth = 0;
  const open = () => {
    depth += 1;
    if (depth > MAX_PDF_NESTING) throw extractionFailure('TOO_COMPLEX');
  };
  for (let at = 0; at < buffer.length; at += 1) {
    const byte = buffer[at];
    if (byte === PERCENT) {
      while (at < buffer.length && buffer[at] !== CR && buffer[at] !== LF) at += 1;
    } else if (byte === OPEN_PAREN) {
      // A literal string: balanced parentheses, backslash escapes.
      for (let level = 1, next = at + 1; level > 0 && next < buffer.length; next += 1, at = next) {
        const inner = buffer[next];
        if (inner === BACKSLASH) next += 1;
        else if (inner === OPEN_PAREN) level += 1;
        else if (inner === CLOSE_PAREN) level -= 1;
      }
    } else if (byte === LT) {
      if (buffer[at + 1] === LT) {
        open();
        at += 1;
      } else {
        const end = buffer.indexOf(GT, at + 1);
        at = end < 0 ? buffer.length : end;
      }
    } else if (byte === GT && buffer[at + 1] === GT) {
      depth = Math.max(0, depth - 1);
      at += 1;
    } else if (byte === OPEN_BRACKET) open();
    else if (byte === CLOSE_BRACKET) depth = Math.max(0, depth - 1);
    else if (byte === 0x73 /* s */) {
      const start = streamDataStart(buffer, at);
      if (start < 0) continue;
      const end = buffer.indexOf(END_STREAM, start, 'latin1');
      const stop = end < 0 ? buffer.length : end;
      const content = images.readStreamDictionary(buffer, at);
      if (startsLikeZlib(buffer, start)) {
        const limit = Math.min(MAX_PDF_STREAM_BYTES, MAX_PDF_INFLATED_BYTES - inflated);
        const count = await countInflated(buffer.subarray(start, stop), {
          raw: false,
          limit,
          ...(content ? { scan: (chunk: Buffer) => images.scanContent(chunk) } : {}),
        });
        if (count.exceeded) throw extractionFailure('TOO_COMPLEX');
        inflated += count.bytes;
      } else if (content) {
        images.scanContent(buffer.subarray(start, stop));
      }
      at = stop + END_STREAM.length - 1;
    }
  }
  // Masks and thumbnails are named in dictionaries that are not streams (pages, images) as well.
  images.noteMasks(buffer.toString('latin1'));
  return { images: images.total() };
}

/** What the guard's one pass over a PDF learns besides its safety. */
export interface PdfFacts {
  /**
   * Pictures in the file: image XObjects other than masks and page thumbnails, plus inline images. Read
   * from the objects' dictionaries, without decoding any image (pdf.js's operator list decodes every
   * picture it draws, which took 300-500 ms on a resume with a photo).
   */
  images: number;
}

/** Bytes before a `stream` keyword searched for its object's dictionary. */
const DICTIONARY_LOOKBACK = 4096;
const OBJECT_HEADER = /(\d+)\s+\d+\s+obj\b/g;
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/;
/** Dictionaries of streams that hold no page content: pictures, fonts, colour profiles, metadata, xref. */
const NOT_CONTENT =
  /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Length[123]\b|\/Type\s*\/(?:Metadata|XRef|EmbeddedFile)\b|\/DCTDecode|\/JPXDecode|\/Alternate\b/;
/** References to images that are not pictures of their own: soft masks, stencil masks, thumbnails. */
const MASK_REFERENCE = /\/(?:SMask|Mask|Thumb)\s+(\d+)\s+\d+\s+R/g;
/** An inline image: the BI operator followed by one of the keys of its dictionary. */
const INLINE_IMAGE =
  /(?:^|[\s\]})>])BI\s*\/(?:W|Width|H|Height|BPC|BitsPerComponent|CS|ColorSpace|IM|ImageMask|F|Filter)\b/g;

/** Longer than an inline image's opening ("BI /BitsPerComponent") or a mask reference. */
const CARRIED_CHARACTERS = 32;

class ImageCount {
  private readonly imageObjects = new Set<string>();
  private readonly maskObjects = new Set<string>();
  private inline = 0;
  /** The end of the previous content chunk, so that an operator split between chunks is still seen. */
  private carry = '';

  /**
   * Reads the dictionary of the stream whose keyword starts at `at`: notes image objects and the masks
   * they name; returns whether the stream may hold page content (and so inline images).
   */
  readStreamDictionary(buffer: Buffer, at: number): boolean {
    const window = buffer.toString('latin1', Math.max(0, at - DICTIONARY_LOOKBACK), at);
    let header: RegExpExecArray | null = null;
    for (const match of window.matchAll(OBJECT_HEADER)) header = match;
    const dictionary = header ? window.slice(header.index + header[0].length) : window;
    this.carry = '';
    if (IMAGE_SUBTYPE.test(dictionary)) {
      if (header?.[1]) this.imageObjects.add(header[1]);
      return false;
    }
    return !NOT_CONTENT.test(dictionary);
  }

  scanContent(chunk: Buffer): void {
    const text = this.carry + chunk.toString('latin1');
    // A match that lies wholly in the carried tail was counted with the previous chunk.
    for (const match of text.matchAll(INLINE_IMAGE))
      if (match.index + match[0].length > this.carry.length) this.inline += 1;
    this.noteMasks(text);
    this.carry = text.slice(-CARRIED_CHARACTERS);
  }

  total(): number {
    let pictures = this.inline;
    for (const object of this.imageObjects) if (!this.maskObjects.has(object)) pictures += 1;
    return pictures;
  }

  noteMasks(text: string): void {
    for (const match of text.matchAll(MASK_REFERENCE)) if (match[1]) this.maskObjects.add(match[1]);
  }
}
