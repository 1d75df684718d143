import type { ExperienceLevel, InterviewQuestion, RoleGroup } from '@careerlens/contracts';
import { findSkills } from '../skills/matcher';
import { findSkillByName } from '../skills/taxonomy';
import { skillInProse } from '../text/prose';
import { seededIndex, seededRotation, type PostingSkill, type ProfileContext } from './profile-context';
import {
  contentWords,
  fillTemplate,
  splitDuty,
  hasPlaceholder,
  jaccard,
  PLACEHOLDER_PATTERN,
  REWORDED_QUESTION_JACCARD,
  SAME_TOPIC_JACCARD,
  type TemplateFills,
} from './profile-text';
import { findRoleQuestions, findSkillQuestions, findThemedQuestions, getQuestionBank } from './question-bank';
import type { BankQuestion, ThemedQuestion } from './types';
import type { ContentLevel } from './content-report';
import {
  chooseSetting,
  isQuotableDuty,
  overlap,
  placeInSetting,
  settingKey,
  type QuestionSetting,
} from './question-setting';

/** A profile holds between these many questions. */
export const MIN_PROFILE_QUESTIONS = 8;
export const MAX_PROFILE_QUESTIONS = 12;
/** The size the generator aims for before it tops up or balances the mix. */
const TARGET_PROFILE_QUESTIONS = 10;
/** Role questions taken from the mapped catalogue role. */
const MAX_ROLE_QUESTIONS = 4;
/** Skill questions for the posting's top required skills. */
const MIN_SKILL_QUESTIONS = 2;
const MAX_SKILL_QUESTIONS = 4;
/** Behavioural and situational questions filled with the posting's responsibilities. */
const MIN_THEMED_QUESTIONS = 2;
const MAX_THEMED_QUESTIONS = 3;
/** Most skills listed as assessed by one question. */
const MAX_ASSESSED_SKILLS = 4;
/** Most responsibilities listed as assessed by one question that was not filled with one. */
const MAX_LINKED_RESPONSIBILITIES = 2;
/** A question is tied to a responsibility when it shares this many of its key words... */
const MIN_SHARED_KEY_WORDS = 2;
/** ...making up at least this share of them. */
const MIN_SHARED_KEY_WORD_SHARE = 0.34;
/** The catch-all role whose general questions top up a thin profile. */
const GENERAL_ROLE = 'Other';

/** Themes in the order that suits each level: leadership first for senior people, learning for beginners. */
const LEVEL_THEMES: Readonly<Record<ExperienceLevel, readonly string[]>> = {
  'entry-level': [
    'learning',
    'initiative',
    'teamwork',
    'feedback',
    'mistake',
    'deadline',
    'customer',
    'prioritisation',
    'change',
    'conflict',
    'workload',
    'ambiguity',
  ],
  'mid-level': [
    'prioritisation',
    'stakeholder',
    'data-driven-decision',
    'conflict',
    'deadline',
    'ambiguity',
    'failure',
    'influence',
    'customer',
    'change',
    'feedback',
    'initiative',
    'workload',
    'mistake',
    'teamwork',
  ],
  'senior-level': [
    'leadership',
    'mentoring',
    'influence',
    'stakeholder',
    'ambiguity',
    'conflict',
    'disagreement-with-manager',
    'failure',
    'data-driven-decision',
    'change',
    'prioritisation',
    'ethics',
  ],
  'lead-principal': [
    'leadership',
    'mentoring',
    'change',
    'influence',
    'ethics',
    'stakeholder',
    'ambiguity',
    'disagreement-with-manager',
    'conflict',
    'failure',
    'data-driven-decision',
  ],
};

/**
 * The difficulty mix follows the posting's seniority: an intern gets no HARD question and an entry-level
 * candidate at most one; a senior posting at most one EASY question and a lead, principal or director
 * posting none. So an internship is mostly EASY and MEDIUM and a director mostly MEDIUM and HARD. Only a
 * posting too thin to fill the minimum number of questions otherwise relaxes the rule.
 */
const DIFFICULTY_LIMITS: Readonly<
  Record<ContentLevel, Partial<Record<InterviewQuestion['difficulty'], number>>>
> = {
  internship: { HARD: 0 },
  'entry-level': { HARD: 1 },
  'mid-level': {},
  'senior-level': { EASY: 1 },
  'lead-principal': { EASY: 0 },
};

/** How many of a level's first themes the seed chooses between, for each slot. */
const THEME_CHOICE_WINDOW = 2;

/** Where a group's theme goes in the level's list. */
const GROUP_THEME_POSITION = 2;
/** A theme that suits a role group, tried early. */
const GROUP_THEMES: Partial<Record<RoleGroup, string>> = {
  'Sales & Customer': 'customer',
  'Data & Analytics': 'data-driven-decision',
  'Business & Strategy': 'stakeholder',
  'Product & Design': 'stakeholder',
  'HR & People': 'conflict',
  'Finance & Operations': 'mistake',
};

/** Soft skills each theme probes; a themed question assesses those the posting asks for. */
const THEME_SKILL_NAMES: Readonly<Record<string, readonly string[]>> = {
  conflict: ['Conflict Resolution', 'Diplomacy', 'Emotional Intelligence'],
  prioritisation: ['Prioritization', 'Time Management', 'Multitasking'],
  failure: ['Resilience', 'Accountability', 'Growth Mindset'],
  feedback: ['Giving Feedback', 'Coachability', 'Growth Mindset'],
  leadership: ['Leadership', 'Team Leadership', 'People Management', 'Motivating Others'],
  ambiguity: ['Comfort with Ambiguity', 'Problem Solving', 'Adaptability'],
  deadline: ['Meeting Deadlines', 'Working Under Pressure', 'Time Management'],
  stakeholder: ['Stakeholder Management', 'Expectation Management'],
  mistake: ['Accountability', 'Integrity', 'Attention to Detail'],
  learning: ['Learning Agility', 'Growth Mindset', 'Curiosity'],
  initiative: ['Initiative', 'Self-Motivation', 'Bias for Action'],
  influence: ['Influencing', 'Persuasion', 'Consensus Building'],
  customer: ['Customer Focus', 'Customer Service', 'Client Communication', 'De-escalation'],
  ethics: ['Integrity', 'Ethical Judgment'],
  change: ['Adaptability', 'Change Management'],
  teamwork: ['Teamwork', 'Collaboration'],
  'data-driven-decision': ['Data Analysis', 'Decision Making', 'Analytical Thinking'],
  mentoring: ['Mentoring', 'Coaching'],
  'disagreement-with-manager': ['Diplomacy', 'Assertiveness', 'Communication'],
  workload: ['Time Management', 'Prioritization', 'Delegation'],
};

let themeSkillIds: ReadonlyMap<string, readonly string[]> | undefined;

function skillIdsOfTheme(theme: string): readonly string[] {
  themeSkillIds ??= new Map(
    Object.entries(THEME_SKILL_NAMES).map(([name, skills]) => [
      name,
      skills.flatMap((skill) => findSkillByName(skill)?.id ?? []),
    ]),
  );
  return themeSkillIds.get(theme) ?? [];
}

/** Skill types a {skill} placeholder takes: things one learns, applies and makes mistakes with. */
const FILL_SKILL_TYPES: ReadonlySet<string> = new Set(['hard', 'tool', 'domain']);

/** Where a candidate comes from: decides how its assessed skills are found. */
type CandidateSource = 'role' | 'skill' | 'themed';

/** A bank question filled for the posting; what it assesses is worked out only once it is chosen. */
interface Candidate {
  bankQuestion: BankQuestion;
  source: CandidateSource;
  question: string;
  answer: string;
  evaluationCriteria: string[];
  /** Content words of the question: the checker's rewording test compares these. */
  questionWords: Set<string>;
  /** Content words of the question and answer: two questions on one topic share many of these. */
  topicWords: Set<string>;
  /** The values its placeholders were filled with. */
  fills: TemplateFills;
  /** The responsibility a {responsibility} placeholder was filled with. */
  responsibility?: string;
  /** The skill a skill question asks about, or the one a {skill} placeholder was filled with. */
  skill?: PostingSkill;
  theme?: string;
}

class QuestionSelection {
  readonly chosen: Candidate[] = [];
  /** Set for the last top-ups of a thin posting: the level's difficulty limits no longer apply. */
  relaxed = false;
  /**
   * Set until the top-ups: a skill or themed question nothing in the posting is about (it would be asked as
   * the bank words it, the same text and answer in any posting) is not chosen while this holds.
   */
  setOnly = true;

  /** The setting of each chosen question (question-setting.ts), in the order chosen. */
  readonly settings: QuestionSetting[] = [];
  /** What the chosen questions' settings quote (settingKey), so no other question of the guide quotes it. */
  readonly usedSettings = new Map<string, number>();
  private readonly level: ContentLevel;

  constructor(private readonly context: ProfileContext) {
    this.level = context.level;
  }

  /** The setting the candidate would get if it were chosen next. */
  settingFor(candidate: Candidate): QuestionSetting {
    return settingOf(this.context, candidate, this.usedSettings);
  }

  /** True when a duty is quoted already (by a question built on it or set in it). */
  isQuoted(duty: string): boolean {
    return this.usedSettings.has(duty);
  }

  /** True when the level's rule allows one more question of this difficulty. */
  allows(difficulty: InterviewQuestion['difficulty']): boolean {
    const limit = DIFFICULTY_LIMITS[this.level][difficulty];
    if (this.relaxed || limit === undefined) return true;
    return this.chosen.filter((candidate) => candidate.bankQuestion.difficulty === difficulty).length < limit;
  }

  /** The difficulties the level asks for at all. */
  wantsDifficulty(difficulty: InterviewQuestion['difficulty']): boolean {
    return DIFFICULTY_LIMITS[this.level][difficulty] !== 0;
  }
  private readonly usedThemes = new Set<string>();
  private readonly skillsAsked = new Set<string>();

  get size(): number {
    return this.chosen.length;
  }

  get isFull(): boolean {
    return this.chosen.length >= MAX_PROFILE_QUESTIONS;
  }

  hasType(type: InterviewQuestion['type']): boolean {
    return this.chosen.some((candidate) => candidate.bankQuestion.type === type);
  }

  hasDifficulty(difficulty: InterviewQuestion['difficulty']): boolean {
    return this.chosen.some((candidate) => candidate.bankQuestion.difficulty === difficulty);
  }

  hasId(id: string): boolean {
    return this.chosen.some((candidate) => candidate.bankQuestion.id === id);
  }

  /** How much a question would improve the mix of types and difficulties. */
  mixGain(question: BankQuestion): number {
    let gain = 0;
    if (!this.hasType(question.type)) gain += 2;
    if (!this.allows(question.difficulty)) return -1;
    if (!this.hasDifficulty(question.difficulty)) gain += 1;
    if (question.type === 'behavioural' && !this.hasType('behavioural')) gain += 2;
    return gain;
  }

  isThemeUsed(theme: string): boolean {
    return this.usedThemes.has(theme);
  }

  isSkillAsked(skillId: string): boolean {
    return this.skillsAsked.has(skillId);
  }

  /** True when the candidate rewords a chosen question or asks about the same problem. */
  private repeats(candidate: Candidate): boolean {
    return this.chosen.some(
      (other) =>
        jaccard(other.questionWords, candidate.questionWords) > REWORDED_QUESTION_JACCARD ||
        jaccard(other.topicWords, candidate.topicWords) > SAME_TOPIC_JACCARD,
    );
  }

  /** Adds a candidate unless the profile is full, its id is taken or it repeats a chosen question. */
  add(candidate: Candidate): boolean {
    if (this.isFull || this.hasId(candidate.bankQuestion.id) || this.repeats(candidate)) return false;
    if (!this.allows(candidate.bankQuestion.difficulty)) return false;
    // A question built on a duty another question already quotes would open with the same words.
    if (candidate.responsibility !== undefined && this.usedSettings.has(candidate.responsibility))
      return false;
    const setting = this.settingFor(candidate);
    this.chosen.push(candidate);
    this.settings.push(setting);
    const key = settingKey(setting);
    if (key !== undefined) this.usedSettings.set(key, (this.usedSettings.get(key) ?? 0) + 1);
    if (candidate.theme !== undefined) this.usedThemes.add(candidate.theme);
    // A skill asked about, or filled into a template, is not the first choice for the next {skill}.
    if (candidate.skill !== undefined) this.skillsAsked.add(candidate.skill.id);
    return true;
  }
}

/** Content words of each bank question and answer without its placeholders, worked out once. */
const bankTopicWords = new WeakMap<BankQuestion, ReadonlySet<string>>();

/**
 * Content words of a filled question and answer: the bank text's (cached) and the fills' own. Cheaper
 * than reading the filled answer again for every way of filling it.
 */
function topicWordsOf(bankQuestion: BankQuestion, fills: TemplateFills): Set<string> {
  let base = bankTopicWords.get(bankQuestion);
  if (base === undefined) {
    base = contentWords(`${bankQuestion.question}\n${bankQuestion.answer}`.replace(PLACEHOLDER_GLOBAL, ' '));
    bankTopicWords.set(bankQuestion, base);
  }
  const words = new Set(base);
  const text = `${bankQuestion.question}\n${bankQuestion.answer}`;
  for (const [name, value] of [
    ['{role}', fills.role],
    ['{skill}', fills.skill],
    ['{responsibility}', fills.responsibility],
  ] as const) {
    if (value !== undefined && text.includes(name)) for (const word of contentWords(value)) words.add(word);
  }
  return words;
}

/** Every placeholder in a text. */
const PLACEHOLDER_GLOBAL = new RegExp(PLACEHOLDER_PATTERN.source, 'gu');

/** Fills a bank question's placeholders; undefined when one cannot be filled. */
function fillCandidate(
  bankQuestion: BankQuestion,
  source: CandidateSource,
  fills: TemplateFills,
  extra: { skill?: PostingSkill; theme?: string; responsibility?: string } = {},
): Candidate | undefined {
  const question = fillTemplate(bankQuestion.question, fills);
  const answer = fillTemplate(bankQuestion.answer, fills);
  const evaluationCriteria = bankQuestion.evaluationCriteria.map((criterion) =>
    fillTemplate(criterion, fills),
  );
  if ([question, answer, ...evaluationCriteria].some(hasPlaceholder)) return undefined;
  return {
    bankQuestion,
    source,
    question,
    answer,
    evaluationCriteria,
    questionWords: contentWords(question),
    topicWords: topicWordsOf(bankQuestion, fills),
    fills,
    ...extra,
  };
}

/** Skill ids each bank question's own text names (question, answer and criteria, placeholders left out). */
const bankSkillIds = new WeakMap<BankQuestion, readonly string[]>();

function fullText(bankQuestion: BankQuestion): string {
  return [bankQuestion.question, bankQuestion.answer, ...bankQuestion.evaluationCriteria].join('\n');
}

/**
 * The posting skills a filled question names: those in the bank text (matched once per bank question and
 * cached) and those in the values filled into it.
 */
function postingSkillsIn(context: ProfileContext, candidate: Candidate): PostingSkill[] {
  let ids = bankSkillIds.get(candidate.bankQuestion);
  if (ids === undefined) {
    const text = fullText(candidate.bankQuestion).replace(PLACEHOLDER_GLOBAL, '\n');
    ids = findSkills(text, { maxEvidence: 1 }).map((match) => match.id);
    bankSkillIds.set(candidate.bankQuestion, ids);
  }
  const text = fullText(candidate.bankQuestion);
  const filled = [
    text.includes('{role}') ? candidate.fills.role : undefined,
    text.includes('{skill}') ? candidate.fills.skill : undefined,
    text.includes('{responsibility}') ? candidate.fills.responsibility : undefined,
  ].filter((value): value is string => value !== undefined);
  const fillIds =
    filled.length === 0 ? [] : findSkills(filled.join('\n'), { maxEvidence: 1 }).map((match) => match.id);
  const found: PostingSkill[] = [];
  for (const id of new Set([...ids, ...fillIds])) {
    const skill = context.skillById.get(id);
    if (skill !== undefined) found.push(skill);
  }
  return found;
}

/** The posting's most important required skills that the mapped role usually asks for. */
function roleRelevantSkills(context: ProfileContext): PostingSkill[] {
  return context.skills.filter((skill) => skill.isRequired && isRoleSkill(context, skill));
}

function isRoleSkill(context: ProfileContext, skill: PostingSkill): boolean {
  const profile = context.roleProfile;
  if (profile === undefined) return false;
  return (
    profile.coreSkillIds.includes(skill.id) ||
    profile.commonSkillIds.includes(skill.id) ||
    profile.certificationIds.includes(skill.id)
  );
}

/**
 * Skills a chosen question assesses, all of them the posting's: a skill question's skill; otherwise the
 * skill it was filled with, the posting skills its text names and, for a themed question, the soft
 * skills its theme probes; failing all of those, the posting's most important skills for the role (soft
 * skills for a themed question).
 */
function assessedSkillsOf(context: ProfileContext, candidate: Candidate): string[] {
  if (candidate.source === 'skill' && candidate.skill !== undefined) return [candidate.skill.name];
  const found = new Set<PostingSkill>();
  if (candidate.skill !== undefined) found.add(candidate.skill);
  for (const skill of postingSkillsIn(context, candidate)) found.add(skill);
  for (const id of candidate.theme === undefined ? [] : skillIdsOfTheme(candidate.theme)) {
    const skill = context.skillById.get(id);
    if (skill !== undefined) found.add(skill);
  }
  if (found.size === 0) {
    const fallback =
      candidate.source === 'themed'
        ? context.skills.filter((skill) => skill.type === 'soft')
        : roleRelevantSkills(context);
    // Failing those too, the posting's most important skills of any kind: a question always assesses one.
    for (const skill of (fallback.length > 0 ? fallback : context.skills).slice(0, 2)) found.add(skill);
  }
  return [...found]
    .sort((first, second) => first.rank - second.rank)
    .slice(0, MAX_ASSESSED_SKILLS)
    .map((skill) => skill.name);
}

/**
 * Responsibilities a chosen question assesses: the one it was filled with; otherwise those whose key
 * words the question shares, and, for a skill question, those that name its skill.
 */
function assessedResponsibilitiesOf(context: ProfileContext, candidate: Candidate): string[] {
  if (candidate.responsibility !== undefined) return [candidate.responsibility];
  const skillId = candidate.source === 'skill' ? candidate.skill?.id : undefined;
  const linked: string[] = [];
  for (const responsibility of context.responsibilities) {
    if (linked.length === MAX_LINKED_RESPONSIBILITIES) break;
    const namesSkill =
      skillId !== undefined && context.skillsOfResponsibility.get(responsibility)?.has(skillId) === true;
    const keyWords = context.keyWordsOfResponsibility.get(responsibility) ?? new Set<string>();
    let shared = 0;
    for (const word of keyWords) if (candidate.questionWords.has(word)) shared += 1;
    const sharesKeyWords =
      shared >= MIN_SHARED_KEY_WORDS &&
      keyWords.size > 0 &&
      shared / keyWords.size >= MIN_SHARED_KEY_WORD_SHARE;
    if (namesSkill || sharesKeyWords) linked.push(responsibility);
  }
  return linked;
}

/**
 * The posting's responsibility closest to a question (most key words shared; the first listed on a tie):
 * what a question assesses when it names no skill of the posting (a posting that lists none) and shares no
 * responsibility's key words, so that every question assesses something the posting asks for.
 */
function closestResponsibility(context: ProfileContext, candidate: Candidate): string | undefined {
  let best: string | undefined;
  let bestShared = -1;
  for (const responsibility of context.responsibilities) {
    let shared = 0;
    for (const word of context.keyWordsOfResponsibility.get(responsibility) ?? [])
      if (candidate.questionWords.has(word)) shared += 1;
    if (shared > bestShared) {
      best = responsibility;
      bestShared = shared;
    }
  }
  return best;
}

function toInterviewQuestion(context: ProfileContext, candidate: Candidate): InterviewQuestion {
  const assessedSkills = assessedSkillsOf(context, candidate);
  let assessedResponsibilities = assessedResponsibilitiesOf(context, candidate);
  if (assessedSkills.length === 0 && assessedResponsibilities.length === 0) {
    const closest = closestResponsibility(context, candidate);
    if (closest !== undefined) assessedResponsibilities = [closest];
  }
  return {
    id: candidate.bankQuestion.id,
    question: candidate.question,
    answer: candidate.answer,
    difficulty: candidate.bankQuestion.difficulty,
    type: candidate.bankQuestion.type,
    assessedSkills,
    assessedResponsibilities,
    evaluationCriteria: candidate.evaluationCriteria,
  };
}

/** The skill a {skill} placeholder names: an important hard skill or tool, preferably one not yet asked about. */
function skillToFill(context: ProfileContext, selection: QuestionSelection): PostingSkill | undefined {
  const candidates = context.skills.filter((skill) => skill.isRequired && FILL_SKILL_TYPES.has(skill.type));
  return candidates.find((skill) => !selection.isSkillAsked(skill.id)) ?? candidates[0];
}

/** Scores for ordering themed options; higher is tried first. A duty no question quotes yet (the only kind offered). */
const MIX_WEIGHT = 2;
const UNUSED_RESPONSIBILITY_BONUS = 1;
const DUTY_WITHOUT_VERB_PENALTY = -0.5;
const THEME_DUTY_BONUS = 0.5;
/** A question written for the posting's field is tried before any general one (findThemedQuestions). */
const FIELD_QUESTION_BONUS = 4;
/**
 * Among duties a question may be set in, those sharing key words with its model answer come first (this much
 * per word, at most ANSWER_DUTY_MAX): a field's story then sits in the duty nearest its own work.
 */
const ANSWER_DUTY_WEIGHT = 0.25;
const ANSWER_DUTY_MAX = 1;

/**
 * Words of a duty that suit a theme's question: a leadership question is set in a duty that leads or
 * coordinates people, a customer question in one that serves customers, a learning question in one that
 * names a tool. Among unused duties, one that suits the theme comes first.
 */
const THEME_DUTY_WORDS: Readonly<Record<string, string>> = {
  leadership:
    'lead leads leading supervise oversee direct coordinate coordinates manage team teams staff crew',
  mentoring: 'mentor coach train onboard junior new hires staff',
  customer:
    'customer customers client clients guest guests patient patients user users service member members',
  stakeholder:
    'stakeholder stakeholders partner partners executive executives leadership client clients present report',
  'data-driven-decision':
    'data analyse analyze analysis report reports reporting metric metrics dashboard dashboards forecast kpi',
  learning: 'tool tools system systems software platform platforms',
  teamwork: 'cross-functional together team teams shared',
  deadline: 'deadline deadlines deliver schedule schedules close launch launches release releases',
  change: 'implement improve migrate migration process processes system systems rollout',
  mistake: 'reconcile reconciliation audit accuracy accurate record records compliance review',
  ethics: 'compliance confidential confidentiality policy policies regulation regulations privacy',
  conflict: 'coordinate team teams cross-functional',
  influence: 'recommend recommendations propose improve strategy present',
  feedback: 'review reviews feedback quality',
  failure: 'test testing launch deliver project projects',
};

let themeDutyWords: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/**
 * Verbs of a duty that is a way of working with people or of learning rather than a piece of work
 * ("Collaborate day to day with journalists", "Learn cloud services and the organization's standards"): a
 * question about "this duty" having a deadline, a first assignment or a better way of doing it makes no
 * sense for one.
 */
const NON_TASK_DUTY_VERBS: ReadonlySet<string> = new Set([
  'collaborate',
  'partner',
  'work',
  'liaise',
  'interface',
  'communicate',
  'share',
  'team',
  'act',
  'serve',
  'be',
  'join',
  'report',
  'attend',
  'participate',
  'learn',
  'shadow',
  'observe',
  'study',
]);

/** Whether a question written about "this duty" can be set in the duty: one whose first verb names a task. */
function isTaskDuty(duty: string): boolean {
  const [verb] = splitDuty(duty).verbs;
  return verb !== undefined && !NON_TASK_DUTY_VERBS.has(verb);
}

/** Themes whose questions on "this duty" need a duty that suits them (learning: one that names a tool). */
const THEMES_NEEDING_FIT: ReadonlySet<string> = new Set(['learning']);

/** True when a duty names words that suit the theme, or a tool for the learning theme. */
function suitsTheme(context: ProfileContext, theme: string, duty: string): boolean {
  themeDutyWords ??= new Map(
    Object.entries(THEME_DUTY_WORDS).map(([name, words]) => [name, contentWords(words)]),
  );
  const words = themeDutyWords.get(theme);
  if (words === undefined) return false;
  if (theme === 'learning')
    for (const id of context.skillsOfResponsibility.get(duty) ?? [])
      if (context.skillById.get(id)?.type === 'tool') return true;
  for (const word of contentWords(duty)) if (words.has(word)) return true;
  return false;
}

/** Content words of bank answers, read once per question. */
const answerWordCache = new WeakMap<BankQuestion, ReadonlySet<string>>();
function answerWordsOf(bankQuestion: BankQuestion): ReadonlySet<string> {
  let words = answerWordCache.get(bankQuestion);
  if (words === undefined) {
    words = contentWords(bankQuestion.answer);
    answerWordCache.set(bankQuestion, words);
  }
  return words;
}

/** One way to fill a themed question, scored before it is filled. */
interface ThemedOption {
  bankQuestion: ThemedQuestion;
  responsibility: string | undefined;
  score: number;
  order: number;
}

function themedOptions(context: ProfileContext, selection: QuestionSelection, theme: string): ThemedOption[] {
  const options: ThemedOption[] = [];
  const questions = seededRotation(
    context,
    `theme:${theme}`,
    findThemedQuestions(theme, context.analysis.roleTitle),
  );
  // A question set in a duty is asked only with one that is really a duty of the job (quoted before it).
  const duties = seededRotation(
    context,
    `duties:${theme}`,
    context.responsibilities.filter(
      (duty) =>
        isQuotableDuty(context, duty) &&
        isTaskDuty(duty) &&
        (!THEMES_NEEDING_FIT.has(theme) || suitsTheme(context, theme, duty)),
    ),
  );
  const hasFillSkill = skillToFill(context, selection) !== undefined;
  for (const bankQuestion of questions) {
    if (selection.hasId(bankQuestion.id)) continue;
    const text = [bankQuestion.question, bankQuestion.answer, ...bankQuestion.evaluationCriteria].join('\n');
    if (text.includes('{skill}') && !hasFillSkill) continue;
    // "improved your {skill}" reads as a slot for any skill but a few: such questions are not asked.
    if (bankQuestion.question.includes('{skill}')) continue;
    // A posting value spliced into a question reads as a filled slot: the duty is quoted before it instead.
    if (bankQuestion.question.includes('{responsibility}')) continue;
    const base =
      selection.mixGain(bankQuestion) * MIX_WEIGHT +
      (bankQuestion.fits === undefined ? 0 : FIELD_QUESTION_BONUS);
    const order = options.length;
    const needsDuty = bankQuestion.setInDuty === true || text.includes('{responsibility}');
    if (!needsDuty) {
      // With no responsibilities to ground a template in, questions that need none come first.
      options.push({
        bankQuestion,
        responsibility: undefined,
        score: base + (duties.length === 0 ? 1 : 0),
        order,
      });
    } else {
      const answerWords = answerWordsOf(bankQuestion);
      duties.forEach((responsibility, dutyOrder) => {
        // A duty another question quotes already is not quoted again.
        if (selection.isQuoted(responsibility)) return;
        const withoutVerb = (context.phraseOf.get(responsibility) ?? '').startsWith('handle ');
        options.push({
          bankQuestion,
          responsibility,
          score:
            base +
            UNUSED_RESPONSIBILITY_BONUS +
            (withoutVerb ? DUTY_WITHOUT_VERB_PENALTY : 0) +
            (suitsTheme(context, theme, responsibility) ? THEME_DUTY_BONUS : 0) +
            Math.min(
              ANSWER_DUTY_MAX,
              ANSWER_DUTY_WEIGHT *
                overlap(context.keyWordsOfResponsibility.get(responsibility) ?? new Set(), answerWords),
            ),
          order: order + dutyOrder / (duties.length + 1),
        });
      });
    }
  }
  return options.sort((first, second) => second.score - first.score || first.order - second.order);
}

/** Adds the best question of a theme that fits; returns true when one was added. */
function addThemeQuestion(context: ProfileContext, selection: QuestionSelection, theme: string): boolean {
  const skill = skillToFill(context, selection);
  for (const option of themedOptions(context, selection, theme)) {
    const { bankQuestion, responsibility } = option;
    const fills: TemplateFills = {
      role: context.roleName,
      ...(skill !== undefined
        ? {
            skill: skillInProse(skill.name),
            skillAsAbility:
              skill.type === 'tool' ? `${skillInProse(skill.name)} skills` : skillInProse(skill.name),
          }
        : {}),
      ...(responsibility !== undefined ? { responsibility: context.phraseOf.get(responsibility) ?? '' } : {}),
    };
    const usesSkill = [bankQuestion.question, bankQuestion.answer].some((text) => text.includes('{skill}'));
    const candidate = fillCandidate(bankQuestion, 'themed', fills, {
      theme,
      ...(responsibility !== undefined ? { responsibility } : {}),
      ...(usesSkill && skill !== undefined ? { skill } : {}),
    });
    if (candidate !== undefined && isSetOrAllowed(context, selection, candidate) && selection.add(candidate))
      return true;
  }
  return false;
}

/** Whether the posting says something about the candidate, or the selection no longer requires it. */
function isSetOrAllowed(
  context: ProfileContext,
  selection: QuestionSelection,
  candidate: Candidate,
): boolean {
  // A themed question written for a field is asked only where it quotes a duty of the posting. Asked for the
  // job alone, or on a task O*NET lists (one occupation's tasks serve several catalogue roles), its answer
  // read the same in the guides of several occupations of the field (1 in 298 demo guides), and O*NET
  // tasks were only loosely its subject ("Direct and coordinate activities involving sales…" before a
  // question on learning a price list).
  if (candidate.source === 'themed' && candidate.bankQuestion.fits !== undefined)
    return selection.settingFor(candidate).source === 'duty';
  if (!selection.setOnly) return true;
  const source = selection.settingFor(candidate).source;
  // A soft skill's requirement reads the same in any occupation: only a duty sets its question apart.
  return candidate.source === 'skill' && candidate.skill?.type === 'soft'
    ? source === 'duty'
    : source !== 'job';
}

/**
 * The level's themes, with the group's theme moved up to third, and a seeded choice between neighbours at
 * each slot (so the first theme is always one of the level's first two).
 */
function themeOrder(context: ProfileContext): string[] {
  const themes = [...LEVEL_THEMES[context.analysis.experienceLevel]];
  const groupTheme = GROUP_THEMES[context.analysis.roleGroup];
  if (groupTheme !== undefined && themes.indexOf(groupTheme) !== 0 && themes.indexOf(groupTheme) !== 1) {
    const index = themes.indexOf(groupTheme);
    if (index > 1) themes.splice(index, 1);
    themes.splice(GROUP_THEME_POSITION, 0, groupTheme);
  }
  const ordered: string[] = [];
  while (themes.length > 0) {
    const window = Math.min(THEME_CHOICE_WINDOW, themes.length);
    const [theme] = themes.splice(seededIndex(context, `slot:${ordered.length}`, window), 1);
    if (theme !== undefined) ordered.push(theme);
  }
  return ordered;
}

function addRoleQuestions(
  context: ProfileContext,
  selection: QuestionSelection,
  title: string,
  limit: number,
  maxUnset = selection.setOnly ? 0 : limit,
): void {
  let added = 0;
  let unset = 0;
  // Role questions the posting says something about first: one nothing in the posting is about is asked
  // as the bank words it, the same in every posting of the occupation, so only `maxUnset` of them are.
  const ranked = findRoleQuestions(title)
    .map((bankQuestion, order) => {
      const candidate = fillCandidate(bankQuestion, 'role', { role: context.roleName });
      const set = candidate !== undefined && selection.settingFor(candidate).source !== 'job';
      return { candidate, order, set };
    })
    .sort((first, second) => Number(second.set) - Number(first.set) || first.order - second.order);
  for (const { candidate } of ranked) {
    if (added >= limit) break;
    if (candidate === undefined) continue;
    // Set now, given what the questions chosen since quote.
    const set = selection.settingFor(candidate).source !== 'job';
    if (!set && unset >= maxUnset) continue;
    if (selection.add(candidate)) {
      added += 1;
      if (!set) unset += 1;
    }
  }
}

/** The setting of a chosen question (question-setting.ts), given the duties other questions already use. */
function settingOf(
  context: ProfileContext,
  candidate: Candidate,
  usedDuties: ReadonlyMap<string, number>,
): QuestionSetting {
  return chooseSetting(
    context,
    {
      id: candidate.bankQuestion.id,
      topicWords: candidate.topicWords,
      questionWords: candidate.questionWords,
      ...(candidate.responsibility !== undefined ? { responsibility: candidate.responsibility } : {}),
      ...(candidate.skill !== undefined ? { skill: candidate.skill } : {}),
      asksSkill: candidate.source === 'skill',
      difficulty: candidate.bankQuestion.difficulty,
    },
    usedDuties,
  );
}

/** Adds one question on the skill: the one that best improves the mix, seeded among equals. */
function addSkillQuestion(
  context: ProfileContext,
  selection: QuestionSelection,
  skill: PostingSkill,
): boolean {
  // Among questions equally good for the mix, one the posting says something about first (see addRoleQuestions).
  const ranked = seededRotation(
    context,
    `skill:${skill.id}`,
    findSkillQuestions(skill.id, context.analysis.roleTitle),
  )
    .map((bankQuestion, order) => {
      const candidate = fillCandidate(bankQuestion, 'skill', { role: context.roleName }, { skill });
      const source = candidate === undefined ? 'job' : selection.settingFor(candidate).source;
      // A soft skill's requirement ("Strong problem solving skills") reads the same in postings of any
      // occupation: only one of the posting's duties sets a question on it apart.
      const set = skill.type === 'soft' ? source === 'duty' : source !== 'job';
      return { bankQuestion, candidate, order, set, gain: selection.mixGain(bankQuestion) };
    })
    .sort(
      (first, second) =>
        second.gain - first.gain || Number(second.set) - Number(first.set) || first.order - second.order,
    );
  for (const { bankQuestion, candidate, set } of ranked) {
    if (selection.hasId(bankQuestion.id) || (selection.setOnly && !set)) continue;
    if (candidate !== undefined && selection.add(candidate)) return true;
  }
  return false;
}

/** Required skills for skill questions: those the role usually asks for first, each group by importance. */
function skillsToAsk(context: ProfileContext): PostingSkill[] {
  const required = context.skills.filter((skill) => skill.isRequired);
  return [
    ...required.filter((skill) => isRoleSkill(context, skill)),
    ...required.filter((skill) => !isRoleSkill(context, skill)),
  ];
}

/** True when the profile lacks a type or a difficulty. */
function lacksMix(selection: QuestionSelection): boolean {
  return (
    !selection.hasType('technical') ||
    !selection.hasType('behavioural') ||
    !selection.hasType('situational') ||
    (['EASY', 'MEDIUM', 'HARD'] as const).some(
      (difficulty) => selection.wantsDifficulty(difficulty) && !selection.hasDifficulty(difficulty),
    )
  );
}

/** Adds the question that most improves the mix, from unused themes and the posting's skills, while one helps. */
function balanceMix(context: ProfileContext, selection: QuestionSelection, themes: readonly string[]): void {
  while (lacksMix(selection) && !selection.isFull) {
    const options: Array<{ gain: number; add: () => boolean }> = [];
    for (const theme of themes) {
      if (selection.isThemeUsed(theme)) continue;
      const gain = Math.max(
        0,
        ...findThemedQuestions(theme, context.analysis.roleTitle).map((bankQuestion) =>
          selection.mixGain(bankQuestion),
        ),
      );
      options.push({ gain, add: () => addThemeQuestion(context, selection, theme) });
    }
    // The occupation's own role questions fix a mix too, set in the posting or not: they are about its work
    // by construction (a claims posting whose skills have no question for it still gets a claims question).
    for (const bankQuestion of findRoleQuestions(context.analysis.roleTitle)) {
      if (selection.hasId(bankQuestion.id)) continue;
      options.push({
        gain: selection.mixGain(bankQuestion),
        add: () => {
          const candidate = fillCandidate(bankQuestion, 'role', { role: context.roleName });
          return candidate !== undefined && selection.add(candidate);
        },
      });
    }
    for (const skill of context.skills) {
      for (const bankQuestion of findSkillQuestions(skill.id, context.analysis.roleTitle)) {
        if (selection.hasId(bankQuestion.id)) continue;
        options.push({
          gain: selection.mixGain(bankQuestion),
          add: () => {
            const candidate = fillCandidate(bankQuestion, 'skill', { role: context.roleName }, { skill });
            return (
              candidate !== undefined &&
              isSetOrAllowed(context, selection, candidate) &&
              selection.add(candidate)
            );
          },
        });
      }
    }
    // Stable sort: among equal gains, themes that suit the level come first, then skills by importance.
    const helpful = options
      .filter((option) => option.gain > 0)
      .sort((first, second) => second.gain - first.gain);
    if (!helpful.some((option) => option.add())) break;
  }
}

/**
 * Chooses 8-12 interview questions for a posting from the bank: the mapped role's questions, questions on the
 * posting's most important required skills, and behavioural and situational questions filled with the
 * posting's own responsibilities, with themes that suit the level. No two questions reword each other or
 * ask about the same problem, the mix covers the question types and difficulties where the bank allows,
 * and every assessed skill and responsibility is the posting's own.
 */
export function selectInterviewQuestions(context: ProfileContext): InterviewQuestion[] {
  const selection = new QuestionSelection(context);
  addRoleQuestions(context, selection, context.analysis.roleTitle, MAX_ROLE_QUESTIONS);
  const roleCount = selection.size;

  const skillTarget = Math.min(
    MAX_SKILL_QUESTIONS,
    Math.max(MIN_SKILL_QUESTIONS, TARGET_PROFILE_QUESTIONS - roleCount - MAX_THEMED_QUESTIONS),
  );
  for (const skill of skillsToAsk(context)) {
    if (selection.size - roleCount >= skillTarget) break;
    addSkillQuestion(context, selection, skill);
  }

  const themes = themeOrder(context);
  const themedTarget =
    selection.size + MAX_THEMED_QUESTIONS <= TARGET_PROFILE_QUESTIONS
      ? MAX_THEMED_QUESTIONS
      : MIN_THEMED_QUESTIONS;
  let themed = 0;
  for (const theme of themes) {
    if (themed === themedTarget || selection.isFull) break;
    if (addThemeQuestion(context, selection, theme)) themed += 1;
  }

  // Themes that do not suit the level still serve to balance the mix, after those that do.
  balanceMix(context, selection, [
    ...themes,
    ...[...getQuestionBank().byTheme.keys()].filter((theme) => !themes.includes(theme)),
  ]);

  // Thin postings: top up with more skill questions, more themes, then general role questions.
  const topUps: ReadonlyArray<() => void> = [
    // The posting's own role questions first: an occupation's questions, even asked as the bank words them,
    // are not the same as another occupation's.
    () =>
      addRoleQuestions(
        context,
        selection,
        context.analysis.roleTitle,
        Math.min(MAX_ROLE_QUESTIONS - roleCount, MIN_PROFILE_QUESTIONS - selection.size),
      ),
    () => {
      // Tools and methods before soft skills: a soft skill's question reads the same in any occupation.
      for (const skill of [...context.skills].sort(
        (first, second) => Number(first.type === 'soft') - Number(second.type === 'soft'),
      )) {
        if (selection.size >= MIN_PROFILE_QUESTIONS) return;
        if (!selection.isSkillAsked(skill.id)) addSkillQuestion(context, selection, skill);
      }
    },
    () => {
      for (const theme of themes) {
        if (selection.size >= MIN_PROFILE_QUESTIONS) return;
        if (!selection.isThemeUsed(theme)) addThemeQuestion(context, selection, theme);
      }
    },
    () => addRoleQuestions(context, selection, GENERAL_ROLE, MIN_PROFILE_QUESTIONS - selection.size),
    () => {
      for (const skill of context.skills) {
        if (selection.size >= MIN_PROFILE_QUESTIONS) return;
        addSkillQuestion(context, selection, skill);
      }
    },
    () => {
      for (const theme of getQuestionBank().byTheme.keys()) {
        if (selection.size >= MIN_PROFILE_QUESTIONS) return;
        if (!selection.isThemeUsed(theme)) addThemeQuestion(context, selection, theme);
      }
    },
  ];
  // A posting too thin for the minimum within its level's difficulty rule: the same top-ups, rule relaxed.
  // Questions the posting says something about first, then any.
  for (const [setOnly, relaxed] of [
    [true, false],
    [false, false],
    [false, true],
  ] as const) {
    selection.setOnly = setOnly;
    selection.relaxed = relaxed;
    for (const topUp of topUps) {
      if (selection.size >= MIN_PROFILE_QUESTIONS) break;
      topUp();
    }
  }
  // A mix still lacking a type or difficulty is balanced with questions the posting says nothing about.
  selection.setOnly = false;
  selection.relaxed = false;
  balanceMix(context, selection, [
    ...themes,
    ...[...getQuestionBank().byTheme.keys()].filter((theme) => !themes.includes(theme)),
  ]);

  return selection.chosen.map((candidate, index) =>
    placeInSetting(
      context,
      toInterviewQuestion(context, candidate),
      selection.settings[index] as QuestionSetting,
    ),
  );
}
