import { describe, expect, it } from 'vitest';
import { allRoleProfiles } from '../roles/role-profiles';
import { postingVector, prepareResume, scoreFit, targetFromPosting } from './fit';
import { termHash, type SparseVector } from './lexical-vector';
import { compileCandidates, quickScoreAll } from './batch';
import { FIT_RULES, fieldFactorOf, roleSimilarity } from './components';
import { listedAhead, matchReason, quickScore, rankHead, type QuickCandidate } from './rank';
import {
  analysed,
  DATA_ANALYST,
  DATA_ANALYST_POSTING,
  GRADUATE_ANALYST,
  LEAD_ANALYST_POSTING,
  LONG_RESUME,
  NURSE,
  NURSE_POSTING,
  REFERENCE_DATE,
  resumePdf,
  type ResumeSpec,
} from './test-fixtures';
import type { PreparedResume } from './types';

const POSTINGS = [
  ['Data Analyst', DATA_ANALYST_POSTING],
  ['Lead Data Analyst', LEAD_ANALYST_POSTING],
  ['Registered Nurse', NURSE_POSTING],
] as const;

/** What the server stores for a posting, read back as JSON. */
function stored(title: string, description: string): QuickCandidate {
  const analysis = analysed(title, description);
  const candidate: QuickCandidate = {
    requiredSkills: analysis.requiredSkills,
    preferredSkills: analysis.preferredSkills,
    roleTitle: analysis.roleTitle,
    roleGroup: analysis.roleGroup,
    experienceLevel: analysis.experienceLevel,
    minYears: analysis.minYears,
    vector: postingVector(analysis, title),
  };
  return JSON.parse(JSON.stringify(candidate)) as QuickCandidate;
}

async function prepared(spec: ResumeSpec): Promise<PreparedResume> {
  return prepareResume(await resumePdf(spec), REFERENCE_DATE);
}

describe('quickScore', () => {
  it('ranks postings as the full scorer does, from the stored fields alone', async () => {
    for (const spec of [DATA_ANALYST, GRADUATE_ANALYST, NURSE]) {
      const resume = await prepared(spec);
      const quick = POSTINGS.map(([title, text]) => quickScore(resume, stored(title, text)));
      const full = POSTINGS.map(
        ([title, text]) =>
          scoreFit(resume, targetFromPosting(analysed(title, text), title)).overallMatchScore,
      );
      const order = (scores: number[]) => scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
      expect(order(quick)).toEqual(order(full));
      for (const score of quick) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
    }
  });

  it('puts the analyst above the nurse for an analyst posting, and the other way round', async () => {
    const analyst = await prepared(DATA_ANALYST);
    const nurse = await prepared(NURSE);
    const analystPosting = stored('Data Analyst', DATA_ANALYST_POSTING);
    const nursePosting = stored('Registered Nurse', NURSE_POSTING);
    expect(quickScore(analyst, analystPosting)).toBeGreaterThan(0.6);
    expect(quickScore(nurse, analystPosting)).toBeLessThan(0.4);
    expect(quickScore(nurse, nursePosting)).toBeGreaterThan(0.6);
    expect(quickScore(analyst, nursePosting)).toBeLessThan(0.4);
  });

  it("uses a provider's embeddings for the similarity part when both sides have one", async () => {
    const resume = await prepared(DATA_ANALYST);
    const posting = stored('Data Analyst', DATA_ANALYST_POSTING);
    const same = Float32Array.from([1, 0, 0]);
    const other = Float32Array.from([0, 1, 0]);
    const calibration = { floor: 0.2, full: 0.8 };
    const close = quickScore(
      resume,
      { ...posting, embedding: same },
      { embeddings: { resume: same, ...calibration } },
    );
    const far = quickScore(
      resume,
      { ...posting, embedding: other },
      { embeddings: { resume: same, ...calibration } },
    );
    expect(close).toBeGreaterThan(far);
    // The lexical similarity lies between the two: embeddings replace it, they do not add to it.
    const lexical = quickScore(resume, posting);
    expect(close).toBeGreaterThanOrEqual(lexical);
    expect(far).toBeLessThanOrEqual(lexical);
    // A posting not yet embedded, or one from another model (other length), keeps the lexical part.
    expect(quickScore(resume, posting, { embeddings: { resume: same, ...calibration } })).toBe(lexical);
    expect(
      quickScore(
        resume,
        { ...posting, embedding: Float32Array.from([1, 0]) },
        { embeddings: { resume: same, ...calibration } },
      ),
    ).toBe(lexical);
    // Without the similarity part, embeddings change nothing.
    expect(
      quickScore(
        resume,
        { ...posting, embedding: other },
        { useSemantic: false, embeddings: { resume: same, ...calibration } },
      ),
    ).toBe(quickScore(resume, posting, { useSemantic: false }));
  });

  it('works without the lexical similarity and without a stored vector', async () => {
    const resume = await prepared(DATA_ANALYST);
    const candidate = stored('Data Analyst', DATA_ANALYST_POSTING);
    const without = quickScore(resume, candidate, { useSemantic: false });
    expect(quickScore(resume, { ...candidate, vector: null })).toBe(without);
    expect(Math.abs(without - quickScore(resume, candidate))).toBeLessThan(0.1);
  });

  it('scores 100,000 candidates the same one by one and in a batch (timing: bench/)', async () => {
    const resume = await prepared(LONG_RESUME);
    const roles = allRoleProfiles();
    const levels = ['entry-level', 'mid-level', 'senior-level', 'lead-principal'] as const;
    const vocabulary = Array.from({ length: 4000 }, (_, i) => `t${((i * 7919) % 9973).toString(36)}`);
    vocabulary.push(...resume.vector.terms.slice(0, 200));
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const syntheticVector = (): SparseVector => {
      const terms = new Set<string>();
      while (terms.size < 64) terms.add(vocabulary[Math.floor(random() * vocabulary.length)]!);
      const sorted = [...terms].sort();
      return { terms: sorted, weights: sorted.map(() => 0.125), hashes: sorted.map(termHash) };
    };
    // 2,000 distinct vectors; every candidate parses its own copy, as rows read from a database would be.
    const vectorJson = Array.from({ length: 2_000 }, () => JSON.stringify(syntheticVector()));
    const generating = performance.now();
    const candidates: QuickCandidate[] = Array.from({ length: 100_000 }, (_, i) => {
      const role = roles[i % roles.length]!;
      return {
        requiredSkills: role.coreSkillIds.map((id) => `${id} `.trimEnd()),
        preferredSkills: role.commonSkillIds.map((id) => `${id} `.trimEnd()),
        roleTitle: role.title,
        roleGroup: role.group,
        experienceLevel: levels[i % 4]!,
        minYears: i % 3 === 0 ? null : i % 9,
        vector: JSON.parse(vectorJson[i % vectorJson.length]!) as SparseVector,
      };
    });
    console.log(`generated in ${(performance.now() - generating).toFixed(0)} ms`);
    for (const candidate of candidates.slice(0, 5_000)) quickScore(resume, candidate);
    const measure = (run: () => number) => {
      const cpu = process.cpuUsage();
      const start = performance.now();
      const sum = run();
      const wall = performance.now() - start;
      const used = process.cpuUsage(cpu);
      return { sum, wall, cpu: (used.user + used.system) / 1000 };
    };
    const one = measure(() => candidates.reduce((sum, candidate) => sum + quickScore(resume, candidate), 0));
    let compiled = compileCandidates([]);
    const packing = measure(() => {
      compiled = compileCandidates(candidates);
      return compiled.count;
    });
    const batch = measure(() => quickScoreAll(resume, compiled).reduce((sum, score) => sum + score, 0));
    console.log(
      `quickScore x 100,000: ${one.wall.toFixed(0)} ms wall, ${one.cpu.toFixed(0)} ms CPU; ` +
        `compileCandidates: ${packing.wall.toFixed(0)} ms; quickScoreAll: ${batch.wall.toFixed(0)} ms wall, ` +
        `${batch.cpu.toFixed(0)} ms CPU`,
    );
    expect(batch.sum).toBeCloseTo(one.sum, 6);
  });

  it('gives exactly the quickScore numbers in a batch', async () => {
    const resumes = await Promise.all([DATA_ANALYST, NURSE, GRADUATE_ANALYST].map(prepared));
    const analyst = stored('Data Analyst', DATA_ANALYST_POSTING);
    const candidates: QuickCandidate[] = [
      analyst,
      stored('Lead Data Analyst', LEAD_ANALYST_POSTING),
      stored('Registered Nurse', NURSE_POSTING),
      { ...analyst, vector: null },
      { ...analyst, vector: { terms: analyst.vector!.terms, weights: analyst.vector!.weights } },
      {
        ...analyst,
        requiredSkills: ['sql', 'sql', 'not-a-skill', 'communication'],
        preferredSkills: ['sql', 'dbt'],
      },
      { ...analyst, requiredSkills: [], preferredSkills: [] },
      { ...analyst, roleTitle: 'Registered Nurse', roleGroup: 'Other', roleConfidence: 0.3 },
      { ...analyst, roleTitle: 'Registered Nurse', roleGroup: 'Other' },
      { ...analyst, roleTitle: 'Other', roleGroup: 'Other', experienceLevel: null, minYears: null },
      { ...analyst, experienceLevel: 'lead-principal', minYears: 12 },
    ];
    const compiled = compileCandidates(candidates);
    for (const resume of resumes) {
      for (const useSemantic of [true, false]) {
        const batch = [...quickScoreAll(resume, compiled, { useSemantic })];
        expect(batch).toEqual(candidates.map((candidate) => quickScore(resume, candidate, { useSemantic })));
      }
    }
  });
});

describe('field fit', () => {
  it('lowers a posting from another field, keeps the same field whole, and counts a stated target', async () => {
    const analyst = await prepared(DATA_ANALYST);
    const nursePosting = analysed('Registered Nurse', NURSE_POSTING);
    const analystPosting = analysed('Data Analyst', DATA_ANALYST_POSTING);
    const crossField = scoreFit(analyst, targetFromPosting(nursePosting, 'Registered Nurse'));
    expect(crossField.details.field.factor).toBeLessThan(0.8);
    expect(crossField.details.field.closestRole).not.toBe('Registered Nurse');
    expect(crossField.suggestions[0]).toMatch(/read as .* work, a different field from Registered Nurse/);
    const sameField = scoreFit(analyst, targetFromPosting(analystPosting, 'Data Analyst'));
    expect(sameField.details.field).toMatchObject({ factor: 1, closestRole: 'Data Analyst' });

    // A career switcher who says they aim for nursing is not held back by their old field.
    const switcher = scoreFit(analyst, targetFromPosting(nursePosting, 'Registered Nurse'), {
      statedTarget: 'Registered Nurse',
    });
    expect(switcher.details.field).toMatchObject({ factor: 1, basis: 'stated target' });
    expect(switcher.overallMatchScore).toBeGreaterThan(crossField.overallMatchScore);

    // The quick score and the batch score apply the same factor.
    const candidate = stored('Registered Nurse', NURSE_POSTING);
    const quick = quickScore(analyst, candidate, { statedTarget: 'Registered Nurse' });
    expect(quick).toBeGreaterThan(quickScore(analyst, candidate));
    const [batch] = quickScoreAll(analyst, compileCandidates([candidate]), {
      statedTarget: 'Registered Nurse',
    });
    expect(batch).toBe(quick);
  });

  it("ranks a posting whose role we cannot tell below the same posting in the resume's field", async () => {
    const analyst = await prepared(DATA_ANALYST);
    const known = stored('Data Analyst', DATA_ANALYST_POSTING);
    const unknown: QuickCandidate = { ...known, roleTitle: 'Other', roleGroup: 'Other' };
    const ratio = quickScore(analyst, unknown) / quickScore(analyst, known);
    expect(ratio).toBeCloseTo(fieldFactorOf(FIT_RULES.unknownFieldCloseness), 2);
    expect(ratio).toBeLessThan(0.75);
  });

  it('reads the field from the titles first, and from the skills when no title maps', async () => {
    const nurse = await prepared(NURSE);
    const target = targetFromPosting(analysed('Registered Nurse', NURSE_POSTING), 'Registered Nurse');
    expect(scoreFit(nurse, target).details.field).toMatchObject({ factor: 1, basis: 'title' });
    const untitled: PreparedResume = { ...nurse, titles: [] };
    const bySkills = scoreFit(untitled, target).details.field;
    expect(bySkills.basis).toBe('skills');
    expect(bySkills.factor).toBeGreaterThan(0.9);
  });
});

describe('matchReason', () => {
  it('says which required skills match and how the years fit', async () => {
    const resume = await prepared(DATA_ANALYST);
    // Statistics is asked for once as a skill ("Solid statistics"); the degree's fields are alternatives.
    expect(matchReason(resume, stored('Data Analyst', DATA_ANALYST_POSTING))).toBe(
      'Matches 5 of 6 required skills (Tableau, SQL, Python); your 6 years fit a mid-level role.',
    );
    expect(matchReason(resume, stored('Lead Data Analyst', LEAD_ANALYST_POSTING))).toContain(
      'the role asks for 10+ years and your resume shows 6 years',
    );
    expect(matchReason(resume, stored('Registered Nurse', NURSE_POSTING))).toBe(
      'Matches none of 7 required skills; your 6 years meet the 2+ asked for; your resume reads as Data Analyst work, a different field from Registered Nurse.',
    );
  });

  it('says why a posting is listed ahead of higher scores', async () => {
    const resume = await prepared(NURSE);
    const nursing = stored('Registered Nurse', NURSE_POSTING);
    expect(matchReason(resume, nursing, { listedAhead: true })).toMatch(
      /; listed ahead of higher scores as Registered Nurse work, which your resume shows most\.$/,
    );
    expect(matchReason(resume, nursing, { listedAhead: true, statedTarget: 'Registered Nurse' })).toMatch(
      /; listed ahead of higher scores as Registered Nurse, the role you are aiming for\.$/,
    );
    expect(matchReason(resume, nursing)).not.toContain('listed ahead');
  });

  it('names only skills the resume shows', async () => {
    const resume = await prepared(GRADUATE_ANALYST);
    const shown = new Set(resume.skills.map((skill) => skill.name));
    for (const [title, text] of POSTINGS) {
      const reason = matchReason(resume, stored(title, text));
      const named = /\(([^)]*)\)/.exec(reason)?.[1]?.split(', ') ?? [];
      for (const name of named) expect(shown.has(name)).toBe(true);
    }
  });
});

describe('listedAhead', () => {
  it('marks the places that stand above a higher score', () => {
    const scores = [0.4, 0.45, 0.5, 0.3, 0.3, 0.2].map((score) => ({ score }));
    expect(listedAhead(scores)).toEqual([true, true, false, false, false, false]);
    expect(listedAhead([])).toEqual([]);
  });
});

describe('rankHead', () => {
  const entry = (roleTitle: string, score: number, roleConfidence = 1) => ({
    candidate: {
      requiredSkills: [],
      preferredSkills: [],
      roleTitle,
      roleGroup: 'Other',
      experienceLevel: null,
      minYears: null,
      vector: null,
      roleConfidence,
    } as QuickCandidate,
    score,
  });

  it("gives the head to the resume's own field when its postings score within the margin", async () => {
    const resume = await prepared(NURSE);
    // A generic office job and a posting of unknown role won on shared skills; the nursing job is close.
    const ranked = [
      entry('Office Administrator', 0.5),
      entry('Other', 0.49, 0),
      entry('Registered Nurse', 0.45),
      entry('Registered Nurse', 0.3),
    ];
    expect(rankHead(resume, ranked).map((item) => [item.candidate.roleTitle, item.score])).toEqual([
      ['Registered Nurse', 0.45],
      ['Office Administrator', 0.5],
      ['Other', 0.49],
      ['Registered Nurse', 0.3],
    ]);
  });

  it('keeps the score order when no posting of the field scores within the margin', async () => {
    const resume = await prepared(NURSE);
    const ranked = [
      entry('Office Administrator', 0.5),
      entry('Registered Nurse', 0.5 * (1 - FIT_RULES.headMargin) - 0.01),
    ];
    expect(rankHead(resume, ranked)).toEqual(ranked);
  });

  it("follows the stated target when the resume's titles say nothing", async () => {
    const resume = await prepared({ ...NURSE, experience: [], summary: [], skills: ['Microsoft Excel'] });
    const ranked = [entry('Sales Manager', 0.4), entry('Data Analyst', 0.35)];
    expect(rankHead(resume, ranked)).toEqual(ranked);
    expect(rankHead(resume, ranked, { statedTarget: 'Data Analyst' }).map((item) => item.score)).toEqual([
      0.35, 0.4,
    ]);
  });

  it('lets the stated target lead from further down only when the resume itself shows that role', async () => {
    const resume = await prepared(NURSE);
    const best = 0.5;
    // Below the usual margin, above the stated target's wider one.
    const below = best * (1 - (FIT_RULES.headMargin + FIT_RULES.targetHeadMargin) / 2);
    const ranked = [entry('Office Administrator', best), entry('Registered Nurse', below)];
    expect(rankHead(resume, ranked)).toEqual(ranked);
    expect(
      rankHead(resume, ranked, { statedTarget: 'Registered Nurse' }).map((item) => item.candidate.roleTitle),
    ).toEqual(['Registered Nurse', 'Office Administrator']);
    // Past the wider margin the score order stands, target or not.
    const far = [
      entry('Office Administrator', best),
      entry('Registered Nurse', best * (1 - FIT_RULES.targetHeadMargin) - 0.01),
    ];
    expect(rankHead(resume, far, { statedTarget: 'Registered Nurse' })).toEqual(far);
    // A target the resume does not show (a nurse aiming for data analysis) gets only the usual margin.
    const unsupported = [entry('Office Administrator', best), entry('Data Analyst', below)];
    expect(rankHead(resume, unsupported, { statedTarget: 'Data Analyst' })).toEqual(unsupported);
  });

  it('gives the head to the stated target the resume shows, even when it shows another field more', async () => {
    // Office work in her last three jobs, nursing before: the field reads office work more, but she shows
    // nursing and says she is going back to it.
    const office = (title: string, employer: string, dates: string) => ({
      title,
      employer,
      dates,
      bullets: ['• Managed office supplies, scheduling, filing and vendor invoices for a staff of 20'],
    });
    const nursing = NURSE.experience?.[0];
    if (nursing === undefined) throw new Error('fixture');
    const resume = await prepared({
      ...NURSE,
      experience: [
        office('Office Administrator', 'Northside Clinic', 'Mar 2021 – Present'),
        office('Office Manager', 'Lakeview Dental', 'Jan 2019 – Feb 2021'),
        office('Administrative Assistant', 'Harbor Insurance', 'Jan 2016 – Dec 2018'),
        { ...nursing, dates: 'Mar 2010 – Dec 2015' },
      ],
    });
    const ranked = [
      entry('Office Administrator', 0.5),
      entry('Office Administrator', 0.48),
      entry('Registered Nurse', 0.45),
      entry('Office Administrator', 0.44),
      entry('Registered Nurse', 0.32),
    ];
    expect(
      rankHead(resume, ranked, { statedTarget: 'Registered Nurse' }).map((item) => [
        item.candidate.roleTitle,
        item.score,
      ]),
    ).toEqual([
      ['Registered Nurse', 0.45],
      ['Registered Nurse', 0.32],
      ['Office Administrator', 0.5],
      ['Office Administrator', 0.48],
      ['Office Administrator', 0.44],
    ]);
  });
});

describe('roleSimilarity', () => {
  it('holds roles of one catalogue group close only when their occupations are near', () => {
    // Mechanical and electrical engineers: one group, one SOC major group.
    expect(roleSimilarity('Mechanical Engineer', 'Electrical Engineer')).toBeGreaterThanOrEqual(0.6);
    // A solutions architect shares the catalogue's "Engineering & Technology" group, not the occupation.
    expect(roleSimilarity('Mechanical Engineer', 'Solutions Architect')).toBeLessThan(0.3);
    expect(roleSimilarity('Data Analyst', 'Data Scientist')).toBeGreaterThanOrEqual(0.6);
  });
});
