import type { ExperienceLevel } from '@careerlens/contracts';
import type { ParsedResume } from '../sections/types';
import type { SkillMatch } from '../skills/matcher';
import { getSkill, implyingSkillIds } from '../skills/taxonomy';
import { nearMention, type LineText } from '../skills/near-mention';
import { LEVEL_YEARS, type ResolvedRoleProfile } from '../roles/role-profiles';
import { mapPostingRole } from '../postings/posting-role';
import { MIN_MARKET_SAMPLE, type MarketSkillStats } from './market';

/** Weights of the job-readiness score (they sum to 100). */
export const READINESS_WEIGHTS = {
  coreSkills: 45,
  commonSkills: 20,
  experience: 20,
  certifications: 5,
  education: 10,
} as const;
/** A related skill earns this share of the credit of the skill itself, and is marked implied. */
export const IMPLIED_CREDIT = 0.5;
/** A market skill counts as "core" for the readiness score when at least this share of postings ask for it. */
const MARKET_CORE_SHARE = 0.3;
const MARKET_COMMON_SHARE = 0.12;
const MAX_MARKET_SKILLS = 14;
/**
 * Coverage of the role's skills from which a resume reads as the role's own field. Below it, experience,
 * education and certifications count in proportion: 20 years of teaching are not 20 years towards Accountant.
 */
export const FIELD_COVERAGE_FULL = 0.4;
/** A resume that names the role's title is in the field at least this much. */
const TITLE_FIELD_MATCH = 0.75;
/** The least coverage of a role's skills for "Other" to read the resume as that role. */
const MIN_INFERRED_COVERAGE = 0.2;
/** Least confidence of a job title's mapping to a catalogue role for the title to name the resume's role
 * (the matcher's own bar for a title that states a field, FIT_RULES.minTitleConfidence). */
const MIN_TITLE_CONFIDENCE = 0.5;
/** A title read at least this surely counts for its role even when the resume shows none of its skills. */
const SURE_TITLE_CONFIDENCE = 0.8;
const TITLE_RECENCY_DECAY = 0.2;
const TITLE_RECENCY_FLOOR = 0.4;
/** A role's skill coverage counts twice: a share of 0.5 weighs as one sure recent title. */
const SKILL_SHARE_WEIGHT = 2;

export interface SkillRequirement {
  id: string;
  name: string;
  importance: 'core' | 'common' | 'certification';
  /** Share of market postings asking for it (0-1), when known. */
  marketShare: number | null;
}

export interface Readiness {
  score: number;
  requirements: SkillRequirement[];
  covered: SkillRequirement[];
  implied: Array<{ requirement: SkillRequirement; via: string }>;
  missing: SkillRequirement[];
  /**
   * Of the missing and implied requirements, those the resume may name in other words (near-mention.ts),
   * with the line: scored as before (missing or implied), but never stated as a gap, since the file may
   * contradict it; the report quotes the line as one that may describe them in other words.
   */
  unconfirmed: Array<{ requirement: SkillRequirement; line: LineText }>;
  /** Coverage of core and common requirements, 0-1, implied counting half. */
  coverageShare: number;
  /**
   * How far the resume reads as the role's own field (0-1): from its coverage of the role's skills, and the
   * role's title on the resume. Experience, education and certification points are multiplied by it.
   */
  fieldMatch: number;
  yearsOfExperience: number;
  marketUsed: boolean;
}

function nameOf(id: string): string {
  return getSkill(id)?.name ?? id;
}

/** What the role asks for: from the market sample when it is large enough, else from the role profile. */
export function roleRequirements(
  profile: ResolvedRoleProfile,
  market: MarketSkillStats | undefined,
): SkillRequirement[] {
  const shares = market && market.postings >= MIN_MARKET_SAMPLE ? market.skillShares : undefined;
  const requirements: SkillRequirement[] = [];
  const add = (id: string, importance: SkillRequirement['importance']) => {
    if (requirements.some((requirement) => requirement.id === id)) return;
    requirements.push({ id, name: nameOf(id), importance, marketShare: shares ? (shares[id] ?? 0) : null });
  };
  if (shares) {
    const ranked = Object.entries(shares)
      .filter(([id]) => getSkill(id) && getSkill(id)?.type !== 'soft' && getSkill(id)?.type !== 'language')
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_MARKET_SKILLS);
    for (const [id, share] of ranked) {
      if (share >= MARKET_CORE_SHARE)
        add(id, getSkill(id)?.type === 'certification' ? 'certification' : 'core');
      else if (share >= MARKET_COMMON_SHARE)
        add(id, getSkill(id)?.type === 'certification' ? 'certification' : 'common');
    }
    // Keep the profile's core skills in view even when the sample does not rank them.
    for (const id of profile.coreSkillIds)
      if ((shares[id] ?? 0) >= MARKET_COMMON_SHARE / 2) add(id, 'common');
  }
  if (requirements.filter((requirement) => requirement.importance !== 'certification').length < 5) {
    for (const id of profile.coreSkillIds) add(id, 'core');
    for (const id of profile.commonSkillIds) {
      if (getSkill(id)?.type !== 'soft') add(id, 'common');
    }
  }
  for (const id of profile.certificationIds) add(id, 'certification');
  return requirements;
}

/** Experience credit: full from the level's minimum years, linear below it. */
function experienceShare(years: number, level: ExperienceLevel | null): number {
  if (!level) return years > 0 ? 1 : 0.5;
  const [minimum] = LEVEL_YEARS[level];
  if (minimum === 0) return 1;
  return Math.min(1, years / minimum);
}

export function assessReadiness(input: {
  profile: ResolvedRoleProfile;
  level: ExperienceLevel | null;
  skills: SkillMatch[];
  parsed: ParsedResume;
  market: MarketSkillStats | undefined;
  /** The resume names the role's title or one of its aliases. */
  showsRoleTitle?: boolean;
  /** The resume's lines (no contact lines), to find gaps it may name in other words. */
  lines?: readonly LineText[];
}): Readiness {
  const found = new Set(input.skills.map((skill) => skill.id));
  const requirements = roleRequirements(input.profile, input.market);
  const covered: SkillRequirement[] = [];
  const implied: Readiness['implied'] = [];
  const missing: SkillRequirement[] = [];
  for (const requirement of requirements) {
    if (found.has(requirement.id)) {
      covered.push(requirement);
      continue;
    }
    // A related skill suggests a method or a field ("Journal Entries" beside "General Ledger"), never a
    // product: QuickBooks is no evidence of NetSuite, so a tool is named or missing (and so is a credential).
    // Only a skill whose own entry lists the requirement suggests it (Excel does not suggest modelling).
    const via = implyingSkillIds(requirement.id).find((id) => found.has(id));
    if (via && requirement.importance !== 'certification' && getSkill(requirement.id)?.type !== 'tool')
      implied.push({ requirement, via: nameOf(via) });
    else missing.push(requirement);
  }
  const credit = (importance: SkillRequirement['importance']) => {
    const all = requirements.filter((requirement) => requirement.importance === importance);
    if (all.length === 0) return importance === 'certification' ? 0.5 : 1;
    const full = covered.filter((requirement) => requirement.importance === importance).length;
    const partial = implied.filter((entry) => entry.requirement.importance === importance).length;
    return (full + partial * IMPLIED_CREDIT) / all.length;
  };
  const years = Math.round((input.parsed.totalExperienceMonths / 12) * 10) / 10;
  const educated = input.parsed.education.length > 0;
  const skillRequirements = requirements.filter((requirement) => requirement.importance !== 'certification');
  const coverageShare = skillRequirements.length
    ? (covered.filter((requirement) => requirement.importance !== 'certification').length +
        implied.length * IMPLIED_CREDIT) /
      skillRequirements.length
    : 0;
  const fieldMatch = Math.max(
    Math.min(1, coverageShare / FIELD_COVERAGE_FULL),
    input.showsRoleTitle ? TITLE_FIELD_MATCH : 0,
  );
  const raw =
    READINESS_WEIGHTS.coreSkills * credit('core') +
    READINESS_WEIGHTS.commonSkills * credit('common') +
    fieldMatch *
      (READINESS_WEIGHTS.experience * experienceShare(years, input.level) +
        READINESS_WEIGHTS.certifications * (credit('certification') > 0 ? 1 : 0) +
        READINESS_WEIGHTS.education * (educated ? 1 : 0));
  // Most-wanted first: by market share when known, then core before common, then name.
  const rank = (requirement: SkillRequirement) =>
    (requirement.marketShare ?? 0) * 10 +
    (requirement.importance === 'core' ? 2 : requirement.importance === 'common' ? 1 : 0.5);
  missing.sort((a, b) => rank(b) - rank(a) || a.name.localeCompare(b.name));
  const unconfirmed: Readiness['unconfirmed'] = [];
  const open = [
    ...missing.map((requirement) => ({ requirement, suggested: false })),
    ...implied.map((entry) => ({ requirement: entry.requirement, suggested: true })),
  ];
  for (const { requirement, suggested } of open) {
    const line =
      input.lines === undefined ? undefined : nearMention(requirement.id, input.lines, { suggested });
    if (line !== undefined) unconfirmed.push({ requirement, line });
  }
  return {
    score: Math.round(Math.max(0, Math.min(100, raw))),
    requirements,
    covered,
    implied,
    missing,
    unconfirmed,
    coverageShare,
    fieldMatch,
    yearsOfExperience: years,
    marketUsed: Boolean(input.market && input.market.postings >= MIN_MARKET_SAMPLE),
  };
}

/**
 * The catalogue role a resume reads as, for a target of "Other": the role whose skills it covers most (at
 * least a fifth of them), or undefined when none fits. Ties go to the earlier role in the catalogue.
 */
/** The share of a role's core and common skills among the skills found (0 for a role that names none). */
function coverageShare(profile: ResolvedRoleProfile, found: ReadonlySet<string>): number {
  const wanted = [...profile.coreSkillIds, ...profile.commonSkillIds];
  return wanted.length === 0 ? 0 : wanted.filter((id) => found.has(id)).length / wanted.length;
}

export function inferRoleFromSkills(
  profiles: readonly ResolvedRoleProfile[],
  skills: readonly SkillMatch[],
): ResolvedRoleProfile | undefined {
  const found = new Set(skills.map((skill) => skill.id));
  let best: { profile: ResolvedRoleProfile; share: number } | undefined;
  for (const profile of profiles) {
    if (profile.title === 'Other') continue;
    const share = coverageShare(profile, found);
    if (share > (best?.share ?? 0)) best = { profile, share };
  }
  return best && best.share >= MIN_INFERRED_COVERAGE ? best.profile : undefined;
}

/**
 * The catalogue role a resume reads as, for a target of "Other": the role its job titles and its skills
 * point to together. Each title mapped surely to a role adds its confidence weighed by recency (1 for the
 * latest role, then 0.2 less a role back, at least 0.4: what the person does now names their role more
 * than what they did), and each role adds twice the share of its core and common skills the resume covers.
 * Titles say what the person does (a plant electrician whose bullets manage budgets and projects is not an
 * operations manager); skills settle a title mapped loosely ("Tutoring Consultant" beside three teaching
 * roles). Undefined when neither points anywhere. `titles` are the resume's job titles, most recent first.
 */
export function inferRoleForOther(
  profiles: readonly ResolvedRoleProfile[],
  titles: readonly string[],
  skills: readonly SkillMatch[],
): ResolvedRoleProfile | undefined {
  const scores = new Map<string, number>();
  const sureTitles = new Set<string>();
  // The skills also choose between the senses of a title that names two jobs ("Product Designer").
  const skillIds = skills.map((skill) => skill.id);
  titles.forEach((title, position) => {
    const role = mapPostingRole(title, skillIds, [], { skillsChooseSenseOnly: true });
    if (role.roleTitle === 'Other' || role.roleConfidence < MIN_TITLE_CONFIDENCE) return;
    const recency = Math.max(TITLE_RECENCY_FLOOR, 1 - TITLE_RECENCY_DECAY * position);
    scores.set(
      role.roleTitle,
      (scores.get(role.roleTitle) ?? 0) + Math.min(1, role.roleConfidence) * recency,
    );
    if (role.roleConfidence >= SURE_TITLE_CONFIDENCE) sureTitles.add(role.roleTitle);
  });
  const found = new Set(skills.map((skill) => skill.id));
  // A title read loosely ("Associate Lecturer/PhD Candidate" as Teacher) says little when the resume shows
  // none of the role's skills: such a title counts only when nothing else points anywhere.
  const choose = (looseTitlesCount: boolean): ResolvedRoleProfile | undefined => {
    let best: { profile: ResolvedRoleProfile; score: number } | undefined;
    for (const profile of profiles) {
      if (profile.title === 'Other') continue;
      const share = coverageShare(profile, found);
      const titleScore = scores.get(profile.title) ?? 0;
      const fromTitles = looseTitlesCount || share > 0 || sureTitles.has(profile.title) ? titleScore : 0;
      if (fromTitles === 0 && share < MIN_INFERRED_COVERAGE) continue;
      const score = fromTitles + SKILL_SHARE_WEIGHT * share;
      if (score > (best?.score ?? 0)) best = { profile, score };
    }
    return best?.profile;
  };
  return choose(false) ?? choose(true);
}
