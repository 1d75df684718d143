import { WorkerTaskError, type WorkerPool } from '../lib/worker-pool';
import type { AnalysisTaskInput, AnalysisTaskOutput } from '../isolated/analysis-task';

/** Reads an uploaded file in the worker processes: what the resume and matching services call. */
export interface AnalysisRunner {
  run(input: AnalysisTaskInput): Promise<AnalysisTaskOutput>;
}

type AnalysisPool = Pick<WorkerPool<AnalysisTaskInput, AnalysisTaskOutput>, 'run'>;

/**
 * The OCR process failing or being stopped: the scan's failure, told as what happened. Text recognition
 * is the one thing that runs there, so each reason is about it, never "this file has no text".
 */
export const OCR_PROCESS_FAILURE_MESSAGES: Record<WorkerTaskError['reason'], string> = {
  timeout:
    'This PDF is a scan (its pages are pictures), and reading it by text recognition took longer than allowed, which usually means very large or very detailed pages. An ATS cannot read a scan either: export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that.',
  'out-of-memory':
    'This PDF is a scan (its pages are pictures), and reading it by text recognition needed more memory than any resume should, so it was stopped. An ATS cannot read a scan either: export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that.',
  crashed:
    'This PDF is a scan (its pages are pictures), and our text recognition stopped while reading it: a fault on our side, not proof that your scan is unreadable. Try again later, or export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that: an ATS cannot read a scan either.',
};

/** The code of a scan refused because the OCR process already has `maxWaitingScans` scans waiting. */
export const OCR_BUSY = 'OCR_BUSY';
export const OCR_BUSY_MESSAGE =
  'This PDF is a scan (its pages are pictures), and our text recognition, which reads one scan at a time, has too many scans waiting right now. Try again in a few minutes, or export your resume from your editor (Word, Google Docs, Pages) as a PDF or DOCX and upload that: it is read at once, and an ATS cannot read a scan either.';

/**
 * Every file is read first in a parsing process (small memory cap). A PDF whose pages need OCR, within
 * the page cap, comes back OCR_ELSEWHERE and is read again, whole, in the OCR process: one at a time,
 * with the engine's own memory cap and time limit (container.ts). At most `maxWaitingScans` scans wait
 * for it besides the one being read (OCR_MAX_WAITING_SCANS); a scan beyond that is not queued but
 * answered OCR_BUSY at once, so a burst of scans cannot pile up tasks (and their bytes) in memory. A
 * failure of the parsing process rejects with its WorkerTaskError, as the pool does; a failure of the OCR
 * process is the scan's failure, with its reason.
 */
export function createAnalysisRunner(
  pools: { parsing: () => AnalysisPool; ocr: () => AnalysisPool },
  options: { maxWaitingScans: number },
): AnalysisRunner {
  /** Scans handed to the OCR process and not yet answered: the one being read and those waiting. */
  let scansInOcr = 0;
  return {
    async run(input) {
      const output = await pools.parsing().run(input);
      if (output.ok || output.code !== 'OCR_ELSEWHERE') return output;
      if (scansInOcr >= 1 + options.maxWaitingScans) {
        return { ok: false, code: OCR_BUSY, message: OCR_BUSY_MESSAGE };
      }
      scansInOcr += 1;
      try {
        return await pools.ocr().run(input);
      } catch (error) {
        if (!(error instanceof WorkerTaskError)) throw error;
        return { ok: false, code: 'OCR_FAILED', message: OCR_PROCESS_FAILURE_MESSAGES[error.reason] };
      } finally {
        scansInOcr -= 1;
      }
    },
  };
}
