import { ocrElsewhere, preloadDocxReader, preloadPdfReader } from '@careerlens/core/resume-analysis';
import type { AnalysisTaskInput, AnalysisTaskOutput } from './analysis-task';
import { serveTasks } from './channel';
import { readResume } from './read-resume';

// This process exists to read files: load pdf.js and the DOCX readers before saying it is ready (see
// bootstrap.mjs), so that the first file of each kind is read as fast as the next.
await Promise.all([preloadPdfReader(), preloadDocxReader()]);

serveTasks((input: AnalysisTaskInput): Promise<AnalysisTaskOutput> =>
  readResume(
    input,
    // Pages without a text layer (scans) are not read here: the OCR engine does not fit this process's
    // memory cap. A scan within the page cap ends OCR_ELSEWHERE, and the server reads it again in the
    // OCR process (services/analysis-runner.ts).
    input.ocr.enabled
      ? {
          maxPages: input.ocr.maxPages,
          readPage: () => Promise.reject(ocrElsewhere()),
          close: () => Promise.resolve(),
        }
      : undefined,
  ),
);
