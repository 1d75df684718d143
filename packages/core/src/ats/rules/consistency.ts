import { ACTION_VERBS_PAST, ACTION_VERBS_PRESENT } from '../../analysis/vocabulary';
import { baseVerbOf } from '../../text/verbs';
import { ATS_POINTS } from '../points';
import { evidenceOf, firstWord, type AtsRule } from '../rule';

/** Consistency: one way of writing dates, no unexplained gaps, one tense for past roles. */

/** A gap between roles this many months long or longer needs a word of explanation. */
const GAP_MONTHS = 6;

export const dateFormat: AtsRule = {
  id: 'date-format',
  group: 'consistency',
  title: 'One date format',
  maxPoints: ATS_POINTS['date-format'],
  readingDependent: true,
  evaluate: ({ parsed }) => {
    const formats = Object.entries(parsed.dateFormats).filter(([, count]) => (count ?? 0) > 0);
    const dominant = Math.max(0, ...formats.map(([, count]) => count ?? 0));
    const totalDates = formats.reduce((sum, [, count]) => sum + (count ?? 0), 0);
    return {
      share: totalDates === 0 ? 0.5 : dominant / totalDates,
      detail:
        totalDates === 0
          ? 'No dates were found to compare.'
          : formats.length <= 1
            ? 'Dates use one format throughout.'
            : `Dates use ${formats.length} formats (${formats.map(([format]) => format).join(', ')}).`,
      fix: 'Write every date the same way, for example "Jan 2021 – Mar 2023".',
    };
  },
};

export const employmentGaps: AtsRule = {
  id: 'employment-gaps',
  group: 'consistency',
  title: 'No unexplained gaps',
  maxPoints: ATS_POINTS['employment-gaps'],
  readingDependent: true,
  evaluate: ({ parsed }) => {
    const longGaps = parsed.gaps.filter((gap) => gap.months >= GAP_MONTHS);
    return {
      share: longGaps.length === 0 ? 1 : longGaps.length === 1 ? 0.5 : 0,
      detail:
        longGaps.length === 0
          ? 'No gap of six months or more between roles.'
          : `Gaps of six months or more: ${longGaps.map((gap) => `${gap.months} months from ${gap.from.year}`).join('; ')}.`,
      fix: 'Account for each long gap in one line (study, caregiving, a career break, freelance work) so it does not raise questions.',
    };
  },
};

export const consistentTense: AtsRule = {
  id: 'consistent-tense',
  group: 'consistency',
  title: 'Past roles in the past tense',
  maxPoints: ATS_POINTS['consistent-tense'],
  englishOnly: true,
  readingDependent: true,
  evaluate: ({ pastRoleBullets }) => {
    // A verb in the base or third-person form ("Prepares", "Install"): the product's action verbs, the
    // taxonomy's deeds and O*NET's task verbs.
    const presentInPast = pastRoleBullets.filter((line) => {
      const word = firstWord(line);
      if ((ACTION_VERBS_PAST as readonly string[]).includes(word) || /(?:ed|ing)$/u.test(word)) return false;
      return ACTION_VERBS_PRESENT.has(word) || baseVerbOf(word) !== undefined;
    });
    return {
      share:
        pastRoleBullets.length === 0
          ? 1
          : 1 - Math.min(1, presentInPast.length / Math.max(2, pastRoleBullets.length * 0.3)),
      detail:
        presentInPast.length === 0
          ? 'Bullets of past roles are in the past tense.'
          : `${presentInPast.length} bullet(s) of past roles are in the present tense.`,
      fix: 'Use the past tense for finished roles ("Led", "Built") and the present tense only for your current role.',
      evidence: evidenceOf(presentInPast),
    };
  },
};

export const CONSISTENCY_RULES: readonly AtsRule[] = [dateFormat, employmentGaps, consistentTense];
