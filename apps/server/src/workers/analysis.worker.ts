import { createRequire } from 'node:module';
import path from 'node:path';
import {
  analyzeResume,
  ExtractionError,
  extractDocument,
  preloadPdfReader,
  prepareResume,
} from '@careerlens/core/resume-analysis';
import { createOcrReader } from '../ocr/engine';
import type { AnalysisTaskInput, AnalysisTaskOutput } from './analysis-task';
import { serveTasks } from './channel';

// pdf.js reads the standard font metrics from its package folder.
const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

// This thread exists to read files: load pdf.js before saying it is ready (see bootstrap.mjs).
await preloadPdfReader();

serveTasks(async (input: AnalysisTaskInput): Promise<AnalysisTaskOutput> => {
  try {
    const document = await extractDocument(input.bytes, input.fileType, {
      standardFontDataUrl,
      // Pages without a text layer (scans) are read by OCR, in this thread's limits.
      ocr: input.ocr.enabled ? createOcrReader(input.ocr) : undefined,
    });
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
});
