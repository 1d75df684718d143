import { describe, expect, it } from 'vitest';
import { checkInputOf, SOUND_RESUME, withLayout } from '../../testing/resume-input';
import { judge } from '../rule';
import {
  actionVerbs,
  bulletLength,
  noCliches,
  noFirstPerson,
  pageCount,
  quantifiedAchievements,
  resultsNotDuties,
  showsNumber,
  summary,
  variedVerbs,
  wordCount,
} from './content';

/** The sound resume with its six bullets replaced (written as plain lines under each role with `glyph: ''`). */
function withBullets(bullets: readonly string[], glyph = '• '): string {
  const lines = SOUND_RESUME.split('\n');
  let next = 0;
  return lines
    .flatMap((line) => {
      if (!line.startsWith('• ')) return [line];
      // The three bullets of each role give way to this role's share of the new ones.
      const mine =
        next < 3
          ? bullets.slice(0, Math.ceil(bullets.length / 2))
          : bullets.slice(Math.ceil(bullets.length / 2));
      next += 1;
      return next === 1 || next === 4 ? mine.map((bullet) => `${glyph}${bullet}`) : [];
    })
    .join('\n');
}

const PLAIN = [
  'Built dashboards for the finance and operations teams across the region',
  'Automated the weekly forecasting process for the planning team in Python',
  'Led pricing experiments together with the product managers of the web shop',
  'Designed a sales reporting model in SQL for the finance team and its directors',
  'Presented monthly insights to the directors and trained new analysts in Excel',
  'Reduced stock-outs across the stores with a demand forecast written in Python',
];

describe('content rules', () => {
  it('quantified-achievements: 30% of bullets with a number pass; fewer warn; none fail', async () => {
    expect(judge(quantifiedAchievements, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 6,
      fix: null,
    });
    const fix =
      'Add the result to your strongest bullets with a number, if true: how much, how many, how fast, how often.';
    const one = [...PLAIN.slice(0, 5), 'Reduced stock-outs by 18% across the stores with a demand forecast'];
    expect(judge(quantifiedAchievements, await checkInputOf(withBullets(one)))).toMatchObject({
      status: 'warn',
      points: 3.3,
      fix,
    });
    expect(judge(quantifiedAchievements, await checkInputOf(withBullets(PLAIN)))).toMatchObject({
      status: 'fail',
      points: 0,
      fix,
      detail:
        '0 of 6 bullets (0%) show a number: a percentage, amount, count or time saved. Aim for at least 30%.',
    });
  });

  it('action-verbs: verb-led bullets pass; a few warn; none fail', async () => {
    expect(judge(actionVerbs, await checkInputOf(SOUND_RESUME))).toMatchObject({ status: 'pass', points: 5 });
    const fix =
      'Start each bullet with a strong verb that says what you did ("Reduced", "Launched", "Negotiated").';
    const nouns = PLAIN.map((bullet) => `The ${bullet.slice(bullet.indexOf(' ') + 1)}`);
    const someVerbs = [...PLAIN.slice(0, 3), ...nouns.slice(3)];
    expect(judge(actionVerbs, await checkInputOf(withBullets(someVerbs)))).toMatchObject({
      status: 'warn',
      points: 4.2,
      fix,
    });
    const check = judge(actionVerbs, await checkInputOf(withBullets(nouns)));
    expect(check).toMatchObject({ status: 'fail', points: 0, fix });
    expect(check?.evidence).toHaveLength(3);
  });

  it('action-verbs: any verb the product knows opens a bullet, in its base, third-person or past form', async () => {
    const known = [
      'Answered 60 calls a day for the service desk and logged each one',
      'Monitors the loading dock cameras and reports faults to the manager',
      'Utilized the scheduling system to plan the crews of the week',
      'Greet patients at the front desk and check their insurance cards',
      'Re-established the supplier scorecards for the buying team',
      'Entered purchase orders into the ERP for the whole region',
    ];
    expect(judge(actionVerbs, await checkInputOf(withBullets(known)))).toMatchObject({ status: 'pass' });
  });

  it('quantified-achievements: a number that names a thing is no result; a count in words is one', () => {
    expect(showsNumber('Maintained Boeing 737 - 777 aircraft to the airline standard')).toBe(false);
    expect(showsNumber('Completed OSHA 301 and OSHA 300A forms for the plant')).toBe(false);
    expect(showsNumber('Served as a 0331 MOS machine gunner')).toBe(false);
    expect(showsNumber('Sold training to Fortune 500 companies')).toBe(false);
    expect(showsNumber('Trained 25 new hires on the warehouse system')).toBe(true);
    expect(showsNumber('Increased Sales 20% in the third quarter')).toBe(true);
    expect(showsNumber('Reconciled six bank accounts every month')).toBe(true);
  });

  it('results-not-duties: results pass; one duty warns; several fail', async () => {
    expect(judge(resultsNotDuties, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
    });
    const fix =
      'Rewrite "Responsible for X" as what you achieved in X: "Cut X by 20%", "Delivered X for 40 clients".';
    const duty = (bullet: string) => `Responsible for ${bullet.slice(bullet.indexOf(' ') + 1)}`;
    // The rule reads a line's own words: a text file keeps its bullet glyph in the line, so these are
    // written as the lines under each role (which count as its bullets when none is marked).
    const oneDuty = withBullets([duty(PLAIN[0] ?? ''), ...PLAIN.slice(1)], '');
    expect((await checkInputOf(oneDuty)).bullets).toHaveLength(6);
    expect(judge(resultsNotDuties, await checkInputOf(oneDuty))).toMatchObject({
      status: 'warn',
      points: 1.5,
      fix,
      detail: '1 bullet(s) describe duties ("Responsible for", "Duties included") instead of results.',
    });
    expect(judge(resultsNotDuties, await checkInputOf(withBullets(PLAIN.map(duty), '')))).toMatchObject({
      status: 'fail',
      points: 0,
      fix,
    });
    // With the bullet mark kept in the text (plain-text files, some PDFs) the duty is still seen.
    expect(
      judge(resultsNotDuties, await checkInputOf(withBullets([duty(PLAIN[0] ?? ''), ...PLAIN.slice(1)]))),
    ).toMatchObject({ status: 'warn', points: 1.5 });
  });

  it('bullet-length: bullets of one or two lines pass; one too short warns; most too short fail', async () => {
    expect(judge(bulletLength, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
    });
    const fix = 'Keep each bullet to one or two lines (about 12-30 words): one action, one result.';
    expect(
      judge(bulletLength, await checkInputOf(withBullets(['Built dashboards', ...PLAIN.slice(1)]))),
    ).toMatchObject({ status: 'warn', points: 2, fix });
    const terse = [
      'Built dashboards',
      'Automated forecasts',
      'Led experiments',
      'Designed models',
      ...PLAIN.slice(4),
    ];
    expect(judge(bulletLength, await checkInputOf(withBullets(terse)))).toMatchObject({
      status: 'fail',
      points: 0,
      fix,
      detail: '0 bullet(s) run over 35 words and 4 are under 6 words.',
    });
  });

  it('word-count: within the range for the level passes; too short or too long warns, far too short fails', async () => {
    const input = await checkInputOf(SOUND_RESUME);
    const inRange = { ...input, wordCount: 300 };
    expect(judge(wordCount, inRange)).toMatchObject({
      status: 'pass',
      points: 4,
      detail: '300 words; 250-1100 is typical for your resume.',
    });
    expect(judge(wordCount, { ...input, wordCount: 300, level: 'senior-level' })).toMatchObject({
      status: 'warn',
      points: 3,
      detail: '300 words; 400-1200 is typical for senior-level resumes.',
      fix: 'Add detail to your most relevant roles: the problem, what you did, and the result.',
    });
    expect(judge(wordCount, { ...input, wordCount: 100 })).toMatchObject({
      status: 'fail',
      points: 1.6,
      fix: 'Add detail to your most relevant roles: the problem, what you did, and the result.',
    });
    expect(judge(wordCount, { ...input, wordCount: 1600 })).toMatchObject({
      status: 'warn',
      points: 2.2,
      fix: 'Cut older or less relevant detail so the resume stays focused on what matters for your target role.',
    });
  });

  it('page-count: up to the usual pages pass; one more warns; more fail (PDF only)', async () => {
    const text = await checkInputOf(SOUND_RESUME);
    expect(judge(pageCount, withLayout(text, { pageCount: 5 }))).toMatchObject({ status: 'pass', points: 2 });
    const pdf = { ...text, document: { ...text.document, fileType: 'pdf' as const } };
    expect(judge(pageCount, withLayout(pdf, { pageCount: 2 }))).toMatchObject({ status: 'pass', points: 2 });
    expect(judge(pageCount, withLayout({ ...pdf, level: 'entry-level' }, { pageCount: 2 }))).toMatchObject({
      status: 'warn',
      points: 1,
      fix: 'Trim the resume to 1 page.',
    });
    expect(judge(pageCount, withLayout(pdf, { pageCount: 4 }))).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Trim the resume to 2 pages.',
    });
  });

  it('no-first-person: none passes; two lines warn; four fail', async () => {
    expect(judge(noFirstPerson, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
    });
    const fix =
      'Drop "I" and "my": start lines with the verb ("Managed a team of 6" instead of "I managed my team of 6").';
    const mine = (count: number) =>
      withBullets(PLAIN.map((bullet, index) => (index < count ? `I ${bullet}` : bullet)));
    expect(judge(noFirstPerson, await checkInputOf(mine(2)))).toMatchObject({
      status: 'warn',
      points: 1.5,
      fix,
    });
    expect(judge(noFirstPerson, await checkInputOf(mine(4)))).toMatchObject({
      status: 'fail',
      points: 0,
      fix,
    });
  });

  it('no-first-person: "i.e." and a grade such as "Accountant I" are not the pronoun', async () => {
    const notPronouns = withBullets(
      PLAIN.map((bullet, index) =>
        index === 0
          ? `${bullet} across all channels (i.e. ATM, card and branch)`
          : index === 1
            ? `Promoted to Staff Accountant I, then Level II; Branch Manager I 03/2016 to Current`
            : bullet,
      ),
    );
    expect(judge(noFirstPerson, await checkInputOf(notPronouns))).toMatchObject({ status: 'pass' });
    // The pronoun after a capitalised word still counts: "In Denver I led…".
    const pronoun = withBullets(
      PLAIN.map((bullet, index) => (index === 0 ? `In Denver I ${bullet}` : bullet)),
    );
    expect(judge(noFirstPerson, await checkInputOf(pronoun))).toMatchObject({ status: 'warn' });
  });

  it('no-cliches: none passes; one buzzword warns; four fail', async () => {
    expect(judge(noCliches, await checkInputOf(SOUND_RESUME))).toMatchObject({ status: 'pass', points: 3 });
    const fix = 'Replace each buzzword with evidence: instead of "results-driven", name a result you drove.';
    const buzz = (count: number) =>
      withBullets(PLAIN.map((bullet, index) => (index < count ? `${bullet} as a team player` : bullet)));
    expect(judge(noCliches, await checkInputOf(buzz(1)))).toMatchObject({ status: 'warn', points: 2.3, fix });
    expect(judge(noCliches, await checkInputOf(buzz(4)))).toMatchObject({ status: 'fail', points: 0, fix });
  });

  it('varied-verbs: varied openers pass; one verb opening four bullets warns; two such verbs fail', async () => {
    expect(judge(variedVerbs, await checkInputOf(SOUND_RESUME))).toMatchObject({ status: 'pass', points: 2 });
    const fix =
      'Vary your verbs: "Managed" can become "Led", "Directed", "Ran" or, better, the result itself.';
    const managed = PLAIN.map((bullet, index) =>
      index < 4 ? `Managed ${bullet.slice(bullet.indexOf(' ') + 1)}` : bullet,
    );
    const check = judge(variedVerbs, await checkInputOf(withBullets(managed)));
    expect(check).toMatchObject({
      status: 'warn',
      points: 1,
      fix,
      detail: 'Overused openers: "managed" (4×).',
    });
    const twice = [
      ...managed.slice(0, 4),
      ...managed.slice(0, 4).map((bullet) => bullet.replace('Managed', 'Led')),
    ];
    expect(judge(variedVerbs, await checkInputOf(withBullets(twice)))).toMatchObject({
      status: 'fail',
      points: 0,
      fix,
    });
  });

  it('action-verbs: verbs of the corpus in any form, after an adverb too; noun phrases and labels are none', async () => {
    const bullets = [
      'Utilized technical manuals and wiring schematics to repair avionics',
      'Kept the job site clean and disposed of all debris every day',
      'Successfully launched three products across the western region',
      'Reassemble tires onto wheels and balance them for each customer',
      'Project manager for multiple new information technology systems',
      'Report of foreign currency fluctuation sent to the controller monthly',
    ];
    const check = judge(actionVerbs, await checkInputOf(withBullets(bullets)));
    expect(check?.detail).toMatch(/^4 of 6 bullets/);
    expect(check?.evidence?.map((item) => item.text).sort()).toEqual([
      '• Project manager for multiple new information technology systems',
      '• Report of foreign currency fluctuation sent to the controller monthly',
    ]);
  });

  it('results-not-duties: duty wording anywhere it opens a bullet, and "other duties as assigned"', async () => {
    const bullets = [
      'Primary responsibilities include supervising all electrical and instrumentation work',
      'Accountable for the proper operation of all automation on production lines',
      'I was responsible for coordinating a budget between four funding sources',
      'Directly responsible for investigating general liability claims in three states',
      'Assist mechanics and perform other duties as directed by the manager',
      'Reduced stock-outs across the stores with a demand forecast written in Python',
    ];
    const check = judge(resultsNotDuties, await checkInputOf(withBullets(bullets)));
    expect(check).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^5 bullet\(s\) describe duties/),
    });
  });

  it('varied-verbs: one verb in all its forms is one opener, any verb the corpus lists', async () => {
    const bullets = [
      'Provide weekly reports on the budget to the finance director',
      'Provided training to new hires in the scheduling system',
      'Providing support to 40 users of the payroll application',
      'Provides coverage for the front desk during lunch breaks',
      'Reduced stock-outs across the stores with a demand forecast written in Python',
      'Built dashboards for the finance and operations teams across the region',
    ];
    expect(judge(variedVerbs, await checkInputOf(withBullets(bullets)))).toMatchObject({
      status: 'warn',
      detail: 'Overused openers: "provide/provided/providing/provides" (4×).',
    });
  });

  it('no-cliches: stock phrases beyond single words, "dynamic" only of a person', async () => {
    const hits = async (line: string) =>
      judge(
        noCliches,
        await checkInputOf(SOUND_RESUME.replace('Summary\n', `Summary\n${line}\n`)),
      )?.evidence?.map((item) => item.text) ?? [];
    expect(await hits('Team-oriented and self-motivated problem solver.')).toContain(
      'Team-oriented and self-motivated problem solver.',
    );
    expect(await hits('Excellent verbal and written communication skills.')).toHaveLength(1);
    expect(await hits('A dynamic leader of sales teams.')).toHaveLength(1);
    expect(await hits('Ran dynamic test set-up and static suite testing.')).toHaveLength(0);
  });

  it('no-first-person: grades, versions and MySQL are no pronoun', async () => {
    for (const line of [
      'Coursework: Anatomy & Physiology I & II with Laboratory.',
      'Promoted from Level I to Level III within one year.',
      'Oracle 9i, My/SQL and SQL Server administration.',
    ])
      expect(
        judge(noFirstPerson, await checkInputOf(SOUND_RESUME.replace('Summary\n', `Summary\n${line}\n`)))
          ?.status,
        line,
      ).toBe('pass');
  });

  it('summary: 15-90 words pass; a one-liner warns; none fails with the fix to add one', async () => {
    expect(judge(summary, await checkInputOf(SOUND_RESUME))).toMatchObject({ status: 'pass', points: 3 });
    const [, long = ''] = /Summary\n(.*)\n/.exec(SOUND_RESUME) ?? [];
    expect(judge(summary, await checkInputOf(SOUND_RESUME.replace(long, 'Data analyst.')))).toMatchObject({
      status: 'warn',
      points: 1.5,
      fix: 'Keep the summary to 2-4 lines: role, experience, and two proven strengths.',
    });
    expect(
      judge(summary, await checkInputOf(SOUND_RESUME.replace(`Summary\n${long}\n\n`, ''))),
    ).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Open with a 2-3 line summary: your target role, years of experience, and two strengths with evidence.',
    });
  });
});
