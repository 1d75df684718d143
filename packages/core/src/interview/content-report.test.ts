import {
  InterviewQuestionContentSchema,
  type InterviewQuestion,
  type JobProfileContent,
} from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../postings/analyze-posting';
import { generateDemoPostings } from '../demo/generate-demo-postings';
import { generateJobProfile } from './generate-profile';
import {
  BOILERPLATE_SENTENCE,
  CONTENT_THRESHOLDS,
  contentLevelOf,
  contentReport,
  formatContentReport,
  NOTHING_TO_CHECK,
  type ContentReportItem,
} from './content-report';

const words = (count: number, word = 'work'): string => Array.from({ length: count }, () => word).join(' ');

function question(id: string, text: string, answer = words(100)): InterviewQuestion {
  return {
    id,
    question: text,
    answer,
    difficulty: 'MEDIUM',
    type: 'situational',
    assessedSkills: ['SQL'],
    assessedResponsibilities: [],
    evaluationCriteria: ['Names the steps in order.', 'Gives a measured result.', 'Says what they learned.'],
  };
}

function profile(questions: InterviewQuestion[]): JobProfileContent {
  return {
    skillsAnalysis: {
      technicalSkills: ['SQL'],
      softSkills: [],
      requiredQualifications: [],
      educationRequirements: [],
    },
    rolesAnalysis: {
      coreResponsibilities: [],
      keyDeliverables: [],
      teamInteractions: [],
      successMetrics: [],
    },
    additionalAnalysis: {
      niceToHaveSkills: [],
      growthOpportunities: [],
      careerProgression: [],
      marketDifferentiators: [],
    },
    preparationTips: [],
    additionalInformation: [],
    interview_questions: questions,
  };
}

describe('the content schema', () => {
  it('holds a model answer to 80-180 words and a question to 3-5 criteria', () => {
    expect(InterviewQuestionContentSchema.safeParse(question('a', 'How would you do it?')).success).toBe(
      true,
    );
    expect(
      InterviewQuestionContentSchema.safeParse(question('b', 'How would you do it?', words(60))).success,
    ).toBe(false);
    expect(
      InterviewQuestionContentSchema.safeParse(question('c', 'How would you do it?', words(181))).success,
    ).toBe(false);
    const twoCriteria = {
      ...question('d', 'How would you do it?'),
      evaluationCriteria: ['Names steps.', 'Gives result.'],
    };
    expect(InterviewQuestionContentSchema.safeParse(twoCriteria).success).toBe(false);
  });
});

describe('the content report', () => {
  it('finds a frame filled with different values across profiles, and shared answers across occupations', () => {
    const fills = [
      'reconcile vendor ledgers',
      'rotate tyres on trucks',
      'triage emergency patients',
      'plan menus weekly',
    ];
    const items: ContentReportItem[] = fills.map((fill, index) => ({
      slug: `p${index}`,
      occupation: `Occupation ${index}`,
      level: 'mid-level',
      content: profile([
        question(
          `q${index}`,
          `You are asked to ${fill} using a tool or method you have never used, and the work is due in two weeks.`,
          words(100, 'same'),
        ),
      ]),
    }));
    const report = contentReport(items);
    expect(report.templated.questions.share).toBe(1);
    expect(report.templated.frames[0]?.frame).toContain('you are asked to _ using a tool or method');
    expect(report.crossOccupationAnswers.count).toBe(1);
    expect(report.sharedAnswers.share).toBe(1);
    expect(report.failures.join(' ')).toMatch(/templated sentence.*|shared across occupations/u);
  });

  it('counts apart the answer to one question on a skill that postings of two occupations ask for', () => {
    const item = (occupation: string, id: string, answer: string): ContentReportItem => ({
      slug: `${occupation}-${id}`,
      occupation,
      level: 'mid-level',
      content: profile([question(id, `Question ${id} on its own words`, answer)]),
    });
    const report = contentReport([
      item('Frontend Engineer', 'skill-javascript-1', words(100, 'event')),
      item('Full Stack Engineer', 'skill-javascript-1', words(100, 'event')),
      item('HR Manager', 'theme-conflict-2', words(100, 'calm')),
      item('School Administrator', 'theme-conflict-2', words(100, 'calm')),
    ]);
    expect(report.crossOccupationAnswers.count).toBe(1);
    expect(report.crossOccupationAnswers.sameSkillQuestion).toBe(1);
    expect(report.crossOccupationAnswers.examples.join(' ')).toContain('HR Manager');
  });

  it('reports a story told in guides of two occupations apart from its closing on each one’s quotation', () => {
    const story = words(100, 'story');
    const item = (occupation: string, duty: string): ContentReportItem => ({
      slug: occupation,
      occupation,
      level: 'mid-level',
      content: profile([
        question(
          'behavioural-conflict-9',
          `“${duty}”. Tell me about a time…`,
          `${story}. I would handle “${duty}” the same way.`,
        ),
        question(
          'behavioural-mistake-9',
          'Tell me about a mistake.',
          `${words(100, occupation.toLowerCase())}.`,
        ),
      ]),
    });
    const report = contentReport([
      item('Copywriter', 'Write ad copy'),
      item('Brand Manager', 'Own the brand plan'),
    ]);
    // Different answers (their closings differ), one story in both guides.
    expect(report.crossOccupationAnswers.count).toBe(0);
    expect(report.crossOccupationStories).toMatchObject({ count: 2, of: 4 });
  });

  it('counts themed questions quoting a duty that shares no word with their story, and reports it', () => {
    const fitting = question(
      'situational-deadline-1',
      '“Reconcile vendor ledgers every month”. The close is due tomorrow and one ledger does not balance. What do you do?',
      `I would trace the vendor ledger line by line against the statements. ${words(90)}. I would handle “Reconcile vendor ledgers every month” the same way.`,
    );
    const offStory = question(
      'situational-conflict-2',
      '“Greet shoppers at the door”. A colleague disagrees with your plan for the sprint. What do you do?',
      `I would meet the engineer and compare our estimates. ${words(90)}. I would handle “Greet shoppers at the door” the same way.`,
    );
    const unquoted = question('situational-change-3', 'Your process changes overnight. What do you do?');
    const report = contentReport([
      {
        slug: 'p1',
        occupation: 'Accountant',
        level: 'mid-level',
        content: profile([fitting, offStory, unquoted]),
      },
    ]);
    // Only the two that quote count; the closing sentence quoting the duty is not the story.
    expect(report.quotationOffStory).toMatchObject({ count: 1, of: 2 });
    expect(formatContentReport(report).join('\n')).toContain(
      'quoting a duty that shares no word with their story 50% (1/2)',
    );
  });

  it('counts a question that quotes what another question of its guide already quotes, and fails on it', () => {
    const duty = 'Reconcile vendor ledgers every month';
    const report = contentReport([
      {
        slug: 'p1',
        occupation: 'Accountant',
        level: 'mid-level',
        content: profile([
          question('a', `The posting lists this duty: “${duty}”. How would you start?`, words(100, 'one')),
          question('b', `One of this job's duties reads: “${duty}.” What goes wrong?`, words(100, 'two')),
          question('c', 'How would you close the month?', words(100, 'three')),
        ]),
      },
      {
        slug: 'p2',
        occupation: 'Accountant',
        level: 'mid-level',
        content: profile([question('a', `The posting lists this duty: “${duty}”. Why?`, words(100, 'four'))]),
      },
    ]);
    // Once per guide: the same words in another guide are its own posting's.
    expect(report.repeatedQuotes.count).toBe(1);
    expect(report.repeatedQuotes.examples[0]).toMatch(/^p1 b:/u);
    expect(report.quoting).toMatchObject({ count: 3, of: 4 });
    expect(report.failures.join(' ')).toContain('1 questions repeat a quotation');
  });

  it('tells an internship from other entry-level postings', () => {
    expect(contentLevelOf({ title: 'Audit Intern', jobType: [] }, 'entry-level')).toBe('internship');
    expect(contentLevelOf({ title: 'Analyst', jobType: ['internship'] }, 'entry-level')).toBe('internship');
    expect(contentLevelOf({ title: 'Junior Analyst', jobType: ['fulltime'] }, 'entry-level')).toBe(
      'entry-level',
    );
  });
});

describe('the demo corpus meets the content thresholds', () => {
  // Every fourth demo posting (about 300 profiles across every role and level): fast enough for each run.
  const postings = generateDemoPostings(new Date('2026-11-01T00:00:00Z')).filter(
    (_, index) => index % 4 === 0,
  );
  const items: ContentReportItem[] = postings.map((posting, index) => {
    const analysis = analyzePosting(posting);
    return {
      slug: `demo-${index}`,
      occupation: analysis.roleTitle === 'Other' ? posting.title : analysis.roleTitle,
      level: contentLevelOf(posting, analysis.experienceLevel),
      content: generateJobProfile({ posting, analysis, postingId: `demo-${index}` }),
    };
  });
  const report = contentReport(items);

  it('has distinct questions and answers that belong to their posting', () => {
    expect(report.distinctQuestions.share).toBeGreaterThanOrEqual(0.9);
    expect(report.sharedAnswers.share).toBeLessThanOrEqual(0.1);
    expect(report.crossOccupationAnswers.count).toBe(0);
    // "For the … role at …:" opens a question nothing in its posting is about: a frame the detector counts.
    expect(report.templated.questions.share).toBeLessThanOrEqual(CONTENT_THRESHOLDS.maxTemplatedShare);
  });

  it('names an assessed skill or responsibility in every question and keeps the schema limits', () => {
    expect(report.fields.withEither.share).toBe(1);
    expect(report.schemaViolations.examples).toEqual([]);
  });

  it('follows seniority in difficulty and writes the job analysis as an analyst would', () => {
    expect(report.difficultyByLevel.internship?.HARD ?? 0).toBe(0);
    expect(report.difficultyByLevel['lead-principal']?.EASY ?? 0).toBe(0);
    expect(report.boilerplateResponsibilities.examples).toEqual([]);
    expect(report.niceToHaveRepeats.examples).toEqual([]);
    expect(report.payRepeats.examples).toEqual([]);
    expect(report.levelMismatches.examples).toEqual([]);
    expect(report.failures).toEqual([]);
  });

  it('says there is nothing to check for no profiles, instead of passing or failing shares of nothing', () => {
    const report = contentReport([]);
    expect(report.failures).toEqual([NOTHING_TO_CHECK]);
    const text = formatContentReport(report).join('\n');
    expect(text).toContain('questions sharing their model answer none to measure (0/0)');
    expect(text).not.toMatch(/100% \(0\/0\)/u);
  });
});

describe('sentences that are not duties', () => {
  it('include the company announcing the opening, a recruiter note and a heading run into the text', () => {
    for (const sentence of [
      'THX is looking for a Software Development Engineer to enable audio spatialization',
      'We are seeking a motivated analyst',
      'Note: Update from client , they are looking for candidates with strong experience in C++',
      'About the Role As our Senior Systems Engineer, you will own the platform',
      "What you'll be doing Develop core primitives and infrastructure",
    ])
      expect(BOILERPLATE_SENTENCE.test(sentence), sentence).toBe(true);
    for (const duty of [
      'Look for cost savings in freight contracts',
      'Develop core primitives and infrastructure',
      'Update the client on project status weekly',
      'Assist customers who are looking for a new car',
    ])
      expect(BOILERPLATE_SENTENCE.test(duty), duty).toBe(false);
  });
});
