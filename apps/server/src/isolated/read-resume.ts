import { createRequire } from 'node:module';
import path from 'node:path';
import {
  analyzeResume,
  ExtractionError,
  extractDocument,
  prepareResume,
  type OcrReader,
} from '@careerlens/core/resume-analysis';
import type { AnalysisTaskInput, AnalysisTaskOutput } from './analysis-task';

// pdf.js reads the standard font metrics from its package folder.
const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

/**
 * One analysis task, in a parsing process (analysis.worker.ts) or in the OCR process (ocr.worker.ts):
 * they differ only in how pages without a text layer are read (`ocr`).
 */
export async function readResume(
  input: AnalysisTaskInput,
  ocr: OcrReader | undefined,
): Promise<AnalysisTaskOutput> {
  try {
    const document = await extractDocument(input.bytes, input.fileType, { standardFontDataUrl, ocr });
    const referenceDate = new Date(input.referenceDate);
    const analysis =
      input.mode === 'analyze'
        ? analyzeResume(document, {
            targetRole: input.targetRole,
            experienceLevel: input.experienceLevel,
            referenceDate,
            market: input.market,
          })
        : null;
    return { ok: true, analysis, prepared: prepareResume(document, referenceDate) };
  } catch (error) {
    return error instanceof ExtractionError
      ? { ok: false, code: error.code, message: error.message }
      : {
          ok: false,
          code: 'CORRUPT',
          message: 'This file could not be read. Save it again and upload the new copy.',
        };
  }
}
