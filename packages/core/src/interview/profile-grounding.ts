import { EXPERIENCE_LEVELS, type InterviewQuestion, type JobProfileContent } from '@careerlens/contracts';
import type { JobPostingInput, PostingAnalysis } from '../postings/types';
import { findSkillByName, getSkill } from '../skills/taxonomy';
import { MAX_PROFILE_QUESTIONS, MIN_PROFILE_QUESTIONS } from './profile-questions';
import {
  contentWords,
  jaccard,
  normalizeForMatch,
  PLACEHOLDER_PATTERN,
  REWORDED_QUESTION_JACCARD,
  questionBody,
} from './profile-text';

/** Types and difficulties a profile must mix, at the least. */
const MIN_QUESTION_TYPES = 2;
const MIN_DIFFICULTIES = 2;
/** The STAR labels a behavioural model answer carries, in this order. */
const STAR_LABELS = ['Situation', 'Task', 'Action', 'Result'] as const;
/** "85k" is 85 thousand. */
const THOUSAND = 1000;
/** Longest excerpt of an offending text quoted in a message. */
const MAX_QUOTE_CHARS = 80;

/**
 * Benefits and working conditions a profile may only mention when the posting does. Each claim is found in
 * a profile item by `item` and supported by the posting's text (`posting`) or by one of its fields.
 */
interface ClaimRule {
  name: string;
  item: RegExp;
  posting: RegExp;
  field?: (posting: JobPostingInput, analysis: PostingAnalysis) => boolean;
}

const CLAIM_RULES: readonly ClaimRule[] = [
  {
    name: 'remote work',
    item: /\bremote(?:ly)?\b|\bwork(?:ing)? from home\b|\bwfh\b/iu,
    posting: /\bremote(?:ly)?\b|\bwork(?:ing)? from home\b|\bwfh\b/iu,
    field: (posting) => posting.isRemote === true,
  },
  {
    name: 'hybrid work',
    item: /\bhybrid\b/iu,
    posting: /\bhybrid\b/iu,
    field: (posting, analysis) => analysis.hybrid || posting.jobType.includes('HYBRID'),
  },
  {
    name: 'on-site work',
    item: /\bon-?site\b|\bin[- ]office\b|\bin[- ]person\b/iu,
    posting: /\bon-?site\b|\bin[- ]office\b|\bin[- ]person\b|\boffice\b/iu,
  },
  {
    name: 'pay',
    item: /[$€£¥₹]|\b(?:salary|salaries|compensation|wages?|pay|hourly rate|base pay|remuneration)\b/iu,
    posting: /[$€£¥₹]|\b(?:salary|salaries|compensation|wages?|pay|hourly rate|remuneration|usd|eur|gbp)\b/iu,
    field: (posting) =>
      posting.salary !== null && (posting.salary.minAmount !== null || posting.salary.maxAmount !== null),
  },
  {
    name: 'visa sponsorship',
    item: /\bvisas?\b|\bsponsor(?:ship|s|ing)?\b/iu,
    posting: /\bvisas?\b|\bsponsor(?:ship|s|ing)?\b/iu,
  },
  { name: 'relocation', item: /\breloca(?:te|tion|ting)\b/iu, posting: /\breloca(?:te|tion|ting)\b/iu },
  {
    name: 'health cover',
    item: /\b(?:health|medical|dental|vision)\b(?:\s+(?:insurance|cover(?:age)?|plans?|benefits?|care))?/iu,
    posting: /\b(?:health|medical|dental|vision)\b/iu,
  },
  { name: 'insurance', item: /\binsurance\b/iu, posting: /\binsurance\b/iu },
  {
    name: 'a retirement plan',
    item: /\b401\s*\(?k\)?|\bpension\b|\bretirement\b/iu,
    posting: /\b401\s*\(?k\)?|\bpension\b|\bretirement\b/iu,
  },
  {
    name: 'paid time off',
    item: /\bpto\b|\btime off\b|\bvacation\b|\bholidays?\b|\bannual leave\b|\bsick (?:leave|days)\b|\bdays off\b/iu,
    posting:
      /\bpto\b|\btime off\b|\bvacation\b|\bholidays?\b|\bannual leave\b|\bsick (?:leave|days)\b|\bdays off\b/iu,
  },
  {
    name: 'parental leave',
    item: /\bparental\b|\bmaternity\b|\bpaternity\b|\bfamily leave\b/iu,
    posting: /\bparental\b|\bmaternity\b|\bpaternity\b|\bfamily leave\b/iu,
  },
  { name: 'a bonus', item: /\bbonus(?:es)?\b/iu, posting: /\bbonus(?:es)?\b/iu },
  {
    name: 'equity',
    item: /\bequity\b|\bstock\b|\brsus?\b|\bshare options?\b|\besop\b/iu,
    posting: /\bequity\b|\bstock\b|\brsus?\b|\bshare options?\b|\besop\b/iu,
  },
  {
    name: 'learning support',
    item: /\btuition\b|\b(?:learning|training|education(?:al)?|development|conference) (?:budget|stipend|allowance|reimbursement|assistance)\b|\bprofessional development\b/iu,
    posting: /\btuition\b|\blearning\b|\btraining\b|\beducation(?:al)?\b|\bdevelopment\b|\bconferences?\b/iu,
  },
  {
    name: 'wellness perks',
    item: /\bgym\b|\bwellness\b|\bfitness\b|\bwell-?being\b/iu,
    posting: /\bgym\b|\bwellness\b|\bfitness\b|\bwell-?being\b/iu,
  },
  {
    name: 'flexible working',
    item: /\bflexib(?:le|ility)\b|\bflexitime\b|\bfour-day\b|\b4-day\b/iu,
    posting: /\bflexib(?:le|ility)\b|\bflexitime\b|\bfour-day\b|\b4-day\b/iu,
  },
  {
    name: 'meals',
    item: /\bmeals?\b|\blunch(?:es)?\b|\bsnacks\b/iu,
    posting: /\bmeals?\b|\blunch(?:es)?\b|\bsnacks\b|\bfood\b/iu,
  },
  {
    name: 'equipment or a stipend',
    item: /\blaptop\b|\bequipment\b|\bhome office\b|\bstipend\b/iu,
    posting: /\blaptop\b|\bequipment\b|\bhome office\b|\bstipend\b/iu,
  },
  { name: 'childcare', item: /\bchild ?care\b/iu, posting: /\bchild ?care\b/iu },
  {
    name: 'commuter benefits',
    item: /\bcommut\w*|\btransit\b|\bparking\b/iu,
    posting: /\bcommut\w*|\btransit\b|\bparking\b/iu,
  },
  { name: 'discounts', item: /\bdiscounts?\b/iu, posting: /\bdiscounts?\b/iu },
  {
    name: 'full-time work',
    item: /\bfull[- ]time\b/iu,
    posting: /\bfull[- ]time\b/iu,
    field: (posting) => posting.jobType.includes('fulltime'),
  },
  {
    name: 'part-time work',
    item: /\bpart[- ]time\b/iu,
    posting: /\bpart[- ]time\b/iu,
    field: (posting) => posting.jobType.includes('parttime'),
  },
  {
    name: 'contract work',
    item: /\bcontract(?:or)?\b/iu,
    posting: /\bcontract(?:or|s)?\b/iu,
    field: (posting) => posting.jobType.includes('contract'),
  },
  {
    name: 'temporary work',
    item: /\btemporary\b|\btemp\b/iu,
    posting: /\btemporary\b|\btemp\b/iu,
    field: (posting) => posting.jobType.includes('temporary'),
  },
  {
    name: 'an internship',
    item: /\bintern(?:ship)?s?\b/iu,
    posting: /\bintern(?:ship)?s?\b/iu,
    field: (posting) => posting.jobType.includes('internship'),
  },
];

/** Capitalised words a fact line may use without the posting naming them: labels, levels, currencies. */
const NAME_EXEMPTIONS: ReadonlySet<string> = new Set(
  [
    ...EXPERIENCE_LEVELS.flatMap((level) => level.label.split(/[\s/]+/u)),
    ...'I STAR PTO USD EUR GBP CAD AUD NZD INR JPY'.split(' '),
    ...'January February March April May June July August September October November December'.split(' '),
  ].map((word) => word.toLowerCase()),
);

/** Degree words by level, for an education line worded from the analysis rather than quoted. */
const EDUCATION_WORDS: Readonly<Record<NonNullable<PostingAnalysis['education']>, RegExp>> = {
  none: /\bno (?:college |university |formal )?degree\b|\bdegree (?:is )?not required\b/iu,
  'high-school': /\bhigh[- ]school\b|\bged\b|\bsecondary school\b/iu,
  associate: /\bassociate'?s?\b/iu,
  bachelors: /\bbachelor'?s?\b|\bundergraduate\b|\bbsn\b/iu,
  masters: /\bmaster'?s?\b|\bgraduate degree\b|\bmba\b|\bmsn\b/iu,
  doctorate: /\bdoctora(?:te|l)\b|\bph\.?\s?d\b/iu,
};

/** What the checker compares a profile with, read once from the posting. */
interface PostingFacts {
  posting: JobPostingInput;
  analysis: PostingAnalysis;
  /** The title and description, normalised for `normalizeForMatch` comparisons. */
  text: string;
  /** The same text and every field, as written, for claim and name patterns. */
  rawText: string;
  /** Display names of every skill the posting asks for or lists as a plus. */
  skillNames: ReadonlySet<string>;
  /** Numbers the posting states anywhere (text and fields). */
  numbers: ReadonlySet<number>;
  /** Lower-cased words of the posting and its fields, for names in fact lines. */
  words: ReadonlySet<string>;
  responsibilities: ReadonlySet<string>;
  requirements: ReadonlySet<string>;
}

/** Numbers in a text: "185,000" is 185000, "85k" is 85000, "401(k)" is 401. */
function numbersIn(text: string): number[] {
  const numbers: number[] = [];
  for (const match of text.matchAll(/(\d+(?:[.,]\d+)*)(\s?[kK]\b)?/gu)) {
    const raw = match[1] ?? '';
    // "1,5" is a decimal comma only when it cannot be a thousands group.
    const value = Number(/,\d{3}(?!\d)/u.test(raw) ? raw.replaceAll(',', '') : raw.replace(',', '.'));
    if (Number.isFinite(value)) numbers.push(match[2] === undefined ? value : value * THOUSAND);
  }
  return numbers;
}

function readPostingFacts(input: { posting: JobPostingInput; analysis: PostingAnalysis }): PostingFacts {
  const { posting, analysis } = input;
  const fields = [
    posting.title,
    posting.companyName,
    posting.companyIndustry,
    posting.jobLevel,
    posting.jobFunction,
    posting.location.city,
    posting.location.state,
    posting.location.country,
    posting.datePosted,
    posting.salary?.currency ?? null,
  ].filter((field): field is string => field !== null);
  const rawText = [...fields, analysis.descriptionText].join('\n');
  const numbers = new Set(numbersIn(rawText));
  for (const amount of [posting.salary?.minAmount, posting.salary?.maxAmount, analysis.minYears]) {
    if (amount !== null && amount !== undefined) numbers.add(amount);
  }
  const skillNames = new Set<string>();
  for (const id of [...analysis.requiredSkills, ...analysis.preferredSkills]) {
    const skill = getSkill(id);
    if (skill !== undefined) skillNames.add(skill.name);
  }
  return {
    posting,
    analysis,
    text: normalizeForMatch(`${posting.title}\n${analysis.descriptionText}`),
    rawText,
    skillNames,
    numbers,
    words: new Set(
      (rawText.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu) ?? []).map((word) =>
        word.replace(/[.'’-]+$/u, ''),
      ),
    ),
    responsibilities: new Set(analysis.responsibilities),
    requirements: new Set(analysis.requirements),
  };
}

function quote(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return `"${flat.length > MAX_QUOTE_CHARS ? `${flat.slice(0, MAX_QUOTE_CHARS - 1)}…` : flat}"`;
}

/** True when the text is, word for word, part of the posting. */
function isQuotedFromPosting(facts: PostingFacts, text: string): boolean {
  const needle = normalizeForMatch(text);
  return needle !== '' && facts.text.includes(needle);
}

/** True when the posting names the phrase as a whole word or words. */
function isNamedInPosting(facts: PostingFacts, phrase: string): boolean {
  const needle = normalizeForMatch(phrase).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return needle !== '' && new RegExp(`(?<![\\p{L}\\p{N}])${needle}(?![\\p{L}\\p{N}])`, 'u').test(facts.text);
}

function questionLabel(question: InterviewQuestion, index: number): string {
  return `interview_questions[${index}] (${question.id === '' ? 'no id' : `"${question.id}"`})`;
}

function checkQuestions(
  questions: readonly InterviewQuestion[],
  facts: PostingFacts,
  violations: string[],
): void {
  if (questions.length < MIN_PROFILE_QUESTIONS || questions.length > MAX_PROFILE_QUESTIONS) {
    violations.push(
      `interview_questions: ${questions.length} questions; a profile needs ${MIN_PROFILE_QUESTIONS} to ${MAX_PROFILE_QUESTIONS}.`,
    );
  }
  const seenIds = new Map<string, number>();
  // The setting a question opens with (question-setting.ts) is context, not what the question asks.
  const words = questions.map((question) => contentWords(questionBody(question.question)));
  questions.forEach((question, index) => {
    const label = questionLabel(question, index);
    const firstIndex = seenIds.get(question.id);
    if (firstIndex !== undefined)
      violations.push(`${label}: repeats the id of interview_questions[${firstIndex}].`);
    else seenIds.set(question.id, index);
    if (question.question.trim() === '') violations.push(`${label}: the question is empty.`);
    if (question.answer.trim() === '') violations.push(`${label}: the model answer is empty.`);
    if (question.evaluationCriteria.filter((criterion) => criterion.trim() !== '').length === 0) {
      violations.push(`${label}: has no evaluation criteria.`);
    }

    for (const skill of question.assessedSkills) {
      if (facts.skillNames.has(skill)) continue;
      const resolved = findSkillByName(skill);
      if (resolved !== undefined && facts.skillNames.has(resolved.name)) {
        violations.push(
          `${label}: assessed skill "${skill}" must be written as the posting's skill name "${resolved.name}".`,
        );
      } else {
        violations.push(`${label}: assesses "${skill}", which is not a skill the posting asks for.`);
      }
    }
    for (const responsibility of question.assessedResponsibilities) {
      if (facts.responsibilities.has(responsibility)) continue;
      const normalized = normalizeForMatch(responsibility);
      const near = facts.analysis.responsibilities.find((stated) => normalizeForMatch(stated) === normalized);
      violations.push(
        near !== undefined
          ? `${label}: assessed responsibility ${quote(responsibility)} must be written exactly as the posting states it: ${quote(near)}.`
          : `${label}: assesses ${quote(responsibility)}, which is not one of the posting's responsibilities.`,
      );
    }

    if (question.type === 'behavioural') {
      let position = 0;
      const missing: string[] = [];
      for (const starLabel of STAR_LABELS) {
        const found = new RegExp(`\\b${starLabel}\\s*\\**\\s*:`, 'iu').exec(question.answer.slice(position));
        if (found === null) missing.push(starLabel);
        else position += found.index + found[0].length;
      }
      if (missing.length > 0) {
        violations.push(
          `${label}: behavioural answer is not in STAR form (missing or out of order: ${missing.map((part) => `"${part}:"`).join(', ')}).`,
        );
      }
    }

    for (let other = 0; other < index; other += 1) {
      const overlap = jaccard(words[index] ?? new Set(), words[other] ?? new Set());
      if (overlap > REWORDED_QUESTION_JACCARD) {
        violations.push(
          `${label}: rewords interview_questions[${other}] (word overlap ${overlap.toFixed(2)} > ${REWORDED_QUESTION_JACCARD}): ${quote(question.question)}.`,
        );
      }
    }
  });

  const types = new Set(questions.map((question) => question.type));
  if (questions.length > 0 && types.size < MIN_QUESTION_TYPES) {
    violations.push(
      `interview_questions: all are ${[...types].join('')}; mix at least ${MIN_QUESTION_TYPES} types.`,
    );
  }
  const difficulties = new Set(questions.map((question) => question.difficulty));
  if (questions.length > 0 && difficulties.size < MIN_DIFFICULTIES) {
    violations.push(
      `interview_questions: all are ${[...difficulties].join('')}; mix at least ${MIN_DIFFICULTIES} difficulties.`,
    );
  }
  if (questions.length > 0 && !types.has('behavioural')) {
    violations.push('interview_questions: no behavioural question; include at least one with a STAR answer.');
  }
}

/** Skill lists hold skills the posting asks for, or names and sentences the posting itself contains. */
function checkSkillList(
  path: string,
  items: readonly string[],
  facts: PostingFacts,
  violations: string[],
): void {
  items.forEach((item, index) => {
    if (facts.skillNames.has(item) || isNamedInPosting(facts, item) || isQuotedFromPosting(facts, item))
      return;
    violations.push(
      `${path}[${index}] ${quote(item)} is neither a skill the posting asks for nor named in it.`,
    );
  });
}

/** Lists that must be the posting's own sentences: the analysis's list, or text quoted from the posting. */
function checkQuotedList(
  path: string,
  what: string,
  items: readonly string[],
  stated: ReadonlySet<string>,
  facts: PostingFacts,
  violations: string[],
): void {
  items.forEach((item, index) => {
    if (stated.has(item) || isQuotedFromPosting(facts, item)) return;
    violations.push(`${path}[${index}] is not ${what} taken from the posting: ${quote(item)}.`);
  });
}

function checkEducation(items: readonly string[], facts: PostingFacts, violations: string[]): void {
  const level = facts.analysis.education;
  items.forEach((item, index) => {
    if (isQuotedFromPosting(facts, item)) return;
    if (level !== null && EDUCATION_WORDS[level].test(item)) return;
    violations.push(
      `skillsAnalysis.educationRequirements[${index}] is neither quoted from the posting nor the degree it asks for (${level ?? 'none stated'}): ${quote(item)}.`,
    );
  });
}

/** Sentences start with a capital for grammar, not because they name something. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  // "CA$82,000": a currency prefix, not a name.
  const withoutCurrencies = text.replace(/\b(?:CA|A|NZ|US|HK|S|R)\$/gu, '$');
  for (const sentence of withoutCurrencies.split(/(?<=[.!?])\s+|\n/u)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu) ?? [];
    words.slice(1).forEach((word) => {
      const bare = word.replace(/[.'’-]+$/u, '');
      if (/^\p{Lu}/u.test(bare) && !NAME_EXEMPTIONS.has(bare.toLowerCase())) names.push(bare);
    });
  }
  return names;
}

/** Fact lines: every number, benefit, working condition and name must come from the posting. */
function checkClaims(
  path: string,
  items: readonly string[],
  facts: PostingFacts,
  violations: string[],
): void {
  items.forEach((item, index) => {
    const label = `${path}[${index}]`;
    if (isQuotedFromPosting(facts, item)) return;
    for (const value of numbersIn(item)) {
      if (!facts.numbers.has(value)) {
        violations.push(`${label} states the number ${value}, which the posting does not: ${quote(item)}.`);
      }
    }
    for (const rule of CLAIM_RULES) {
      if (!rule.item.test(item)) continue;
      const isSupported =
        rule.posting.test(facts.rawText) || rule.field?.(facts.posting, facts.analysis) === true;
      if (!isSupported)
        violations.push(`${label} mentions ${rule.name}, which the posting does not: ${quote(item)}.`);
    }
    const unknown = namesIn(item).filter((name) => !facts.words.has(name.toLowerCase()));
    if (unknown.length > 0) {
      violations.push(
        `${label} names ${unknown.map((name) => `"${name}"`).join(', ')}, which the posting does not: ${quote(item)}.`,
      );
    }
  });
}

/** Every text in the profile, with its path. */
function textsOf(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      textsOf(item, path === '' ? key : `${path}.${key}`),
    );
  }
  return [];
}

/**
 * Checks that a job profile, from the built-in generator or a language model, is grounded in its posting.
 * Returns one plain message per violation (empty when the profile is grounded):
 * - 8-12 questions, unique ids, non-empty question, answer and criteria;
 * - every assessed skill is a skill the posting asks for, by its display name, and every assessed
 *   responsibility is one of the posting's responsibilities, word for word;
 * - no `{placeholder}` left anywhere; no two questions reword each other (content-word Jaccard > 0.5);
 * - at least two types and two difficulties, a behavioural question, and STAR labels in behavioural answers;
 * - required qualifications and core responsibilities are the posting's own; education lines are quoted or
 *   name the degree the posting asks for; skill lists hold only what the posting asks for or names;
 * - market differentiators and additional information state no number, benefit, working condition or
 *   name that the posting does not.
 * The profile must already match `JobProfileContentSchema` (validate a model's output with it first).
 */
export function checkProfileGrounding(
  profile: JobProfileContent,
  input: { posting: JobPostingInput; analysis: PostingAnalysis },
): string[] {
  const facts = readPostingFacts(input);
  const violations: string[] = [];
  checkQuestions(profile.interview_questions, facts, violations);

  for (const [path, text] of textsOf(profile, '')) {
    const placeholder = PLACEHOLDER_PATTERN.exec(text);
    if (placeholder !== null)
      violations.push(`${path} contains the unfilled placeholder "${placeholder[0]}".`);
  }

  const { skillsAnalysis, rolesAnalysis, additionalAnalysis } = profile;
  checkSkillList('skillsAnalysis.technicalSkills', skillsAnalysis.technicalSkills, facts, violations);
  checkSkillList('skillsAnalysis.softSkills', skillsAnalysis.softSkills, facts, violations);
  checkSkillList(
    'additionalAnalysis.niceToHaveSkills',
    additionalAnalysis.niceToHaveSkills,
    facts,
    violations,
  );
  checkQuotedList(
    'skillsAnalysis.requiredQualifications',
    'a requirement',
    skillsAnalysis.requiredQualifications,
    facts.requirements,
    facts,
    violations,
  );
  checkQuotedList(
    'rolesAnalysis.coreResponsibilities',
    'a responsibility',
    rolesAnalysis.coreResponsibilities,
    facts.responsibilities,
    facts,
    violations,
  );
  checkEducation(skillsAnalysis.educationRequirements, facts, violations);
  checkClaims(
    'additionalAnalysis.marketDifferentiators',
    additionalAnalysis.marketDifferentiators,
    facts,
    violations,
  );
  checkClaims('additionalInformation', profile.additionalInformation, facts, violations);
  return violations;
}
