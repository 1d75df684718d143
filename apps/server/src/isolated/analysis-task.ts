import type { AnalysisData, ExperienceLevel } from '@careerlens/contracts';
import type { MarketSkillStats, PreparedResume, ResumeFileType } from '@careerlens/core';
import type { OcrSettings } from '../ocr/settings';

export interface AnalysisTaskInput {
  /** analyze: the full analysis and the prepared resume; prepare: only what matching needs. */
  mode: 'analyze' | 'prepare';
  bytes: Uint8Array;
  fileType: ResumeFileType;
  targetRole: string | null;
  experienceLevel: ExperienceLevel | null;
  /** ISO date the analysis treats as "today" (the upload date): re-analysis gives the same result. */
  referenceDate: string;
  market: MarketSkillStats | undefined;
  /** OCR of pages without a text layer (config.ocr); off when disabled. */
  ocr: OcrSettings;
}

export type AnalysisTaskOutput =
  | { ok: true; analysis: AnalysisData | null; prepared: PreparedResume }
  | { ok: false; code: string; message: string };
