import { describe, expect, it } from 'vitest';
import { getRoleProfile, LEVEL_YEARS } from '../roles/role-profiles';
import {
  FIT_METHOD_VERSION,
  FIT_WEIGHTS,
  prepareResume,
  scoreFit,
  targetFromPosting,
  targetFromRole,
} from './fit';
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
  resumeDocx,
  resumePdf,
  type ResumeSpec,
} from './test-fixtures';
import type { FitResult, FitTarget, PreparedResume } from './types';

const SECTIONS = ['experience', 'skills', 'education', 'projects', 'summary'] as const;

async function prepared(spec: ResumeSpec): Promise<PreparedResume> {
  return prepareResume(await resumePdf(spec), REFERENCE_DATE);
}

const dataAnalystTarget = (): FitTarget =>
  targetFromPosting(analysed('Data Analyst', DATA_ANALYST_POSTING), 'Data Analyst');
const nurseTarget = (): FitTarget =>
  targetFromPosting(analysed('Registered Nurse', NURSE_POSTING), 'Registered Nurse');
const leadTarget = (): FitTarget =>
  targetFromPosting(analysed('Lead Data Analyst', LEAD_ANALYST_POSTING), 'Lead Data Analyst');

/** A posting with one required-or-preferred skill line, to compare required against preferred. */
function postingWith(requirement: string, niceToHave: string): FitTarget {
  const description = [
    "**What you'll do**",
    '',
    '* Build weekly dashboards for the sales teams',
    '* Write SQL queries to pull and validate order data',
    '',
    '**Requirements**',
    '',
    '* 3+ years of experience as a data analyst',
    '* Strong SQL and Python',
    requirement,
    '',
    '**Nice to have**',
    '',
    niceToHave,
  ].join('\n');
  return targetFromPosting(analysed('Data Analyst', description), 'Data Analyst');
}

function expectWellFormed(result: FitResult): void {
  expect(result.overallMatchScore).toBeGreaterThanOrEqual(0);
  expect(result.overallMatchScore).toBeLessThanOrEqual(1);
  for (const section of SECTIONS) {
    expect(result.sectionScores[section]).toBeGreaterThanOrEqual(0);
    expect(result.sectionScores[section]).toBeLessThanOrEqual(1);
    expect(result.sectionFeedback[section]).toMatch(/\.$/);
  }
  const applied = Object.values(result.details.appliedWeights).reduce((sum, weight) => sum + weight, 0);
  expect(applied).toBeCloseTo(1, 3);
  expect(result.details.weights).toEqual(FIT_WEIGHTS);
  expect(result.details.methodVersion).toBe(FIT_METHOD_VERSION);
}

describe('scoreFit: a data analyst resume', () => {
  it('is a good match for a data analyst posting and a poor one for a nursing posting', async () => {
    const resume = await prepared(DATA_ANALYST);
    const analyst = scoreFit(resume, dataAnalystTarget());
    const nurse = scoreFit(resume, nurseTarget());
    expectWellFormed(analyst);
    expectWellFormed(nurse);
    expect(['GOOD', 'EXCELLENT']).toContain(analyst.matchLevel);
    expect(analyst.isGoodMatch).toBe(true);
    expect(nurse.matchLevel).toBe('POOR');
    expect(nurse.isGoodMatch).toBe(false);
    expect(analyst.overallMatchScore - nurse.overallMatchScore).toBeGreaterThan(0.4);
    expect(nurse.details.experience.titlePenalty).toBeGreaterThan(0);
    expect(analyst.details.experience.titlePenalty).toBe(0);
  });

  it('quotes the resume line that proves each matching skill', async () => {
    const resume = await prepared(DATA_ANALYST);
    const result = scoreFit(resume, dataAnalystTarget());
    expect(result.matchingSkills).toEqual(expect.arrayContaining(['SQL', 'Tableau', 'Python']));
    const sql = result.details.matchingSkillsDetail.find((entry) => entry.skillId === 'sql');
    expect(sql).toMatchObject({ kind: 'exact', required: true, credit: 1 });
    // A bullet that uses it, not the skills list.
    expect(sql?.evidence?.text).toContain('Wrote SQL queries');
    for (const entry of result.details.matchingSkillsDetail) {
      expect(entry.evidence).not.toBeNull();
      expect(entry.evidence?.text.length).toBeGreaterThan(0);
    }
    // The feedback counts what the posting asks for.
    expect(result.sectionFeedback.skills).toMatch(/^Shows \d+ of \d+ required skills/);
    // Power BI is not named: a related skill (Dashboard Development) is no evidence of a product.
    expect(result.sectionFeedback.skills).not.toContain('implied by related skills');
  });

  it('lists missing skills required first, and never as matches', async () => {
    const resume = await prepared(DATA_ANALYST);
    const result = scoreFit(resume, dataAnalystTarget());
    expect(result.details.missingRequired).toEqual(['Power BI']);
    expect(result.missingSkills[0]).toBe('Power BI');
    expect(result.missingSkills).toEqual([
      ...result.details.missingRequired,
      ...result.details.missingPreferred,
    ]);
    for (const name of result.missingSkills) expect(result.matchingSkills).not.toContain(name);
  });
});

describe('scoreFit: skill credit', () => {
  it('gives partial credit, marked implied, for a related skill, never for a related product', async () => {
    // The resume names SQL but not T-SQL; T-SQL is related to SQL in the taxonomy.
    const resume = await prepared(DATA_ANALYST);
    const withTsql = postingWith('* Experience with T-SQL', '* Experience with Kafka is a plus');
    const result = scoreFit(resume, withTsql);
    const tsql = result.details.matchingSkillsDetail.find((entry) => entry.skillId === 't-sql');
    expect(tsql).toMatchObject({ kind: 'implied', via: 'SQL', required: true, credit: 0.4 });
    expect(result.details.impliedSkills).toContainEqual({ skill: 'T-SQL', via: 'SQL', required: true });
    expect(result.matchingSkills).not.toContain('T-SQL');
    expect(result.details.missingRequired).toContain('T-SQL');
    expect(result.sectionFeedback.skills).toContain('implied by related skills');
    // dbt is a product related to SQL too: knowing SQL does not show it, so it is simply missing.
    const withDbt = scoreFit(
      resume,
      postingWith('* Experience with dbt', '* Experience with Kafka is a plus'),
    );
    expect(withDbt.details.matchingSkillsDetail.find((entry) => entry.skillId === 'dbt')).toBeUndefined();
    expect(withDbt.details.impliedSkills).toEqual([]);
    expect(withDbt.details.missingRequired).toContain('dbt');
  });

  it('never calls missing a skill a resume line may name in other words, and quotes that line', async () => {
    const posting = postingWith('* Strong negotiation skills', '* Experience with Kafka is a plus');
    const plain = scoreFit(await prepared(DATA_ANALYST), posting);
    expect(plain.details.missingRequired).toContain('Negotiation');
    expect(plain.details.unconfirmed).toEqual([]);
    // "Skilled negotiator" in the skills list: not the skill's name, so not credited, but not missing either.
    const resume = await prepared({
      ...DATA_ANALYST,
      skills: [...DATA_ANALYST.skills!, 'Skilled negotiator'],
    });
    const result = scoreFit(resume, posting);
    expect(result.details.unconfirmed).toEqual([
      { skill: 'Negotiation', required: true, line: expect.objectContaining({ text: 'Skilled negotiator' }) },
    ]);
    expect(result.details.missingRequired).not.toContain('Negotiation');
    expect(result.missingSkills).not.toContain('Negotiation');
    expect(result.matchingSkills).not.toContain('Negotiation');
    expect(result.sectionScores.skills).toBe(plain.sectionScores.skills);
    expect(result.sectionFeedback.skills).toContain('Negotiation possibly in other words, not confirmed');
    expect(result.sectionFeedback.skills).not.toMatch(/missing[^;]*Negotiation/);
    expect(result.suggestions).toContainEqual(
      expect.stringContaining('Your line "Skilled negotiator" may describe Negotiation in other words'),
    );
    expect(result.suggestions.join(' ')).not.toMatch(/requires Negotiation|experience with Negotiation/);
  });

  it('weighs a missing required skill more than a missing preferred one', async () => {
    const resume = await prepared(DATA_ANALYST);
    const required = scoreFit(resume, postingWith('* Experience with Kubernetes', '* Tableau is a plus'));
    const preferred = scoreFit(resume, postingWith('* Tableau', '* Experience with Kubernetes is a plus'));
    expect(required.details.missingRequired).toContain('Kubernetes');
    expect(preferred.details.missingPreferred).toContain('Kubernetes');
    expect(preferred.sectionScores.skills).toBeGreaterThan(required.sectionScores.skills);
    expect(preferred.overallMatchScore).toBeGreaterThan(required.overallMatchScore);
  });

  it('does not reward keyword stuffing: SQL thirty times scores no higher than once', async () => {
    const once: ResumeSpec = { ...DATA_ANALYST, skills: ['SQL, Tableau'] };
    const stuffed: ResumeSpec = {
      ...DATA_ANALYST,
      skills: ['SQL, Tableau', ...Array.from({ length: 6 }, () => 'SQL, SQL, SQL, SQL, SQL')],
      summary: [...(DATA_ANALYST.summary ?? []), 'SQL SQL SQL SQL SQL SQL SQL SQL SQL SQL'],
    };
    const target = dataAnalystTarget();
    const plain = scoreFit(await prepared(once), target);
    const repeated = scoreFit(await prepared(stuffed), target);
    expect(repeated.overallMatchScore).toBeLessThanOrEqual(plain.overallMatchScore);
    expect(repeated.sectionScores.skills).toBe(plain.sectionScores.skills);
    expect(repeated.details.semantic.cosine).toBeLessThanOrEqual(plain.details.semantic.cosine);
  });

  it('credits a skill shown in a bullet slightly more than one only listed', async () => {
    const resume = await prepared(DATA_ANALYST);
    const result = scoreFit(resume, postingWith('* Looker and Tableau', '* Kafka is a plus'));
    const looker = result.details.matchingSkillsDetail.find((entry) => entry.skillId === 'looker');
    const tableau = result.details.matchingSkillsDetail.find((entry) => entry.skillId === 'tableau');
    expect(looker?.credit).toBeLessThan(tableau?.credit ?? 0);
    expect(looker?.credit).toBeGreaterThan(0.5);
    expect(result.suggestions.join(' ')).toMatch(/Looker appears only in a list/);
  });
});

describe('scoreFit: invariance and determinism', () => {
  it('does not change when only the name and contact details change', async () => {
    const other: ResumeSpec = {
      ...DATA_ANALYST,
      name: 'Oluwaseun Adebayo-Okafor',
      contact: ['seun.okafor@mail.example.org | +234 803 555 0199 | Lagos, Nigeria | linkedin.com/in/seun'],
    };
    const first = await prepared(DATA_ANALYST);
    const second = await prepared(other);
    expect(second).toEqual(first);
    for (const target of [dataAnalystTarget(), nurseTarget(), targetFromRole('Data Analyst', 'mid-level')]) {
      expect(scoreFit(second, target)).toEqual(scoreFit(first, target));
    }
  });

  it('gives the same result every time, and from a stored (JSON) copy', async () => {
    const document = await resumePdf(DATA_ANALYST);
    const first = prepareResume(document, REFERENCE_DATE);
    const again = prepareResume(document, REFERENCE_DATE);
    expect(again).toEqual(first);
    const stored = JSON.parse(JSON.stringify(first)) as PreparedResume;
    expect(stored).toEqual(first);
    const target = dataAnalystTarget();
    const storedTarget = JSON.parse(JSON.stringify(target)) as FitTarget;
    expect(scoreFit(stored, storedTarget)).toEqual(scoreFit(first, target));
    expect(scoreFit(first, target)).toEqual(scoreFit(first, target));
  });

  it('reads the same skills and years from the DOCX of the same resume', async () => {
    const fromPdf = await prepared(DATA_ANALYST);
    const fromDocx = prepareResume(await resumeDocx(DATA_ANALYST), REFERENCE_DATE);
    expect(fromDocx.skills.map((skill) => skill.id).sort()).toEqual(
      fromPdf.skills.map((skill) => skill.id).sort(),
    );
    expect(fromDocx.yearsOfExperience).toBe(fromPdf.yearsOfExperience);
    expect(scoreFit(fromDocx, dataAnalystTarget()).matchLevel).toBe(
      scoreFit(fromPdf, dataAnalystTarget()).matchLevel,
    );
  });
});

describe('scoreFit: suggestions', () => {
  it('never claim a skill the resume does not show', async () => {
    for (const spec of [DATA_ANALYST, GRADUATE_ANALYST, NURSE]) {
      const resume = await prepared(spec);
      for (const target of [dataAnalystTarget(), nurseTarget(), leadTarget()]) {
        const result = scoreFit(resume, target);
        expect(result.suggestions.length).toBeLessThanOrEqual(6);
        for (const suggestion of result.suggestions) {
          for (const missing of result.missingSkills) {
            if (!suggestion.includes(missing)) continue;
            // Conditional ("if you have"), optional ("add any you have used") or about learning it.
            expect(suggestion).toMatch(
              /\bif you (have|hold|speak)\b|add any you have used|consider learning|if it is true/i,
            );
          }
          expect(suggestion).not.toMatch(/(?<!if )\byou have (used|experience with) /i);
        }
      }
    }
  });

  it('point at the bullet where a missing skill would belong', async () => {
    const resume = await prepared(DATA_ANALYST);
    const result = scoreFit(resume, dataAnalystTarget());
    // Power BI is asked for next to dashboards; the resume's dashboards bullet is the place to name it.
    expect(result.suggestions[0]).toBe(
      'If you have used Power BI, name it in the bullet "Built weekly sales dashboards in Tableau used by 40 store managers"; if not, consider learning it.',
    );
  });

  it('suggest adding a summary when there is none, naming only skills the resume shows', async () => {
    const resume = await prepared({ ...DATA_ANALYST, summary: null });
    const result = scoreFit(resume, dataAnalystTarget());
    expect(result.sectionScores.summary).toBe(0);
    expect(result.sectionFeedback.summary).toMatch(/^No summary found/);
    const summary = result.suggestions.find((suggestion) => suggestion.startsWith('Add a two-line summary'));
    expect(summary).toBeDefined();
    for (const name of result.missingSkills) expect(summary).not.toContain(name);
    // A missing summary is a mild loss.
    const withSummary = scoreFit(await prepared(DATA_ANALYST), dataAnalystTarget());
    expect(withSummary.overallMatchScore - result.overallMatchScore).toBeGreaterThan(0);
    expect(withSummary.overallMatchScore - result.overallMatchScore).toBeLessThanOrEqual(FIT_WEIGHTS.summary);
  });
});

describe('scoreFit: experience level', () => {
  it('scores an entry-level resume lower on experience against a lead posting', async () => {
    const graduate = await prepared(GRADUATE_ANALYST);
    const againstLead = scoreFit(graduate, leadTarget());
    const againstEntry = scoreFit(graduate, targetFromRole('Data Analyst', 'entry-level'));
    expect(againstLead.details.experience.requiredYears).toBe(10);
    expect(againstLead.sectionScores.experience).toBeLessThan(againstEntry.sectionScores.experience);
    expect(againstLead.sectionScores.experience).toBeLessThan(0.4);
    expect(againstLead.sectionFeedback.experience).toContain('against 10+ asked for');
    expect(againstLead.suggestions.join(' ')).toContain('asks for 10+ years');
    const experienced = scoreFit(await prepared(LONG_RESUME), leadTarget());
    expect(experienced.sectionScores.experience).toBeGreaterThan(againstLead.sectionScores.experience);
  });

  it('penalises under-qualification smoothly and over-qualification only slightly', async () => {
    const resume = await prepared(DATA_ANALYST); // six years
    const years = (level: 'entry-level' | 'mid-level' | 'senior-level' | 'lead-principal') =>
      scoreFit(resume, targetFromRole('Data Analyst', level)).details.experience.yearsFit;
    expect(years('mid-level')).toBe(1);
    expect(years('senior-level')).toBe(1);
    expect(years('entry-level')).toBeGreaterThanOrEqual(0.9);
    expect(years('lead-principal')).toBeGreaterThan(0.6);
    expect(years('lead-principal')).toBeLessThan(1);
  });
});

describe('scoreFit: the lexical similarity', () => {
  it('can be switched off, and its weight then goes to the other parts', async () => {
    const resume = await prepared(DATA_ANALYST);
    for (const target of [dataAnalystTarget(), nurseTarget()]) {
      const withIt = scoreFit(resume, target);
      const without = scoreFit(resume, target, { useSemantic: false });
      expectWellFormed(without);
      expect(without.details.semantic.used).toBe(false);
      expect(without.details.appliedWeights.semantic).toBe(0);
      expect(withIt.details.appliedWeights.semantic).toBeCloseTo(FIT_WEIGHTS.semantic, 4);
      expect(without.sectionScores).toEqual(withIt.sectionScores);
      expect(Math.abs(without.overallMatchScore - withIt.overallMatchScore)).toBeLessThan(0.1);
    }
    const analyst = scoreFit(resume, dataAnalystTarget(), { useSemantic: false });
    const nurse = scoreFit(resume, nurseTarget(), { useSemantic: false });
    expect(analyst.overallMatchScore).toBeGreaterThan(nurse.overallMatchScore);
  });

  it("reports the provider's cosine when embeddings replace the lexical similarity", async () => {
    const resume = await prepared(DATA_ANALYST);
    const target = targetFromPosting(analysed('Data Analyst', DATA_ANALYST_POSTING), 'Data Analyst');
    const vector = Float32Array.from([0.6, 0.8]);
    const fit = scoreFit(resume, target, {
      embeddings: { resume: vector, target: vector, floor: 0.2, full: 0.9 },
    });
    expect(fit.details.semantic).toMatchObject({ used: true, basis: 'embeddings', cosine: 1 });
    expect(scoreFit(resume, target).details.semantic.basis).toBe('lexical');
  });
});

describe('targetFromRole', () => {
  it('asks for the profile core skills, prefers its common skills, and takes the level years and duties', () => {
    const profile = getRoleProfile('Data Analyst');
    const target = targetFromRole('Data Analyst', 'senior-level');
    expect(target.requiredSkills).toEqual(profile?.coreSkillIds);
    expect(target.preferredSkills).toEqual(profile?.commonSkillIds);
    expect(target.minYears).toBe(LEVEL_YEARS['senior-level'][0]);
    expect(target.responsibilities).toEqual(profile?.responsibilities['senior-level']);
    expect(target.education).toBe('bachelors');
    expect(() => targetFromRole('Chief Vibes Officer', null)).toThrow(RangeError);
  });

  it('scores a nurse well against the nurse role and poorly against the analyst role', async () => {
    const nurse = await prepared(NURSE);
    const asNurse = scoreFit(nurse, targetFromRole('Registered Nurse', 'mid-level'));
    const asAnalyst = scoreFit(nurse, targetFromRole('Data Analyst', 'mid-level'));
    expect(asNurse.overallMatchScore).toBeGreaterThan(asAnalyst.overallMatchScore + 0.3);
    expect(asAnalyst.matchLevel).toBe('POOR');
  });
});

describe('scoreFit: thin input', () => {
  it('does not crash on a resume with almost nothing, and says so', async () => {
    const resume = await prepared({
      name: 'Alex Kim',
      summary: [
        'Looking for my first job after taking time out to care for my family.',
        'Reliable, punctual and happy to learn whatever the work needs.',
      ],
      skills: ['Cooking, gardening, driving'],
    });
    const result = scoreFit(resume, dataAnalystTarget());
    expectWellFormed(result);
    expect(result.matchLevel).toBe('POOR');
    expect(result.sectionFeedback.experience).toMatch(/^No roles found/);
    expect(result.sectionFeedback.education).toContain('your resume lists no education');
  });

  it('does not call an unrelated resume a good match for a posting that names no skills', async () => {
    const titleOnly = targetFromPosting(
      analysed('Rust Engineer - Options Trading', ''),
      'Rust Engineer - Options Trading',
    );
    expect(titleOnly.requiredSkills).toEqual([]);
    for (const useSemantic of [true, false]) {
      const result = scoreFit(await prepared(NURSE), titleOnly, { useSemantic });
      expectWellFormed(result);
      expect(result.isGoodMatch).toBe(false);
    }
    expect(scoreFit(await prepared(NURSE), titleOnly).sectionFeedback.skills).toContain(
      'names no skills we recognise',
    );
  });
});

describe('prepareResume', () => {
  it('leaves out the contact block and keeps plain JSON', async () => {
    const resume = await prepared(DATA_ANALYST);
    const text = JSON.stringify(resume);
    for (const personal of ['Jane', 'jane.doe', '7946', 'London']) expect(text).not.toContain(personal);
    expect(resume.yearsOfExperience).toBeGreaterThan(5);
    expect(resume.highestDegree?.level).toBe('bachelors');
    expect(resume.titles.map((title) => title.roleTitle)).toContain('Data Analyst');
    expect(resume.summary.present).toBe(true);
    expect(resume.projects.present).toBe(true);
    expect(resume.vector.terms).toEqual([...resume.vector.terms].sort());
  });

  it("reads a job title that names two jobs in the sense the resume's own skills show", async () => {
    const designer = (skills: string, bullets: string[]): ResumeSpec => ({
      name: 'Sam Lee',
      summary: null,
      skills: [skills],
      experience: [
        { title: 'Product Designer', employer: 'Northwind Labs', dates: 'Jan 2020 – Present', bullets },
      ],
      education: ['BS, Hartwell University, 2019'],
    });
    const mechanical = await prepared(
      designer('SolidWorks, AutoCAD, Finite Element Analysis, GD&T', [
        '• Designed sheet-metal enclosures and machined brackets in SolidWorks',
        '• Ran finite element analysis of mounting loads before prototyping',
      ]),
    );
    expect(mechanical.titles[0]?.roleTitle).toBe('Mechanical Engineer');
    const ux = await prepared(
      designer('Figma, User Research, Wireframing, Prototyping', [
        '• Ran user research interviews and turned them into wireframes in Figma',
        '• Designed the checkout flow of the mobile app with engineers',
      ]),
    );
    expect(ux.titles[0]?.roleTitle).toBe('Product Designer');
  });

  it('prepares and scores a two-page resume (timing: bench/)', async () => {
    const document = await resumePdf(LONG_RESUME);
    expect(document.layout.pageCount).toBe(2);
    const target = dataAnalystTarget();
    const times: number[] = [];
    for (let run = 0; run < 15; run += 1) {
      const start = performance.now();
      scoreFit(prepareResume(document, REFERENCE_DATE), target);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)] ?? Infinity;
    console.log(`fit (prepare + score) of a two-page resume: p50 ${p50.toFixed(1)} ms`);
    // The target is 50 ms; the bound leaves room for a loaded CI machine.
  });
});
