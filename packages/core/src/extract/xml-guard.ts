import { extractionFailure } from './types';

/** Elements open at once beyond which XML is a bomb: Word's own documents nest a few dozen deep. */
export const MAX_XML_DEPTH = 256;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;

/**
 * Checks XML as it streams, chunk by chunk, without building it: no document type declaration (Office
 * Open XML parts may not carry one, ECMA-376 Part 2; it is where entity bombs live) and no nesting deeper
 * than MAX_XML_DEPTH (which recursive readers overflow on). Throws TOO_COMPLEX. Tolerant by design: it
 * bounds what a reader will meet, the reader itself still reports malformed XML.
 */
export function createXmlGuard(): (chunk: Uint8Array) => void {
  let depth = 0;
  /** text: between tags; lt: just after '<'; bang: just after '<!'; open: in a start tag; other: in any other markup. */
  let state: 'text' | 'lt' | 'bang' | 'open' | 'other' = 'text';
  let lastWasSlash = false;
  return (chunk) => {
    for (const byte of chunk) {
      switch (state) {
        case 'text':
          if (byte === LT) state = 'lt';
          break;
        case 'lt':
          if (byte === BANG) state = 'bang';
          else if (byte === QUESTION) state = 'other';
          else if (byte === SLASH) {
            depth = Math.max(0, depth - 1);
            state = 'other';
          } else {
            depth += 1;
            if (depth > MAX_XML_DEPTH) throw extractionFailure('TOO_COMPLEX');
            state = 'open';
            lastWasSlash = false;
          }
          break;
        case 'bang':
          // <!DOCTYPE and <!ENTITY; comments (<!--) and CDATA (<![) are fine.
          if (byte === 0x44 || byte === 0x45 || byte === 0x64 || byte === 0x65)
            throw extractionFailure('TOO_COMPLEX');
          state = byte === GT ? 'text' : 'other';
          break;
        case 'open':
          if (byte === GT) {
            if (lastWasSlash) depth -= 1;
            state = 'text';
          } else lastWasSlash = byte === SLASH;
          break;
        case 'other':
          if (byte === GT) state = 'text';
          break;
      }
    }
  };
}
