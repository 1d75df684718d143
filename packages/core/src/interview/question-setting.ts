import {
  ANSWER_MAX_WORDS,
  ANSWER_MIN_WORDS,
  MAX_CRITERIA,
  type InterviewQuestion,
} from '@careerlens/contracts';
import onetRoleTasks from '../../content/onet/role-tasks.json';
import { findSkills } from '../skills/matcher';
import { skillInProse } from '../text/prose';
import { baseVerbOf } from '../text/verbs';
import { BOILERPLATE_SENTENCE } from './content-report';
import { hashText, type PostingSkill, type ProfileContext } from './profile-context';
import { contentWords, joinList } from './profile-text';

/**
 * The setting of a question: the part of the posting it is asked about. Every question opens with the
 * posting's own words in quotation marks (a duty, or a requirement that names the skill), so it is asked
 * about this job; its model answer closes by taking its approach to that quotation, and one evaluation
 * criterion checks that (naming the tools the quotation itself names). A quotation fits any wording the posting uses, so no posting
 * text is ever spliced into the middle of a sentence. A posting that lists no duties is asked about a
 * task O*NET lists for its occupation, named as such, when that task is about the question's work; a question
 * that nothing in the posting is about is asked as the bank words it, with no opening and no closing sentence.
 */

/** O*NET 29.2 core tasks of each catalogue role's occupation (CC BY 4.0; scripts/build-onet-tasks.ts). */
const ONET_TASKS = onetRoleTasks.roles as Readonly<
  Record<string, { code: string; occupation: string; tasks: string[] }>
>;

/** The longest quotation, in words: a longer duty is cut at a clause boundary and marked with "…". */
const MAX_QUOTE_WORDS = 28;
/** A cut never leaves fewer words than this. */
const MIN_QUOTE_WORDS = 8;
/** Tools of the quotation a criterion names. */
const MAX_TOOLS_IN_ANSWER = 2;

/** Where a question's setting comes from. */
export type SettingSource = 'duty' | 'requirement' | 'onet' | 'job';

export interface QuestionSetting {
  source: SettingSource;
  /** The posting's responsibility, when the setting is one (an assessed responsibility then). */
  responsibility?: string;
  /** The quoted text, cut to length, without closing punctuation. */
  quote: string;
  /** For an O*NET task: the occupation that lists it. */
  occupation?: string;
  /** For a requirement: the posting skill it names (an assessed skill then). */
  skill?: string;
}

const wordsOf = (text: string): string[] => text.split(/\s+/u).filter((word) => word !== '');

/** The text as a quotation: trimmed, without closing punctuation, cut at a clause boundary when long. */
export function quoteOf(text: string): string {
  const clean = text
    .replace(/^[\s\-•·*–—]+/u, '')
    .replace(/[\s.;:,!]+$/u, '')
    .replace(/["“”]/gu, "'")
    .trim();
  const words = wordsOf(clean);
  if (words.length <= MAX_QUOTE_WORDS) return clean;
  const head = words.slice(0, MAX_QUOTE_WORDS).join(' ');
  let cut = -1;
  for (const match of head.matchAll(/[,;:]\s|\s(?:and|to|for|with|so that|including|such as|while)\s/gu)) {
    if (wordsOf(head.slice(0, match.index)).length >= MIN_QUOTE_WORDS) cut = match.index;
  }
  return `${(cut > 0 ? head.slice(0, cut) : head).replace(/[\s,;:]+$/u, '')}…`;
}

/** The O*NET tasks of the posting's occupation, when the catalogue role has one. */
export function onetTasksOf(roleTitle: string): { occupation: string; tasks: readonly string[] } | undefined {
  return ONET_TASKS[roleTitle];
}

/** How the caller counts a quoted requirement among the used settings. */
export const requirementKey = (quote: string): string => `requirement:${quote}`;
const onetKey = (quote: string): string => `onet:${quote}`;

/**
 * What a chosen setting uses up in its guide: its duty, or its quoted requirement or O*NET task. A guide
 * quotes each of them once (a second question opening with the same words read as a form filled twice: 566
 * of 2,170 questions in 250 guides did).
 */
export function settingKey(setting: QuestionSetting): string | undefined {
  if (setting.responsibility !== undefined) return setting.responsibility;
  if (setting.source === 'requirement') return requirementKey(setting.quote);
  if (setting.source === 'onet') return onetKey(setting.quote);
  return undefined;
}

/** Picks one of several wordings for a question, seeded by the posting and the question. */
function pick<T>(context: ProfileContext, key: string, options: readonly T[]): T {
  return options[hashText(`${context.postingId}:${key}`) % options.length] as T;
}

/** Words shared by the texts, over the smaller one's words. */
/** How many words of the first set the second holds. */
export function overlap(first: ReadonlySet<string>, second: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of first) if (second.has(word)) shared += 1;
  return shared;
}

/** Key words of a duty the question must share, and the share of the duty's key words they make up. */
const MIN_SHARED_WORDS = 2;
const CLEARLY_SHARED_WORDS = 3;
const MIN_SHARED_SHARE = 0.3;

/**
 * Whether a duty or task is what a question is about, from its key words the question itself shares: at least
 * two, making up a fair share of the duty's key words (or three and more). Words in the model answer alone
 * never make a quotation relevant, nor does one shared word: a reader found 10 of 30 questions opening with a
 * duty loosely related to what they asked when two words shared with the answer sufficed, and 6 of 30 when
 * one word in the question and three in all did ("Lead logistics coordinators and set daily shipping
 * priorities" before a question on a recurring shipping problem).
 */
function isAbout(inQuestion: number, keyWords: number): boolean {
  return (
    inQuestion >= MIN_SHARED_WORDS &&
    (inQuestion >= CLEARLY_SHARED_WORDS || inQuestion / keyWords >= MIN_SHARED_SHARE)
  );
}

/**
 * Words that name no particular work: a duty made of these ("take on the most complex work and help others
 * do their best") is a sentence about the position, not a duty a question can be set in.
 */
const VAGUE_WORDS: ReadonlySet<string> = new Set(
  contentWords(
    'take taking complex complexity others best thing things everything anything part parts people person ' +
      'grow growing learn learning independently own owning area areas end know knowing pull bring deep ' +
      'experience bar set direction judgment judgement hard problem problems around real ship ships start ' +
      'first step career eager ready standard standards level highest hands-on expertise strategy leader ' +
      'leadership represent senior member members mentor mentoring colleagues fundamentals ownership year years',
  ),
);

/** A duty's words that name the work itself. */
const MIN_CONCRETE_DUTY_WORDS = 2;

/** A duty of learning the job: "Learn cloud services…", "Shadow senior staff…". */
const LEARNING_DUTY = /^\s*(?:learn|shadow|observe|study)\b/iu;

/** A reporting line ("You will report directly to our VP of Engineering and work…") says to whom, not what. */
const REPORTING_LINE =
  /^\s*(?:you(?:'ll|’ll| will)\s+)?(?:report|reporting)s?\s+(?:directly\s+|daily\s+)?(?:in)?to\b/iu;

/**
 * The posting addressing the reader about the position or the people around it ("You'll join our human
 * resources team in Orlando", "You'll work closely with mortgage lenders…", "Day to day, you'll partner
 * with…"): a reader found such sentences quoted as duties and closing answers ungrammatically ("how I would
 * go about “You'll work closely…”").
 */
const POSITION_ADDRESS =
  /^\s*(?:day[- ]to[- ]day,?\s+|in this role,?\s+|here,?\s+)?you(?:'ll|’ll| will| would)\s+(?:also\s+)?(?:join|work (?:closely |alongside |hand in hand )?with|partner|bring|be (?:part|joining|working|surrounded|supported)|team up|sit)\b/iu;

/**
 * Whether a responsibility can be quoted as a duty of the job: a statement about the position ("As a senior
 * member of the team, you'll …", "This is a leadership role: …") or one that names no particular work is
 * not, even when the analysis lists it among the responsibilities.
 */
export function isQuotableDuty(context: ProfileContext, duty: string): boolean {
  if (/^\s*(?:as (?:a|an|the|our)\b|this is\b|it's\b|it is\b|we're\b|we are\b|join\b)/iu.test(duty))
    return false;
  if (REPORTING_LINE.test(duty) || POSITION_ADDRESS.test(duty)) return false;
  let concrete = 0;
  for (const word of context.keyWordsOfResponsibility.get(duty) ?? [])
    if (!VAGUE_WORDS.has(word)) concrete += 1;
  return concrete >= MIN_CONCRETE_DUTY_WORDS;
}

/**
 * A requirement in the company's voice, or of more than one sentence ("You're all-in on effective
 * communication… We're focused on building a team that meshes well…"), describes the company or its culture:
 * it is not quoted as what the job requires.
 */
const COMPANY_VOICE = /\b(?:we|we're|we’re|we've|we’ve|our)\b/iu;
const SECOND_SENTENCE = /[.!?]\s+\p{Lu}/u;

/**
 * A requirement that asks only for acquaintance with a subject ("Exposure to …", "Familiarity with …") is not
 * what a question probing the skill asks about, so it is not quoted to set one.
 */
const ACQUAINTANCE_REQUIREMENT =
  /^\s*(?:[-•*]\s*)?(?:some\s+)?(?:exposure|familiarity|awareness|acquaintance|interest)\b|^\s*(?:a|an)\s+(?:basic\s+)?(?:interest|awareness|exposure)\b/iu;

/**
 * The setting for a question: the duty it was built on; else an unused duty that names its skill or is about
 * its work; else an unused requirement that names its skill; else an unused O*NET task of the occupation
 * about its work; else nothing quoted (the question is asked for the job). "Unused": no earlier question of
 * the guide quotes it (settingKey).
 */
export function chooseSetting(
  context: ProfileContext,
  question: {
    id: string;
    /** Content words of the question and its model answer. */
    topicWords: ReadonlySet<string>;
    /** Content words of the question alone: what it is about. */
    questionWords: ReadonlySet<string>;
    responsibility?: string;
    skill?: PostingSkill;
    /** True for a question on `skill` itself (a skill question), not one merely filled with it. */
    asksSkill?: boolean;
    difficulty?: 'EASY' | 'MEDIUM' | 'HARD';
  },
  usedDuties: ReadonlyMap<string, number>,
): QuestionSetting {
  if (question.responsibility !== undefined)
    return {
      source: 'duty',
      responsibility: question.responsibility,
      quote: quoteOf(question.responsibility),
    };
  // A duty of learning ("Learn program governance…") sets only an easy question: a reader found it quoted
  // before a hard one on setting up program governance.
  const duties = context.responsibilities.filter(
    (duty) =>
      isQuotableDuty(context, duty) &&
      (question.difficulty === undefined || question.difficulty === 'EASY' || !LEARNING_DUTY.test(duty)),
  );
  const ranked = duties
    .map((duty) => {
      const namesSkill =
        question.skill !== undefined &&
        context.skillsOfResponsibility.get(duty)?.has(question.skill.id) === true;
      const keyWords = context.keyWordsOfResponsibility.get(duty) ?? new Set<string>();
      const inQuestion = overlap(keyWords, question.questionWords);
      const inAnswer = overlap(keyWords, question.topicWords);
      // Among equally related duties, the posting's seed decides, so postings sharing duties differ.
      const tie = hashText(`${context.postingId}:${question.id}:${duty}`) / 2 ** 32;
      return {
        duty,
        order: tie,
        namesSkill,
        relevant: namesSkill || isAbout(inQuestion, keyWords.size),
        score: (namesSkill ? 10 : 0) + 2 * inQuestion + inAnswer,
        uses: usedDuties.get(duty) ?? 0,
      };
    })
    .filter((entry) => entry.relevant)
    .sort(
      // Among the duties a question is about, the posting's seed decides rather than the most words shared,
      // so postings of one occupation that list the same duties quote different ones.
      (first, second) =>
        first.uses - second.uses ||
        Number(second.namesSkill) - Number(first.namesSkill) ||
        first.order - second.order,
    );
  const best = ranked[0];
  if (best !== undefined && best.uses === 0)
    return { source: 'duty', responsibility: best.duty, quote: quoteOf(best.duty) };
  const requirement = requirementFor(context, question, usedDuties);
  if (requirement !== undefined) return requirement;
  // An O*NET task of the occupation only when it is about the same work as the question, and no other
  // question of the guide quotes it.
  const onet = onetTasksOf(context.analysis.roleTitle);
  const task = (onet?.tasks ?? [])
    .filter((text) => !usedDuties.has(onetKey(quoteOf(text))))
    .map((text) => {
      const words = contentWords(text);
      const inQuestion = overlap(words, question.questionWords);
      const inAnswer = overlap(words, question.topicWords);
      return { text, relevant: isAbout(inQuestion, words.size), shared: 2 * inQuestion + inAnswer };
    })
    .filter((entry) => entry.relevant)
    .sort((first, second) => second.shared - first.shared)[0];
  if (onet !== undefined && task !== undefined)
    return { source: 'onet', quote: quoteOf(task.text), occupation: onet.occupation };
  // Nothing in the posting not quoted already is about this question's work: it is asked for the job,
  // quoting nothing.
  return { source: 'job', quote: '' };
}

/** An unused requirement naming the question's skill that the question is about, as a setting. */
function requirementFor(
  context: ProfileContext,
  question: Parameters<typeof chooseSetting>[1],
  usedDuties: ReadonlyMap<string, number>,
): QuestionSetting | undefined {
  if (question.skill === undefined) return undefined;
  // Quoted only when the question itself is about it too (a requirement of "data analysis" says nothing
  // about a question on joining two tables) and it asks for more than acquaintance.
  // A question on a tool or method itself is about any requirement naming it ("Strong SQL skills" before
  // a question on WHERE and HAVING), even when it shares no other word with it.
  const onTool =
    question.asksSkill === true && (question.skill.type === 'tool' || question.skill.type === 'hard');
  const id = question.skill.id;
  const naming = context.analysis.requirements.filter(
    (sentence) =>
      context.skillsOfRequirement.get(sentence)?.has(id) === true &&
      !ACQUAINTANCE_REQUIREMENT.test(sentence) &&
      !COMPANY_VOICE.test(sentence) &&
      !SECOND_SENTENCE.test(sentence) &&
      !BOILERPLATE_SENTENCE.test(sentence) &&
      (onTool || overlap(contentWords(sentence), question.questionWords) > 0),
  );
  // A requirement another question already quotes is not quoted again.
  const requirement = naming.find((sentence) => !usedDuties.has(requirementKey(quoteOf(sentence))));
  if (requirement !== undefined)
    return { source: 'requirement', quote: quoteOf(requirement), skill: question.skill.name };
  return undefined;
}

/**
 * The sentence a question opens with: the posting's own words in quotation marks, or nothing when nothing in
 * the posting is about the question (the bank question is then asked as it is: a repeated question within
 * one occupation reads better than the title and company spliced into a fixed sentence).
 */
function settingSentence(context: ProfileContext, setting: QuestionSetting, key: string): string | undefined {
  const quote = `“${setting.quote}”`;
  switch (setting.source) {
    case 'duty':
      return pick(context, `lead:${key}`, [
        `The posting lists this duty: ${quote}.`,
        `One of this job's duties reads: ${quote}.`,
        `From the duties of this role: ${quote}.`,
        `This job's description includes ${quote}.`,
        `Take this duty from the posting: ${quote}.`,
      ]);
    case 'requirement':
      return pick(context, `lead:${key}`, [
        `The posting asks for this: ${quote}.`,
        `One requirement of this role reads: ${quote}.`,
      ]);
    case 'onet':
      return `O*NET lists this task for ${setting.occupation ?? 'the occupation'}: ${quote}.`;
    case 'job':
      return undefined;
  }
}

/**
 * The posting's skills the quoted text itself names (a tool or method of the duty or requirement), in the
 * order the posting ranks them, that the answer does not name yet: what a criterion may ask the candidate
 * to apply. Skills the quotation does not name are never added (they made "working with A and B" closings
 * with arbitrary skills). Only a technical question's own assessed skills are named: a reader found the other
 * items of a quoted list asked for where they have no place (Git in an answer on two-sum, Java and Python in
 * one on Go errors, fixed-asset accounting in a question on feedback).
 */
function toolsInQuote(
  context: ProfileContext,
  setting: QuestionSetting,
  question: InterviewQuestion,
): string[] {
  if (setting.source === 'job' || question.type !== 'technical') return [];
  const assessed = new Set(question.assessedSkills.map((name) => name.toLowerCase()));
  const lower = question.answer.toLowerCase();
  // The skills the quotation names, by the product's matcher (a substring would find Go in "Good").
  const quoted = new Set(findSkills([{ index: 0, text: setting.quote }]).map((match) => match.id));
  const ofDuty =
    setting.responsibility === undefined
      ? undefined
      : context.skillsOfResponsibility.get(setting.responsibility);
  return context.skills
    .filter((skill) => skill.type === 'tool' || skill.type === 'hard')
    .filter((skill) => ofDuty?.has(skill.id) === true || quoted.has(skill.id))
    .filter((skill) => assessed.has(skill.name.toLowerCase()))
    .filter((skill) => !lower.includes(skill.name.toLowerCase()))
    .slice(0, MAX_TOOLS_IN_ANSWER)
    .map((skill) => skillInProse(skill.name));
}

/** The most words of a duty a first-person closing carries; a longer duty is cut at a clause boundary. */
const MAX_CLAUSE_WORDS = 24;
/** The most words of a duty a first-person closing carries when the whole would not fit the answer. */
const SHORT_CLAUSE_WORDS = 14;
/** A cut never leaves fewer words than this. */
const MIN_CLAUSE_WORDS = 5;

/**
 * A duty said in the first person, for the answer's closing: the posting's imperative ("Report recruiting
 * metrics to the executive team", "Manages vendor contracts") after "I" ("report recruiting metrics to the
 * executive team"). A blind reader marked all 30 of 30 answers awkward that closed by quoting again, in
 * quotation marks, the duty the question had just quoted ("This is the habit I would bring to “Secure
 * executive investment in…”"); said in the candidate's own voice, the sentence is the candidate's plan for the
 * duty. Undefined when the duty does not open with a verb the product knows, or speaks to or for someone
 * ("you", "our"): the closing then quotes it.
 */
export function dutyAsClause(duty: string, maxWords = MAX_CLAUSE_WORDS): string | undefined {
  const clean = duty
    .replace(/^[\s\-•·*–—]+/u, '')
    .replace(/[\s.;:,!]+$/u, '')
    .trim();
  if (/["“”()…]/u.test(clean) || /\b(?:you|your|yours|we|our|us|I|me|my)\b/iu.test(clean)) return undefined;
  const [first = '', ...rest] = wordsOf(clean);
  if (!/^[A-Z]?[a-z]+$/u.test(first)) return undefined;
  const lower = first.toLowerCase();
  const base = baseVerbOf(lower);
  if (base === undefined || rest.length < 1) return undefined;
  const words = [base, ...rest];
  if (words.length <= maxWords) return words.join(' ');
  const head = words.slice(0, maxWords).join(' ');
  // The latest clause boundary leaving at least MIN_CLAUSE_WORDS, and no list cut after a comma ("with
  // caterers and audiovisual vendors, the marketing team" is a list missing its "and").
  let cut = -1;
  for (const match of head.matchAll(
    /[,;:]\s|\s(?:and|to|for|with|so that|including|such as|while|across|by)\s/gu,
  )) {
    const kept = head.slice(0, match.index);
    const afterComma = kept.slice(kept.lastIndexOf(',') + 1);
    const openList = kept.includes(',') && !/\s(?:and|or)\s/u.test(afterComma);
    if (wordsOf(kept).length >= MIN_CLAUSE_WORDS && !openList) cut = match.index;
  }
  // A duty that cannot be cut where a clause ends is quoted instead: a verb phrase cut mid-way is not a plan.
  return cut > 0 ? head.slice(0, cut).replace(/[\s,;:]+$/u, '') : undefined;
}

/**
 * The answer's closing sentence: it takes the approach to the quoted duty or requirement, whose own words
 * carry what is specific to this posting. A question quoting nothing gets no closing sentence: there is
 * nothing specific to say, and a sentence naming the title, the company or skills would only be a frame.
 */
function closingSentence(
  context: ProfileContext,
  setting: QuestionSetting,
  key: string,
  answerDuty: { duty: string; onet: boolean } | undefined,
  short = false,
): string | undefined {
  const quote = `“${short ? shortQuoteOf(setting.quote) : setting.quote}”`;
  const clauseOf = (duty: string) => dutyAsClause(duty, short ? SHORT_CLAUSE_WORDS : MAX_CLAUSE_WORDS);
  const choose = (templates: readonly Closing[], text: string) =>
    pick(context, `close:${key}`, templates)(text);
  // A duty the answer's own content is about, when the question is not set in one: the answer closes on it.
  // (An O*NET task only for a question quoting nothing: a requirement's own close says more than it, and a
  // question set in a task has its own.)
  if (
    answerDuty !== undefined &&
    (setting.source === 'job' || (setting.source !== 'duty' && !answerDuty.onet))
  ) {
    const duty = `“${short ? shortQuoteOf(quoteOf(answerDuty.duty)) : quoteOf(answerDuty.duty)}”`;
    // A task O*NET lists is not the posting's: the closing says whose it is (a reader took "That is also how
    // I would approach “Advise managers…”" for a duty the posting lacked).
    const clause = clauseOf(answerDuty.duty);
    if (answerDuty.onet)
      return clause !== undefined
        ? choose(CLOSINGS.onetTaskOfAnswerSaid, clause)
        : choose(CLOSINGS.onetTaskOfAnswer, duty);
    return clause !== undefined
      ? choose(CLOSINGS.dutyOfAnswerSaid, clause)
      : choose(CLOSINGS.dutyOfAnswerQuoted, duty);
  }
  switch (setting.source) {
    case 'job':
      return undefined;
    case 'onet': {
      const clause = clauseOf(setting.quote);
      return clause !== undefined ? choose(CLOSINGS.onetTaskSaid, clause) : choose(CLOSINGS.onetTask, quote);
    }
    // A requirement names what the person must know or have done, not work to be handled: the answer shows it.
    case 'requirement':
      return choose(CLOSINGS.requirement, quote);
    case 'duty': {
      const clause = setting.responsibility === undefined ? undefined : clauseOf(setting.responsibility);
      return clause !== undefined ? choose(CLOSINGS.dutySaid, clause) : choose(CLOSINGS.dutyQuoted, quote);
    }
  }
}

type Closing = (text: string) => string;

/**
 * The closing sentences, by what they close on. "Said" closings say a duty in the candidate's voice
 * (dutyAsClause); the others quote it.
 */
const CLOSINGS = {
  onetTaskOfAnswer: [
    (duty) => `The same approach would carry over to work O*NET lists for this occupation, such as ${duty}.`,
    (duty) => `I would take the same care with a task O*NET lists for this occupation, such as ${duty}.`,
    (duty) => `That is also how I would approach a task O*NET lists for this kind of job: ${duty}.`,
  ],
  // A task O*NET lists, said in the candidate's voice as other work of the occupation, never as the posting's
  // (a reader took "That is also how I would approach “Advise managers…”" for a duty the posting lacked).
  onetTaskOfAnswerSaid: [
    (clause) => `The same care would carry over to other work in this occupation, such as when I ${clause}.`,
    (clause) =>
      `I would bring the same approach to related work in this field, for example when I ${clause}.`,
    (clause) => `The same thinking applies to other work this occupation involves, such as when I ${clause}.`,
  ],
  // The question quoted the task as one O*NET lists; the closing says it as the candidate's plan.
  onetTaskSaid: [
    (clause) => `I would work the same way whenever I ${clause}.`,
    (clause) => `The same steps would help me ${clause}.`,
    (clause) => `That is also the way I would ${clause}.`,
  ],
  // The question did not quote the duty (the answer is about it all the same): the closing introduces it.
  dutyOfAnswerSaid: [
    (clause) => `In this job, I would use the same approach when I ${clause}.`,
    (clause) => `Here, that is how I would ${clause}.`,
    (clause) => `In this role, I would rely on the same approach to ${clause}.`,
    (clause) => `I would apply the same thinking when I ${clause}.`,
    (clause) => `I would draw on the same habits to ${clause}.`,
    (clause) => `In this job, the same care would help me ${clause}.`,
  ],
  dutyOfAnswerQuoted: [
    (duty) => `In this job, that is how I would go about ${duty}.`,
    (duty) => `The posting's duty ${duty} is where I would use this first.`,
    (duty) => `I would put this to work on ${duty}.`,
    (duty) => `Here it would serve the duty ${duty}.`,
    (duty) => `The same thinking would guide ${duty}.`,
    (duty) => `I would rely on it for ${duty}.`,
  ],
  onetTask: [
    (quote) => `The same approach would carry over to a task such as ${quote}.`,
    (quote) => `I would take the same care with work such as ${quote}.`,
    (quote) => `That is also how I would approach ${quote}.`,
  ],
  requirement: [
    (quote) => `That is the experience I would point to for ${quote}.`,
    (quote) => `This is what ${quote} means to me in practice.`,
    (quote) => `It is how I would show ${quote} from the first weeks.`,
    (quote) => `Examples like this one are how I would back up ${quote}.`,
    (quote) => `That is what I would offer for ${quote}.`,
    (quote) => `It is the practical side of ${quote}.`,
  ],
  dutySaid: [
    (clause) => `In this role, that is how I would ${clause}.`,
    (clause) => `I would take the same approach here to ${clause}.`,
    (clause) => `That is also the way I would ${clause}.`,
    (clause) => `The same steps would help me ${clause}.`,
    (clause) => `I would work the same way when I ${clause}.`,
    (clause) => `In this job, I would follow the same steps to ${clause}.`,
    (clause) => `I would use that approach from the start to ${clause}.`,
    (clause) => `That habit is what I would rely on to ${clause}.`,
  ],
  dutyQuoted: [
    (quote) => `That is the approach I would take to ${quote}.`,
    (quote) => `I would handle ${quote} the same way.`,
    (quote) => `The same steps would apply to ${quote}.`,
    (quote) => `That is also how I would go about ${quote}.`,
    (quote) => `I would work the same way on ${quote}.`,
    (quote) => `This is the habit I would bring to ${quote}.`,
    (quote) => `It is how I would keep ${quote} on track.`,
    (quote) => `The same method fits ${quote}.`,
  ],
} satisfies Record<string, readonly Closing[]>;

const CLOSING_PATTERNS: readonly RegExp[] = Object.values(CLOSINGS)
  .flat()
  .map((template) => {
    const [before = '', after = ''] = template('\u0000').split('\u0000');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    return new RegExp(`^${escape(before)}.+${escape(after)}$`, 'u');
  });

/** Whether a sentence is a closing question-setting.ts writes (what the content report leaves out of a story). */
export function isClosingSentence(sentence: string): boolean {
  return CLOSING_PATTERNS.some((pattern) => pattern.test(sentence.trim()));
}

const LABELLED = /^(?:Situation|Task|Action|Result):/u;

/**
 * The posting's duty the model answer is most about, for a question set in no duty: one sharing at least two
 * key words with the question and answer, making up a fair share of the duty's key words (or three).
 */
function dutyOfAnswer(
  context: ProfileContext,
  question: InterviewQuestion,
  setting: QuestionSetting,
): { duty: string; onet: boolean } | undefined {
  const words = topicOf(`${question.question} ${question.answer}`);
  const about = (
    texts: readonly string[],
    keyWordsOf: (text: string) => ReadonlySet<string>,
    loosely: boolean,
  ) =>
    texts
      .map((text) => {
        const keyWords = keyWordsOf(text);
        const shared = overlap(keyWords, words);
        return { text, shared, about: loosely ? shared > 0 : isAbout(shared, keyWords.size) };
      })
      .filter((entry) => entry.about)
      .sort((first, second) => second.shared - first.shared)[0]?.text;
  const duties = context.responsibilities.filter((text) => isQuotableDuty(context, text));
  const dutyWords = (text: string) => context.keyWordsOfResponsibility.get(text) ?? new Set<string>();
  const onetTasks = onetTasksOf(context.analysis.roleTitle)?.tasks ?? [];
  // A duty the answer is about; else a task O*NET lists for the occupation. For a question quoting nothing
  // (a thin posting's top-up), else the duty or task sharing the most words with it, however few: it would
  // otherwise carry the same answer in every posting. A question set in a requirement or an O*NET task
  // closes on its own quotation instead: a reader found 5 of 30 answers closing on a loosely related duty
  // ("…is where I would use this first" after a story about something else), and that last resort gave
  // 22% of all answers their closing.
  for (const loosely of setting.source === 'job' ? [false, true] : [false]) {
    const duty = about(duties, dutyWords, loosely);
    if (duty !== undefined) return { duty, onet: false };
    // A requirement reads the same in postings of several occupations ("Recognized expertise in JavaScript,
    // TypeScript and React"): a duty naming the same skill is where the answer applies in this one.
    const skill = context.skills.find((entry) => entry.name === setting.skill);
    const naming =
      skill === undefined
        ? undefined
        : duties.find((text) => context.skillsOfResponsibility.get(text)?.has(skill.id) === true);
    if (naming !== undefined) return { duty: naming, onet: false };
    // A question quoting nothing closes on a duty of its own posting sharing a word with it before a task
    // of its occupation: O*NET's tasks are the same for every posting of the occupation (and for catalogue
    // roles sharing an O*NET occupation), so such a closing made answers repeat across postings.
    if (setting.source === 'job' && !loosely) {
      const loose = about(duties, dutyWords, true);
      if (loose !== undefined) return { duty: loose, onet: false };
    }
    const task = about(onetTasks, contentWords, loosely);
    if (task !== undefined) return { duty: task, onet: true };
  }
  return undefined;
}

/** The most words a closing quotes of its duty when the whole quotation would not fit the answer. */
const SHORT_QUOTE_WORDS = 8;

/** The quotation's first words, up to SHORT_QUOTE_WORDS, marked with "…" where cut. */
function shortQuoteOf(quote: string): string {
  const words = wordsOf(quote);
  if (words.length <= SHORT_QUOTE_WORDS + 2) return quote;
  return `${words
    .slice(0, SHORT_QUOTE_WORDS)
    .join(' ')
    .replace(/[,;:]+$/u, '')}…`;
}

/**
 * A sentence that leans on the one before it ("It…", "If it does not…", "Then…"): the sentence before it is
 * not cut (a reader found "If it does not" with nothing for "it" to refer to).
 */
const LEANS_ON_PREVIOUS =
  /^(?:It|Its|This|That|These|Those|They|Them|Their|He|She|His|Her|Then|So|But|However|Instead|Otherwise|Also|Both|Either|Neither|Once|If (?:it|so|not|they|that|this|he|she)|After that|Meanwhile)\b/u;

/**
 * The answer with its closing, within ANSWER_MAX_WORDS: whole sentences are cut from the end of the middle
 * (never a labelled STAR part, the first or the last sentence), first those the next sentence does not lean
 * on.
 */
function fitAnswer(answer: string, closing: string | undefined): string {
  if (closing === undefined) return answer;
  const sentences = answer.split(/(?<=[.!?])\s+(?=[A-Z"“])/u);
  const count = (parts: readonly string[]): number => wordsOf([...parts, closing].join(' ')).length;
  const cuttable = (index: number, strict: boolean): boolean =>
    !LABELLED.test(sentences[index] ?? '') &&
    (!strict || !LEANS_ON_PREVIOUS.test(sentences[index + 1] ?? ''));
  while (count(sentences) > ANSWER_MAX_WORDS) {
    let removable = -1;
    for (const strict of [true, false]) {
      for (let index = sentences.length - 2; index > 0 && removable < 0; index -= 1)
        if (cuttable(index, strict)) removable = index;
      if (removable >= 0) break;
    }
    if (removable < 0) break;
    sentences.splice(removable, 1);
  }
  return `${sentences.join(' ')} ${closing}`;
}

/**
 * The question asked about its setting: the opening sentence, the answer's closing sentence (the answer
 * kept within the word limit) and a criterion on applying it to the posting. The setting's duty becomes
 * an assessed responsibility.
 */
export function placeInSetting(
  context: ProfileContext,
  question: InterviewQuestion,
  setting: QuestionSetting,
): InterviewQuestion {
  const key = question.id;
  const tools = toolsInQuote(context, setting, question);
  const answerDuty = setting.source !== 'duty' ? dutyOfAnswer(context, question, setting) : undefined;
  // The closing quotes its duty whole where that fits; else only the duty's first words, so less of the
  // answer is cut (580 of 847 field-written answers lost a sentence to whole quotations).
  const whole = closingSentence(context, setting, key, answerDuty);
  const closing =
    whole !== undefined && wordsOf(`${question.answer} ${whole}`).length > ANSWER_MAX_WORDS
      ? closingSentence(context, setting, key, answerDuty, true)
      : whole;
  let answer = fitAnswer(question.answer, closing);
  const words = wordsOf(answer).length;
  if (words > ANSWER_MAX_WORDS || words < ANSWER_MIN_WORDS) answer = question.answer;
  const naming = tools.length > 0 ? `, naming how ${joinList(tools)} would be used` : '';
  const criterion =
    setting.source === 'job'
      ? undefined
      : setting.source === 'onet'
        ? `Relates the answer to the work of ${setting.occupation ?? 'the occupation'}, such as “${setting.quote}”.`
        : `Applies the answer to this job's own ${setting.source === 'duty' ? 'duty' : 'requirement'}, “${setting.quote}”${naming}.`;
  const criteria =
    criterion === undefined
      ? question.evaluationCriteria
      : [...question.evaluationCriteria.slice(0, MAX_CRITERIA - 1), criterion];
  const assessedResponsibilities =
    setting.responsibility === undefined
      ? question.assessedResponsibilities
      : [
          setting.responsibility,
          ...question.assessedResponsibilities.filter((duty) => duty !== setting.responsibility),
        ];
  const assessedSkills =
    setting.skill === undefined || question.assessedSkills.includes(setting.skill)
      ? question.assessedSkills
      : [setting.skill, ...question.assessedSkills];
  return {
    ...question,
    assessedSkills,
    question: [settingSentence(context, setting, key), question.question].filter(Boolean).join(' '),
    answer,
    evaluationCriteria: criteria,
    assessedResponsibilities,
  };
}

/** Content words of a text, for choosing a setting. */
export const topicOf = (text: string): Set<string> => contentWords(text);
