import type { ExperienceLevel, RoleGroup } from '@careerlens/contracts';
import {
  creditFor,
  effectiveYears,
  FIT_RULES,
  quickCombine,
  indexResume,
  levelName,
  preferredOnly,
  requiredYearsOf,
  skillName,
  skillSums,
  similarityPart,
  skillsPart,
  relevanceOf,
  experiencePart,
  fieldClosenessOf,
  fieldFactorOf,
  fieldSupportOf,
  titleClosenessOf,
  titlePenaltyOf,
  yearsFitOf,
} from './components';
import { LEVEL_YEARS } from '../roles/role-profiles';
import type { SparseVector } from './lexical-vector';
import type { PreparedResume, ScoreFitOptions } from './types';

/** What is stored for every posting and is enough to re-rank it: no re-parsing, no description. */
export interface QuickCandidate {
  requiredSkills: readonly string[];
  preferredSkills: readonly string[];
  roleTitle: string;
  roleGroup: RoleGroup;
  experienceLevel: ExperienceLevel | null;
  minYears: number | null;
  /** The stored posting vector (postingVector); null when missing (the similarity then does not count). */
  vector: SparseVector | null;
  /** How surely the posting maps to roleTitle (default 1; 'Other' is never title-checked). */
  roleConfidence?: number;
  /** The posting's embedding from a provider (unit length), used with `ScoreFitOptions.embeddings`. */
  embedding?: ArrayLike<number> | null;
}

const QUICK_MAX_REASON_SKILLS = 3;
/** Over-qualification is mentioned in a reason only when it costs at least this much of the years credit. */
const NOTABLE_YEARS_FIT = 0.95;

/**
 * The fit score restricted to what every posting stores: skills (required and preferred, exact / listed /
 * implied credit as in scoreFit), experience (years against the minimum and level, times the title
 * penalty; duties need the posting text and are left out) and the similarity (lexical, or a provider's
 * embeddings), with the weights of FIT_WEIGHTS scaled to sum 1 over these parts. Education, projects and
 * summary are not read. 0-1, three decimals. For many candidates at once, `compileCandidates` +
 * `quickScoreAll` give the same numbers with the lexical similarity, without hashing a string per candidate.
 */
export function quickScore(
  resume: PreparedResume,
  candidate: QuickCandidate,
  options: ScoreFitOptions = {},
): number {
  const index = indexResume(resume);
  const { semantic } = similarityPart(
    index,
    candidate.vector,
    options.embeddings,
    candidate.embedding,
    options.useSemantic ?? true,
  );
  const sums = skillSums(index, candidate.requiredSkills, candidate.preferredSkills);
  const skills = skillsPart(sums, semantic);

  const yearsFit = yearsFitOf(resume, candidate.minYears, candidate.experienceLevel);
  const closeness = titleClosenessOf(resume, index, candidate.roleTitle, candidate.roleConfidence ?? 1);
  const experience = experiencePart(
    yearsFit,
    relevanceOf(null, sums, semantic),
    titlePenaltyOf(closeness.closeness),
  );
  const field = candidateField(resume, candidate, options.statedTarget);
  return quickCombine(skills, experience, semantic, fieldFactorOf(field.closeness));
}

/** How close the resume's field is to a candidate's role (see fieldClosenessOf). */
function candidateField(
  resume: PreparedResume,
  candidate: QuickCandidate,
  statedTarget: string | null | undefined,
) {
  const index = indexResume(resume);
  return fieldClosenessOf(resume, index, candidate.roleTitle, candidate.roleConfidence ?? 1, statedTarget);
}

function yearsText(years: number): string {
  return `${years} year${years === 1 ? '' : 's'}`;
}

function articleFor(level: ExperienceLevel): string {
  return level === 'entry-level' ? 'an' : 'a';
}

/**
 * One line saying why a posting matches, from the same facts as quickScore: "Matches 6 of 8 required
 * skills (SQL, Tableau, Python); your 5 years fit a mid-level role." Only facts from the resume and the
 * posting; skills implied by related ones are counted as related, never as matched.
 */
export function matchReason(
  resume: PreparedResume,
  candidate: QuickCandidate,
  options: Pick<ScoreFitOptions, 'statedTarget'> & {
    /** The posting is listed above postings that score higher (rankHead): the reason says why. */
    listedAhead?: boolean;
  } = {},
): string {
  const index = indexResume(resume);
  const required = candidate.requiredSkills;
  const preferred = preferredOnly(required, candidate.preferredSkills);
  const parts: string[] = [];

  const describe = (ids: readonly string[], label: string) => {
    const credits = ids.map((id) => creditFor(index, id));
    const exact = credits.filter((credit) => credit.kind === 'exact').map((credit) => skillName(credit.id));
    const implied = credits.filter((credit) => credit.kind === 'implied').length;
    let text =
      exact.length === 0
        ? `Matches none of ${ids.length} ${label} skill${ids.length === 1 ? '' : 's'}`
        : `Matches ${exact.length} of ${ids.length} ${label} skill${ids.length === 1 ? '' : 's'} (${exact.slice(0, QUICK_MAX_REASON_SKILLS).join(', ')})`;
    if (implied > 0) text += `, ${implied} more through related skills`;
    return text;
  };
  if (required.length > 0) parts.push(describe(required, 'required'));
  else if (preferred.length > 0) parts.push(describe(preferred, 'preferred'));
  else parts.push('The posting names no skills we recognise');

  const { years, known } = effectiveYears(resume);
  const level = candidate.experienceLevel;
  const requiredYears = requiredYearsOf(candidate.minYears, level);
  const yearsFit = yearsFitOf(resume, candidate.minYears, level);
  if (!known && resume.roleCount > 0) {
    parts.push('your roles carry no dates, so years were not counted');
  } else if (requiredYears !== null && years < requiredYears) {
    parts.push(`the role asks for ${requiredYears}+ years and your resume shows ${yearsText(years)}`);
  } else if (level && yearsFit < NOTABLE_YEARS_FIT) {
    parts.push(
      `your ${yearsText(years)} are more than ${articleFor(level)} ${levelName(level)} role asks for`,
    );
  } else if (level && years <= LEVEL_YEARS[level][1] + FIT_RULES.overQualifiedGraceYears) {
    parts.push(`your ${yearsText(years)} fit ${articleFor(level)} ${levelName(level)} role`);
  } else if (requiredYears !== null && requiredYears > 0) {
    parts.push(`your ${yearsText(years)} meet the ${requiredYears}+ asked for`);
  } else if (level) {
    parts.push(`your ${yearsText(years)} are above a typical ${levelName(level)} role`);
  }

  const field = candidateField(resume, candidate, options.statedTarget);
  const closeness = titleClosenessOf(resume, index, candidate.roleTitle, candidate.roleConfidence ?? 1);
  // As the fit analysis words it: never "reads as Restaurant Manager work, a different field from
  // Restaurant Manager" when the closest reading is the posting's own role, only weakly shown.
  if (
    fieldFactorOf(field.closeness) <= 1 - FIT_RULES.maxFieldPenalty / 2 &&
    field.closest &&
    field.closest.roleTitle !== candidate.roleTitle
  ) {
    parts.push(
      `your resume reads as ${field.closest.roleTitle} work, a different field from ${candidate.roleTitle}`,
    );
  } else if (titlePenaltyOf(closeness.closeness) >= FIT_RULES.maxTitlePenalty / 2 && closeness.title) {
    parts.push(`your job titles differ from ${candidate.roleTitle}`);
  }
  if (options.listedAhead) {
    parts.push(
      candidate.roleTitle === options.statedTarget
        ? `listed ahead of higher scores as ${candidate.roleTitle}, the role you are aiming for`
        : `listed ahead of higher scores as ${candidate.roleTitle} work, which your resume shows most`,
    );
  }
  return `${parts.join('; ')}.`;
}

/**
 * Which places of a list from rankHead stand above a posting that scores higher (the head moved them up),
 * so that their reasons can say why.
 */
export function listedAhead(ranked: ReadonlyArray<{ score: number }>): boolean[] {
  const ahead = new Array<boolean>(ranked.length).fill(false);
  let bestBelow = Number.NEGATIVE_INFINITY;
  for (let i = ranked.length - 1; i >= 0; i -= 1) {
    const score = (ranked[i] as { score: number }).score;
    ahead[i] = bestBelow > score;
    bestBelow = Math.max(bestBelow, score);
  }
  return ahead;
}

/**
 * The head of a ranked list, which users see first: the first FIT_RULES.headSize places go to the postings
 * of the occupation the resume shows most (fieldSupportOf: its titles, skills and stated target, added up)
 * among those scoring within FIT_RULES.headMargin of the best score, in score order; everything else
 * follows in score order. A posting that won on generic skills (Excel, customer service) in a field the
 * resume barely touches then no longer leads the list while a posting of the resume's own field scores
 * nearly as well. Postings of a role we cannot tell never enter the head. When the resume shows no field
 * (the best support within the margin is under FIT_RULES.minHeadSupport), the list is left as it is. Postings
 * of the role the user states as their target take the head instead, from FIT_RULES.targetHeadMargin, when
 * the resume on its own supports that role (a fitness instructor aiming for personal training is shown
 * trainer jobs first, not the sales jobs of an earlier career that score a little higher).
 * `ranked` must be sorted best first; the scores are not changed, only the order of the head.
 */
export function rankHead<T extends { candidate: QuickCandidate; score: number }>(
  resume: PreparedResume,
  ranked: readonly T[],
  options: Pick<ScoreFitOptions, 'statedTarget'> = {},
): T[] {
  const { head, rest } = splitHead(resume, ranked, options);
  return [...head, ...rest];
}

/**
 * rankHead's two groups: `head`, the postings of the resume's own occupation that lead the list (shown
 * as "Your target role"), and `rest`, everything else, each in score order. `head` is empty when the
 * resume shows no field; then `rest` is the list as it was.
 */
export function splitHead<T extends { candidate: QuickCandidate; score: number }>(
  resume: PreparedResume,
  ranked: readonly T[],
  options: Pick<ScoreFitOptions, 'statedTarget'> = {},
): { head: T[]; rest: T[] } {
  const best = ranked[0]?.score;
  if (best === undefined) return { head: [], rest: [] };
  const index = indexResume(resume);
  const floor = best * (1 - FIT_RULES.headMargin);
  const unsure = (entry: T) => (entry.candidate.roleConfidence ?? 1) < FIT_RULES.minTargetConfidence;
  const support = (entry: T) =>
    unsure(entry) ? 0 : fieldSupportOf(resume, index, entry.candidate.roleTitle, options.statedTarget);
  // The role the user says they are aiming for, when the resume itself shows it (its titles or skills,
  // without the statement), leads from further down: its postings within the target's margin are the
  // head ("Your target role"), even where the resume shows another field more (a family advocate whose
  // earlier customer-service roles outnumber it is shown social work first, as she asked).
  const target = options.statedTarget && options.statedTarget !== 'Other' ? options.statedTarget : null;
  if (target !== null && fieldSupportOf(resume, index, target) >= FIT_RULES.minHeadSupport) {
    const targetFloor = best * (1 - FIT_RULES.targetHeadMargin);
    const isTarget = (entry: T) =>
      entry.score >= targetFloor && !unsure(entry) && entry.candidate.roleTitle === target;
    const head = ranked.filter(isTarget).slice(0, FIT_RULES.headSize);
    if (head.length > 0) return { head, rest: ranked.filter((entry) => !head.includes(entry)) };
  }
  // Otherwise the occupation the resume shows most, among the postings within the usual margin.
  const inWindow = (entry: T) => entry.score >= floor;
  let most = 0;
  for (const entry of ranked) {
    if (!inWindow(entry)) break;
    most = Math.max(most, support(entry));
  }
  if (most < FIT_RULES.minHeadSupport) return { head: [], rest: [...ranked] };
  const head: T[] = [];
  const rest: T[] = [];
  for (const entry of ranked) {
    if (
      head.length < FIT_RULES.headSize &&
      inWindow(entry) &&
      support(entry) >= FIT_RULES.headSupportShare * most
    )
      head.push(entry);
    else rest.push(entry);
  }
  return { head, rest };
}
