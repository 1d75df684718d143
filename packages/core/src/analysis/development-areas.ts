import type { AnalysisData } from '@careerlens/contracts';
import type { RankedFix } from '../ats/score';
import { LEVEL_YEARS } from '../roles/role-profiles';
import { inOtherWordsAdvice } from '../skills/near-mention';
import type { ResumeInput } from './resume-input';

const MAX_CRITICAL_GAPS = 5;
const MAX_TIPS = 6;

function percent(share: number): number {
  return Math.round(share * 100);
}

/** What the resume should show next: the skill gaps, development areas, tips and the one fix worth most. */
export interface Advice {
  /** The role's skills the resume does not show (certifications apart), most important first. */
  missing: NonNullable<ResumeInput['readiness']>['missing'];
  criticalGaps: AnalysisData['comprehensiveAnalysis']['skillGapAnalysis']['criticalGaps'];
  developmentAreas: string[];
  tips: string[];
  actionableTip: string;
}

/** The sample or profile the skill gaps are measured against, in words. */
function scopeOf({ readiness, context }: ResumeInput): string {
  return readiness?.marketUsed && context.market
    ? context.market.scope
    : `${context.targetRole ?? 'your target role'} profile`;
}

function criticalGapsOf(input: ResumeInput, missing: Advice['missing']): Advice['criticalGaps'] {
  const { readiness, context } = input;
  const sample = context.market;
  return missing.slice(0, MAX_CRITICAL_GAPS).map((requirement) => ({
    skill: requirement.name,
    skillId: requirement.id,
    importance: requirement.importance,
    marketShare: requirement.marketShare === null ? null : percent(requirement.marketShare),
    reason:
      requirement.marketShare !== null && readiness?.marketUsed && sample
        ? `Asked for in ${percent(requirement.marketShare)}% of ${sample.scope} postings (${sample.postings} postings).`
        : `A ${requirement.importance} skill for ${context.targetRole ?? 'this role'} in our role profile.`,
  }));
}

/** Whether the resume may name the requirement in other words, so that it is not stated as a gap. */
export function isUnconfirmed(input: Pick<ResumeInput, 'readiness'>, requirement: { id: string }): boolean {
  return input.readiness?.unconfirmed.some((entry) => entry.requirement.id === requirement.id) ?? false;
}

/** A resume line as quoted in the report: single spaces, at most `max` characters, cut at a word. */
export function quoteLine(text: string, max = 80): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  if (line.length <= max) return line;
  return `${line.slice(0, max).replace(/\s+\S*$/u, '')}…`;
}

function developmentAreasOf(
  input: ResumeInput,
  missing: Advice['missing'],
  ranked: readonly RankedFix[],
): string[] {
  const { readiness, context, parsed } = input;
  const areas: string[] = [];
  if (readiness && readiness.fieldMatch < 1) {
    const skillCount = readiness.requirements.filter((r) => r.importance !== 'certification').length;
    const shown = readiness.covered.filter((r) => r.importance !== 'certification').length;
    areas.push(
      `Your resume shows ${shown} of the ${skillCount} skills ${context.targetRole ?? 'this role'} roles ask for, so it reads as another field's: ` +
        `your experience and education count for ${percent(readiness.fieldMatch)}% of their points here. ` +
        'If this is the role you want, show the work you have done in it; if not, choose the role you are aiming for.',
    );
  }
  if (missing.length) {
    areas.push(
      `Build or show evidence of ${missing
        .slice(0, 3)
        .map((requirement) => requirement.name)
        .join(', ')}: the skills ${scopeOf(input)} asks for most that we did not find on your resume.`,
    );
  }
  const unconfirmed = readiness?.unconfirmed ?? [];
  const [unsure] = unconfirmed;
  if (unsure !== undefined) {
    const others = unconfirmed.slice(1, 3).map((entry) => entry.requirement.name);
    // Said as what the product knows: the line may say it in other words an ATS does not search for. A
    // reader found "we could not confirm" contradicted where the line plainly describes the work.
    areas.push(inOtherWordsAdvice(`“${quoteLine(unsure.line.text)}”`, unsure.requirement.name, others));
  }
  const implied = readiness?.implied.filter((entry) => !isUnconfirmed(input, entry.requirement)) ?? [];
  if (implied.length) {
    areas.push(
      `Name ${implied
        .slice(0, 3)
        .map((entry) => entry.requirement.name)
        .join(
          ', ',
        )} by their usual names if you have used them: your resume suggests them, through related skills or in other words, but we did not find those names.`,
    );
  }
  if (readiness && context.experienceLevel) {
    const [minimumYears] = LEVEL_YEARS[context.experienceLevel];
    if (parsed.experience.length > 0 && parsed.totalExperienceMonths === 0) {
      areas.push('Add dates to every role so your years of experience can be counted.');
    } else if (readiness.yearsOfExperience < minimumYears) {
      areas.push(
        `Your dated experience adds up to ${readiness.yearsOfExperience} years; ${context.experienceLevel} roles usually ask for ${minimumYears}+. ` +
          'Include relevant internships, freelance or volunteer work with dates, if you have them.',
      );
    }
  }
  for (const { check } of ranked.filter(({ check }) => check.group === 'content').slice(0, 3)) {
    if (check.fix) areas.push(check.fix);
  }
  return areas.slice(0, MAX_TIPS);
}

/** The advice for one resume, from what it shows of the role and from its checks' fixes ranked by worth. */
export function adviseOn(input: ResumeInput, ranked: readonly RankedFix[]): Advice {
  // A gap the resume may name in other words is not stated as one (near-mention.ts).
  const missing =
    input.readiness?.missing.filter(
      (requirement) => requirement.importance !== 'certification' && !isUnconfirmed(input, requirement),
    ) ?? [];
  const tips = ranked.map(({ check }) => check.fix).filter((fix): fix is string => Boolean(fix));
  const best = ranked[0];
  return {
    missing,
    criticalGaps: criticalGapsOf(input, missing),
    developmentAreas: developmentAreasOf(input, missing, ranked),
    tips: tips.slice(0, MAX_TIPS),
    actionableTip: best?.check.fix
      ? `${best.check.fix} (worth about ${Math.max(1, Math.round(best.gain))} point${Math.round(best.gain) === 1 ? '' : 's'})`
      : 'Your resume passes every check. Tailor it to each posting by mirroring the skills the posting names, where true.',
  };
}
