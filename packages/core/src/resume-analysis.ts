// What reading and analysing one resume file needs, and nothing else: the analysis worker threads import
// this entry instead of the package index, so that each thread loads less code and keeps a smaller heap.
export * from './analysis/analyze-resume';
export * from './extract/extract';
export { preloadPdfReader } from './extract/pdf';
export { preloadDocxReader } from './extract/docx';
export type { OcrFacts, OcrLine, OcrPageRequest, OcrPageResult, OcrReader, OcrWord } from './extract/ocr';
export { ocrElsewhere } from './extract/ocr';
export * from './extract/types';
export { prepareResume } from './matching/fit';
export { FUNCTION_WORDS } from './sections/languages';
export { withoutSectionNumber } from './sections/headings';
