import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  type InterviewQuestion,
  type JobProfileContent,
} from '@careerlens/contracts';
import type { JobPostingInput, JobType, PostingAnalysis } from '../postings/types';
import type { SkillType } from '../skills/types';
import { partnerInProse, skillInProse } from '../text/prose';
import { buildProfileContext, seededIndex, type PostingSkill, type ProfileContext } from './profile-context';
import { selectInterviewQuestions } from './profile-questions';
import { PAY_SENTENCE } from './content-report';
import { deliverableOf, postingSentences, postingTeams } from './profile-duties';
import {
  articleFor,
  contentWords,
  fillTemplate,
  hasPlaceholder,
  jaccard,
  joinList,
  lowerFirst,
  lowerTitleCase,
  normalizeForMatch,
  SAME_TOPIC_JACCARD,
  uniqueBy,
} from './profile-text';
import { findSkillQuestions } from './question-bank';
import { isQuotableDuty } from './question-setting';

/** The built-in generator; bump the version whenever a rule, list or wording below changes the output. */
export const PROFILE_GENERATOR = { name: 'builtin', version: 'profile-builtin/2026.11.22' } as const;

/** Skill types listed as technical skills: everything but interpersonal qualities. */
const TECHNICAL_TYPES: ReadonlySet<SkillType> = new Set([
  'hard',
  'tool',
  'domain',
  'certification',
  'language',
]);
/** Skill types a candidate reviews and shows in work: not credentials, languages or qualities. */
const PRACTISED_TYPES: ReadonlySet<SkillType> = new Set(['hard', 'tool', 'domain']);
const MAX_TECHNICAL_SKILLS = 12;
const MAX_CORE_RESPONSIBILITIES = 8;
const MAX_DELIVERABLES = 6;
const MAX_REQUIRED_QUALIFICATIONS = 12;
/** Below this many teams named in the posting, the role's typical partners are added. */
const MIN_POSTING_TEAMS = 2;
const MAX_TYPICAL_TEAMS = 4;
const MAX_POSTING_METRICS = 4;
const MAX_BENEFITS = 6;
const MAX_GROWTH_ITEMS = 4;
const MIN_TIPS = 5;
const MAX_TIPS = 7;

/** Sentences about degrees and schooling among the requirements and nice-to-haves. */
const EDUCATION_SENTENCE =
  /\b(?:degrees?|diploma|bachelor'?s?|baccalaureate|master'?s|masters|ph\.?\s?d|doctorate|doctoral|high[- ]school|ged|undergraduate|postgraduate|graduate degree|mba|bsn|msn|associate'?s? degree)\b/iu;

/** One sentence for the lowest degree the analysis found, when the posting's own sentence is not listed. */
const EDUCATION_SENTENCES: Readonly<Record<NonNullable<PostingAnalysis['education']>, string>> = {
  none: 'The posting states that no degree is required.',
  'high-school': 'The posting asks for at least a high school diploma or equivalent.',
  associate: 'The posting asks for at least an associate degree.',
  bachelors: "The posting asks for at least a bachelor's degree.",
  masters: "The posting asks for at least a master's degree.",
  doctorate: 'The posting asks for a doctorate.',
};

/** Words every team name shares; they do not make two team names the same. */
const GENERIC_TEAM_WORDS: ReadonlySet<string> = new Set([
  'team',
  'teams',
  'staff',
  'other',
  'internal',
  'external',
]);
/** Sentences that state how the role is measured. */
const METRIC_SENTENCE =
  /\b(?:success (?:in this role )?(?:is|will be) (?:measured|judged|defined)|(?:you(?:'ll| will)|you’ll) be (?:measured|judged|evaluated) (?:on|by)|measured (?:on|by|against)|(?:kpis?|key performance indicators) (?:include|are|will be|such as)|your (?:key )?(?:targets|goals|kpis) (?:are|include|will be))/iu;

/** Stated visa sponsorship or relocation help, and wording that denies it. */
const VISA_OR_RELOCATION =
  /\b(?:visa sponsorship|sponsor(?:ship)? (?:for )?(?:your |a |an )?(?:work )?(?:visas?|permits?)|relocation (?:assistance|support|package|bonus|allowance|help)|relocation (?:is )?(?:available|offered|provided|covered|paid)|help(?:ing)? (?:you )?relocate)\b/iu;
const NEGATION = /\b(?:not|no|unable|cannot|can't|can’t|won't|won’t|without|neither|nor)\b/iu;

/** How a growth line names the next level. */
const NEXT_LEVEL_LEADS: Readonly<Record<ExperienceLevel, string>> = {
  'entry-level': 'At entry level',
  'mid-level': 'At mid level',
  'senior-level': 'At senior level',
  'lead-principal': 'At lead or principal level',
};

/** Employment types in words. */
const JOB_TYPE_WORDS: Readonly<Partial<Record<JobType, string>>> = {
  fulltime: 'full-time',
  parttime: 'part-time',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
  perdiem: 'per diem',
  nights: 'night shifts',
  summer: 'summer',
  volunteer: 'volunteer',
};

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  INR: '₹',
  JPY: '¥',
};

const SALARY_INTERVAL_WORDS: Readonly<Record<string, string>> = {
  yearly: 'a year',
  monthly: 'a month',
  weekly: 'a week',
  daily: 'a day',
  hourly: 'an hour',
};

function skillsAnalysis(context: ProfileContext): JobProfileContent['skillsAnalysis'] {
  const { analysis } = context;
  // What the posting requires; what it lists as a plus is under nice-to-have, never both.
  const technical = context.skills.filter((skill) => skill.isRequired && TECHNICAL_TYPES.has(skill.type));
  const education = uniqueBy(
    [...analysis.requirements, ...analysis.niceToHaves].filter((sentence) =>
      EDUCATION_SENTENCE.test(sentence),
    ),
    normalizeForMatch,
  );
  if (education.length === 0 && analysis.education !== null)
    education.push(EDUCATION_SENTENCES[analysis.education]);
  return {
    technicalSkills: technical.slice(0, MAX_TECHNICAL_SKILLS).map((skill) => skill.name),
    softSkills: context.skills
      .filter((skill) => skill.isRequired && skill.type === 'soft')
      .map((skill) => skill.name),
    requiredQualifications: analysis.requirements.slice(0, MAX_REQUIRED_QUALIFICATIONS),
    educationRequirements: education,
  };
}

function rolesAnalysis(context: ProfileContext): JobProfileContent['rolesAnalysis'] {
  const { analysis, roleProfile } = context;
  // Duties only: boilerplate and benefits sentences are left out (profile-context.ts), and so are sentences
  // about the position ("This is a leadership role: …", "You'll work closely with physicians…", read as team
  // interactions below), unless nothing else is left.
  const duties = context.responsibilities.filter((duty) => isQuotableDuty(context, duty));
  const coreResponsibilities = (duties.length > 0 ? duties : context.responsibilities).slice(
    0,
    MAX_CORE_RESPONSIBILITIES,
  );
  const keyDeliverables = uniqueBy(
    coreResponsibilities.flatMap((responsibility) => deliverableOf(responsibility) ?? []),
    (deliverable) => deliverable.toLowerCase(),
  ).slice(0, MAX_DELIVERABLES);

  const teamInteractions = postingTeams(context.responsibilities, postingSentences(analysis));
  if (teamInteractions.length < MIN_POSTING_TEAMS && roleProfile !== undefined) {
    // A typical partner the posting already names ("pharmacists") is not repeated.
    const named = contentWords(teamInteractions.join(' '));
    for (const team of roleProfile.teamInteractions.slice(0, MAX_TYPICAL_TEAMS)) {
      const words = [...contentWords(team)].filter((word) => !GENERIC_TEAM_WORDS.has(word));
      if (words.some((word) => named.has(word))) continue;
      teamInteractions.push(`Typically works with ${partnerInProse(team)}`);
    }
  }

  const statedMetrics = uniqueBy(
    postingSentences(analysis).filter((sentence) => METRIC_SENTENCE.test(sentence)),
    normalizeForMatch,
  ).slice(0, MAX_POSTING_METRICS);
  const successMetrics =
    statedMetrics.length > 0
      ? statedMetrics
      : (roleProfile?.successMetrics ?? []).map((metric) => `Commonly measured by ${lowerFirst(metric)}`);

  return { coreResponsibilities, keyDeliverables, teamInteractions, successMetrics };
}

function additionalAnalysis(context: ProfileContext): JobProfileContent['additionalAnalysis'] {
  const { analysis, posting, roleProfile } = context;
  const preferred = context.skills.filter((skill) => !skill.isRequired);
  const required = new Set(
    context.skills.filter((skill) => skill.isRequired).map((skill) => skill.name.toLowerCase()),
  );
  const niceToHaveSkills = uniqueBy(
    [...preferred.map((skill) => skill.name), ...analysis.niceToHaves],
    (item) => item.toLowerCase(),
  ).filter((item) => !required.has(item.toLowerCase()));

  const roleWord = lowerTitleCase(analysis.roleTitle === 'Other' ? context.roleName : analysis.roleTitle);
  const growthOpportunities: string[] = [];
  // An internship leads to an entry-level post; any other posting to the level above its own.
  const levelIndex = EXPERIENCE_LEVELS.findIndex((level) => level.id === analysis.experienceLevel);
  const nextLevel = context.level === 'internship' ? EXPERIENCE_LEVELS[0] : EXPERIENCE_LEVELS[levelIndex + 1];
  if (roleProfile !== undefined && nextLevel !== undefined) {
    for (const duty of roleProfile.responsibilities[nextLevel.id].slice(0, 2)) {
      growthOpportunities.push(
        `${NEXT_LEVEL_LEADS[nextLevel.id]}, ${articleFor(roleWord)} ${roleWord} typically goes on to ${lowerFirst(duty)}`,
      );
    }
  }
  for (const skill of preferred.filter((item) => item.type !== 'soft').slice(0, 2)) {
    growthOpportunities.push(
      skill.type === 'certification'
        ? `Earning the ${skill.name}, which the posting lists as a plus`
        : `Building experience with ${skillInProse(skill.name)}, which the posting lists as a plus`,
    );
  }
  const careerProgression = (roleProfile?.careerProgression ?? []).map(
    (next) => `A typical path: ${lowerTitleCase(analysis.roleTitle)} to ${lowerTitleCase(next)}`,
  );

  const marketDifferentiators: string[] = [];
  if (posting.isRemote === true) marketDifferentiators.push('The posting lists the role as remote.');
  if (analysis.hybrid || posting.jobType.includes('HYBRID'))
    marketDifferentiators.push('The posting describes hybrid work.');
  // The pay is stated once, under additional information.
  const salary = describeSalary(posting.salary);
  marketDifferentiators.push(
    ...analysis.benefits
      .filter((benefit) => salary === undefined || !PAY_SENTENCE.test(benefit))
      .slice(0, MAX_BENEFITS),
  );
  for (const sentence of postingSentences(analysis)) {
    if (VISA_OR_RELOCATION.test(sentence) && !NEGATION.test(sentence)) marketDifferentiators.push(sentence);
  }

  return {
    niceToHaveSkills,
    growthOpportunities: growthOpportunities.slice(0, MAX_GROWTH_ITEMS),
    careerProgression,
    marketDifferentiators: uniqueBy(marketDifferentiators, normalizeForMatch),
  };
}

/** "$85,000 to $105,000 a year", "from €40 an hour", or undefined when no amount is given. */
export function describeSalary(salary: JobPostingInput['salary']): string | undefined {
  if (salary === null) return undefined;
  const { minAmount, maxAmount, currency, interval } = salary;
  const money = (amount: number): string => {
    const digits = Number.isInteger(amount)
      ? amount.toLocaleString('en-US')
      : amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const symbol = currency === null ? '' : CURRENCY_SYMBOLS[currency.toUpperCase()];
    if (symbol !== undefined) return `${symbol}${digits}`;
    return `${digits} ${currency ?? ''}`.trim();
  };
  let range: string;
  if (minAmount !== null && maxAmount !== null && minAmount !== maxAmount) {
    range = `${money(minAmount)} to ${money(maxAmount)}`;
  } else if (minAmount !== null) {
    range = maxAmount === minAmount ? money(minAmount) : `from ${money(minAmount)}`;
  } else if (maxAmount !== null) {
    range = `up to ${money(maxAmount)}`;
  } else {
    return undefined;
  }
  const per = interval === null ? undefined : SALARY_INTERVAL_WORDS[interval];
  return per === undefined ? range : `${range} ${per}`;
}

/** A bank question on the skill that the profile does not already ask, as an example for a tip. */
function exampleQuestion(
  context: ProfileContext,
  skill: PostingSkill,
  questions: readonly InterviewQuestion[],
): string | undefined {
  const asked = new Set(questions.map((question) => question.id));
  const askedTopics = questions.map((question) => contentWords(`${question.question}\n${question.answer}`));
  for (const candidate of findSkillQuestions(skill.id, context.analysis.roleTitle)) {
    if (asked.has(candidate.id)) continue;
    // An example on a problem the profile already asks about would only repeat it.
    const topic = contentWords(`${candidate.question}\n${candidate.answer}`);
    if (askedTopics.some((words) => jaccard(words, topic) > SAME_TOPIC_JACCARD)) continue;
    const text = fillTemplate(candidate.question, { role: context.roleName });
    if (!hasPlaceholder(text)) return text;
  }
  return undefined;
}

function preparationTips(context: ProfileContext, questions: readonly InterviewQuestion[]): string[] {
  const { analysis } = context;
  const tips: string[] = [];
  const duties = context.responsibilities;
  const firstDuty = duties[seededIndex(context, 'tip:story', duties.length)];
  const secondDuty = duties.find((duty) => duty !== firstDuty);

  if (firstDuty !== undefined) {
    tips.push(
      `Prepare a two-minute story from your own work that shows how you ${context.phraseOf.get(firstDuty) ?? ''}, with the result in numbers.`,
    );
  } else {
    tips.push(
      `Prepare a two-minute story about your most relevant work as ${lowerTitleCase(context.roleName)}, with the result in numbers.`,
    );
  }

  const hardSkills = context.skills.filter((skill) => skill.isRequired && PRACTISED_TYPES.has(skill.type));
  for (const skill of hardSkills.slice(0, 2)) {
    const example = exampleQuestion(context, skill, questions);
    tips.push(
      example === undefined
        ? `Review ${skillInProse(skill.name)}: be ready to describe a recent piece of work where you used it, what you did and the result.`
        : `Review ${skillInProse(skill.name)}: expect questions like "${example}"`,
    );
  }

  if (secondDuty !== undefined) {
    tips.push(
      `Be ready to walk through, step by step, how you would ${context.phraseOf.get(secondDuty) ?? ''} in your first months in the role.`,
    );
  }

  const level = analysis.experienceLevel;
  if (level === 'senior-level' || level === 'lead-principal') {
    tips.push(
      'Prepare two leadership examples: a time you mentored or developed someone, and a time you set direction for a team, each with a measurable result.',
    );
  } else if (level === 'entry-level') {
    tips.push(
      'Prepare examples from coursework, internships, volunteering or projects that show you learn quickly and take initiative.',
    );
  } else {
    tips.push(
      'Prepare an example of a piece of work you owned end to end, from planning to the measured result.',
    );
  }

  const softSkills = context.skills.filter((skill) => skill.type === 'soft' && skill.isRequired).slice(0, 2);
  if (softSkills.length > 0) {
    tips.push(
      `Have a short example ready that shows ${joinList(softSkills.map((skill) => skillInProse(skill.name)))}, since the posting asks for ${softSkills.length > 1 ? 'them' : 'it'}.`,
    );
  }

  if (analysis.minYears !== null && hardSkills.length > 0) {
    tips.push(
      `Map your experience to the posting's ask of at least ${analysis.minYears} ${analysis.minYears === 1 ? 'year' : 'years'}: choose two projects that show depth in ${joinList(hardSkills.slice(0, 2).map((skill) => skillInProse(skill.name)))}.`,
    );
  }

  const preferred = context.skills.find((skill) => !skill.isRequired);
  if (preferred !== undefined) {
    tips.push(
      preferred.type === 'certification'
        ? `If you hold the ${preferred.name} or are working toward it, mention it: the posting lists it as a plus.`
        : `If you have experience with ${skillInProse(preferred.name)}, mention it: the posting lists it as a plus.`,
    );
  }

  const generalTips = [
    analysis.requirements.length > 1
      ? `Match each of the posting's ${analysis.requirements.length} requirements to one concrete example from your experience.`
      : 'Reread the posting and match each thing it asks for to one concrete example from your experience.',
    'Practise the behavioural questions below in STAR form (situation, task, action, result) and keep each answer under two minutes.',
    `Prepare two questions for the interviewer about how success in the ${context.roleName} role is measured.`,
  ];
  for (const tip of generalTips) if (tips.length < MIN_TIPS) tips.push(tip);
  return tips.slice(0, MAX_TIPS);
}

function additionalInformation(context: ProfileContext): string[] {
  const { posting, analysis } = context;
  const info: string[] = [];
  const place = [posting.location.city, posting.location.state, posting.location.country]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(', ');
  if (posting.companyName !== null && posting.companyName.trim() !== '') {
    info.push(
      posting.companyIndustry !== null && posting.companyIndustry.trim() !== ''
        ? `Company: ${posting.companyName} (${posting.companyIndustry}).`
        : `Company: ${posting.companyName}.`,
    );
  }
  if (place !== '') info.push(`Location: ${place}.`);
  if (posting.isRemote === true) info.push('Work arrangement: remote.');
  else if (analysis.hybrid || posting.jobType.includes('HYBRID')) info.push('Work arrangement: hybrid.');
  const types = posting.jobType.flatMap((type) => JOB_TYPE_WORDS[type] ?? []);
  if (types.length > 0) info.push(`Job type: ${joinList(types)}.`);
  const level = EXPERIENCE_LEVELS.find((candidate) => candidate.id === analysis.experienceLevel);
  if (posting.jobLevel !== null && posting.jobLevel.trim() !== '') info.push(`Level: ${posting.jobLevel}.`);
  else if (level !== undefined) info.push(`Experience level: ${level.label}.`);
  if (analysis.minYears !== null) {
    info.push(
      `Experience asked for: at least ${analysis.minYears} ${analysis.minYears === 1 ? 'year' : 'years'}.`,
    );
  }
  const salary = describeSalary(posting.salary);
  if (salary !== undefined) info.push(`Pay: ${salary}.`);
  if (posting.datePosted !== null) info.push(`Posted on ${posting.datePosted}.`);
  if (posting.jobUrlDirect !== null || posting.jobUrl !== null) {
    info.push(
      posting.jobUrlDirect !== null
        ? "Apply through the original posting on the employer's site."
        : 'Apply through the original job posting.',
    );
  }
  return info;
}

/**
 * The built-in job profile: an analysis of the posting and 8-12 interview questions from the bank, all
 * grounded in the posting (skills, responsibilities and facts are the posting's own; anything taken from
 * the role catalogue is worded as typical of the role, never as a fact about the employer). Pure and
 * deterministic: choices are seeded from the posting id.
 */
export function generateJobProfile(input: {
  posting: JobPostingInput;
  analysis: PostingAnalysis;
  postingId: string;
}): JobProfileContent {
  const context = buildProfileContext(input);
  const interviewQuestions = selectInterviewQuestions(context);
  return {
    skillsAnalysis: skillsAnalysis(context),
    rolesAnalysis: rolesAnalysis(context),
    additionalAnalysis: additionalAnalysis(context),
    preparationTips: preparationTips(context, interviewQuestions),
    additionalInformation: additionalInformation(context),
    interview_questions: interviewQuestions,
  };
}
