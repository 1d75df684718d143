import { preloadPdfReader } from '@careerlens/core/resume-analysis';
import { createOcrReader, startEngines } from '../ocr/engine';
import { readOcrSettings } from '../ocr/settings';
import type { AnalysisTaskInput, AnalysisTaskOutput } from './analysis-task';
import { serveTasks } from './channel';
import { readResume } from './read-resume';

// The OCR process (services/analysis-runner.ts): it reads a scan the parsing processes handed over, pages
// rendered and read by tesseract.js. pdf.js and the engine with its languages (OCR_LANGUAGES,
// OCR_LANGUAGE_PASS and OCR_FIRST_LANGUAGES, the settings the pool starts it with) load before it says it is
// ready, so that the engine's thread and its WebAssembly memory exist before the pool caps this process's
// memory, and count against none of a task's time. With OCR_LANGUAGE_PASS=first (the default) only the
// first reading's languages (English and French) are loaded then; the others are added during a task, for
// a page in another language (engine.ts).
// With OCR_THREADS=2 (the default) two engines, each in its own thread, read the halves of a page at once.
// The pool runs one task per process: each scan gets fresh engines.
const [, engines] = await Promise.all([preloadPdfReader(), startEngines(readOcrSettings(process.env))]);

serveTasks((input: AnalysisTaskInput): Promise<AnalysisTaskOutput> =>
  readResume(input, createOcrReader(input.ocr, engines)),
);
