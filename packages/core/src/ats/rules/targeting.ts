import { ATS_POINTS } from '../points';
import { evidenceOf, type AtsRule } from '../rule';

/** Targeting: how well the resume speaks to the target role. Applies only when there is one. */

/** Share of the role's most asked-for skills shown for full marks. */
const ROLE_SKILLS_SHARE = 0.7;
/** Missing skills named in the fix. */
const MISSING_SKILLS_NAMED = 4;

export const roleSkills: AtsRule = {
  id: 'role-skills',
  group: 'targeting',
  title: 'Skills your target role postings ask for',
  maxPoints: ATS_POINTS['role-skills'],
  evaluate: ({ roleCoverage, targetRole }) => {
    if (!roleCoverage) return undefined;
    const { covered, implied, missing } = roleCoverage;
    const total = covered.length + implied.length + missing.length;
    // An ATS finds a skill by its name: one the resume only implies through a related skill is not shown.
    const impliedNote = implied.length
      ? ` ${implied.length} more ${implied.length === 1 ? 'is' : 'are'} only implied by related skills: ${implied.slice(0, MISSING_SKILLS_NAMED).join(', ')}.`
      : '';
    return {
      title: `Skills ${targetRole ?? 'your target role'} postings ask for`,
      share: Math.min(1, roleCoverage.share / ROLE_SKILLS_SHARE),
      detail: `Shows ${covered.length} of the ${total} skills most asked for${targetRole ? ` in ${targetRole} postings` : ''}.${impliedNote}`,
      fix: missing.length
        ? `If you have them, name these skills where you used them: ${missing.slice(0, MISSING_SKILLS_NAMED).join(', ')}.`
        : 'Name your key skills in your bullets, not only in the skills list.',
    };
  },
};

export const targetTitle: AtsRule = {
  id: 'target-title',
  group: 'targeting',
  title: 'Target job title appears',
  maxPoints: ATS_POINTS['target-title'],
  evaluate: ({ roleCoverage, titleEvidence, targetRole }) => {
    if (!roleCoverage) return undefined;
    return {
      share: titleEvidence.length > 0 ? 1 : 0,
      detail:
        titleEvidence.length > 0
          ? `The title "${targetRole}" (or a close variant) appears, which ATS searches often match on.`
          : `The title "${targetRole}" does not appear anywhere.`,
      fix: `If it fits your experience, use the title "${targetRole}" in your summary or headline.`,
      evidence: evidenceOf(titleEvidence),
    };
  },
};

export const TARGETING_RULES: readonly AtsRule[] = [roleSkills, targetTitle];
