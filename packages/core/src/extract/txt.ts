import { decodeText } from '../files/detect-file-type';
import { buildFlowDocument } from './structured-lines';
import type { ExtractedDocument } from './types';

/** Plain text in UTF-8 (with or without BOM), UTF-16 with a BOM, or Windows-1252. */
export function extractTxt(bytes: Uint8Array): ExtractedDocument {
  const { text, encoding } = decodeText(bytes);
  return buildFlowDocument('txt', [{ text }], { tableCells: 0, images: 0, encoding });
}
