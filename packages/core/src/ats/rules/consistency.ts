import { ACTION_VERBS_PAST, ACTION_VERBS_PRESENT } from '../../analysis/vocabulary';
import { baseVerbOf, opensWithNounPhrase, pastIsWrittenAsBase } from '../../text/verbs';
import type { ParsedResume, YearMonth } from '../../sections/types';
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

const MONTH_ABBREVIATIONS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "Aug 2004", or "2004" for a date given as a year alone. */
function monthYear(date: YearMonth): string {
  const month = MONTH_ABBREVIATIONS[date.month - 1];
  return month ? `${month} ${date.year}` : String(date.year);
}

/**
 * A gap as a reader of the file counts it: the whole stretch between the roles ("24 months after Aug 2004"),
 * with the months the resume's dated studies cover said, not taken away in silence.
 */
function gapText(gap: ParsedResume['gaps'][number]): string {
  const stretch = gap.between ?? gap;
  const studied = stretch.months - gap.months;
  return `${stretch.months} months after ${monthYear(stretch.from)}${studied > 0 ? ` (${gap.months} of them not covered by your education)` : ''}`;
}

export const employmentGaps: AtsRule = {
  id: 'employment-gaps',
  group: 'consistency',
  title: 'No unexplained gaps',
  maxPoints: ATS_POINTS['employment-gaps'],
  readingDependent: true,
  evaluate: ({ parsed }) => {
    const longGaps = parsed.gaps.filter((gap) => gap.months >= GAP_MONTHS);
    const studied = parsed.studied.filter((stretch) => stretch.months >= GAP_MONTHS);
    // One stretch between two roles may hold two gaps around a spell of study: it is said once.
    const said = [...new Map(longGaps.map((gap) => [JSON.stringify(gap.between ?? gap), gap])).values()];
    return {
      share: longGaps.length === 0 ? 1 : longGaps.length === 1 ? 0.5 : 0,
      detail:
        longGaps.length === 0
          ? studied.length === 0
            ? 'No gap of six months or more between roles.'
            : `No unexplained gap of six months or more: ${studied.map((stretch) => `the ${stretch.months} months after ${monthYear(stretch.from)}`).join(' and ')} between roles fall during the education your resume lists.`
          : `Gaps of six months or more: ${said.map(gapText).join('; ')}.`,
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
      // "Set up…", "Put…", "Read…": a past written as the base form is no present tense.
      if (
        (ACTION_VERBS_PAST as readonly string[]).includes(word) ||
        /(?:ed|ing)$/u.test(word) ||
        pastIsWrittenAsBase(word)
      )
        return false;
      // "Lead technician for…", "Report of…": a noun phrase, no verb in any tense.
      return (
        (ACTION_VERBS_PRESENT.has(word) || baseVerbOf(word) !== undefined) && !opensWithNounPhrase(line.text)
      );
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
