import type { ExperienceLevel, RoleGroup } from '@careerlens/contracts';
import {
  fieldRoleTitles,
  quickScore,
  scoreFit,
  splitHead,
  type FitTarget,
  relatedSkillIds,
  type PreparedResume,
  type QuickCandidate,
  type ScoreFitOptions,
  type SparseVector,
} from '@careerlens/core';
import type { MatchRepository } from '../repositories/match.repository';

export interface IndexedPosting extends QuickCandidate {
  id: string;
}

/**
 * A posting that states fewer skills than this cannot be matched with a reason (an empty description,
 * a title only): it is not offered as a match.
 */
export const MIN_POSTING_SKILLS = 3;

/** Candidates re-ranked per resume. */
const CANDIDATES = 3_000;
/**
 * The best of the quick order scored as the fit of one job (rankByFit): how many, for each posting listed.
 * The quick score leaves out education, projects, summary and duties, which move a posting's score by up to
 * about ten points, so postings a little below the listed ones by the quick score are scored too.
 */
const FIT_SCORED_PER_LISTED = 2;
/** Related skills of each resume skill that also retrieve postings. */
const RELATED_PER_SKILL = 3;

/** Retrieval weight of a posting of one of the resume's own roles, as if it shared this many skills. */
const ROLE_RETRIEVAL_BONUS = 1_000;

/**
 * The corpus in memory, compact, for matching: each posting's skills, role, level and vector, and an
 * inverted index from skill to postings for cheap candidate retrieval. Reloaded when the corpus changes.
 */
export class PostingIndex {
  private postings: IndexedPosting[] = [];
  private bySkill = new Map<string, number[]>();
  private byRole = new Map<string, number[]>();
  private version = -1;

  constructor(
    private readonly repository: MatchRepository,
    private readonly corpusVersion: () => Promise<number>,
    /** The embeddings provider's model: its posting embeddings are held too (null: lexical only). */
    private readonly embeddingModel: string | null = null,
  ) {}

  get size(): number {
    return this.postings.length;
  }

  async ensureFresh(): Promise<void> {
    const version = await this.corpusVersion();
    if (version === this.version) return;
    const rows = await this.repository.compactPostings(this.embeddingModel);
    const postings: IndexedPosting[] = [];
    const bySkill = new Map<string, number[]>();
    const byRole = new Map<string, number[]>();
    for (const row of rows) {
      if (new Set([...row.requiredSkills, ...row.preferredSkills]).size < MIN_POSTING_SKILLS) continue;
      const index = postings.length;
      postings.push({
        id: row.id,
        requiredSkills: row.requiredSkills,
        preferredSkills: row.preferredSkills,
        roleTitle: row.roleTitle,
        roleGroup: row.roleGroup as RoleGroup,
        experienceLevel: row.experienceLevel as ExperienceLevel,
        minYears: row.minYears,
        vector: (row.vector as SparseVector | null) ?? null,
        roleConfidence: typeof row.analysis === 'number' ? row.analysis : 1,
        embedding: row.embedding,
      });
      const sameRole = byRole.get(row.roleTitle);
      if (sameRole) sameRole.push(index);
      else byRole.set(row.roleTitle, [index]);
      for (const skill of new Set([...row.requiredSkills, ...row.preferredSkills])) {
        const list = bySkill.get(skill);
        if (list) list.push(index);
        else bySkill.set(skill, [index]);
      }
    }
    this.postings = postings;
    this.bySkill = bySkill;
    this.byRole = byRole;
    this.version = version;
  }

  /**
   * Postings sharing the most skills with the resume (required skills count double), at most `limit`,
   * and every posting of the resume's own roles (`roles`: the roles its titles state and the user's
   * target), which a resume that names few skills would otherwise never meet.
   */
  candidates(skillIds: readonly string[], limit: number, roles: readonly string[] = []): IndexedPosting[] {
    const overlap = new Map<number, number>();
    for (const role of roles) {
      for (const index of this.byRole.get(role) ?? []) overlap.set(index, ROLE_RETRIEVAL_BONUS);
    }
    for (const skill of new Set(skillIds)) {
      for (const index of this.bySkill.get(skill) ?? []) {
        const posting = this.postings[index];
        const weight = posting?.requiredSkills.includes(skill) ? 2 : 1;
        overlap.set(index, (overlap.get(index) ?? 0) + weight);
      }
    }
    const ranked = [...overlap.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
    return ranked
      .map(([index]) => this.postings[index])
      .filter((posting): posting is IndexedPosting => Boolean(posting));
  }

  /**
   * The product's ranking for one resume, the list a user sees: retrieval by its skills (and a few related
   * skills each) and its own roles, ordered by the quick fit score (ties by id); the best of that order
   * (FIT_SCORED_PER_LISTED for each place) scored as the fit analysis of one job scores them (scoreFit on
   * each posting's target, which `targetsOf` loads), re-ordered by that score, the head of the list given to
   * the resume's own field when its postings score nearly as well (splitHead: `inField`), best `limit` first. Each listed score is then the
   * one the fit analysis of that posting gives for the same resume, stated target and embeddings; a
   * posting `targetsOf` cannot load keeps its quick score.
   */
  async rankByFit(
    prepared: PreparedResume,
    limit: number,
    options: ScoreFitOptions,
    targetsOf: (ids: readonly string[]) => Promise<ReadonlyMap<string, FitTarget>>,
  ): Promise<Array<{ candidate: IndexedPosting; score: number; inField: boolean }>> {
    const quick = this.quickRanked(prepared, options).slice(0, limit * FIT_SCORED_PER_LISTED);
    const targets = await targetsOf(quick.map((entry) => entry.candidate.id));
    const scored = quick
      .map((entry) => {
        const target = targets.get(entry.candidate.id);
        if (!target) return entry;
        const embeddings =
          options.embeddings && entry.candidate.embedding
            ? { ...options.embeddings, target: entry.candidate.embedding }
            : null;
        const fit = scoreFit(prepared, target, {
          useSemantic: options.useSemantic,
          statedTarget: options.statedTarget,
          embeddings,
        });
        return { candidate: entry.candidate, score: fit.overallMatchScore };
      })
      .sort(byScore);
    return headFirst(prepared, scored, options).slice(0, limit);
  }

  /** Retrieval by the resume's skills (and a few related skills each) and its own roles, by quick score. */
  private quickRanked(
    prepared: PreparedResume,
    options: ScoreFitOptions,
  ): Array<{ candidate: IndexedPosting; score: number }> {
    const skillIds = prepared.skills.map((skill) => skill.id);
    const expanded = [
      ...skillIds,
      ...skillIds.flatMap((id) => relatedSkillIds(id).slice(0, RELATED_PER_SKILL)),
    ];
    return this.candidates(expanded, CANDIDATES, fieldRoleTitles(prepared, options.statedTarget))
      .map((candidate) => ({ candidate, score: quickScore(prepared, candidate, options) }))
      .sort(byScore);
  }
}

/** Best score first; ties by id, for a stable order. */
function byScore(
  a: { candidate: IndexedPosting; score: number },
  b: { candidate: IndexedPosting; score: number },
): number {
  return b.score - a.score || a.candidate.id.localeCompare(b.candidate.id);
}

/** The head (the resume's own field or stated target, splitHead) first, then the rest, each in score order. */
function headFirst(
  prepared: PreparedResume,
  ranked: Array<{ candidate: IndexedPosting; score: number }>,
  options: ScoreFitOptions,
): Array<{ candidate: IndexedPosting; score: number; inField: boolean }> {
  const { head, rest } = splitHead(prepared, ranked, options);
  return [
    ...head.map((entry) => ({ ...entry, inField: true })),
    ...rest.map((entry) => ({ ...entry, inField: false })),
  ];
}
