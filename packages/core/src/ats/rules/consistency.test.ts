import { describe, expect, it } from 'vitest';
import { checkInputOf, SOUND_RESUME } from '../../testing/resume-input';
import { judge } from '../rule';
import { consistentTense, dateFormat, employmentGaps } from './consistency';

describe('consistency rules', () => {
  it('date-format: one format passes; a second format warns; three formats fail', async () => {
    const fix = 'Write every date the same way, for example "Jan 2021 – Mar 2023".';
    const oneFormat = SOUND_RESUME.replace(
      'University of Colorado, 2017',
      'University of Colorado, May 2017',
    );
    expect(judge(dateFormat, await checkInputOf(oneFormat))).toMatchObject({
      status: 'pass',
      points: 4,
      detail: 'Dates use one format throughout.',
    });
    // The degree's bare year beside the roles' month names.
    expect(judge(dateFormat, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'warn',
      points: 2.7,
      fix,
      detail: 'Dates use 2 formats (month-name-year, year-only).',
    });
    const threeFormats = SOUND_RESUME.replace('Jun 2017 – Dec 2020', '06/2017 – 12/2020');
    const check = judge(dateFormat, await checkInputOf(threeFormats));
    expect(check).toMatchObject({ status: 'fail', fix });
    expect(check?.detail).toMatch(/^Dates use 3 formats/);
  });

  it('consistent-tense: a noun phrase or a past written as the base is no present tense', async () => {
    const past = (text: string, swaps: Array<[string, string]>) =>
      swaps.reduce((out, [from, to]) => out.replace(`• ${from} `, `• ${to} `), text);
    const check = judge(
      consistentTense,
      await checkInputOf(
        past(SOUND_RESUME, [
          ['Reduced', 'Set up'],
          ['Designed', 'Project manager for'],
        ]),
      ),
    );
    expect(check).toMatchObject({ status: 'pass', detail: 'Bullets of past roles are in the past tense.' });
  });

  it('employment-gaps: none passes; one gap of six months warns; two fail', async () => {
    expect(judge(employmentGaps, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
    });
    const fix =
      'Account for each long gap in one line (study, caregiving, a career break, freelance work) so it does not raise questions.';
    const oneGap = SOUND_RESUME.replace('Jun 2017 – Dec 2020', 'Jun 2017 – Mar 2020');
    expect(judge(employmentGaps, await checkInputOf(oneGap))).toMatchObject({
      status: 'warn',
      points: 1.5,
      fix,
      detail: 'Gaps of six months or more: 9 months after Mar 2020.',
    });
    // Before the degree (2017, so study from 2014): the year after this job is a gap.
    const twoGaps = oneGap.replace(
      '\nEducation',
      '\nAnalyst Intern, Initech\nJan 2012 – Jun 2012\n• Cleaned survey data for 40 client reports in Excel and SPSS each quarter\n\nEducation',
    );
    expect(judge(employmentGaps, await checkInputOf(twoGaps))).toMatchObject({
      status: 'fail',
      points: 0,
      fix,
      detail:
        'Gaps of six months or more: 59 months after Jun 2012 (18 of them not covered by your education); 9 months after Mar 2020.',
    });
    // During the degree: the months between an internship and the first job were spent studying.
    const duringStudy = twoGaps.replace('Jan 2012 – Jun 2012', 'Jan 2015 – Jun 2016');
    expect(judge(employmentGaps, await checkInputOf(duringStudy))).toMatchObject({
      status: 'warn',
      detail: 'Gaps of six months or more: 9 months after Mar 2020.',
    });
  });

  it('consistent-tense: past roles in the past tense pass; present-tense bullets warn or fail', async () => {
    expect(judge(consistentTense, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
      detail: 'Bullets of past roles are in the past tense.',
    });
    const fix =
      'Use the past tense for finished roles ("Led", "Built") and the present tense only for your current role.';
    const present = (text: string, verbs: Array<[string, string]>) =>
      verbs.reduce((out, [past, now]) => out.replace(`• ${past} `, `• ${now} `), text);
    expect(
      judge(consistentTense, await checkInputOf(present(SOUND_RESUME, [['Reduced', 'Reduce']]))),
    ).toMatchObject({
      status: 'warn',
      points: 1.5,
      fix,
    });
    const allPresent = present(SOUND_RESUME, [
      ['Reduced', 'Reduce'],
      ['Designed', 'Design'],
      ['Presented', 'Present'],
    ]);
    expect(judge(consistentTense, await checkInputOf(allPresent))).toMatchObject({
      status: 'fail',
      points: 0,
      fix,
    });
    // The third person ("Prepares") and verbs beyond the list (O*NET's "Install") are the present tense too.
    const thirdPerson = present(SOUND_RESUME, [
      ['Reduced', 'Prepares'],
      ['Designed', 'Install'],
      ['Presented', 'Presents'],
    ]);
    expect(judge(consistentTense, await checkInputOf(thirdPerson))).toMatchObject({ status: 'fail', fix });
  });
});
