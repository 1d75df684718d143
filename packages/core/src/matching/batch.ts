/**
 * Batch re-ranking: the candidates are packed once into typed arrays (skill ids to small integers, vector
 * terms to hashes), then any number of resumes are scored against them without touching a string. Gives
 * exactly the numbers `quickScore` gives, candidate by candidate.
 */
import type { ExperienceLevel } from '@careerlens/contracts';
import {
  creditNumbers,
  experiencePart,
  fieldClosenessOf,
  fieldFactorOf,
  FIT_RULES,
  indexResume,
  quickCombine,
  RANK_WEIGHTS,
  relevanceOf,
  semanticScoreOf,
  skillsPart,
  titleClosenessOf,
  titlePenaltyOf,
  yearsFitOf,
  type CoverageSums,
} from './components';
import { termHash } from './lexical-vector';
import type { QuickCandidate } from './rank';
import type { PreparedResume, ScoreFitOptions } from './types';

/** Skill ids and role titles seen in any batch, as small integers (grows; never reordered). */
const skillNumbers = new Map<string, number>();
const skillIds: string[] = [];
const roleNumbers = new Map<string, number>();
const roleTitles: string[] = [];

function numberOf(map: Map<string, number>, list: string[], key: string): number {
  let value = map.get(key);
  if (value === undefined) {
    value = list.length;
    list.push(key);
    map.set(key, value);
  }
  return value;
}

const LEVELS: readonly ExperienceLevel[] = ['entry-level', 'mid-level', 'senior-level', 'lead-principal'];

/** Candidates packed for `quickScoreAll`. Build once (e.g. when the corpus changes), score many resumes. */
export interface CompiledCandidates {
  readonly count: number;
  /** Candidate i's skills are skills[skillStart[i]..skillStart[i+1]); the first requiredCount[i] are required. */
  readonly skillStart: Int32Array;
  readonly requiredCount: Int32Array;
  readonly skills: Int32Array;
  /** Minimum years (NaN: not stated), level (index in LEVELS, -1: none), role (registry number), confidence. */
  readonly minYears: Float64Array;
  readonly level: Int8Array;
  readonly role: Int32Array;
  readonly roleConfidence: Float64Array;
  /** Candidate i's vector is hashes/weights[vectorStart[i]..vectorStart[i+1]); hasVector[i] is 0 when null. */
  readonly vectorStart: Int32Array;
  readonly hashes: Int32Array;
  readonly weights: Float64Array;
  readonly hasVector: Uint8Array;
}

export function compileCandidates(candidates: readonly QuickCandidate[]): CompiledCandidates {
  const count = candidates.length;
  let skillTotal = 0;
  let termTotal = 0;
  for (const candidate of candidates) {
    skillTotal += candidate.requiredSkills.length + candidate.preferredSkills.length;
    termTotal += candidate.vector?.terms.length ?? 0;
  }
  const compiled = {
    count,
    skillStart: new Int32Array(count + 1),
    requiredCount: new Int32Array(count),
    skills: new Int32Array(skillTotal),
    minYears: new Float64Array(count),
    level: new Int8Array(count),
    role: new Int32Array(count),
    roleConfidence: new Float64Array(count),
    vectorStart: new Int32Array(count + 1),
    hashes: new Int32Array(termTotal),
    weights: new Float64Array(termTotal),
    hasVector: new Uint8Array(count),
  };
  let skillAt = 0;
  let termAt = 0;
  candidates.forEach((candidate, i) => {
    compiled.skillStart[i] = skillAt;
    compiled.requiredCount[i] = candidate.requiredSkills.length;
    for (const id of candidate.requiredSkills)
      compiled.skills[skillAt++] = numberOf(skillNumbers, skillIds, id);
    for (const id of candidate.preferredSkills)
      compiled.skills[skillAt++] = numberOf(skillNumbers, skillIds, id);
    compiled.minYears[i] = candidate.minYears ?? Number.NaN;
    compiled.level[i] = candidate.experienceLevel ? LEVELS.indexOf(candidate.experienceLevel) : -1;
    compiled.role[i] = numberOf(roleNumbers, roleTitles, candidate.roleTitle);
    compiled.roleConfidence[i] = candidate.roleConfidence ?? 1;
    compiled.vectorStart[i] = termAt;
    const vector = candidate.vector;
    if (vector) {
      compiled.hasVector[i] = 1;
      const hashes =
        vector.hashes && vector.hashes.length === vector.terms.length ? vector.hashes : undefined;
      vector.terms.forEach((term, k) => {
        compiled.hashes[termAt] = hashes?.[k] ?? termHash(term);
        compiled.weights[termAt] = vector.weights[k] ?? 0;
        termAt += 1;
      });
    }
  });
  compiled.skillStart[count] = skillAt;
  compiled.vectorStart[count] = termAt;
  return compiled;
}

/** Per resume: the credit numbers of every registered skill, filled on first use. */
interface ResumeArrays {
  credit: Float64Array;
  inUse: Float64Array;
  typeWeight: Float64Array;
  known: Uint8Array;
  /** Which candidate last counted the skill: a skill listed twice counts once. */
  stamp: Int32Array;
}

function grow(resume: PreparedResume): ResumeArrays {
  const index = indexResume(resume);
  const current = index.batch as ResumeArrays | undefined;
  const size = skillIds.length;
  if (current && current.credit.length >= size) return current;
  const capacity = Math.max(64, size * 2);
  const next: ResumeArrays = {
    credit: new Float64Array(capacity),
    inUse: new Float64Array(capacity),
    typeWeight: new Float64Array(capacity),
    known: new Uint8Array(capacity),
    stamp: new Int32Array(capacity).fill(-1),
  };
  if (current) {
    next.credit.set(current.credit);
    next.inUse.set(current.inUse);
    next.typeWeight.set(current.typeWeight);
    next.known.set(current.known);
  }
  index.batch = next;
  return next;
}

/**
 * quickScore for every compiled candidate, in order: the same numbers, several times faster, as no string
 * is hashed or compared. Returns a Float64Array of 0-1 scores (three decimals).
 */
export function quickScoreAll(
  resume: PreparedResume,
  compiled: CompiledCandidates,
  options: ScoreFitOptions = {},
): Float64Array {
  const index = indexResume(resume);
  const arrays = grow(resume);
  const { credit, inUse, typeWeight, known, stamp } = arrays;
  for (let number = 0; number < skillIds.length; number += 1) {
    if (known[number] === 1) continue;
    const numbers = creditNumbers(index, skillIds[number] as string);
    credit[number] = numbers.credit;
    inUse[number] = numbers.inUseCredit;
    typeWeight[number] = numbers.typeWeight;
    known[number] = 1;
  }
  stamp.fill(-1);
  const penalties = new Float64Array(roleTitles.length).fill(Number.NaN);
  const fieldFactors = new Float64Array(roleTitles.length).fill(Number.NaN);
  let unknownFieldFactor = Number.NaN;
  const useSemantic = options.useSemantic ?? true;
  const preferredWeight = FIT_RULES.preferredWeight;
  const sums: CoverageSums = { got: 0, total: 0, inUse: 0, hard: 0 };
  const scores = new Float64Array(compiled.count);

  for (let i = 0; i < compiled.count; i += 1) {
    const semantic =
      useSemantic && compiled.hasVector[i] === 1
        ? semanticScoreOf(
            index.vector.cosineRange(
              compiled.hashes,
              compiled.weights,
              compiled.vectorStart[i] as number,
              compiled.vectorStart[i + 1] as number,
            ),
          )
        : null;

    sums.got = 0;
    sums.total = 0;
    sums.inUse = 0;
    sums.hard = 0;
    const start = compiled.skillStart[i] as number;
    const end = compiled.skillStart[i + 1] as number;
    const requiredEnd = start + (compiled.requiredCount[i] as number);
    let position = 0;
    let factor = 1;
    for (let k = start; k < end; k += 1) {
      if (k === requiredEnd) {
        // Preferred skills: a new list, as in skillSums.
        position = 0;
        factor = preferredWeight;
      }
      const number = compiled.skills[k] as number;
      if (stamp[number] === i) continue;
      stamp[number] = i;
      const type = typeWeight[number] as number;
      const weight = factor * type * (RANK_WEIGHTS[position] ?? 1 / (1 + FIT_RULES.rankDecay * position));
      sums.total += weight;
      sums.got += weight * (credit[number] as number);
      sums.inUse += weight * (inUse[number] as number);
      if (type === 1) sums.hard += factor;
      position += 1;
    }
    const skills = skillsPart(sums, semantic);

    const minYears = compiled.minYears[i] as number;
    const level = compiled.level[i] as number;
    const yearsFit = yearsFitOf(
      resume,
      Number.isNaN(minYears) ? null : minYears,
      level < 0 ? null : (LEVELS[level] ?? null),
    );
    // The penalty depends only on the role once its mapping is sure enough (titleClosenessOf).
    let penalty = 0;
    let fieldFactor: number;
    if ((compiled.roleConfidence[i] as number) < FIT_RULES.minTargetConfidence) {
      if (Number.isNaN(unknownFieldFactor)) {
        unknownFieldFactor = fieldFactorOf(
          fieldClosenessOf(resume, index, 'Other', 0, options.statedTarget).closeness,
        );
      }
      fieldFactor = unknownFieldFactor;
    } else {
      const role = compiled.role[i] as number;
      penalty = penalties[role] as number;
      if (Number.isNaN(penalty)) {
        penalty = titlePenaltyOf(titleClosenessOf(resume, index, roleTitles[role] as string, 1).closeness);
        penalties[role] = penalty;
      }
      fieldFactor = fieldFactors[role] as number;
      if (Number.isNaN(fieldFactor)) {
        fieldFactor = fieldFactorOf(
          fieldClosenessOf(resume, index, roleTitles[role] as string, 1, options.statedTarget).closeness,
        );
        fieldFactors[role] = fieldFactor;
      }
    }
    const experience = experiencePart(yearsFit, relevanceOf(null, sums, semantic), penalty);
    scores[i] = quickCombine(skills, experience, semantic, fieldFactor);
  }
  return scores;
}
