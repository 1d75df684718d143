import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../postings/analyze-posting';
import { findSkillByName } from '../skills/taxonomy';
import { buildProfileContext, type PostingSkill, type ProfileContext } from './profile-context';
import { contentWords } from './profile-text';
import {
  chooseSetting,
  dutyAsClause,
  isClosingSentence,
  isQuotableDuty,
  placeInSetting,
} from './question-setting';
import { SOFTWARE_ENGINEER_POSTING } from './sample-postings';

/** The sample posting's context with the duties and requirements a test names instead of its own. */
function contextWith(lists: { responsibilities?: string[]; requirements?: string[] }): ProfileContext {
  const { posting, postingId } = SOFTWARE_ENGINEER_POSTING;
  const analysis = analyzePosting(posting);
  return buildProfileContext({
    posting,
    postingId,
    analysis: {
      ...analysis,
      responsibilities: lists.responsibilities ?? [],
      requirements: lists.requirements ?? [],
    },
  });
}

function question(id: string, text: string, answer: string, skill?: PostingSkill) {
  return {
    id,
    questionWords: contentWords(text),
    topicWords: contentWords(`${text}\n${answer}`),
    ...(skill !== undefined ? { skill } : {}),
  };
}

/** The setting chosen for a question in a posting that lists only these duties. */
function settingAmongDuties(responsibilities: string[], asked: ReturnType<typeof question>) {
  return chooseSetting(contextWith({ responsibilities }), asked, new Map());
}

function postingSkill(name: string): PostingSkill {
  const skill = findSkillByName(name);
  if (skill === undefined) throw new Error(`No skill ${name}`);
  return { id: skill.id, name: skill.name, type: skill.type, isRequired: true, rank: 0 };
}

describe('isQuotableDuty', () => {
  it('rejects a sentence about the position and one that names no particular work', () => {
    const summary =
      "As a senior member of the team, you'll take on the most complex work and help others do their best";
    const level = "This is a senior role: we'll look to you for judgment on hard problems";
    const vague = 'Take on more as you grow';
    const reporting = 'You will report directly to our VP of Engineering and work';
    const duty = 'Maintain existing dashboards and fix data quality issues reported by users';
    const context = contextWith({ responsibilities: [summary, level, vague, reporting, duty] });
    expect(isQuotableDuty(context, summary)).toBe(false);
    expect(isQuotableDuty(context, reporting)).toBe(false);
    expect(isQuotableDuty(context, level)).toBe(false);
    expect(isQuotableDuty(context, vague)).toBe(false);
    expect(isQuotableDuty(context, duty)).toBe(true);
  });
});

describe('chooseSetting', () => {
  it('does not quote a duty that shares one key word with the question and a few with its answer', () => {
    const setting = settingAmongDuties(
      ['Lead logistics coordinators and set daily shipping priorities with the warehouse'],
      question(
        'role-logistics-coordinator-4',
        'Tell me about a time you fixed a recurring shipping problem.',
        'I worked with the warehouse lead and the coordinators to set new priorities for daily pick lists.',
      ),
    );
    expect(setting.quote).not.toContain('shipping priorities');
    expect(setting.responsibility).toBeUndefined();
  });

  it('quotes a duty the question is about', () => {
    const duty = 'Investigate and fix production incidents in the payments API';
    const asked = question(
      'role-backend-engineer-9',
      'A production incident takes the payments API down at night. How do you investigate it?',
      'I would first stop the bleeding, then investigate logs and metrics.',
    );
    expect(settingAmongDuties([duty], asked)).toMatchObject({ source: 'duty', responsibility: duty });
  });

  it('never quotes a sentence about the position as a duty, even for a question on its words', () => {
    const summary =
      "As a senior member of the team, you'll take on the most complex work and help others do their best";
    const asked = question(
      'behavioural-mentoring-9',
      'Tell me about the most complex work you took on, and how you helped others do their best.',
      'I took on the migration and paired with two colleagues.',
    );
    expect(settingAmongDuties([summary], asked).responsibility).toBeUndefined();
  });

  it('does not quote a requirement that asks only for exposure, or one the question is not about', () => {
    const apiTesting = postingSkill('API Testing');
    const dataAnalysis = postingSkill('Data Analysis');
    const context = contextWith({
      requirements: [
        'Exposure to API testing and Appium',
        'Expert-level proficiency in quantitative research and data analysis',
      ],
    });
    const testing = question(
      'skill-api-testing-1',
      'How would you design tests for a REST endpoint that creates an order, POST /orders?',
      'I would cover API testing of the happy path, validation and idempotency.',
      apiTesting,
    );
    const joins = question(
      'skill-data-analysis-1',
      'After joining an orders table to a customer contacts table, total revenue in your report jumps by 30 percent. What went wrong?',
      'The join duplicated rows; data analysis starts by checking the grain of each table.',
      dataAnalysis,
    );
    for (const asked of [testing, joins])
      expect(chooseSetting(context, asked, new Map()).source).not.toBe('requirement');
  });

  it('quotes a requirement that names the skill and what the question asks about', () => {
    const dataAnalysis = postingSkill('Data Analysis');
    const requirement = 'Three years of data analysis on revenue and customer reports';
    const context = contextWith({ requirements: [requirement] });
    const asked = question(
      'skill-data-analysis-1',
      'After joining an orders table to a customer contacts table, total revenue in your report jumps by 30 percent. What went wrong?',
      'The join duplicated rows.',
      dataAnalysis,
    );
    expect(chooseSetting(context, asked, new Map())).toMatchObject({
      source: 'requirement',
      skill: 'Data Analysis',
    });
  });

  it('sets only an easy question in a duty of learning', () => {
    const duty = 'Learn program governance, business goals and how participating teams work';
    const asked = question(
      'role-program-manager-3',
      'How would you set up governance and reporting for a multi-year program with several business goals?',
      'I would define decision rights and a governance board, and align reporting with the business goals.',
    );
    const context = contextWith({ responsibilities: [duty] });
    expect(chooseSetting(context, { ...asked, difficulty: 'HARD' }, new Map()).source).not.toBe('duty');
    expect(chooseSetting(context, { ...asked, difficulty: 'EASY' }, new Map())).toMatchObject({
      source: 'duty',
      responsibility: duty,
    });
  });

  it('reads the skill a requirement names with the skill matcher, never as a part of another word', () => {
    const go = postingSkill('Go');
    const asked = {
      ...question(
        'skill-go-1',
        'How do goroutines and channels work in Go, and how do you prevent goroutine leaks?',
        'A goroutine is a lightweight thread managed by the Go runtime.',
        go,
      ),
      asksSkill: true,
    };
    const fundamentals = 'Good understanding of computer science fundamentals';
    expect(chooseSetting(contextWith({ requirements: [fundamentals] }), asked, new Map()).source).not.toBe(
      'requirement',
    );
    const naming = 'Strong experience building services in Go and PostgreSQL';
    expect(chooseSetting(contextWith({ requirements: [naming] }), asked, new Map())).toMatchObject({
      source: 'requirement',
      quote: naming,
    });
  });
});

describe('placeInSetting', () => {
  const requirement = 'Three years of data analysis on revenue and customer reports';
  const asked = {
    id: 'skill-data-analysis-1',
    type: 'technical' as const,
    difficulty: 'MEDIUM' as const,
    question:
      'After joining an orders table to a customer contacts table, total revenue in your report jumps by 30 percent. What went wrong?',
    answer:
      'The join duplicated rows, because a customer can have several contacts. I would check the grain of each table before joining, count rows before and after, and aggregate the contacts first so that each order appears once. Then I would reconcile the revenue total with the finance system to confirm the fix, and add a test that fails when the row count changes after a join. I would also write down what caused the difference and share the note with the team.',
    evaluationCriteria: [
      'Strong: names row duplication.',
      'Strong: checks the grain.',
      'Strong: reconciles totals.',
    ],
    assessedSkills: ['Data Analysis'],
    assessedResponsibilities: [],
  };
  const setting = { source: 'requirement' as const, quote: requirement, skill: 'Data Analysis' };
  /** The answer's last sentence when the posting lists this one duty beside the requirement. */
  const closingWith = (duty: string) => {
    const context = contextWith({ responsibilities: [duty], requirements: [requirement] });
    const { answer } = placeInSetting(context, asked, setting);
    return { answer, closing: answer.split(/(?<=[.!?])\s+(?=[A-Z"“])/u).at(-1) ?? '' };
  };

  it('closes an answer set in a requirement on the requirement, not on a duty it is only loosely about', () => {
    const loose = 'Gather client data and interview notes for an engagement workstream';
    const { answer, closing } = closingWith(loose);
    expect(closing).toContain(`“${requirement}”`);
    expect(answer).not.toContain(loose);
  });

  it('closes it on a duty of the posting the answer is about', () => {
    const duty = 'Reconcile revenue reports with the finance system and fix duplicated rows in joins';
    // Said in the candidate's voice, not quoted a second time: "…when I reconcile revenue reports…".
    const { closing } = closingWith(duty);
    expect(closing).toContain(
      ' reconcile revenue reports with the finance system and fix duplicated rows in joins.',
    );
    expect(closing).not.toContain('“');
    expect(isClosingSentence(closing)).toBe(true);
  });

  it('says only a long duty’s first clause where the whole would not fit, and never cuts a sentence the next leans on', () => {
    const duty =
      'Run the monthly revenue close with finance, reconcile every report against the ledger and explain each variance to the controller';
    const long = {
      ...asked,
      answer: [
        'First I would confirm the totals with the report owner and agree which figure is right.',
        'I would list every change made to the report in the last month.',
        'If it does not explain the jump, I would compare row counts before and after each join.',
        'Then I would check the grain of each table and aggregate the contacts first.',
        'Next I would rerun the report on last month’s data and reconcile it with the finance system.',
        'I would write down what caused the difference and share the note with the team.',
        'I would also add a test that fails when the row count changes after a join, so it cannot recur.',
        'Finally I would review the other reports built on the same join, since they may have the same fault.',
        'Where one did, I would correct it and tell its readers what had changed and why.',
        'That would close the issue for everyone who relies on these numbers each month.',
      ].join(' '),
    };
    const context = contextWith({ responsibilities: [duty], requirements: [] });
    const { answer } = placeInSetting(context, long, {
      source: 'duty',
      responsibility: duty,
      quote: duty,
    });
    expect(answer.split(/\s+/u).length).toBeLessThanOrEqual(180);
    expect(answer).toMatch(/ run the monthly revenue close with finance\.$/u);
    // "If it does not…" keeps the sentence its "it" refers to.
    if (answer.includes('If it does not')) expect(answer).toContain('in the last month.');
  });
});

describe('dutyAsClause', () => {
  it('says a duty after "I": the imperative as it stands, a third-person verb in its base form', () => {
    expect(dutyAsClause('Report recruiting metrics to the executive team.')).toBe(
      'report recruiting metrics to the executive team',
    );
    expect(dutyAsClause('Manages vendor contracts and renewals')).toBe(
      'manage vendor contracts and renewals',
    );
    expect(dutyAsClause('Processes refunds for online orders')).toBe('process refunds for online orders');
  });

  it('knows the verbs O*NET task statements open with', () => {
    expect(dutyAsClause('Confer with project managers to obtain information on limitations')).toBe(
      'confer with project managers to obtain information on limitations',
    );
  });

  it('quotes instead a duty that opens with no known verb or speaks to or for someone', () => {
    expect(dutyAsClause('Daily reporting of sales figures')).toBeUndefined();
    expect(dutyAsClause('Support your team through the busy season')).toBeUndefined();
    expect(dutyAsClause('Grow our client base in the region')).toBeUndefined();
    expect(dutyAsClause('“Own” the roadmap')).toBeUndefined();
  });

  it('cuts a long duty where a clause ends, never mid-phrase', () => {
    const long =
      'Build keyword and topic cluster plans with content teams, write SEO briefs and review every draft before it goes live';
    expect(dutyAsClause(long, 12)).toBe('build keyword and topic cluster plans with content teams');
    expect(
      dutyAsClause('Build plans for every region of the country and every product line we sell', 5),
    ).toBe(undefined);
  });

  it('is recognised as a closing by the content report', () => {
    expect(isClosingSentence('I would work the same way when I reconcile the bank accounts.')).toBe(true);
    expect(isClosingSentence('I would reconcile the bank accounts every week.')).toBe(false);
  });
});
