import type { ExperienceLevel } from '@careerlens/contracts';
import type { SalaryInterval } from '../postings/types';
import type { RoleProfile } from '../roles/types';
import type { DemoCompany } from './companies';
import { DEMO_COUNTRIES, DEMO_PLACES, describePlace, shortPlace, type DemoPlace } from './places';
import type { SeededRandom } from './random';
import type { DemoRoleSetting } from './role-settings';
import {
  COMPANY_PARAGRAPHS,
  COUNTRY_BENEFITS,
  EQUAL_OPPORTUNITY_LINES,
  EXPERIENCE_LINES,
  EXPERIENCE_TEMPLATES,
  HEADINGS,
  INTERNSHIP_BENEFITS,
  INTERNSHIP_EXPERIENCE_LINE,
  INTERNSHIP_SENTENCES,
  KNOWLEDGE_TEMPLATES,
  LEVEL_SENTENCES,
  NICE_TO_HAVE_KNOWLEDGE_TEMPLATES,
  NICE_TO_HAVE_TEMPLATES,
  PARTNER_BULLETS,
  PARTNER_SENTENCES,
  ROLE_BENEFITS,
  ROLE_SUMMARY_SENTENCES,
  SECTOR_BENEFITS,
  SIZE_IN_PROSE,
  TEAM_SENTENCES,
  numberWord,
  type BenefitContext,
  type BenefitRule,
  type ListTemplate,
} from './templates';
import {
  capitalize,
  certificationPhrase,
  isDomainSkill,
  isLanguageSkill,
  isSoftSkill,
  joinList,
  lowerFirst,
  softSkillPhrases,
  withArticle,
} from './text';
import { partnerInProse, skillInProse } from '../text/prose';

/**
 * Writes the Markdown description of one demo posting from its role profile, role settings and employer.
 * Every choice of wording comes from the seeded generator passed in, so a posting always reads the same.
 */

/** Where the work happens. */
export type Arrangement = 'remote' | 'hybrid' | 'onsite';
/** The kind of employment; each is also the posting's jobType. */
export type Employment = 'fulltime' | 'parttime' | 'contract' | 'internship';

/** Everything decided about a posting before its text is written. */
export interface PostingPlan {
  profile: RoleProfile;
  setting: DemoRoleSetting;
  level: ExperienceLevel;
  company: DemoCompany;
  place: DemoPlace;
  title: string;
  /** The skills the posting requires, most important first. */
  requiredSkills: readonly string[];
  arrangement: Arrangement;
  /** The posting names a city even though the work is remote. */
  remoteNearOffice: boolean;
  /** Days a week in the office for hybrid roles. */
  officeDays: number;
  employment: Employment;
  /** Contract length in months, for contracts. */
  contractMonths: number;
  salary: { interval: SalaryInterval; minAmount: number; maxAmount: number; currency: string } | null;
  /** An address to apply to, stated in the text, or null. */
  applyEmail: string | null;
}

/** Bullets in "What you'll do": fewer responsibilities than this get a collaboration bullet. */
const MIN_RESPONSIBILITY_BULLETS = 5;
const MAX_RESPONSIBILITY_BULLETS = 7;
/** Skills per requirement bullet. */
const MAX_SKILLS_PER_BULLET = 3;
/** Benefits listed at most. */
const MAX_BENEFITS = 6;
/** Team partners named in a sentence. */
const PARTNERS_IN_PROSE = 3;
/** Chances of optional parts of the text. */
const STATE_PAY_IN_TEXT_CHANCE = 0.8;
const TEAM_SENTENCE_CHANCE = 0.6;
const EDUCATION_FIRST_CHANCE = 0.35;
const EXTRA_PARTNER_BULLET_CHANCE = 0.4;
/** Sectors whose US engineering and IT hires need a security clearance. */
const CLEARANCE_SECTORS = new Set(['government-services', 'aerospace-defense']);
const CLEARANCE_FUNCTIONS = new Set([
  'Engineering',
  'Engineering and Information Technology',
  'Information Technology',
]);
/** Words in a profile's education line that describe the market rather than this employer's requirement. */
const MARKET_WORDING =
  /\b(?:many|most|some|often|typically|typical|usually|commonly|employers|companies|roles?)\b/iu;
/** Education lines that state years of experience; the experience line covers those. */
const YEARS_WORDING = /\byears?\b/iu;
/** Education lines about a licence or certification. */
const LICENCE_WORDING = /\b(?:licen[cs]e|certification)\b/iu;

type HeadingStyle = 'h2' | 'h3' | 'bold';
type Layout = 'company-first' | 'company-heading-first' | 'role-first' | 'details-first';

/** The posting's description as Markdown. */
export function describePosting(plan: PostingPlan, random: SeededRandom): string {
  const headingStyle = random.pick<HeadingStyle>(['h2', 'h3', 'bold']);
  const layout = random.pick<Layout>([
    'company-first',
    'company-heading-first',
    'role-first',
    'details-first',
  ]);
  const heading = (text: string): string =>
    headingStyle === 'h2' ? `## ${text}` : headingStyle === 'h3' ? `### ${text}` : `**${text}**`;
  const bullets = (lines: readonly string[]): string => lines.map((line) => `- ${line}`).join('\n');

  const partners = partnersInProse(plan.profile, random);
  const useTeamSentence = random.chance(TEAM_SENTENCE_CHANCE);
  const companyText = [companyParagraph(plan, random)];
  if (useTeamSentence) companyText.push(teamSentence(plan, partners, random));

  const roleText = aboutRole(plan, useTeamSentence ? null : partners, random);
  const logistics = logisticsSentences(plan, random);
  const sections: string[] = [];
  const companyBlock = companyText.join(' ');

  if (layout === 'details-first') sections.push(detailsLine(plan));
  if (layout === 'company-first' || layout === 'details-first') sections.push(companyBlock);
  if (layout === 'company-heading-first')
    sections.push(`${heading(random.pick(HEADINGS.aboutCompany))}\n\n${companyBlock}`);

  const roleParagraphs = layout === 'details-first' ? [roleText] : [roleText, logistics].filter(Boolean);
  sections.push(`${heading(random.pick(HEADINGS.aboutRole))}\n\n${roleParagraphs.join('\n\n')}`);
  sections.push(
    `${heading(random.pick(HEADINGS.responsibilities))}\n\n${bullets(responsibilities(plan, partners, random))}`,
  );
  sections.push(`${heading(random.pick(HEADINGS.requirements))}\n\n${bullets(requirements(plan, random))}`);
  const nice = niceToHave(plan, random);
  if (nice.length > 0) sections.push(`${heading(random.pick(HEADINGS.niceToHave))}\n\n${bullets(nice)}`);
  if (layout === 'role-first')
    sections.push(`${heading(random.pick(HEADINGS.aboutCompany))}\n\n${companyBlock}`);
  sections.push(`${heading(random.pick(HEADINGS.benefits))}\n\n${bullets(benefits(plan, random))}`);
  if (plan.applyEmail) sections.push(`To apply, send your resume to ${plan.applyEmail}.`);
  sections.push(`_${equalOpportunityLine(plan, random)}_`);
  return sections.join('\n\n');
}

function companyParagraph(plan: PostingPlan, random: SeededRandom): string {
  const { company } = plan;
  const [headquarters, ...others] = company.offices.map((key) => DEMO_PLACES[key]);
  const otherOffices = others.map((place) => place.city);
  return random.pick(COMPANY_PARAGRAPHS)({
    name: company.name,
    description: company.description,
    industry: company.industry,
    size: SIZE_IN_PROSE[company.size],
    headquarters: describePlace(headquarters ?? plan.place),
    headquartersNamed: company.description.includes((headquarters ?? plan.place).city),
    otherOffices: otherOffices.length > 0 ? joinList(otherOffices) : null,
  });
}

function teamSentence(plan: PostingPlan, partners: string, random: SeededRandom): string {
  const whereClause = plan.arrangement === 'remote' && !plan.remoteNearOffice ? '' : ` in ${plan.place.city}`;
  return random.pick(TEAM_SENTENCES)({ team: plan.setting.team, partners, whereClause });
}

/** Two or three of the people the role works with, in profile order, lower case where they are ordinary nouns. */
function partnersInProse(profile: RoleProfile, random: SeededRandom): string {
  const chosen = new Set(random.sample(profile.teamInteractions, random.integer(2, PARTNERS_IN_PROSE)));
  return joinList(profile.teamInteractions.filter((partner) => chosen.has(partner)).map(partnerInProse));
}

function aboutRole(plan: PostingPlan, partners: string | null, random: SeededRandom): string {
  const summary = lowerFirst(plan.profile.summary);
  const sentences = [
    plan.setting.summary ??
      random.pick(ROLE_SUMMARY_SENTENCES)(withArticle(plan.profile.title), plan.company.name, summary),
  ];
  sentences.push(
    plan.employment === 'internship'
      ? random.pick(INTERNSHIP_SENTENCES)
      : random.pick(LEVEL_SENTENCES[plan.level])(plan.setting.team),
  );
  if (partners) sentences.push(random.pick(PARTNER_SENTENCES)(partners));
  return sentences.join(' ');
}

/** Where and how the work happens, the type of employment and, usually, the pay. */
function logisticsSentences(plan: PostingPlan, random: SeededRandom): string {
  const sentences = [arrangementSentence(plan, random)];
  const employment = employmentSentence(plan);
  if (employment) sentences.push(employment);
  if (plan.salary && random.chance(STATE_PAY_IN_TEXT_CHANCE)) sentences.push(paySentence(plan, random));
  return sentences.join(' ');
}

function arrangementSentence(plan: PostingPlan, random: SeededRandom): string {
  const { place } = plan;
  const country = DEMO_COUNTRIES[place.country].inProse;
  if (plan.arrangement === 'remote') {
    if (plan.remoteNearOffice) {
      return `This role is remote, with occasional team days at our ${place.city} office.`;
    }
    return random.pick([
      `This is a remote position open to candidates anywhere in ${country}.`,
      `This role is fully remote within ${country}.`,
    ]);
  }
  if (plan.arrangement === 'hybrid') {
    const days = numberWord(plan.officeDays);
    return random.pick([
      `This is a hybrid role based in ${describePlace(place)}, with ${days} days a week in the office.`,
      `The role is hybrid: ${days} days a week at our ${place.city} office and the rest from home.`,
    ]);
  }
  return random.pick([
    `This position is on-site in ${describePlace(place)}.`,
    `This role is based on-site at our ${place.city} location.`,
  ]);
}

function employmentSentence(plan: PostingPlan): string | null {
  switch (plan.employment) {
    case 'parttime':
      return 'This is a part-time position of 20 to 30 hours a week.';
    case 'contract':
      return `This is a ${plan.contractMonths}-month contract with the possibility of extension.`;
    case 'internship':
      return 'This is a 12-week summer internship.';
    default:
      return null;
  }
}

function paySentence(plan: PostingPlan, random: SeededRandom): string {
  const range = payRange(plan);
  const commission = plan.setting.commission ? ', plus commission' : '';
  if (plan.salary?.interval === 'hourly') {
    return random.pick([
      `The pay range for this position is ${range.min} to ${range.max} per hour${commission}.`,
      `Pay: ${range.min}-${range.max} an hour, based on experience${commission}.`,
    ]);
  }
  return random.pick([
    `The base salary range for this position is ${range.min} to ${range.max} per year${commission}.`,
    `Compensation: ${range.min} to ${range.max} a year, depending on experience${commission}.`,
    `The salary for this role is ${range.min}-${range.max}${commission}.`,
  ]);
}

/** "**Location:** Denver, CO (hybrid) · **Type:** Full-time · **Pay:** $80,000-$100,000 per year". */
function detailsLine(plan: PostingPlan): string {
  const { place } = plan;
  const location =
    plan.arrangement === 'remote'
      ? plan.remoteNearOffice
        ? `Remote (${shortPlace(place)} area)`
        : `Remote (${place.country})`
      : plan.arrangement === 'hybrid'
        ? `${shortPlace(place)} (hybrid, ${numberWord(plan.officeDays)} days a week in the office)`
        : `${shortPlace(place)} (on-site)`;
  const type = {
    fulltime: 'Full-time',
    parttime: 'Part-time, 20 to 30 hours a week',
    contract: `Contract, ${plan.contractMonths} months`,
    internship: 'Internship, 12 weeks',
  }[plan.employment];
  const parts = [`**Location:** ${location}`, `**Type:** ${type}`];
  if (plan.salary) {
    const range = payRange(plan);
    const interval = plan.salary.interval === 'hourly' ? 'per hour' : 'per year';
    parts.push(
      `**Pay:** ${range.min}-${range.max} ${interval}${plan.setting.commission ? ' plus commission' : ''}`,
    );
  }
  return parts.join(' · ');
}

function payRange(plan: PostingPlan): { min: string; max: string } {
  const salary = plan.salary;
  if (!salary) return { min: '', max: '' };
  const symbol = DEMO_COUNTRIES[plan.place.country].currencySymbol;
  const format = (amount: number): string =>
    salary.interval === 'hourly'
      ? `${symbol}${amount.toFixed(2)}`
      : `${symbol}${groupDigits(amount, salary.currency === 'INR')}`;
  return { min: format(salary.minAmount), max: format(salary.maxAmount) };
}

/** "85,000", or in the Indian system "14,50,000". */
function groupDigits(amount: number, indian: boolean): string {
  const digits = String(Math.round(amount));
  if (!indian || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/gu, ',');
  return `${rest},${lastThree}`;
}

function responsibilities(plan: PostingPlan, partners: string, random: SeededRandom): string[] {
  const lines = [...plan.profile.responsibilities[plan.level]].slice(0, MAX_RESPONSIBILITY_BULLETS);
  const wantsPartnerBullet =
    lines.length < MIN_RESPONSIBILITY_BULLETS ||
    (lines.length < MAX_RESPONSIBILITY_BULLETS && random.chance(EXTRA_PARTNER_BULLET_CHANCE));
  if (wantsPartnerBullet) lines.push(random.pick(PARTNER_BULLETS)(partners));
  return lines;
}

function requirements(plan: PostingPlan, random: SeededRandom): string[] {
  const { profile, setting, level } = plan;
  const experience =
    plan.employment === 'internship'
      ? INTERNSHIP_EXPERIENCE_LINE
      : level === 'entry-level' && setting.entryExperience
        ? setting.entryExperience
        : random.pick(EXPERIENCE_LINES[level])({
            asRole: `as ${withArticle(profile.title)}`,
            field: setting.field,
          });
  const education = educationLines(plan);
  const credential = credentialLine(plan);
  const skills = coreSkillLines(
    plan.requiredSkills,
    plan.employment === 'internship' ? 'entry-level' : level,
    random,
  );
  const lines = [experience];
  const educationFirst = random.chance(EDUCATION_FIRST_CHANCE);
  if (educationFirst) lines.push(...education);
  lines.push(...skills.practical);
  if (credential) lines.push(credential);
  if (!educationFirst) lines.push(...education);
  if (needsClearance(plan))
    lines.push('U.S. citizenship and the ability to obtain and maintain a security clearance');
  lines.push(...softSkillLines(profile, skills.soft, random));
  if (setting.conditions) lines.push(setting.conditions);
  return lines;
}

/**
 * The profile's education, minus lines that describe the market, state years (the experience line does) or
 * repeat the licence the credential line already asks for.
 */
function educationLines(plan: PostingPlan): string[] {
  const hasCredential = credentialLine(plan) !== null;
  const lines =
    plan.setting.education ??
    plan.profile.education.filter(
      (line) =>
        !MARKET_WORDING.test(line) &&
        !YEARS_WORDING.test(line) &&
        !(hasCredential && LICENCE_WORDING.test(line)),
    );
  return lines.map((line) => line.replace(/\.$/u, ''));
}

function credentialLine(plan: PostingPlan): string | null {
  const credential = plan.setting.credentials?.[plan.level];
  if (!credential) return null;
  const line = credential.replaceAll('{state}', plan.place.regionName ?? plan.place.city);
  // "A {state} teaching license" in Arizona or Ohio: "An Arizona ...". (Utah keeps "a": a "yoo" sound.)
  return line.replace(/^A (?=[AEIO])/u, 'An ');
}

function needsClearance(plan: PostingPlan): boolean {
  return (
    plan.place.country === 'USA' &&
    CLEARANCE_SECTORS.has(plan.company.sector) &&
    CLEARANCE_FUNCTIONS.has(plan.setting.jobFunction)
  );
}

/** The required skills as two to four requirement bullets, plus the soft skills for their own lines. */
function coreSkillLines(
  skillNames: readonly string[],
  level: ExperienceLevel,
  random: SeededRandom,
): { practical: string[]; soft: string[] } {
  const soft = skillNames.filter(isSoftSkill);
  const domain = skillNames.filter((skill) => !isSoftSkill(skill) && isDomainSkill(skill));
  const practical = skillNames.filter((skill) => !isSoftSkill(skill) && !isDomainSkill(skill));
  // "Strong X skills" reads badly when X has its own "and" ("Strong Bash, as well as backup and recovery
  // skills"), so such groups take a template that puts the list last.
  const fill = (groups: string[][], templates: readonly ListTemplate[]): string[] => {
    const order = random.shuffle(templates);
    return groups.map((group, index) => {
      const list = joinList(group.map(skillInProse));
      const hasInnerConjunction = group.some((skill) => /\s(?:and|or)\s/u.test(skill));
      const usable = order.filter((template) => !(hasInnerConjunction && template('').endsWith(' skills')));
      const template = usable[index % usable.length];
      return capitalize(template ? template(list) : list);
    });
  };
  return {
    practical: [
      ...fill(chunk(practical, MAX_SKILLS_PER_BULLET), EXPERIENCE_TEMPLATES[level]),
      ...fill(chunk(domain, MAX_SKILLS_PER_BULLET), KNOWLEDGE_TEMPLATES[level]),
    ],
    soft,
  };
}

/** Splits the list into as few groups of at most `size` as possible, with sizes as even as possible. */
function chunk<T>(items: readonly T[], size: number): T[][] {
  if (items.length === 0) return [];
  const groupCount = Math.ceil(items.length / size);
  const groups: T[][] = [];
  let start = 0;
  for (let index = 0; index < groupCount; index += 1) {
    const length = Math.ceil((items.length - start) / (groupCount - index));
    groups.push(items.slice(start, start + length));
    start += length;
  }
  return groups;
}

/** The core soft skills plus one or two common ones, a requirement line each. */
function softSkillLines(profile: RoleProfile, coreSoft: readonly string[], random: SeededRandom): string[] {
  const commonSoft = profile.commonSkills.filter((skill) => isSoftSkill(skill) && !coreSoft.includes(skill));
  const extra = random.sample(commonSoft, coreSoft.length === 0 ? 2 : 1);
  return [...coreSoft, ...extra].map((skill) => capitalize(random.pick(softSkillPhrases(skill))));
}

function niceToHave(plan: PostingPlan, random: SeededRandom): string[] {
  const { profile } = plan;
  const requiredText = [credentialLine(plan) ?? '', ...educationLines(plan)].join(' ').toLowerCase();
  const certifications = (plan.setting.niceCertifications ?? profile.certifications).filter(
    (name) => !requiredText.includes(name.toLowerCase()),
  );
  // Entry-level postings may list the core skills they do not require as a plus.
  const required = plan.requiredSkills;
  const candidates =
    plan.level === 'entry-level' ? [...profile.coreSkills, ...profile.commonSkills] : profile.commonSkills;
  const skills = [...new Set(candidates)].filter(
    (skill) =>
      !isSoftSkill(skill) &&
      !required.includes(skill) &&
      (plan.level === 'entry-level' || !profile.coreSkills.includes(skill)),
  );
  const certificationCount =
    certifications.length === 0 ? 0 : random.integer(1, Math.min(2, certifications.length));
  const skillBulletCount = random.integer(3, 4) - certificationCount;
  const chosenSkills = random.sample(skills, skillBulletCount + 1);
  const templates = random.sample(NICE_TO_HAVE_TEMPLATES, skillBulletCount);
  const lines: string[] = [];
  for (let index = 0; index < skillBulletCount && index < chosenSkills.length; index += 1) {
    const isLastPair = index === skillBulletCount - 1 && chosenSkills.length > skillBulletCount;
    const group = isLastPair ? chosenSkills.slice(index, index + 2) : chosenSkills.slice(index, index + 1);
    const names = group.map(skillInProse);
    if (group.length === 1 && group[0] && isLanguageSkill(group[0])) {
      lines.push(`Ability to speak ${group[0]}`);
      continue;
    }
    const template = group.every(isDomainSkill)
      ? random.pick(NICE_TO_HAVE_KNOWLEDGE_TEMPLATES)
      : (templates[index] ?? NICE_TO_HAVE_TEMPLATES[0]);
    const list = joinList(names, 'or');
    lines.push(template ? template(list) : list);
  }
  for (const name of random.sample(certifications, certificationCount)) {
    lines.push(capitalize(certificationPhrase(name)));
  }
  return lines;
}

function benefits(plan: PostingPlan, random: SeededRandom): string[] {
  if (plan.employment === 'internship') return random.sample(INTERNSHIP_BENEFITS, 3);
  const context: BenefitContext = {
    company: plan.company,
    country: plan.place.country,
    level: plan.level,
    role: plan.profile.title,
    isRemote: plan.arrangement === 'remote',
    isPartTime: plan.employment === 'parttime',
    hasCommission: plan.setting.commission === true,
  };
  const applies = (rule: BenefitRule): boolean => rule.when?.(context) ?? true;
  const countryRules = COUNTRY_BENEFITS[context.country].filter(applies);
  const sectorRules = (SECTOR_BENEFITS[plan.company.sector] ?? []).filter(applies);
  const roleRules = ROLE_BENEFITS.filter(applies);
  const chosen = [
    ...random.sample(countryRules, random.integer(2, 3)),
    ...random.sample(sectorRules, random.integer(1, 2)),
    ...roleRules,
  ];
  const texts = [...new Set(chosen.map((rule) => rule.text))];
  return texts.slice(0, MAX_BENEFITS);
}

function equalOpportunityLine(plan: PostingPlan, random: SeededRandom): string {
  const country = plan.place.country;
  const group =
    country === 'USA'
      ? 'us'
      : country === 'Canada'
        ? 'canada'
        : country === 'UK' || country === 'Ireland'
          ? 'uk-ireland'
          : 'other';
  return random.pick(EQUAL_OPPORTUNITY_LINES[group])(plan.company.name);
}
