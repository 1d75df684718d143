// The package ships no types; the server compiles this file without core's ambient declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./word-extractor.d.ts" />
import { buildFlowDocument, type StructuredLine } from './structured-lines';
import { extractionFailure, type ExtractedDocument } from './types';

/** Word 97-2003 (.doc): body, headers and footers through a Word 97 reader. */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedDocument> {
  // Loaded with the first .doc rather than with the package, like pdf.js.
  const { default: WordExtractor } = await import('word-extractor');
  let lines: StructuredLine[];
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    const headers = document.getHeaders({ includeFooters: false });
    const footers = document.getFooters();
    lines = [
      { text: headers, region: 'header' },
      { text: document.getBody() },
      { text: document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }) },
      { text: footers, region: 'footer' },
    ];
  } catch {
    throw extractionFailure('CORRUPT');
  }
  return buildFlowDocument('doc', lines, { tableCells: 0, images: 0 });
}
