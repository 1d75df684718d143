import { describe, expect, it } from 'vitest';
import {
  claimRows,
  countClaims,
  heldOutKeys,
  mergeVerdicts,
  resumeClaims,
  type ClaimsFile,
} from './claims-audit';

const found = [
  { id: 'lesson-planning', type: 'hard', evidence: [{ text: 'Made lesson plans' }], evidenceKinds: ['role'] },
  { id: 'cpa', type: 'certification', evidence: [{ text: 'Work with CPA' }], evidenceKinds: ['mentioned'] },
  { id: 'teamwork', type: 'soft', evidence: [{ text: 'Team player' }], evidenceKinds: ['listed'] },
];

describe('resumeClaims', () => {
  it('lists credited skills with their evidence, soft skills left out, then gaps said missing and implied', () => {
    const claims = resumeClaims('TEACHER/1.pdf', found, {
      missing: ['Special Education', 'Special Education'],
      implied: ['Curriculum Development'],
    });
    expect(claims.map((claim) => [claim.claim, claim.skill])).toEqual([
      ['shows', 'Lesson Planning'],
      ['shows', 'CPA'],
      ['missing', 'Special Education'],
      ['implied', 'Curriculum Development'],
    ]);
    expect(claims[0]).toMatchObject({ type: 'hard', evidenceKind: 'role', evidence: ['Made lesson plans'] });
    expect(new Set(claims.map((claim) => claim.id)).size).toBe(claims.length);
  });

  it('gives a claim a new id when its evidence changes, so an old verdict is not kept for new evidence', () => {
    const before = resumeClaims('T/1.pdf', [found[0]!], { missing: [], implied: [] });
    const after = resumeClaims(
      'T/1.pdf',
      [{ ...found[0]!, evidence: [{ text: 'Wrote weekly lesson plans' }] }],
      { missing: [], implied: [] },
    );
    expect(before[0]!.id).not.toBe(after[0]!.id);
  });
});

describe('mergeVerdicts and countClaims', () => {
  const fresh = (): ClaimsFile => ({
    resumes: {
      'TEACHER/1.pdf': {
        role: 'Teacher',
        heldout: false,
        claims: resumeClaims('TEACHER/1.pdf', found, { missing: ['Special Education'], implied: [] }),
      },
      'CHEF/2.pdf': {
        role: 'Chef',
        heldout: true,
        claims: resumeClaims('CHEF/2.pdf', [], { missing: ['Food Safety'], implied: [] }),
      },
    },
  });

  it('keeps old verdicts of unchanged claims, lets a reader file win, and counts by group', () => {
    const first = fresh();
    const [lesson, cpa, special] = first.resumes['TEACHER/1.pdf']!.claims;
    const old: ClaimsFile = {
      resumes: {
        'TEACHER/1.pdf': {
          ...first.resumes['TEACHER/1.pdf']!,
          claims: [
            { ...lesson!, verdict: 'supported' },
            { ...cpa!, verdict: 'unsure' },
          ],
        },
      },
    };
    const merged = mergeVerdicts(fresh(), old, [
      { [cpa!.id]: { verdict: 'contradicted', note: 'someone else holds it' } },
      { [special!.id]: { verdict: 'contradicted', note: '"special needs students"' } },
    ]);
    const teacher = merged.resumes['TEACHER/1.pdf']!.claims;
    expect(teacher.map((claim) => claim.verdict)).toEqual(['supported', 'contradicted', 'contradicted']);
    const development = countClaims(merged, (_key, resume) => !resume.heldout);
    expect(development.get('all')).toEqual({ claims: 3, judged: 3, contradicted: 2, unsure: 0 });
    expect(development.get('shows: credential')).toEqual({
      claims: 1,
      judged: 1,
      contradicted: 1,
      unsure: 0,
    });
    const rows = claimRows(countClaims(merged));
    expect(rows[0]).toMatchObject({ group: 'all', claims: 4, judged: 3, 'contradicted share': '66.7%' });
    expect(rows.find((row) => row.group === 'missing')).toMatchObject({ claims: 2, judged: 1 });
  });

  it('refuses a verdict that is not one of the three', () => {
    const id = fresh().resumes['CHEF/2.pdf']!.claims[0]!.id;
    expect(() => mergeVerdicts(fresh(), undefined, [{ [id]: { verdict: 'maybe' as 'unsure' } }])).toThrow(
      /not one of/,
    );
  });
});

describe('heldOutKeys', () => {
  it('holds out a fixed number of keys, the same whatever their order', () => {
    const keys = Array.from({ length: 30 }, (_, index) => `CAT/${index}.pdf`);
    const held = heldOutKeys(keys, 5);
    expect(held.size).toBe(5);
    expect(heldOutKeys([...keys].reverse(), 5)).toEqual(held);
  });
});
