import { createHash } from 'node:crypto';
import { getSkill } from '@careerlens/core';
import type { FoundSkill } from './skills-gold';

/**
 * A claims audit: every statement the report makes about a resume's skills, written out for a reader to
 * judge against the resume's own text (kept outside the repository, like the gold sets, because the
 * verdicts are derived from the evaluation files). Unlike a gold set, it needs no list of what a resume
 * "should" show: it asks of each claim the product makes whether the file contradicts it, which is the
 * error a user sees.
 *
 * Claims: "shows" (a skill or credential the report credits, with the lines it quotes); "missing" (a skill of
 * the target role the report says the resume does not show); "implied" (one it says the resume implies but
 * does not name). A verdict is "supported", "contradicted" (the file says otherwise: the evidence line does
 * not show the skill, or the file shows the skill said to be missing) or "unsure".
 *
 * `npm run eval -- <folder> --claims <file>` writes the file, keeping the verdicts of claims whose
 * wording and evidence are unchanged, so a change to the method leaves only its new claims to judge; it
 * then prints the judged figures.
 */
export type ClaimKind = 'shows' | 'missing' | 'implied' | 'unconfirmed';
export type Verdict = 'supported' | 'contradicted' | 'unsure';

export interface Claim {
  id: string;
  claim: ClaimKind;
  skill: string;
  /** For "shows": the skill's type and its strongest kind of evidence. */
  type?: string;
  evidenceKind?: string;
  evidence?: string[];
  /** For "implied": the skill the report says implies it. */
  via?: string;
  verdict?: Verdict;
  note?: string;
}

export interface ClaimsResume {
  role: string | null;
  heldout: boolean;
  claims: Claim[];
}

export interface ClaimsFile {
  resumes: Record<string, ClaimsResume>;
}

/** The seed that picks the held-out resumes (the gold sets' seed, so the same 20 are held out). */
export const HELDOUT_SEED = 'heldout-2026-11-29';

/** The `count` keys held out: the smallest md5 of the seed and the key. */
export function heldOutKeys(keys: readonly string[], count = 20): Set<string> {
  const hash = (key: string) =>
    createHash('md5')
      .update(HELDOUT_SEED + key)
      .digest('hex');
  return new Set([...keys].sort((a, b) => hash(a).localeCompare(hash(b))).slice(0, count));
}

function claimId(key: string, claim: ClaimKind, skill: string, evidence: readonly string[] = []): string {
  const digest = createHash('md5').update(evidence.join('\n')).digest('hex').slice(0, 8);
  return `${key}|${claim}|${skill}|${digest}`;
}

/** The claims the report makes about one resume. */
export function resumeClaims(
  key: string,
  found: readonly FoundSkill[],
  gaps: {
    missing: readonly string[];
    implied: ReadonlyArray<string | { skill: string; via: string }>;
    unconfirmed?: ReadonlyArray<{ skill: string; line: string }>;
  },
): Claim[] {
  const claims: Claim[] = [];
  for (const skill of found) {
    if (skill.type === 'soft') continue;
    const name = getSkill(skill.id)?.name ?? skill.id;
    const evidence = (skill.evidence ?? []).slice(0, 2).map((line) => line.text.slice(0, 240));
    claims.push({
      id: claimId(key, 'shows', name, evidence),
      claim: 'shows',
      skill: name,
      type: skill.type,
      evidenceKind: skill.evidenceKinds?.[0],
      evidence,
    });
  }
  for (const name of new Set(gaps.missing))
    claims.push({ id: claimId(key, 'missing', name), claim: 'missing', skill: name });
  const impliedSeen = new Set<string>();
  for (const entry of gaps.implied) {
    const name = typeof entry === 'string' ? entry : entry.skill;
    if (impliedSeen.has(name)) continue;
    impliedSeen.add(name);
    // The id leaves the related skill out, so a verdict on the claim outlives a change of its "via".
    claims.push({
      id: claimId(key, 'implied', name),
      claim: 'implied',
      skill: name,
      ...(typeof entry === 'string' ? {} : { via: entry.via }),
    });
  }
  for (const { skill, line } of gaps.unconfirmed ?? [])
    claims.push({
      id: claimId(key, 'unconfirmed', skill, [line]),
      claim: 'unconfirmed',
      skill,
      evidence: [line],
    });
  return claims;
}

/** Verdicts a reader wrote apart from the claims file: `{ "<claim id>": { "verdict", "note" } }`. */
export type VerdictsFile = Record<string, { verdict: Verdict; note?: string }>;

const VERDICTS: readonly Verdict[] = ['supported', 'contradicted', 'unsure'];

/**
 * The new file: fresh claims, with the verdicts of the old file's claims of the same id, then those of the
 * readers' verdict files (which win). A verdict that is not one of the three is an error, not a skip.
 */
export function mergeVerdicts(
  fresh: ClaimsFile,
  old: ClaimsFile | undefined,
  readers: readonly VerdictsFile[] = [],
): ClaimsFile {
  const verdicts = new Map<string, { verdict?: Verdict; note?: string }>();
  for (const resume of Object.values(old?.resumes ?? {}))
    for (const claim of resume.claims) if (claim.verdict) verdicts.set(claim.id, claim);
  for (const reader of readers)
    for (const [id, entry] of Object.entries(reader)) {
      if (!VERDICTS.includes(entry.verdict))
        throw new Error(
          `Claim ${id}: the verdict "${String(entry.verdict)}" is not one of ${VERDICTS.join(', ')}`,
        );
      verdicts.set(id, entry);
    }
  const resumes: Record<string, ClaimsResume> = {};
  for (const [key, resume] of Object.entries(fresh.resumes)) {
    resumes[key] = {
      ...resume,
      claims: resume.claims.map((claim) => {
        const judged = verdicts.get(claim.id);
        return judged ? { ...claim, verdict: judged.verdict, note: judged.note } : claim;
      }),
    };
  }
  return { resumes };
}

export interface ClaimCounts {
  claims: number;
  judged: number;
  contradicted: number;
  unsure: number;
}

function emptyClaimCounts(): ClaimCounts {
  return { claims: 0, judged: 0, contradicted: 0, unsure: 0 };
}

/** The group a claim is counted under: its kind, and for "shows" its type or evidence. */
export function claimGroup(claim: Claim): string {
  if (claim.claim !== 'shows') return claim.claim;
  if (claim.type === 'certification') return 'shows: credential';
  return `shows: ${claim.evidenceKind ?? 'other'}`;
}

/** Counts per group, and over all claims, for the resumes `include` accepts. */
export function countClaims(
  file: ClaimsFile,
  include: (key: string, resume: ClaimsResume) => boolean = () => true,
): Map<string, ClaimCounts> {
  const counts = new Map<string, ClaimCounts>([['all', emptyClaimCounts()]]);
  for (const [key, resume] of Object.entries(file.resumes)) {
    if (!include(key, resume)) continue;
    for (const claim of resume.claims) {
      for (const group of ['all', claimGroup(claim)]) {
        const entry = counts.get(group) ?? emptyClaimCounts();
        entry.claims += 1;
        if (claim.verdict) entry.judged += 1;
        if (claim.verdict === 'contradicted') entry.contradicted += 1;
        if (claim.verdict === 'unsure') entry.unsure += 1;
        counts.set(group, entry);
      }
    }
  }
  return counts;
}

/** Table rows: claims, judged, and the share of judged claims the file contradicts. */
export function claimRows(counts: Map<string, ClaimCounts>) {
  return [...counts.entries()]
    .sort(([a], [b]) => (a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b)))
    .map(([group, entry]) => ({
      group,
      claims: entry.claims,
      judged: entry.judged,
      contradicted: entry.contradicted,
      'contradicted share':
        entry.judged === 0 ? '-' : `${((entry.contradicted / entry.judged) * 100).toFixed(1)}%`,
      unsure: entry.unsure,
    }));
}
