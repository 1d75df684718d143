import {
  EXPERIENCE_LEVEL_IDS,
  ROLE_CATALOGUE,
  ROLE_GROUPS,
  type ExperienceLevel,
} from '@careerlens/contracts';
import type { JobPostingInput, JobType, PostingSource } from '../postings/types';
import { ROLE_PROFILES } from '../roles/role-profiles';
import type { RoleProfile } from '../roles/types';
import { DEMO_COMPANIES, companyCareersSite, companyWebsite, type DemoCompany } from './companies';
import { describePosting, type Arrangement, type Employment, type PostingPlan } from './describe-posting';
import { DEMO_COUNTRIES, DEMO_PLACES, HOURLY_ROUNDING_STEP, type DemoPlace } from './places';
import { createRandom, hashString, type SeededRandom } from './random';
import { DEMO_ROLE_SETTINGS, type DemoRoleSetting, type PayBand } from './role-settings';
import { isSoftSkill, slugify } from './text';

/**
 * The demo job corpus: a fixed set of realistic postings, written by us for fictional employers, that a new
 * installation loads on first start so the product works before any real postings are imported. Output is
 * deterministic: the same reference date gives the same postings, and another date shifts only the dates.
 */

/** The source of every demo posting. */
export const DEMO_SOURCE = 'demo' satisfies PostingSource;

/**
 * Postings per catalogue role and level: a few employers hiring the same role, each with its own title
 * wording, place and list of skills, so every role is represented by several postings in matching and
 * search. The catch-all 'Other' gets one per level.
 */
export const DEMO_POSTINGS_PER_LEVEL = 3;

/** Postings are dated within this many days before the reference date (the reference day included). */
export const DEMO_POSTING_WINDOW_DAYS = 60;

/** LinkedIn's seniority labels, by level. */
const JOB_LEVEL_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  'entry-level': 'Entry level',
  'mid-level': 'Associate',
  'senior-level': 'Mid-Senior level',
  'lead-principal': 'Mid-Senior level',
};
const INTERNSHIP_JOB_LEVEL = 'Internship';
const DIRECTOR_JOB_LEVEL = 'Director';
/** Lead titles LinkedIn files under "Director". */
const DIRECTOR_TITLE = /\b(?:Director|Head of|Chief)\b/u;

/** How often each choice goes one way. */
const INTERNSHIP_CHANCE = 0.3;
const PART_TIME_CHANCE = 0.5;
const CONTRACT_CHANCE = 0.2;
/** For roles that can be remote: the share posted remote, then hybrid; the rest are on-site. */
const REMOTE_SHARE = 0.35;
const HYBRID_SHARE_OF_REMOTE_ROLES = 0.35;
/** For roles that can be hybrid but not remote: the share posted hybrid. */
const HYBRID_SHARE = 0.5;
/** Remote postings that still name the nearest office city. */
const REMOTE_NEAR_OFFICE_CHANCE = 0.4;
/** Small employers sometimes take applications by e-mail. */
const APPLY_BY_EMAIL_CHANCE = 0.3;
const EMAIL_SIZES = new Set(['11-50', '51-200']);
/** Postings that link straight to an application form. */
const DIRECT_APPLY_CHANCE = 0.5;
/** Salary ranges move up or down by at most this share per posting, so postings for a role differ. */
const SALARY_JITTER = 0.05;
/** Interns are paid an hourly rate of this share of an entry-level salary's hourly equivalent. */
const INTERN_PAY_SHARE = 0.8;
const WORK_HOURS_PER_YEAR = 2080;
/** The headquarters is this many times as likely as another office to host a posting. */
const HEADQUARTERS_WEIGHT = 2;
const MS_PER_DAY = 86_400_000;
/** Entry-level postings ask for this share of the core skills, and at least this many. */
const ENTRY_SKILL_SHARE = 0.75;
const MIN_ENTRY_SKILLS = 4;
/** Later postings of a role keep its first skills and leave out each of the others with this chance. */
const KEPT_SKILLS = 3;
const DROPPED_SKILL_CHANCE = 0.25;

/** The catalogue titles whose postings are never remote (they are done in person). */
export const ON_SITE_ONLY_ROLES: readonly string[] = Object.entries(DEMO_ROLE_SETTINGS)
  .filter(([, setting]) => setting.workplace === 'onsite')
  .map(([title]) => title);

/** The demo corpus, dated relative to `referenceDate` (read in UTC). */
export function generateDemoPostings(referenceDate: Date): JobPostingInput[] {
  const profiles = new Map(ROLE_PROFILES.map((profile) => [profile.title, profile]));
  const usage = new Map<string, number>();
  const usedByRole = new Map<string, Set<string>>();
  const postings: JobPostingInput[] = [];
  // One posting of every role and level first, then the next round: the first round is the corpus as it
  // was with one posting each (the same ids, employers and text).
  for (let variant = 0; variant < DEMO_POSTINGS_PER_LEVEL; variant += 1) {
    for (const group of ROLE_GROUPS) {
      for (const title of ROLE_CATALOGUE[group]) {
        const profile = profiles.get(title);
        const setting = DEMO_ROLE_SETTINGS[title];
        if (!profile || !setting || (title === 'Other' && variant > 0)) continue;
        const used = usedByRole.get(title) ?? new Set<string>();
        usedByRole.set(title, used);
        for (const level of setting.levels ?? EXPERIENCE_LEVEL_IDS) {
          const sourceId = `demo-${slugify(title)}-${level}${variant === 0 ? '' : `-${variant + 1}`}`;
          const random = createRandom(sourceId);
          const company = chooseCompany(title, setting, level, usage, used, random);
          usage.set(company.slug, (usage.get(company.slug) ?? 0) + 1);
          used.add(company.slug);
          used.add(`${company.slug}|${level}`);
          const plan = planPosting(profile, setting, level, company, variant, random);
          postings.push(toPosting(plan, sourceId, referenceDate, random));
        }
      }
    }
  }
  return postings;
}

/**
 * More postings of the given catalogue roles than the demo corpus holds (`count` in all, the roles and their
 * levels taken in turn), each worded as a later posting of its role is. Not part of the corpus a product
 * loads: `eval:matching --flood` adds them to measure how a pool dominated by one field ranks for people of
 * other fields (the held-out pool the matching issue names was 71% teaching postings).
 */
export function generateRolePostings(
  titles: readonly string[],
  count: number,
  referenceDate: Date,
): JobPostingInput[] {
  const profiles = new Map(ROLE_PROFILES.map((profile) => [profile.title, profile]));
  const usage = new Map<string, number>();
  const plans = titles.flatMap((title) => {
    const profile = profiles.get(title);
    const setting = DEMO_ROLE_SETTINGS[title];
    if (!profile || !setting || title === 'Other') throw new Error(`No demo postings for "${title}".`);
    return (setting.levels ?? EXPERIENCE_LEVEL_IDS).map((level) => ({ title, profile, setting, level }));
  });
  const postings: JobPostingInput[] = [];
  for (let index = 0; index < count && plans.length > 0; index += 1) {
    const { title, profile, setting, level } = plans[index % plans.length]!;
    const sourceId = `demo-more-${slugify(title)}-${level}-${index + 1}`;
    const random = createRandom(sourceId);
    const company = chooseCompany(title, setting, level, usage, new Set(), random);
    usage.set(company.slug, (usage.get(company.slug) ?? 0) + 1);
    const variant = DEMO_POSTINGS_PER_LEVEL + Math.floor(index / plans.length);
    postings.push(
      toPosting(
        planPosting(profile, setting, level, company, variant, random),
        sourceId,
        referenceDate,
        random,
      ),
    );
  }
  return postings;
}

/**
 * The employer for a posting: one that hires the role in a market the role allows, preferring employers
 * not yet used for this role, then (when every employer has been) those not yet used for it at this level,
 * and then the least used overall, so postings spread across companies. `usedByRole` holds company slugs
 * and "slug|level" keys.
 */
function chooseCompany(
  title: string,
  setting: DemoRoleSetting,
  level: ExperienceLevel,
  usage: ReadonlyMap<string, number>,
  usedByRole: ReadonlySet<string>,
  random: SeededRandom,
): DemoCompany {
  const employers = setting.employers?.[level];
  const eligible = DEMO_COMPANIES.filter(
    (company) =>
      (employers ? employers.includes(company.slug) : setting.sectors.includes(company.sector)) &&
      officesFor(company, setting).length > 0,
  );
  const fresh = eligible.filter((company) => !usedByRole.has(company.slug));
  const freshAtLevel = eligible.filter((company) => !usedByRole.has(`${company.slug}|${level}`));
  const candidates = random.shuffle(
    fresh.length > 0 ? fresh : freshAtLevel.length > 0 ? freshAtLevel : eligible,
  );
  candidates.sort((left, right) => (usage.get(left.slug) ?? 0) - (usage.get(right.slug) ?? 0));
  const company = candidates[0];
  if (!company) throw new Error(`No demo company can post ${title} at ${level}.`);
  return company;
}

/** The company's offices where the role may be posted. */
function officesFor(company: DemoCompany, setting: DemoRoleSetting): DemoPlace[] {
  const places = company.offices.map((key) => DEMO_PLACES[key]);
  return setting.market === 'us' ? places.filter((place) => place.country === 'USA') : places;
}

function planPosting(
  profile: RoleProfile,
  setting: DemoRoleSetting,
  level: ExperienceLevel,
  company: DemoCompany,
  variant: number,
  random: SeededRandom,
): PostingPlan {
  const headquarters = DEMO_PLACES[company.offices[0]];
  const weighted = officesFor(company, setting).flatMap((place) =>
    Array<DemoPlace>(place === headquarters ? HEADQUARTERS_WEIGHT : 1).fill(place),
  );
  const place = random.pick(weighted);
  const employment = chooseEmployment(setting, level, random);
  const arrangement = chooseArrangement(setting, employment, random);
  const levelIndex = EXPERIENCE_LEVEL_IDS.indexOf(level);
  const titleChoice = setting.titles[levelIndex] ?? profile.title;
  const titles = typeof titleChoice === 'string' ? [titleChoice] : titleChoice;
  // Later postings of a mid-level role may use another common name of the role ("Staff Nurse").
  const aliases = setting.midLevelAliases ?? plainAliases(profile, titles);
  const options = variant > 0 && level === 'mid-level' ? [...titles, ...aliases] : titles;
  const title =
    employment === 'internship' && setting.internship
      ? setting.internship
      : options.length === 1
        ? (options[0] as string)
        : random.pick(options);
  return {
    profile,
    setting,
    level,
    company,
    place,
    title,
    requiredSkills: chooseRequiredSkills(profile, setting, level, variant, random),
    arrangement,
    remoteNearOffice: arrangement === 'remote' && random.chance(REMOTE_NEAR_OFFICE_CHANCE),
    officeDays: random.integer(2, 3),
    employment,
    contractMonths: random.pick([6, 12]),
    salary: chooseSalary(setting, levelIndex, employment, place, random),
    applyEmail:
      EMAIL_SIZES.has(company.size) && random.chance(APPLY_BY_EMAIL_CHANCE)
        ? `jobs@${company.slug}.example`
        : null,
  };
}

/** Words that give a title a level or a standing of its own: aliases with them are not used as mid-level titles. */
const LEVELLED_TITLE =
  /\b(?:senior|sr|junior|jr|lead|head|chief|principal|staff|assistant|associate|director|master|executive|intern|trainee|apprentice|journeyman|supervisor|coordinator|[ivx]+|\d+)\b/iu;

/** The profile's aliases that name the role without a level ("Staff Nurse" is excluded: "staff" is a level). */
function plainAliases(profile: RoleProfile, titles: readonly string[]): string[] {
  return profile.titleAliases.filter(
    (alias) => !LEVELLED_TITLE.test(alias) && !titles.includes(alias) && alias.length > 3,
  );
}

/**
 * The skills a posting requires: the level's own list where the settings give one, else the profile's core
 * skills, of which entry-level postings ask for the most important three quarters. Later postings of a
 * role word their own list, as employers do: they keep the three most important skills, leave out some
 * of the others and ask for one or two of the role's common skills instead.
 */
function chooseRequiredSkills(
  profile: RoleProfile,
  setting: DemoRoleSetting,
  level: ExperienceLevel,
  variant: number,
  random: SeededRandom,
): readonly string[] {
  const own = setting.levelSkills?.[level];
  const core = profile.coreSkills;
  const base =
    own ??
    (level === 'entry-level'
      ? core.slice(0, Math.max(MIN_ENTRY_SKILLS, Math.ceil(core.length * ENTRY_SKILL_SHARE)))
      : core);
  if (variant === 0) return base;
  const kept = base.filter((_, index) => index < KEPT_SKILLS || !random.chance(DROPPED_SKILL_CHANCE));
  const extra = profile.commonSkills.filter((skill) => !base.includes(skill) && !isSoftSkill(skill));
  return [...kept, ...random.sample(extra, random.integer(1, 2))];
}

function chooseEmployment(
  setting: DemoRoleSetting,
  level: ExperienceLevel,
  random: SeededRandom,
): Employment {
  if (level === 'entry-level' && setting.internship && random.chance(INTERNSHIP_CHANCE)) return 'internship';
  if (setting.shiftWork?.includes(level) && random.chance(PART_TIME_CHANCE)) return 'parttime';
  const midCareer = level === 'mid-level' || level === 'senior-level';
  if (setting.contracts && midCareer && random.chance(CONTRACT_CHANCE)) return 'contract';
  return 'fulltime';
}

function chooseArrangement(
  setting: DemoRoleSetting,
  employment: Employment,
  random: SeededRandom,
): Arrangement {
  const draw = random.next();
  if (setting.workplace === 'remote') {
    if (draw < REMOTE_SHARE && employment !== 'internship') return 'remote';
    return draw < REMOTE_SHARE + HYBRID_SHARE_OF_REMOTE_ROLES ? 'hybrid' : 'onsite';
  }
  if (setting.workplace === 'hybrid') return draw < HYBRID_SHARE ? 'hybrid' : 'onsite';
  return 'onsite';
}

/** A salary in local currency from the role's US band, or null when the posting states none. */
function chooseSalary(
  setting: DemoRoleSetting,
  levelIndex: number,
  employment: Employment,
  place: DemoPlace,
  random: SeededRandom,
): PostingPlan['salary'] {
  const country = DEMO_COUNTRIES[place.country];
  const stated = random.chance(country.salaryShare);
  const jitter = 1 + (random.next() * 2 - 1) * SALARY_JITTER;
  const usBand = setting.pay?.[levelIndex];
  if (!usBand || !stated) return null;
  const band: PayBand =
    employment === 'internship'
      ? {
          interval: 'hourly',
          min: (usBand.min / WORK_HOURS_PER_YEAR) * INTERN_PAY_SHARE,
          max: (usBand.max / WORK_HOURS_PER_YEAR) * INTERN_PAY_SHARE,
        }
      : usBand;
  const step = band.interval === 'hourly' ? HOURLY_ROUNDING_STEP : country.yearlyRoundingStep;
  const toLocal = (amount: number): number => Math.round((amount * country.payFactor * jitter) / step) * step;
  const minAmount = toLocal(band.min);
  const maxAmount = Math.max(minAmount, toLocal(band.max));
  return { interval: band.interval, minAmount, maxAmount, currency: country.currency };
}

function toPosting(
  plan: PostingPlan,
  sourceId: string,
  referenceDate: Date,
  random: SeededRandom,
): JobPostingInput {
  const { company, place } = plan;
  const requisition = 10_000 + (hashString(`${sourceId}|requisition`) % 90_000);
  const jobUrl = `${companyCareersSite(company)}/jobs/${slugify(plan.title)}-${requisition}`;
  const jobType: JobType[] = [plan.employment];
  if (plan.arrangement === 'hybrid') jobType.push('HYBRID');
  const isRemoteAnywhere = plan.arrangement === 'remote' && !plan.remoteNearOffice;
  return {
    source: DEMO_SOURCE,
    sourceId,
    title: plan.title,
    companyName: company.name,
    companyLogo: null,
    companyUrl: companyWebsite(company),
    companyIndustry: company.industry,
    jobLevel: jobLevelLabel(plan),
    isRemote: plan.arrangement === 'remote',
    jobType,
    jobFunction: plan.setting.jobFunction,
    jobUrl,
    jobUrlDirect: random.chance(DIRECT_APPLY_CHANCE) ? `${jobUrl}/apply` : null,
    location: {
      city: isRemoteAnywhere ? null : place.city,
      state: isRemoteAnywhere ? null : place.state,
      country: place.country,
    },
    description: describePosting(plan, random),
    descriptionFormat: 'markdown',
    datePosted: postingDate(referenceDate, sourceId),
    salary: plan.salary,
    emails: plan.applyEmail ? [plan.applyEmail] : [],
  };
}

function jobLevelLabel(plan: PostingPlan): string {
  if (plan.employment === 'internship') return INTERNSHIP_JOB_LEVEL;
  if (plan.level === 'lead-principal' && DIRECTOR_TITLE.test(plan.title)) return DIRECTOR_JOB_LEVEL;
  return JOB_LEVEL_LABELS[plan.level];
}

/**
 * The posting's date: a fixed number of days (0 to DEMO_POSTING_WINDOW_DAYS - 1, from the posting's id)
 * before the reference date, so a new reference date moves every posting by the same amount.
 */
function postingDate(referenceDate: Date, sourceId: string): string {
  const ageDays = hashString(`${sourceId}|date`) % DEMO_POSTING_WINDOW_DAYS;
  const referenceDay = Date.UTC(
    referenceDate.getUTCFullYear(),
    referenceDate.getUTCMonth(),
    referenceDate.getUTCDate(),
  );
  return new Date(referenceDay - ageDays * MS_PER_DAY).toISOString().slice(0, 10);
}
