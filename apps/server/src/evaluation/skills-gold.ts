import { findSkillByName, getSkill } from '@careerlens/core';

/**
 * Scoring of found skills against a gold file that a person wrote by reading each resume (kept outside the
 * repository, because it is derived from the evaluation files). The file's shape:
 *
 *   { "resumes": { "<CATEGORY>/<file>": { "skills": [names], "credentials": [names], "heldout": bool } } }
 *
 * Names are canonical taxonomy names or aliases; a name the taxonomy does not know may start with "?" and
 * counts as a miss until the taxonomy learns it. Soft skills are not annotated, so found soft skills are left
 * out of precision. A found certification counts as correct only when the gold lists it as a credential the
 * person holds: a mention of a certification is not holding it.
 */
export interface GoldResume {
  skills: string[];
  credentials: string[];
  heldout?: boolean;
}

export interface GoldFile {
  resumes: Record<string, GoldResume>;
  /**
   * Names the annotators were told not to list (a reader's rules may leave out English, say): found
   * skills of these names are left out of precision, like soft skills, since the gold cannot judge them.
   */
  notAnnotated?: string[];
}

export interface FoundSkill {
  id: string;
  type: string;
  evidence?: ReadonlyArray<{ text: string }>;
  /** The kinds of evidence, strongest first (credential, role, listed, education, mentioned). */
  evidenceKinds?: readonly string[];
}

/** The kinds of evidence precision is also reported by (a found skill counts under its strongest). */
export const PRECISION_KINDS = ['credential', 'role', 'listed', 'education', 'mentioned'] as const;
type PrecisionKind = (typeof PRECISION_KINDS)[number];

export interface GoldCounts {
  resumes: number;
  /** Gold skills and credentials, and how many of them were found. */
  gold: number;
  recalled: number;
  /** Gold items whose name the taxonomy knows, and how many of them were found. */
  goldInTaxonomy: number;
  recalledInTaxonomy: number;
  /** Found non-soft, non-certification skills, and how many of them the gold lists. */
  found: number;
  correct: number;
  /** Found certifications, and how many of them the gold lists as held. */
  credentialsFound: number;
  credentialsCorrect: number;
  /** `found` and `correct` by the strongest kind of evidence of each skill. */
  foundByKind: Record<PrecisionKind, number>;
  correctByKind: Record<PrecisionKind, number>;
}

export interface ResumeScore extends GoldCounts {
  key: string;
  /** Found skills the gold does not list (names), and gold items that were not found. */
  falsePositives: string[];
  misses: string[];
}

/** The taxonomy id a gold name stands for, or the name itself (lower case) when the taxonomy lacks it. */
export function goldKey(name: string): { key: string; known: boolean } {
  const plain = name.replace(/^\?/, '').trim();
  const skill = findSkillByName(plain);
  return skill ? { key: skill.id, known: true } : { key: `?${plain.toLowerCase()}`, known: false };
}

export function emptyCounts(): GoldCounts {
  return {
    resumes: 0,
    gold: 0,
    recalled: 0,
    goldInTaxonomy: 0,
    recalledInTaxonomy: 0,
    found: 0,
    correct: 0,
    credentialsFound: 0,
    credentialsCorrect: 0,
    foundByKind: { credential: 0, role: 0, listed: 0, education: 0, mentioned: 0 },
    correctByKind: { credential: 0, role: 0, listed: 0, education: 0, mentioned: 0 },
  };
}

export function addCounts(total: GoldCounts, part: GoldCounts): void {
  for (const field of Object.keys(total) as Array<keyof GoldCounts>) {
    if (field === 'foundByKind' || field === 'correctByKind') {
      for (const kind of PRECISION_KINDS) total[field][kind] += part[field][kind];
    } else total[field] += part[field];
  }
}

/** The strongest kind of evidence of a found skill among those precision is reported by. */
function precisionKind(skill: FoundSkill): PrecisionKind | undefined {
  return PRECISION_KINDS.find((kind) => skill.evidenceKinds?.[0] === kind);
}

function quote(skill: FoundSkill): string {
  const line = skill.evidence?.[0]?.text;
  return line === undefined ? '' : ` «${line.slice(0, 90)}»`;
}

/** Compares one resume's found skills with its gold entry. */
export function scoreResume(
  key: string,
  gold: GoldResume,
  found: readonly FoundSkill[],
  notAnnotated: readonly string[] = [],
): ResumeScore {
  const unjudged = new Set(notAnnotated.map((name) => goldKey(name).key));
  const skills = new Map(gold.skills.map((name) => [goldKey(name).key, goldKey(name)]));
  const credentials = new Map(gold.credentials.map((name) => [goldKey(name).key, goldKey(name)]));
  const all = new Map([...skills, ...credentials]);
  const foundIds = new Set(found.map((skill) => skill.id));
  const score: ResumeScore = { ...emptyCounts(), key, resumes: 1, falsePositives: [], misses: [] };
  for (const [id, { known }] of all) {
    score.gold += 1;
    if (known) score.goldInTaxonomy += 1;
    if (foundIds.has(id)) {
      score.recalled += 1;
      if (known) score.recalledInTaxonomy += 1;
    } else {
      score.misses.push(known ? (getSkill(id)?.name ?? id) : id);
    }
  }
  for (const skill of found) {
    if (skill.type === 'soft' || unjudged.has(skill.id)) continue;
    const name = getSkill(skill.id)?.name ?? skill.id;
    if (skill.type === 'certification') {
      score.credentialsFound += 1;
      if (credentials.has(skill.id)) score.credentialsCorrect += 1;
      else score.falsePositives.push(`${name} (credential)${quote(skill)}`);
      continue;
    }
    score.found += 1;
    const kind = precisionKind(skill);
    if (kind !== undefined) score.foundByKind[kind] += 1;
    if (all.has(skill.id)) {
      score.correct += 1;
      if (kind !== undefined) score.correctByKind[kind] += 1;
    } else score.falsePositives.push(`${name}${kind === undefined ? '' : ` [${kind}]`}${quote(skill)}`);
  }
  return score;
}

function ratio(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)}%`;
}

/** One table row of figures for a group of resumes. */
export function summarise(label: string, counts: GoldCounts) {
  return {
    group: label,
    resumes: counts.resumes,
    recall: ratio(counts.recalled, counts.gold),
    'recall (taxonomy names)': ratio(counts.recalledInTaxonomy, counts.goldInTaxonomy),
    precision: ratio(counts.correct, counts.found),
    'credential precision': `${ratio(counts.credentialsCorrect, counts.credentialsFound)} (${counts.credentialsCorrect}/${counts.credentialsFound})`,
  };
}

/** One table row of precision by the strongest kind of evidence: "72.0% (120)" per kind. */
export function precisionByKind(label: string, counts: GoldCounts) {
  const row: Record<string, string> = { group: label };
  for (const kind of PRECISION_KINDS)
    row[kind] =
      `${ratio(counts.correctByKind[kind], counts.foundByKind[kind])} (${counts.foundByKind[kind]})`;
  return row;
}

/**
 * The skills an analysis says a resume does not show (missing, or only implied and not named) that the gold
 * says it does show: a false gap is the claim a user can refute with their own file.
 */
export function falseGaps(gold: GoldResume, statedMissing: readonly string[]): string[] {
  const shown = new Set([...gold.skills, ...gold.credentials].map((name) => goldKey(name).key));
  return [...new Set(statedMissing)].filter((name) => shown.has(goldKey(name).key));
}
