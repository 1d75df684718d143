/**
 * The parts of the fit score, shared by the full scorer (`scoreFit`) and the fast re-ranker
 * (`quickScore`), so that both score the same thing the same way.
 */
import type { ExperienceLevel } from '@careerlens/contracts';
import { roleOccupation, roleOccupationRelatedness } from '../occupations/role-occupations';
import { rolesBySkills } from '../postings/posting-role';
import { getRoleProfile, LEVEL_YEARS } from '../roles/role-profiles';
import { getSkill, implyingSkillIds } from '../skills/taxonomy';
import { HashedVectorTable, type SparseVector } from './lexical-vector';
import type { DenseSimilarity, FitComponent, MatchLevel, PreparedResume, PreparedSkill } from './types';

/** Version of the fit method. Bump it whenever a weight, a rule or a word list below changes a score. */
export const FIT_METHOD_VERSION = 'fit/2026.11.20';

/**
 * Weights of the overall score (they sum to 1). A part with nothing to measure (no degree asked for, the
 * lexical similarity switched off) gets weight 0 and the others are scaled up, so that it neither helps
 * nor hurts. Skills always count: a target that names none is compared on its wording (see skillsPart).
 */
export const FIT_WEIGHTS: Readonly<Record<FitComponent, number>> = Object.freeze({
  skills: 0.45,
  experience: 0.25,
  education: 0.1,
  projects: 0.05,
  summary: 0.05,
  semantic: 0.1,
});

/** The rules behind each part, named so that the details can show them. */
export const FIT_RULES = Object.freeze({
  /**
   * A preferred skill weighs this much of a required one at the same rank. Required and preferred skills
   * are pooled, so a missing preferred skill always costs less than a missing required one, however short
   * either list is.
   */
  preferredWeight: 0.35,
  /** Credit for a skill the resume names only in a list (skills section, summary): it counts. */
  listedOnlyCredit: 0.9,
  /** Credit for a skill the resume also names in a line describing work (experience, projects). */
  inUseCredit: 1,
  /** Credit for a skill implied by a related skill the resume names; never given to certifications. */
  impliedCredit: 0.4,
  /** Weight of a soft skill ("communication") against a hard one: resumes rarely prove them by name. */
  softSkillWeight: 0.5,
  /** Skills are listed most important first: the skill at position i weighs 1 / (1 + rankDecay * i). */
  rankDecay: 0.05,
  /** A target naming fewer hard skills than this gets a skills score leaning on the lexical similarity. */
  hardSkillsForFullConfidence: 3,
  /** Experience in work unrelated to the target keeps this share of its years credit. */
  relevanceFloor: 0.6,
  /** Under-qualified: yearsFit = (years / required) ^ exponent, a smooth curve (4 of 5 years -> 0.86). */
  underQualifiedExponent: 0.7,
  /** Over-qualified: a small loss per year beyond the level's upper bound plus a grace, capped. */
  overQualifiedGraceYears: 3,
  overQualifiedPerYear: 0.02,
  overQualifiedMax: 0.1,
  /** Years credit when roles are listed but none is dated (we cannot count them). */
  undatedYearsFit: 0.5,
  /** A duty is addressed when the work lines share this share of its content words. */
  dutyAddressedShare: 0.5,
  /** Duties with fewer content words than this say too little to compare. */
  minDutyTerms: 2,
  /** Most experience score lost to job titles far from the target role (a penalty only, never a bonus). */
  maxTitlePenalty: 0.4,
  /** Title closeness (0-1) from which there is no penalty; the same role is 1, the same family 0.6. */
  titleClosenessFree: 0.6,
  sameFamilyCloseness: 0.6,
  /** Resume titles mapped less surely than this are ignored (no penalty from a title we cannot read). */
  minTitleConfidence: 0.5,
  /** Target roles mapped less surely than this get no title check. */
  minTargetConfidence: 0.5,
  /**
   * Field fit: the overall score loses up to this share when the resume's field (the roles its titles map
   * to and the roles its skills point to) is far from the target's role. Shared skills such as Excel or
   * customer service otherwise rank a chef's resume for a bookkeeping job.
   */
  maxFieldPenalty: 0.6,
  /** Field closeness (0-1) from which there is no field penalty (a role of the same family is 0.6). */
  fieldClosenessFree: 0.55,
  /** Field closeness of a job whose role we cannot tell (mapped unsurely or to Other). */
  unknownFieldCloseness: 0.25,
  /** The n-th job title on the resume (most recent first on most resumes) weighs 1 - decay x n, floored. */
  titleRecencyDecay: 0.1,
  titleRecencyFloor: 0.6,
  /**
   * Roles read from the skills: how many, the least cosine that counts, the cosine from which a role
   * counts fully, and its weight then (a title the resume states says more than skills that suggest).
   */
  skillRoleCount: 3,
  minSkillRoleSimilarity: 0.1,
  strongSkillRoleSimilarity: 0.3,
  skillRoleWeight: 0.85,
  /** Skills-read roles lose this share of their weight times the weight of the resume's surest title. */
  titleQuietsSkills: 0.8,
  /** A skill only listed (not used in a work line) weighs this much when reading the field from skills. */
  listedSkillFieldWeight: 0.7,
  /** Summary and projects: this many of the target's skills named in the section is full skill credit. */
  summarySkillsForFull: 3,
  projectsSkillsForFull: 4,
  /** Summary and projects: share of the section score from skills; the rest from duty words. */
  sectionSkillShare: 0.6,
  /** Lexical cosine at which the similarity part is full (resume-posting cosines rarely pass 0.5). */
  semanticFullCosine: 0.45,
  /**
   * The head of a ranked list (rankHead): the first headSize places go to postings whose role the resume's
   * field supports at least headSupportShare of the best support among the postings scoring within
   * headMargin (a share) of the best score, when that best support reaches minHeadSupport.
   */
  headSize: 10,
  headMargin: 0.2,
  /** The head's margin for postings of the user's stated target role, when the resume supports that role. */
  targetHeadMargin: 0.4,
  headSupportShare: 0.9,
  minHeadSupport: 0.5,
  /** Education one level below the one asked for, and further below. */
  educationOneBelow: 0.4,
  educationFarBelow: 0.15,
});

/**
 * Match levels on the overall score, as the product spec sets them. isGoodMatch starts at GOOD (0.6), not
 * at the 0.75-0.8 that commercial checkers call a good match: the guide notes those tools tell users that
 * about 75-80% is a good match *and that returns diminish above it*, i.e. 75-80% is where tailoring stops
 * paying, not the lowest score worth applying with. Our score also counts years, duties and education,
 * which keyword checkers leave out, so the same resume scores lower here than on a keyword ratio.
 */
export const MATCH_THRESHOLDS = Object.freeze({ excellent: 0.8, good: 0.6, fair: 0.4 });

export function matchLevelOf(score: number): MatchLevel {
  if (score >= MATCH_THRESHOLDS.excellent) return 'EXCELLENT';
  if (score >= MATCH_THRESHOLDS.good) return 'GOOD';
  if (score >= MATCH_THRESHOLDS.fair) return 'FAIR';
  return 'POOR';
}

const LEVEL_NAMES: Readonly<Record<ExperienceLevel, string>> = {
  'entry-level': 'entry-level',
  'mid-level': 'mid-level',
  'senior-level': 'senior',
  'lead-principal': 'lead',
};

/** "entry-level", "mid-level", "senior", "lead": for sentences ("a senior role"). */
export function levelName(level: ExperienceLevel): string {
  return LEVEL_NAMES[level];
}

export function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function skillName(id: string): string {
  return getSkill(id)?.name ?? id;
}

// ---------------------------------------------------------------------------------------------------
// The resume, indexed once per object (a WeakMap: a stored PreparedResume read back is indexed again).

export interface ResumeIndex {
  skills: ReadonlyMap<string, PreparedSkill>;
  experienceTerms: ReadonlySet<string>;
  vector: HashedVectorTable;
  /**
   * Skill id -> what the resume proves of it and how much the skill weighs: memoised, ranking asks often.
   * A Map: with ids read fresh from a database it beats a dictionary object, which would internalise
   * every new string first.
   */
  credits: Map<string, CachedCredit>;
  /** Target role title -> closeness of the resume's titles to it (cached: few distinct roles). */
  closeness: Map<string, TitleCloseness>;
  /** The resume's field (see resumeField), and its closeness to target roles, keyed by role and stated target. */
  field?: FieldRole[];
  fieldCloseness: Map<string, FieldCloseness>;
  /** fieldSupportOf per role and stated target. */
  fieldSupport: Map<string, number>;
  /** Arrays for batch ranking (quickScoreAll), built on first use. */
  batch?: unknown;
}

interface CachedCredit {
  credit: SkillCredit;
  /** Credit for being used in a role or project: 1 when named in a work line, impliedCredit when a related
   * skill is, else 0 (listed only). Feeds the relevance of the experience. */
  inUseCredit: number;
  /** The `addCoverage` pass that last counted it, so that a skill listed twice counts once (no string scans). */
  pass: number;
  /** FIT_RULES.softSkillWeight for a soft skill, else 1. */
  typeWeight: number;
}

const indexes = new WeakMap<PreparedResume, ResumeIndex>();

export function indexResume(resume: PreparedResume): ResumeIndex {
  let index = indexes.get(resume);
  if (index === undefined) {
    index = {
      skills: new Map(resume.skills.map((skill) => [skill.id, skill])),
      experienceTerms: new Set(resume.experienceTerms),
      vector: new HashedVectorTable(resume.vector),
      credits: new Map(),
      closeness: new Map(),
      fieldCloseness: new Map(),
      fieldSupport: new Map(),
    };
    indexes.set(resume, index);
  }
  return index;
}

// ---------------------------------------------------------------------------------------------------
// Skills.

export interface SkillCredit {
  id: string;
  kind: 'exact' | 'implied' | 'missing';
  credit: number;
  /** Id of the related skill that implies it. */
  via?: string;
}

const NOT_IMPLIED_TYPES = new Set(['certification', 'language', 'tool']);

function computeCredit(index: ResumeIndex, id: string): SkillCredit {
  const own = index.skills.get(id);
  if (own !== undefined) {
    return { id, kind: 'exact', credit: own.inUse ? FIT_RULES.inUseCredit : FIT_RULES.listedOnlyCredit };
  }
  const type = getSkill(id)?.type;
  if (type === undefined || !NOT_IMPLIED_TYPES.has(type)) {
    // As in the resume report: only a skill whose own entry lists this one implies it.
    for (const related of implyingSkillIds(id)) {
      if (index.skills.has(related))
        return { id, kind: 'implied', credit: FIT_RULES.impliedCredit, via: related };
    }
  }
  return { id, kind: 'missing', credit: 0 };
}

function cachedCredit(index: ResumeIndex, id: string): CachedCredit {
  let cached = index.credits.get(id);
  if (cached === undefined) {
    const credit = computeCredit(index, id);
    const shown = index.skills.get(credit.via ?? id);
    cached = {
      credit,
      inUseCredit: shown?.inUse ? (credit.kind === 'exact' ? 1 : FIT_RULES.impliedCredit) : 0,
      typeWeight: getSkill(id)?.type === 'soft' ? FIT_RULES.softSkillWeight : 1,
      pass: 0,
    };
    index.credits.set(id, cached);
  }
  return cached;
}

/** How much a resume proves one skill: exact (in use or listed), implied via a related skill, or missing. */
export function creditFor(index: ResumeIndex, id: string): SkillCredit {
  return cachedCredit(index, id).credit;
}

/** The numbers coverage uses for one skill: credit, in-use credit and type weight. */
export function creditNumbers(
  index: ResumeIndex,
  id: string,
): { credit: number; inUseCredit: number; typeWeight: number } {
  const cached = cachedCredit(index, id);
  return { credit: cached.credit.credit, inUseCredit: cached.inUseCredit, typeWeight: cached.typeWeight };
}

export const RANK_WEIGHTS: readonly number[] = Array.from(
  { length: 256 },
  (_, i) => 1 / (1 + FIT_RULES.rankDecay * i),
);

/** Sums over the target's skills, added to by `addCoverage`. */
export interface CoverageSums {
  /** Credit x weight. */
  got: number;
  /** Weight. */
  total: number;
  /** In-use credit x weight. */
  inUse: number;
  /** Count of hard (not soft) skills, a preferred one counting FIT_RULES.preferredWeight. */
  hard: number;
}

let coveragePass = 0;

/** Starts a coverage computation: a skill is counted at most once until the next call. */
export function newCoveragePass(): number {
  coveragePass = (coveragePass + 1) % Number.MAX_SAFE_INTEGER || 1;
  return coveragePass;
}

/**
 * Adds a list of skills to the coverage sums: each skill weighs `factor` x its type weight x its rank
 * weight. A skill already counted in this pass (a preferred skill that is also required, or a repeat) is
 * left out without moving the others' rank.
 */
export function addCoverage(
  index: ResumeIndex,
  ids: readonly string[],
  factor: number,
  sums: CoverageSums,
  pass: number,
): void {
  let position = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const cached = cachedCredit(index, ids[i] as string);
    if (cached.pass === pass) continue;
    cached.pass = pass;
    const weight =
      factor * cached.typeWeight * (RANK_WEIGHTS[position] ?? 1 / (1 + FIT_RULES.rankDecay * position));
    sums.total += weight;
    sums.got += weight * cached.credit.credit;
    sums.inUse += weight * cached.inUseCredit;
    if (cached.typeWeight === 1) sums.hard += factor;
    position += 1;
  }
}

/** Pooled coverage of required and preferred skills, a preferred one weighing FIT_RULES.preferredWeight. */
export function skillSums(
  index: ResumeIndex,
  required: readonly string[],
  preferred: readonly string[],
): CoverageSums {
  const sums: CoverageSums = { got: 0, total: 0, inUse: 0, hard: 0 };
  const pass = newCoveragePass();
  addCoverage(index, required, 1, sums, pass);
  addCoverage(index, preferred, FIT_RULES.preferredWeight, sums, pass);
  return sums;
}

/**
 * The skills part. Coverage of the target's skills, leaning on the lexical similarity when the target
 * names fewer than FIT_RULES.hardSkillsForFullConfidence hard skills (a posting naming one skill, or only
 * "communication", says little; one naming none is compared on its words alone). Without the similarity,
 * the coverage stands alone; with neither there is no evidence of fit, and the part scores 0 (it still
 * counts: a posting we cannot read must not rank high on years alone).
 */
export function skillsPart(sums: CoverageSums, semantic: number | null): number {
  const coverage = sums.total > 0 ? sums.got / sums.total : null;
  if (coverage === null) return semantic ?? 0;
  if (semantic === null) return coverage;
  const confidence = Math.min(1, sums.hard / FIT_RULES.hardSkillsForFullConfidence);
  return confidence * coverage + (1 - confidence) * semantic;
}

/**
 * How relevant the experience is, 0-1: the mean of the duties the work lines address and the share of the
 * target's skills used in roles or projects, whichever the target allows; with neither, the lexical
 * similarity; with nothing at all, 0 (no evidence that the years are relevant).
 */
export function relevanceOf(duties: number | null, sums: CoverageSums, semantic: number | null): number {
  const inUse = sums.total > 0 ? sums.inUse / sums.total : null;
  if (duties !== null && inUse !== null) return (duties + inUse) / 2;
  return duties ?? inUse ?? semantic ?? 0;
}

/**
 * The experience part: years against the target, times how relevant the experience is (years in unrelated
 * work count for FIT_RULES.relevanceFloor), times the title penalty.
 */
export function experiencePart(yearsFit: number, relevance: number, titlePenalty: number): number {
  const floor = FIT_RULES.relevanceFloor;
  const relevant = floor + (1 - floor) * relevance;
  return clamp01(yearsFit * relevant * (1 - titlePenalty));
}

/** Preferred ids without the required ones (a posting may list a skill in both places). */
export function preferredOnly(required: readonly string[], preferred: readonly string[]): readonly string[] {
  if (preferred.length === 0 || required.length === 0) return preferred;
  return preferred.some((id) => required.includes(id))
    ? preferred.filter((id) => !required.includes(id))
    : preferred;
}

// ---------------------------------------------------------------------------------------------------
// Years and level.

/** Years the target asks for: the stated minimum, else the level's minimum, else none. */
export function requiredYearsOf(minYears: number | null, level: ExperienceLevel | null): number | null {
  if (minYears !== null && minYears >= 0) return minYears;
  return level ? LEVEL_YEARS[level][0] : null;
}

/** The years the resume counts for: dated years, or when nothing is dated, the level its titles state. */
export function effectiveYears(resume: PreparedResume): { years: number; known: boolean } {
  if (resume.datedRoleCount > 0) return { years: resume.yearsOfExperience, known: true };
  if (resume.roleCount === 0) return { years: 0, known: true };
  if (resume.titleSeniority) return { years: LEVEL_YEARS[resume.titleSeniority][0], known: false };
  return { years: 0, known: false };
}

/**
 * Years against the target: 1 when they meet the minimum; below it (years / required) ^ 0.7, so one year
 * short costs little and none of ten costs everything; above the level's upper bound a small loss per year.
 */
export function yearsFitOf(
  resume: PreparedResume,
  minYears: number | null,
  level: ExperienceLevel | null,
): number {
  const required = requiredYearsOf(minYears, level);
  const { years, known } = effectiveYears(resume);
  if (!known && resume.titleSeniority === null) return FIT_RULES.undatedYearsFit;
  let fit = 1;
  if (required !== null && required > 0 && years < required) {
    fit = (years / required) ** FIT_RULES.underQualifiedExponent;
  }
  if (level) {
    const upper = LEVEL_YEARS[level][1] + FIT_RULES.overQualifiedGraceYears;
    if (years > upper) {
      fit -= Math.min(FIT_RULES.overQualifiedMax, FIT_RULES.overQualifiedPerYear * (years - upper));
    }
  }
  return clamp01(fit);
}

// ---------------------------------------------------------------------------------------------------
// Title and role family: a penalty only.

export interface TitleCloseness {
  /** 0-1; 1 when no title can be compared (nothing to penalise). */
  closeness: number;
  /** The resume title closest to the role, or null when none maps surely. */
  title: string | null;
}

const roleSimilarities = new Map<string, number>();

/** Similarity of two catalogue roles: 1 for the same role, else the cosine of their profiles' skills. */
/** Two roles' occupations are in one SOC major group or related in O*NET (true when either has none). */
function occupationsAreNear(left: string, right: string): boolean {
  const a = roleOccupation(left);
  const b = roleOccupation(right);
  if (!a || !b) return true;
  return a.code.slice(0, 2) === b.code.slice(0, 2) || roleOccupationRelatedness(left, right) > 0;
}

export function roleSimilarity(left: string, right: string): number {
  if (left === right) return 1;
  const key = left < right ? `${left}\u0000${right}` : `${right}\u0000${left}`;
  const known = roleSimilarities.get(key);
  if (known !== undefined) return known;
  const a = getRoleProfile(left);
  const b = getRoleProfile(right);
  let similarity = 0;
  if (a && b) {
    const vector = (profile: typeof a): Map<string, number> => {
      const map = new Map<string, number>();
      for (const id of profile.commonSkillIds) map.set(id, 0.5);
      for (const id of profile.coreSkillIds) map.set(id, 1);
      return map;
    };
    const va = vector(a);
    const vb = vector(b);
    let dot = 0;
    for (const [id, weight] of va) dot += weight * (vb.get(id) ?? 0);
    const norm = (map: Map<string, number>) => Math.sqrt([...map.values()].reduce((s, w) => s + w * w, 0));
    const denominator = norm(va) * norm(vb);
    similarity = denominator === 0 ? 0 : dot / denominator;
    // The same family ("Data & Analytics") is close; "Other" is a catch-all, not a family. A catalogue
    // group can hold unrelated occupations ("Engineering & Technology" holds mechanical engineers and
    // solutions architects), so the floor needs the same O*NET major group or related occupations too.
    if (a.group === b.group && a.group !== 'Other' && occupationsAreNear(left, right))
      similarity = Math.max(similarity, FIT_RULES.sameFamilyCloseness);
  }
  roleSimilarities.set(key, similarity);
  return similarity;
}

/** The closest of the resume's surely-mapped titles to a target role. */
export function titleClosenessOf(
  resume: PreparedResume,
  index: ResumeIndex,
  roleTitle: string,
  roleConfidence: number,
): TitleCloseness {
  if (roleConfidence < FIT_RULES.minTargetConfidence || roleTitle === 'Other')
    return { closeness: 1, title: null };
  const cached = index.closeness.get(roleTitle);
  if (cached !== undefined) return cached;
  let best: TitleCloseness = { closeness: 1, title: null };
  let found = false;
  for (const title of resume.titles) {
    if (title.confidence < FIT_RULES.minTitleConfidence || title.roleTitle === 'Other') continue;
    const closeness = roleSimilarity(title.roleTitle, roleTitle);
    if (!found || closeness > best.closeness) best = { closeness, title: title.title };
    found = true;
  }
  index.closeness.set(roleTitle, best);
  return best;
}

/** Share of the experience score lost to titles far from the role: 0 from FIT_RULES.titleClosenessFree. */
export function titlePenaltyOf(closeness: number): number {
  const free = FIT_RULES.titleClosenessFree;
  return FIT_RULES.maxTitlePenalty * clamp01((free - closeness) / free);
}

// ---------------------------------------------------------------------------------------------------
// Field: which occupation the resume shows, against the target's role.

/** A catalogue role the resume points to, how strongly (0-1), and what says so. */
export interface FieldRole {
  roleTitle: string;
  weight: number;
  basis: 'title' | 'skills' | 'stated target';
  /** The job title as written, or the role name for skills and a stated target. */
  source: string;
}

export interface FieldCloseness {
  /** 0-1; 1 when nothing can be compared (no penalty). */
  closeness: number;
  /** The resume role closest to the target, if any. */
  closest: FieldRole | null;
}

/**
 * The resume's field: the roles its surely-mapped job titles name (recent titles weigh more), the roles
 * its skills point to (skills used in work lines weigh more than listed ones), and the role the user says
 * they are aiming for, when given. Cached per resume.
 */
export function resumeField(resume: PreparedResume, index: ResumeIndex): FieldRole[] {
  if (index.field) return index.field;
  const roles: FieldRole[] = [];
  resume.titles.forEach((title, position) => {
    if (title.confidence < FIT_RULES.minTitleConfidence || title.roleTitle === 'Other') return;
    const recency = Math.max(FIT_RULES.titleRecencyFloor, 1 - FIT_RULES.titleRecencyDecay * position);
    roles.push({
      roleTitle: title.roleTitle,
      weight: Math.min(1, title.confidence) * recency,
      basis: 'title',
      source: title.title,
    });
  });
  const weights = new Map<string, number>();
  for (const skill of resume.skills)
    weights.set(skill.id, skill.inUse ? 1 : FIT_RULES.listedSkillFieldWeight);
  const bySkills = rolesBySkills(weights, FIT_RULES.skillRoleCount);
  // Skills suggest; a title the resume states surely says more, so it quiets the skills' other guesses.
  const titleStrength = roles.reduce((best, role) => Math.max(best, role.weight), 0);
  const skillShare = 1 - FIT_RULES.titleQuietsSkills * titleStrength;
  for (const role of bySkills) {
    if (role.similarity < FIT_RULES.minSkillRoleSimilarity) continue;
    roles.push({
      roleTitle: role.roleTitle,
      weight:
        FIT_RULES.skillRoleWeight *
        skillShare *
        clamp01(role.similarity / FIT_RULES.strongSkillRoleSimilarity),
      basis: 'skills',
      source: role.roleTitle,
    });
  }
  index.field = roles;
  return roles;
}

/** Least weight of a field role for postings of that role to be retrieved whatever skills they name. */
const RETRIEVAL_FIELD_WEIGHT = 0.5;

/**
 * The roles whose postings a resume should be matched against even when they name none of its skills:
 * the roles its job titles state surely, and the role the user aims for.
 */
export function fieldRoleTitles(resume: PreparedResume, statedTarget?: string | null): string[] {
  const titles = resumeField(resume, indexResume(resume))
    .filter((role) => role.basis === 'title' && role.weight >= RETRIEVAL_FIELD_WEIGHT)
    .map((role) => role.roleTitle);
  if (statedTarget && statedTarget !== 'Other') titles.push(statedTarget);
  return [...new Set(titles)];
}

/**
 * How much the resume's whole field supports a role: the sum of (role weight x role similarity) over the
 * roles its titles and skills point to and the role the user states. Unlike fieldClosenessOf (the best
 * single role), several titles of one occupation add up, so the occupation a resume shows most is the one
 * it supports most. 0 for a role we cannot tell ('Other'). Cached per resume.
 */
export function fieldSupportOf(
  resume: PreparedResume,
  index: ResumeIndex,
  roleTitle: string,
  statedTarget?: string | null,
): number {
  if (roleTitle === 'Other') return 0;
  const key = `${roleTitle}\u0000${statedTarget ?? ''}`;
  const cached = index.fieldSupport.get(key);
  if (cached !== undefined) return cached;
  let support = 0;
  for (const role of resumeField(resume, index))
    support += role.weight * roleSimilarity(role.roleTitle, roleTitle);
  if (statedTarget && statedTarget !== 'Other') support += roleSimilarity(statedTarget, roleTitle);
  index.fieldSupport.set(key, support);
  return support;
}

/**
 * How close the resume's field is to a target role: the best of (role weight x role similarity) over the
 * resume's field and the stated target role. A target mapped unsurely, or to 'Other', gets
 * FIT_RULES.unknownFieldCloseness when the resume shows a field (1 when it shows none).
 */
export function fieldClosenessOf(
  resume: PreparedResume,
  index: ResumeIndex,
  roleTitle: string,
  roleConfidence: number,
  statedTarget?: string | null,
): FieldCloseness {
  const unknownTarget = roleConfidence < FIT_RULES.minTargetConfidence || roleTitle === 'Other';
  const key = `${unknownTarget ? '' : roleTitle}\u0000${statedTarget ?? ''}`;
  const cached = index.fieldCloseness.get(key);
  if (cached !== undefined) return cached;
  const roles = [...resumeField(resume, index)];
  if (statedTarget && statedTarget !== 'Other')
    roles.push({ roleTitle: statedTarget, weight: 1, basis: 'stated target', source: statedTarget });
  let result: FieldCloseness = { closeness: 1, closest: null };
  if (unknownTarget) {
    // A job whose field we cannot tell: neither the same field nor a distant one, when the resume has one.
    const known = roles.some((role) => role.weight >= FIT_RULES.minTitleConfidence);
    result = { closeness: known ? FIT_RULES.unknownFieldCloseness : 1, closest: null };
  } else if (roles.length > 0) {
    result = { closeness: 0, closest: null };
    for (const role of roles) {
      const closeness = role.weight * roleSimilarity(role.roleTitle, roleTitle);
      if (result.closest === null || closeness > result.closeness) result = { closeness, closest: role };
    }
  }
  index.fieldCloseness.set(key, result);
  return result;
}

/** The share of the overall score kept: 1 from FIT_RULES.fieldClosenessFree, 1 - maxFieldPenalty at 0. */
export function fieldFactorOf(closeness: number): number {
  const free = FIT_RULES.fieldClosenessFree;
  return 1 - FIT_RULES.maxFieldPenalty * clamp01((free - closeness) / free);
}

// ---------------------------------------------------------------------------------------------------
// Lexical similarity.

export function semanticCosine(index: ResumeIndex, vector: SparseVector | null | undefined): number {
  return vector ? index.vector.cosine(vector) : 0;
}

/** Cosine of two unit-length embeddings; null when either is missing or their lengths differ. */
export function denseCosine(
  a: ArrayLike<number> | null | undefined,
  b: ArrayLike<number> | null | undefined,
): number | null {
  if (!a || !b || a.length !== b.length || a.length === 0) return null;
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] as number) * (b[i] as number);
  return dot;
}

/** A provider's cosine on the similarity part's 0-1 scale: `floor` and below is 0, `full` and above is 1. */
export function denseScoreOf(cosine: number, floor: number, full: number): number {
  return clamp01((cosine - floor) / Math.max(1e-6, full - floor));
}

export function semanticScoreOf(cosine: number): number {
  return clamp01(cosine / FIT_RULES.semanticFullCosine);
}

/**
 * The similarity part, shared by scoreFit and quickScore: a provider's embeddings when the resume's and
 * the target's are both given (and alike in length), else the lexical vectors; `semantic` is null when
 * the part is not used (switched off, or no vector to compare).
 */
export function similarityPart(
  index: ResumeIndex,
  lexical: SparseVector | null,
  embeddings: DenseSimilarity | null | undefined,
  targetEmbedding: ArrayLike<number> | null | undefined,
  use: boolean,
): { semantic: number | null; cosine: number; basis: 'lexical' | 'embeddings' } {
  const dense = embeddings ? denseCosine(embeddings.resume, targetEmbedding) : null;
  if (embeddings && dense !== null) {
    return {
      semantic: use ? denseScoreOf(dense, embeddings.floor, embeddings.full) : null,
      cosine: dense,
      basis: 'embeddings',
    };
  }
  const cosine = semanticCosine(index, lexical);
  return { semantic: use && lexical !== null ? semanticScoreOf(cosine) : null, cosine, basis: 'lexical' };
}

/**
 * The quick score: skills, experience and similarity with their FIT_WEIGHTS scaled to sum 1 over the
 * parts that count. Shared by quickScore and quickScoreAll so that both give the same number.
 */
export function quickCombine(
  skills: number,
  experience: number,
  semantic: number | null,
  fieldFactor = 1,
): number {
  let total = FIT_WEIGHTS.skills + FIT_WEIGHTS.experience;
  let sum = FIT_WEIGHTS.skills * skills + FIT_WEIGHTS.experience * experience;
  if (semantic !== null) {
    total += FIT_WEIGHTS.semantic;
    sum += FIT_WEIGHTS.semantic * semantic;
  }
  return round((sum / total) * fieldFactor, 3);
}

// ---------------------------------------------------------------------------------------------------
// Combining.

/** The weighted mean of the parts that have something to measure (null parts get weight 0). */
export function combine(scores: Record<FitComponent, number | null>): {
  overall: number;
  applied: Record<FitComponent, number>;
} {
  const components = Object.keys(FIT_WEIGHTS) as FitComponent[];
  let total = 0;
  for (const component of components) if (scores[component] !== null) total += FIT_WEIGHTS[component];
  const applied = {} as Record<FitComponent, number>;
  let overall = 0;
  for (const component of components) {
    const score = scores[component];
    const weight = score === null || total === 0 ? 0 : FIT_WEIGHTS[component] / total;
    applied[component] = round(weight, 4);
    overall += weight * (score ?? 0);
  }
  return { overall: clamp01(overall), applied };
}
