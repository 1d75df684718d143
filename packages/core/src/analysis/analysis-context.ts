import type { ExperienceLevel } from '@careerlens/contracts';
import type { MarketSkillStats } from './market';

export interface AnalysisContext {
  targetRole: string | null;
  experienceLevel: ExperienceLevel | null;
  /** "Today" for the analysis (the upload date), so that re-running it gives the same answer. */
  referenceDate: Date;
  market?: MarketSkillStats | undefined;
}
