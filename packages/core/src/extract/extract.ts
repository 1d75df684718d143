import type { ResumeFileType } from '../files/detect-file-type';
import { extractDoc } from './doc';
import { extractDocx } from './docx';
import { extractPdf, type PdfOptions } from './pdf';
import { assertReadableText } from './quality';
import { extractTxt } from './txt';
import { extractionFailure, type ExtractedDocument } from './types';

export type ExtractOptions = PdfOptions;

/**
 * More text than any resume holds (a dense page is ~2,500 characters; long academic CVs stay under
 * 80,000): analysing it would only cost memory and time, as a 10 MB text file did (it ran out of the
 * parsing process's memory twice before failing).
 */
export const MAX_RESUME_CHARACTERS = 150_000;

/**
 * Reads a resume file into lines in reading order with their provenance. Throws ExtractionError with a
 * reason the user can act on for encrypted, scanned, garbled, empty, damaged or bomb-like files.
 */
export async function extractDocument(
  bytes: Uint8Array,
  fileType: ResumeFileType,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  let document: ExtractedDocument;
  switch (fileType) {
    case 'pdf':
      document = await extractPdf(bytes, options);
      break;
    case 'docx':
      document = await extractDocx(bytes);
      break;
    case 'doc':
      document = await extractDoc(bytes);
      break;
    case 'txt':
      document = extractTxt(bytes);
      break;
  }
  if (document.text.length > MAX_RESUME_CHARACTERS) throw extractionFailure('TOO_MUCH_TEXT');
  assertReadableText(document.text, { fromPdf: fileType === 'pdf' });
  return document;
}
