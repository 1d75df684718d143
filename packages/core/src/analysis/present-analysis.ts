import { CHECK_GROUPS, type AnalysisData } from '@careerlens/contracts';
import type { CheckResult } from '../ats/check-input';
import type { AtsScore } from '../ats/score';
import type { ExtractedDocument } from '../extract/types';
import { isUnconfirmed, quoteLine, type Advice } from './development-areas';
import { MAX_SKILL_EVIDENCE, type ResumeInput } from './resume-input';
import { strengthsOf } from './strengths';

const MAX_MISSING_SKILLS = 8;

/** Everything an analysis found, to be shown as the API's AnalysisData. */
export interface AnalysisFindings {
  document: ExtractedDocument;
  input: ResumeInput;
  checks: readonly CheckResult[];
  score: AtsScore;
  advice: Advice;
  methodVersion: string;
}

/** The analysis as the API returns it (AnalysisData): scores, checks by group, skills, sections, readiness. */
/** The most characters of a resume line the report quotes for a skill it could not confirm. */
const MAX_QUOTED_LINE = 160;

export function presentAnalysis({
  document,
  input,
  checks,
  score,
  advice,
  methodVersion,
}: AnalysisFindings): AnalysisData {
  const { context, parsed, readiness, skills, inferred, checkInput } = input;
  const { layoutMultiplier } = score;
  const sample = context.market;
  return {
    atsScore: Math.max(0, Math.min(100, score.score)),
    jobReadinessScore: readiness?.score ?? 0,
    actionableTip: advice.actionableTip,
    missingSkills: advice.missing.slice(0, MAX_MISSING_SKILLS).map((requirement) => requirement.name),
    comprehensiveAnalysis: {
      strengths: strengthsOf(checks, input),
      skillGapAnalysis: { criticalGaps: advice.criticalGaps },
      jobReadinessAnalysis: { developmentAreas: advice.developmentAreas },
      atsAnalysis: { atsOptimizationTips: advice.tips },
    },
    methodVersion,
    referenceDate: context.referenceDate.toISOString().slice(0, 10),
    targetRole: context.targetRole,
    experienceLevel: context.experienceLevel,
    checks: checks.map(({ layoutMultiplier: _ignored, ...check }) => check),
    scoreBreakdown: CHECK_GROUPS.map((group) => ({
      group,
      points:
        Math.round(
          checks.filter((check) => check.group === group).reduce((sum, check) => sum + check.points, 0) * 10,
        ) / 10,
      maxPoints: checks
        .filter((check) => check.group === group)
        .reduce((sum, check) => sum + check.maxPoints, 0),
    })),
    layoutMultiplier: Math.round(layoutMultiplier * 1000) / 1000,
    layoutNote:
      layoutMultiplier < 1
        ? // The checks' titles say what passing means ("All text is machine-readable"): name them as failed.
          `Layout problems multiply your score by ${layoutMultiplier.toFixed(2)}; failed: ${checks
            .filter((check) => (check.layoutMultiplier ?? 1) < 1)
            .map((check) => `“${check.title}”`)
            .join(', ')}.`
        : null,
    atsText: document.text,
    skills: skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      type: skill.type,
      count: skill.count,
      evidence: skill.evidence
        .slice(0, MAX_SKILL_EVIDENCE)
        .map((item) => ({ lineIndex: item.lineIndex, text: item.text })),
      evidenceKinds: skill.evidenceKinds,
    })),
    sections: parsed.sections.map((section) => ({
      kind: section.kind,
      heading: section.heading,
      lineCount: section.lineIndexes.length,
    })),
    experience: parsed.experience.map((role) => ({
      title: role.title ?? null,
      employer: role.employer ?? null,
      dates: role.dates?.text ?? null,
      current: role.dates?.current ?? false,
    })),
    totalYearsExperience: Math.round((parsed.totalExperienceMonths / 12) * 10) / 10,
    readiness: {
      coreCovered: readiness?.covered.filter((r) => r.importance === 'core').map((r) => r.name) ?? [],
      coreMissing:
        readiness?.missing
          .filter((r) => r.importance === 'core' && !isUnconfirmed(input, r))
          .map((r) => r.name) ?? [],
      commonCovered: readiness?.covered.filter((r) => r.importance === 'common').map((r) => r.name) ?? [],
      commonMissing:
        readiness?.missing
          .filter((r) => r.importance === 'common' && !isUnconfirmed(input, r))
          .map((r) => r.name) ?? [],
      impliedSkills:
        readiness?.implied
          .filter((entry) => !isUnconfirmed(input, entry.requirement))
          .map((entry) => ({ skill: entry.requirement.name, via: entry.via })) ?? [],
      unconfirmedSkills:
        readiness?.unconfirmed.map((entry) => ({
          skill: entry.requirement.name,
          line: quoteLine(entry.line.text, MAX_QUOTED_LINE),
        })) ?? [],
      fieldMatch: readiness ? Math.round(readiness.fieldMatch * 100) / 100 : null,
      inferredRole: inferred?.title ?? null,
      marketSample:
        readiness?.marketUsed && sample
          ? { postings: sample.postings, scope: sample.scope, from: sample.from, to: sample.to }
          : null,
    },
    document: {
      fileType: document.fileType,
      pageCount: document.layout.pageCount,
      wordCount: checkInput.wordCount,
      multiColumn: document.layout.multiColumnPages > 0,
      language: checkInput.language,
      readingNote: checkInput.readingNote ?? null,
    },
    ocr: document.ocr
      ? {
          pages: document.ocr.pages,
          confidence: document.ocr.confidence,
          uncertainWords: document.ocr.uncertainWords,
        }
      : null,
  };
}
