import type { AnalysisData } from '@careerlens/contracts';
import { runAtsChecks } from '../ats/run-ats-checks';
import { rankFixes, scoreChecks } from '../ats/score';
import type { ExtractedDocument } from '../extract/types';
import type { AnalysisContext } from './analysis-context';
import { adviseOn } from './development-areas';
import { presentAnalysis } from './present-analysis';
import { gatherResumeInput } from './resume-input';

export type { AnalysisContext } from './analysis-context';

/**
 * The version of the method behind every score. Bump it whenever a weight, a rule, a word list or the
 * taxonomy changes what the analysis outputs; re-analysis recomputes resumes made by older versions.
 */
export const ANALYSIS_METHOD_VERSION = 'resume-analysis/2026.11.85';

/**
 * Analyses an extracted resume: the ATS score with every check, the job readiness for the target role
 * and level, skills with evidence, gaps and the one fix worth most. Pure and deterministic; the person's
 * name and contact details never affect a score.
 *
 * Read in four steps: what the resume shows (resume-input.ts), the ATS rules (ats/), the advice that
 * follows (development-areas.ts), and the AnalysisData the API returns (present-analysis.ts).
 */
export function analyzeResume(document: ExtractedDocument, givenContext: AnalysisContext): AnalysisData {
  const input = gatherResumeInput(document, givenContext);
  const checks = runAtsChecks(input.checkInput);
  const score = scoreChecks(checks);
  const advice = adviseOn(input, rankFixes(checks, score));
  return presentAnalysis({
    document,
    input,
    checks,
    score,
    advice,
    methodVersion: ANALYSIS_METHOD_VERSION,
  });
}
