import {
  InterviewQuestionContentSchema,
  type InterviewQuestion,
  type JobProfileContent,
} from '@careerlens/contracts';
import { contentWords } from './profile-text';
import { isClosingSentence } from './question-setting';

/**
 * The content report: how much of a corpus of job profiles reads as written for its job. Pure: the server's
 * `profiles:check` feeds it stored profiles, the tests feed it the demo corpus.
 */

/** The thresholds under which `profiles:check` fails. */
export const CONTENT_THRESHOLDS = {
  /** Share of question texts that are distinct, at least. */
  minDistinctQuestionShare: 0.9,
  /** Share of questions whose model answer another question also carries, at most. */
  maxSharedAnswerShare: 0.1,
  /** Model answers carried by profiles of two or more occupations, at most. */
  maxCrossOccupationAnswers: 0,
  /** Share of questions naming an assessed skill or responsibility, at least. */
  minQuestionsWithAssessed: 1,
  /** Share of questions with a sentence whose frame recurs across profiles, at most. */
  maxTemplatedShare: 0.05,
  /** Responsibilities that are boilerplate (benefits, equal opportunity, the company about itself), at most. */
  maxBoilerplateResponsibilities: 0,
  /** Profiles listing a required skill again as nice to have, at most. */
  maxNiceToHaveRepeats: 0,
  /** Profiles stating the pay more than once, at most. */
  maxPayRepeats: 0,
  /** Profiles whose career text names a level other than the posting's next one, at most. */
  maxLevelMismatches: 0,
  /** Questions opening with a quotation of the posting that another question of its guide already opens with, at most. */
  maxRepeatedQuotes: 0,
  /** Questions outside the answer-length and criteria limits, at most. */
  maxSchemaViolations: 0,
  /** Share of HARD questions for internships and entry-level postings, at most. */
  maxJuniorHardShare: 0.15,
  /** Share of EASY questions for lead, principal and director postings, at most. */
  maxLeadEasyShare: 0.15,
} as const;

/** A seniority band the report groups by: internships apart from other entry-level postings. */
export type ContentLevel = 'internship' | 'entry-level' | 'mid-level' | 'senior-level' | 'lead-principal';

export interface ContentReportItem {
  slug: string;
  /** The occupation the posting maps to (the catalogue role title, or its own title for "Other"). */
  occupation: string;
  level: ContentLevel;
  content: JobProfileContent;
}

interface Share {
  count: number;
  of: number;
  share: number;
}

export interface ContentReport {
  profiles: number;
  questions: number;
  distinctQuestions: Share;
  /** Questions whose answer another question (anywhere) also carries. */
  sharedAnswers: Share;
  /**
   * Model answers carried by postings of different occupations, except answers to one question on a named
   * skill (a "skill-…" bank question) that every posting carrying it asks on that skill: those are counted
   * apart, as `sameSkillQuestion`, since a question on the JavaScript event loop has one right answer in a
   * frontend and in a full-stack guide. Behavioural, situational and role answers always count.
   */
  crossOccupationAnswers: { count: number; examples: string[]; sameSkillQuestion: number };
  /**
   * Behavioural, situational and role questions whose model answer, without a closing sentence that quotes
   * the posting, is also carried by a posting of another occupation: a story written for a field and told
   * in the guides of several of its occupations. Reported, not a threshold.
   */
  crossOccupationStories: Share;
  /**
   * Behavioural and situational questions that open with a quotation of the posting (a duty) whose story
   * (the question outside the quotation and the answer without its sentences quoting it) shares no content
   * word with the quotation: the duty is other work than the story told, which readers judge as an answer
   * that does not fit the question as set. Reported, not a threshold.
   */
  quotationOffStory: Share;
  perOccupation: Array<{
    occupation: string;
    profiles: number;
    distinctQuestions: Share;
    sharedAnswers: Share;
  }>;
  templated: { questions: Share; frames: Array<{ frame: string; profiles: number; example: string }> };
  fields: { withSkill: Share; withResponsibility: Share; withEither: Share };
  difficultyByLevel: Record<string, { questions: number; EASY: number; MEDIUM: number; HARD: number }>;
  boilerplateResponsibilities: { count: number; of: number; examples: string[] };
  niceToHaveRepeats: { profiles: number; examples: string[] };
  payRepeats: { profiles: number; examples: string[] };
  levelMismatches: { profiles: number; examples: string[] };
  /** Questions opening with the posting's own words (or an O*NET task of its occupation) in quotation marks. */
  quoting: Share;
  /** Questions quoting the same sentence of the posting as an earlier question of the same guide. */
  repeatedQuotes: { count: number; examples: string[] };
  schemaViolations: { count: number; examples: string[] };
  failures: string[];
}

const share = (count: number, of: number): Share => ({ count, of, share: of === 0 ? 1 : count / of });

/**
 * Sentences that are not duties: benefits, equal opportunity and legal notes, the company about itself,
 * application instructions and statements about the position rather than the work.
 */
export const BOILERPLATE_SENTENCE =
  /\b(?:equal (?:employment )?opportunity|eoe\b|affirmative action|regardless of (?:race|age|gender)|without regard to|reasonable accommodations?|background check|drug[- ]?(?:free|screen|test)|e-?verify|(?:401\s?\(?k\)?|pto|paid time off|health(?:care)? (?:insurance|benefits)|dental|vision (?:insurance|coverage)|tuition reimbursement|employee discount|benefits? package|competitive (?:pay|salary|compensation|benefits)|salary range|pay range|compensation range|per hour|an hour\b|sign-?on bonus)|(?:this|the) (?:is an? )?(?:position|role|job) (?:is|offers|will be|pays|includes)|this is an? (?:entry[- ]level|full[- ]time|part[- ]time|temporary|contract|remote|hybrid) (?:position|role|job|opportunity)|you'?ll learn our|we are (?:an?|the) (?:leading|global|fast|growing)|(?:our|the) (?:company|mission|culture|values) (?:is|are)|(?:founded|headquartered) in|apply (?:now|today|online)|to apply\b|click apply|submit (?:your|a) (?:resume|application)|we offer\b|what we offer|perks include|join (?:our|a) (?:team|company)|bring (?:deep|your) experience|set a high bar|^\s*(?:we(?:'re|’re| are)|(?:(?!who\b|that\b|which\b)\S+\s+){1,4}(?:is|are))\s+(?:looking for|seeking|searching for|now hiring|hiring)\b|^\s*(?:note|update)\s*:|update from (?:the )?client|looking for candidates|^\s*about the (?:role|job|position|team|company|opportunity)\b|^\s*what you(?:'|’)ll (?:be )?do(?:ing)?\b)/iu;

/** A statement of the pay: "Pay: …", a salary or wage with an amount, or a range of amounts per period. */
export const PAY_SENTENCE =
  /^pay:|\b(?:pay|salary|compensation|wages?|base)\b[^.]{0,40}[$€£¥₹]\s?\d|[$€£¥₹]\s?\d[\d,.]*k?\s*(?:-|–|to)\s*[$€£¥₹]?\s?\d[\d,.]*k?\s*(?:a|an|per|\/)\s*(?:year|yr|hour|hr|annum)/iu;

/** Career text that names a level: "At mid level, ...". */
const LEVEL_LEAD = /^At (entry|mid|senior|lead or principal) level\b/u;
const NEXT_LEVEL_WORD: Readonly<Record<ContentLevel, string | null>> = {
  internship: 'entry',
  'entry-level': 'mid',
  'mid-level': 'senior',
  'senior-level': 'lead or principal',
  'lead-principal': null,
};

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+(?=[A-Z"“])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Words of a sentence for the frame detector: lower-case tokens, punctuation apart. */
function tokens(sentence: string): string[] {
  return sentence.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[,;:?]/gu) ?? [];
}

/** A frame must keep this many fixed words to count as a template. */
const MIN_FRAME_WORDS = 6;
/** A word seen in fewer than this share of profiles' questions is a filled value, not part of a frame. */
const FILL_WORD_PROFILE_SHARE = 0.04;
/** A frame found in at least this share of profiles (and at least 3), with different fills, is a template. */
const FRAME_PROFILE_SHARE = 0.04;
const MIN_FRAME_PROFILES = 3;

/**
 * Sentences built from one frame with slots: their words common across the corpus stay, the rare ones (the
 * filled values) become "_". A frame with a slot, enough fixed words and different fills in several
 * profiles is a template, however many of them there are.
 */
function findTemplatedFrames(items: readonly ContentReportItem[]): {
  frames: ContentReport['templated']['frames'];
  templatedQuestions: Set<InterviewQuestion>;
} {
  const profileFrequency = new Map<string, number>();
  for (const item of items) {
    const seen = new Set<string>();
    for (const question of item.content.interview_questions)
      for (const token of tokens(question.question)) seen.add(token);
    for (const token of seen) profileFrequency.set(token, (profileFrequency.get(token) ?? 0) + 1);
  }
  const rare = Math.max(2, Math.ceil(items.length * FILL_WORD_PROFILE_SHARE));
  const frames = new Map<
    string,
    { profiles: Set<string>; fills: Set<string>; example: string; questions: InterviewQuestion[] }
  >();
  for (const item of items) {
    for (const question of item.content.interview_questions) {
      // A quotation of the posting is its own words, not a value spliced into a frame: it is left out.
      for (const sentence of sentencesOf(question.question.replace(/“[^”]*”/gu, ' '))) {
        const parts: string[] = [];
        const fills: string[] = [];
        for (const token of tokens(sentence)) {
          if ((profileFrequency.get(token) ?? 0) < rare) {
            fills.push(token);
            if (parts.at(-1) !== '_') parts.push('_');
          } else parts.push(token);
        }
        const fixed = parts.filter((part) => part !== '_' && /\p{L}/u.test(part)).length;
        if (fills.length === 0 || fixed < MIN_FRAME_WORDS) continue;
        const frame = parts.join(' ');
        const entry = frames.get(frame) ?? {
          profiles: new Set(),
          fills: new Set(),
          example: sentence,
          questions: [],
        };
        entry.profiles.add(item.slug);
        entry.fills.add(fills.join(' '));
        entry.questions.push(question);
        frames.set(frame, entry);
      }
    }
  }
  const minProfiles = Math.max(MIN_FRAME_PROFILES, Math.ceil(items.length * FRAME_PROFILE_SHARE));
  const templated = [...frames.entries()].filter(
    ([, entry]) => entry.profiles.size >= minProfiles && entry.fills.size > 1,
  );
  return {
    frames: templated
      .map(([frame, entry]) => ({ frame, profiles: entry.profiles.size, example: entry.example }))
      .sort((first, second) => second.profiles - first.profiles),
    templatedQuestions: new Set(templated.flatMap(([, entry]) => entry.questions)),
  };
}

/** The content report over profiles, with the thresholds it fails. */
export function contentReport(items: readonly ContentReportItem[]): ContentReport {
  const questions = items.flatMap((item) =>
    item.content.interview_questions.map((question) => ({ item, question })),
  );
  const answerOccupations = new Map<string, Set<string>>();
  const answerCount = new Map<string, number>();
  const answerQuestionIds = new Map<string, Set<string>>();
  for (const { item, question } of questions) {
    const key = normalise(question.answer);
    answerCount.set(key, (answerCount.get(key) ?? 0) + 1);
    answerOccupations.set(key, (answerOccupations.get(key) ?? new Set()).add(item.occupation));
    answerQuestionIds.set(key, (answerQuestionIds.get(key) ?? new Set()).add(question.id));
  }
  const isShared = (question: InterviewQuestion): boolean =>
    (answerCount.get(normalise(question.answer)) ?? 0) > 1;
  const isSameSkillQuestion = (answer: string): boolean => {
    const ids = [...(answerQuestionIds.get(answer) ?? [])];
    return ids.length === 1 && ids[0]?.startsWith('skill-') === true;
  };
  const acrossOccupations = [...answerOccupations.entries()].filter(
    ([, occupations]) => occupations.size > 1,
  );
  const crossOccupation = acrossOccupations.filter(([answer]) => !isSameSkillQuestion(answer));

  // The answer without its closing sentence on the posting's duty or requirement (question-setting.ts).
  const storyOf = (answer: string): string =>
    normalise(
      sentencesOf(answer)
        .filter((sentence) => !isClosingSentence(sentence))
        .join(' '),
    );
  const storyOccupations = new Map<string, Set<string>>();
  for (const { item, question } of questions) {
    if (question.id.startsWith('skill-')) continue;
    const key = storyOf(question.answer);
    storyOccupations.set(key, (storyOccupations.get(key) ?? new Set()).add(item.occupation));
  }
  const storyQuestions = questions.filter(({ question }) => !question.id.startsWith('skill-'));
  const quotingThemed = questions.filter(
    ({ question }) =>
      (question.type === 'behavioural' || question.type === 'situational') &&
      /“[^”]+”/u.test(question.question),
  );
  const isOffStory = (question: InterviewQuestion): boolean => {
    const quoted = [...question.question.matchAll(/“([^”]*)”/gu)].map((match) => match[1] ?? '').join(' ');
    const story = [
      question.question.replace(/“[^”]*”/gu, ' '),
      ...sentencesOf(question.answer).filter(
        (sentence) => !sentence.includes('“') && !isClosingSentence(sentence),
      ),
    ].join(' ');
    const storyWords = contentWords(story);
    return ![...contentWords(quoted)].some((word) => storyWords.has(word));
  };

  const occupations = new Map<string, Array<{ item: ContentReportItem; question: InterviewQuestion }>>();
  for (const entry of questions)
    occupations.set(entry.item.occupation, [...(occupations.get(entry.item.occupation) ?? []), entry]);
  const perOccupation = [...occupations.entries()]
    .map(([occupation, entries]) => {
      const counts = new Map<string, number>();
      for (const { question } of entries)
        counts.set(normalise(question.answer), (counts.get(normalise(question.answer)) ?? 0) + 1);
      return {
        occupation,
        profiles: new Set(entries.map(({ item }) => item.slug)).size,
        distinctQuestions: share(
          new Set(entries.map(({ question }) => normalise(question.question))).size,
          entries.length,
        ),
        sharedAnswers: share(
          entries.filter(({ question }) => (counts.get(normalise(question.answer)) ?? 0) > 1).length,
          entries.length,
        ),
      };
    })
    .sort((first, second) => second.profiles - first.profiles);

  const { frames, templatedQuestions } = findTemplatedFrames(items);

  const difficultyByLevel: ContentReport['difficultyByLevel'] = {};
  for (const { item, question } of questions) {
    const row = (difficultyByLevel[item.level] ??= { questions: 0, EASY: 0, MEDIUM: 0, HARD: 0 });
    row.questions += 1;
    row[question.difficulty] += 1;
  }

  const boilerplate: string[] = [];
  let responsibilityCount = 0;
  const niceRepeats: string[] = [];
  const payRepeats: string[] = [];
  const levelMismatches: string[] = [];
  for (const item of items) {
    const { rolesAnalysis, skillsAnalysis, additionalAnalysis, additionalInformation } = item.content;
    responsibilityCount += rolesAnalysis.coreResponsibilities.length;
    for (const line of rolesAnalysis.coreResponsibilities)
      if (BOILERPLATE_SENTENCE.test(line)) boilerplate.push(line);
    // The skills section lists what the posting requires; a nice-to-have must not list one of them again.
    const required = new Set(
      [...skillsAnalysis.technicalSkills, ...skillsAnalysis.softSkills].map(normalise),
    );
    const repeated = additionalAnalysis.niceToHaveSkills.filter((skill) => required.has(normalise(skill)));
    if (repeated.length > 0) niceRepeats.push(`${item.slug}: ${repeated.join(', ')}`);
    const payLines = [...additionalAnalysis.marketDifferentiators, ...additionalInformation].filter((line) =>
      PAY_SENTENCE.test(line),
    );
    if (payLines.length > 1) payRepeats.push(`${item.slug}: ${payLines.join(' | ')}`);
    for (const line of additionalAnalysis.growthOpportunities) {
      const lead = LEVEL_LEAD.exec(line)?.[1];
      if (lead !== undefined && lead !== NEXT_LEVEL_WORD[item.level])
        levelMismatches.push(`${item.slug} (${item.level}): ${line}`);
    }
  }

  // A guide quotes each sentence of its posting once: a second question opening with the same words reads
  // as a form filled twice.
  const repeatedQuotes: string[] = [];
  for (const item of items) {
    const quoted = new Set<string>();
    for (const question of item.content.interview_questions) {
      for (const [, quote = ''] of question.question.matchAll(/“([^”]*)”/gu)) {
        const key = normalise(quote);
        if (key === '') continue;
        if (quoted.has(key)) repeatedQuotes.push(`${item.slug} ${question.id}: “${quote.slice(0, 80)}”`);
        quoted.add(key);
      }
    }
  }

  const schemaProblems: string[] = [];
  for (const { item, question } of questions) {
    const parsed = InterviewQuestionContentSchema.safeParse(question);
    if (!parsed.success)
      schemaProblems.push(
        `${item.slug} ${question.id}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
      );
  }

  const report: ContentReport = {
    profiles: items.length,
    questions: questions.length,
    distinctQuestions: share(
      new Set(questions.map(({ question }) => normalise(question.question))).size,
      questions.length,
    ),
    sharedAnswers: share(questions.filter(({ question }) => isShared(question)).length, questions.length),
    crossOccupationAnswers: {
      count: crossOccupation.length,
      sameSkillQuestion: acrossOccupations.length - crossOccupation.length,
      examples: crossOccupation
        .slice(0, 3)
        .map(([answer, names]) => `${[...names].slice(0, 4).join(', ')}: ${answer.slice(0, 90)}`),
    },
    crossOccupationStories: share(
      storyQuestions.filter(({ question }) => (storyOccupations.get(storyOf(question.answer))?.size ?? 0) > 1)
        .length,
      storyQuestions.length,
    ),
    quotationOffStory: share(
      quotingThemed.filter(({ question }) => isOffStory(question)).length,
      quotingThemed.length,
    ),
    perOccupation,
    templated: { questions: share(templatedQuestions.size, questions.length), frames: frames.slice(0, 15) },
    fields: {
      withSkill: share(
        questions.filter(({ question }) => question.assessedSkills.length > 0).length,
        questions.length,
      ),
      withResponsibility: share(
        questions.filter(({ question }) => question.assessedResponsibilities.length > 0).length,
        questions.length,
      ),
      withEither: share(
        questions.filter(
          ({ question }) => question.assessedSkills.length + question.assessedResponsibilities.length > 0,
        ).length,
        questions.length,
      ),
    },
    difficultyByLevel,
    boilerplateResponsibilities: {
      count: boilerplate.length,
      of: responsibilityCount,
      examples: boilerplate.slice(0, 5),
    },
    niceToHaveRepeats: { profiles: niceRepeats.length, examples: niceRepeats.slice(0, 5) },
    payRepeats: { profiles: payRepeats.length, examples: payRepeats.slice(0, 3) },
    levelMismatches: { profiles: levelMismatches.length, examples: levelMismatches.slice(0, 3) },
    quoting: share(
      questions.filter(({ question }) => /“[^”]+”/u.test(question.question)).length,
      questions.length,
    ),
    repeatedQuotes: { count: repeatedQuotes.length, examples: repeatedQuotes.slice(0, 5) },
    schemaViolations: { count: schemaProblems.length, examples: schemaProblems.slice(0, 5) },
    failures: [],
  };
  report.failures = thresholdFailures(report);
  return report;
}

function difficultyShare(
  report: ContentReport,
  levels: readonly string[],
  difficulty: 'EASY' | 'HARD',
): number {
  let total = 0;
  let count = 0;
  for (const level of levels) {
    const row = report.difficultyByLevel[level];
    if (row === undefined) continue;
    total += row.questions;
    count += row[difficulty];
  }
  return total === 0 ? 0 : count / total;
}

const percent = (value: number): string => `${Math.round(value * 1000) / 10}%`;

/** What the report says when it has nothing to measure: no share of nothing passes or fails a threshold. */
export const NOTHING_TO_CHECK =
  'no interview questions to check: store job postings first (npm run jobs:sync), or check a corpus (--demo, --jobs <file>)';

function thresholdFailures(report: ContentReport): string[] {
  const t = CONTENT_THRESHOLDS;
  if (report.questions === 0) return [NOTHING_TO_CHECK];
  const failures: string[] = [];
  const check = (ok: boolean, message: string): void => {
    if (!ok) failures.push(message);
  };
  check(
    report.distinctQuestions.share >= t.minDistinctQuestionShare,
    `distinct question texts ${percent(report.distinctQuestions.share)} < ${percent(t.minDistinctQuestionShare)}`,
  );
  check(
    report.sharedAnswers.share <= t.maxSharedAnswerShare,
    `questions sharing their model answer ${percent(report.sharedAnswers.share)} > ${percent(t.maxSharedAnswerShare)}`,
  );
  check(
    report.crossOccupationAnswers.count <= t.maxCrossOccupationAnswers,
    `${report.crossOccupationAnswers.count} model answers shared across occupations`,
  );
  check(
    report.fields.withEither.share >= t.minQuestionsWithAssessed,
    `questions with an assessed skill or responsibility ${percent(report.fields.withEither.share)}`,
  );
  check(
    report.templated.questions.share <= t.maxTemplatedShare,
    `questions with a templated sentence ${percent(report.templated.questions.share)} > ${percent(t.maxTemplatedShare)}`,
  );
  check(
    report.boilerplateResponsibilities.count <= t.maxBoilerplateResponsibilities,
    `${report.boilerplateResponsibilities.count} boilerplate responsibilities`,
  );
  check(
    report.niceToHaveRepeats.profiles <= t.maxNiceToHaveRepeats,
    `${report.niceToHaveRepeats.profiles} profiles repeat a required skill as nice to have`,
  );
  check(
    report.payRepeats.profiles <= t.maxPayRepeats,
    `${report.payRepeats.profiles} profiles state the pay twice`,
  );
  check(
    report.levelMismatches.profiles <= t.maxLevelMismatches,
    `${report.levelMismatches.profiles} profiles with career text of the wrong level`,
  );
  check(
    report.repeatedQuotes.count <= t.maxRepeatedQuotes,
    `${report.repeatedQuotes.count} questions repeat a quotation another question of their guide opens with`,
  );
  check(
    report.schemaViolations.count <= t.maxSchemaViolations,
    `${report.schemaViolations.count} questions outside the word or criteria limits`,
  );
  const juniorHard = difficultyShare(report, ['internship', 'entry-level'], 'HARD');
  check(
    juniorHard <= t.maxJuniorHardShare,
    `internship and entry-level HARD share ${percent(juniorHard)} > ${percent(t.maxJuniorHardShare)}`,
  );
  const leadEasy = difficultyShare(report, ['lead-principal'], 'EASY');
  check(
    leadEasy <= t.maxLeadEasyShare,
    `lead, principal and director EASY share ${percent(leadEasy)} > ${percent(t.maxLeadEasyShare)}`,
  );
  return failures;
}

/** The report as lines for a terminal. */
export function formatContentReport(report: ContentReport): string[] {
  const s = (value: Share): string =>
    value.of === 0 ? 'none to measure (0/0)' : `${percent(value.share)} (${value.count}/${value.of})`;
  const lines = [
    `Content: ${report.profiles} profiles, ${report.questions} questions`,
    `  distinct question texts ${s(report.distinctQuestions)}; questions sharing their model answer ${s(report.sharedAnswers)}; answers shared across occupations ${report.crossOccupationAnswers.count} (and ${report.crossOccupationAnswers.sameSkillQuestion} answers to one question on a skill each posting asks for)`,
    ...report.crossOccupationAnswers.examples.map((example) => `    e.g. ${example}`),
    `  behavioural, situational and role questions telling a story another occupation's guide tells too (before the closing on a quotation) ${s(report.crossOccupationStories)}`,
    `  behavioural and situational questions quoting a duty that shares no word with their story ${s(report.quotationOffStory)}`,
    `  questions with a templated sentence ${s(report.templated.questions)}`,
    ...report.templated.frames
      .slice(0, 8)
      .map(
        (frame) => `    ${frame.profiles} profiles: "${frame.frame}" e.g. "${frame.example.slice(0, 120)}"`,
      ),
    `  assessed skills ${s(report.fields.withSkill)}; assessed responsibilities ${s(report.fields.withResponsibility)}; either ${s(report.fields.withEither)}`,
    `  difficulty by level: ${Object.entries(report.difficultyByLevel)
      .map(
        ([level, row]) =>
          `${level} (${row.questions}) E ${percent(row.EASY / row.questions)} M ${percent(row.MEDIUM / row.questions)} H ${percent(row.HARD / row.questions)}`,
      )
      .join('; ')}`,
    `  boilerplate responsibilities ${report.boilerplateResponsibilities.count}/${report.boilerplateResponsibilities.of}`,
    ...report.boilerplateResponsibilities.examples.map((example) => `    e.g. ${example.slice(0, 120)}`),
    `  profiles repeating a required skill as nice to have ${report.niceToHaveRepeats.profiles}; stating the pay twice ${report.payRepeats.profiles}; career text of the wrong level ${report.levelMismatches.profiles}`,
    ...[
      ...report.niceToHaveRepeats.examples,
      ...report.payRepeats.examples,
      ...report.levelMismatches.examples,
    ]
      .slice(0, 6)
      .map((example) => `    e.g. ${example.slice(0, 140)}`),
    `  questions quoting the posting ${s(report.quoting)}; quoting what another question of their guide already quotes ${report.repeatedQuotes.count}`,
    ...report.repeatedQuotes.examples.slice(0, 3).map((example) => `    e.g. ${example}`),
    `  questions outside 80-180 words or 3-5 criteria ${report.schemaViolations.count}`,
    ...report.schemaViolations.examples.slice(0, 3).map((example) => `    e.g. ${example}`),
    `  occupations (most profiles first): ${report.perOccupation
      .slice(0, 12)
      .map(
        (row) =>
          `${row.occupation} ${row.profiles}: distinct ${percent(row.distinctQuestions.share)}, shared answers ${percent(row.sharedAnswers.share)}`,
      )
      .join('; ')}`,
  ];
  lines.push(
    report.failures.length === 0
      ? 'Content thresholds: all met'
      : `Content thresholds FAILED: ${report.failures.join('; ')}`,
  );
  return lines;
}

const INTERNSHIP_TITLE = /\b(?:intern|internship|co-?op|trainee|apprentice)\b/iu;

/** The report's seniority band of a posting: an internship apart, otherwise the analysed level. */
export function contentLevelOf(
  posting: { title: string; jobType: readonly string[]; jobLevel?: string | null },
  experienceLevel: ContentLevel,
): ContentLevel {
  if (posting.jobType.includes('internship') || INTERNSHIP_TITLE.test(posting.title)) return 'internship';
  if (posting.jobLevel !== undefined && posting.jobLevel !== null && /\bintern/iu.test(posting.jobLevel))
    return 'internship';
  return experienceLevel;
}
