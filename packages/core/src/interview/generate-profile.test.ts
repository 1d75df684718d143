import { JobProfileContentSchema, type JobProfileContent } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { generateDemoPostings } from '../demo/generate-demo-postings';
import { isClosingSentence } from './question-setting';
import { analyzePosting } from '../postings/analyze-posting';
import type { JobPostingInput, PostingAnalysis } from '../postings/types';
import { generateJobProfile, PROFILE_GENERATOR } from './generate-profile';
import { checkProfileGrounding } from './profile-grounding';
import { responsibilityPhrase } from './profile-text';
import { getQuestionBank } from './question-bank';
import { quoteOf } from './question-setting';
import {
  ACCOUNT_EXECUTIVE_POSTING,
  ACCOUNTANT_POSTING,
  CHEF_POSTING,
  ENTRY_DATA_ANALYST_POSTING,
  LEAD_ENGINEERING_MANAGER_POSTING,
  NURSE_POSTING,
  RECRUITER_POSTING,
  SAMPLE_POSTINGS,
  SENIOR_BACKEND_POSTING,
  SOFTWARE_ENGINEER_POSTING,
  THIN_POSTING,
  type SamplePosting,
} from './sample-postings';

interface Generated {
  sample: SamplePosting;
  analysis: PostingAnalysis;
  profile: JobProfileContent;
}

function generate(sample: SamplePosting, postingId = sample.postingId): Generated {
  const analysis = analyzePosting(sample.posting);
  return { sample, analysis, profile: generateJobProfile({ posting: sample.posting, analysis, postingId }) };
}

const GENERATED = SAMPLE_POSTINGS.map((sample) => generate(sample));

function generatedFor(sample: SamplePosting): Generated {
  const found = GENERATED.find((entry) => entry.sample === sample);
  if (found === undefined) throw new Error(`No profile for ${sample.posting.title}`);
  return found;
}

const STAR = /Situation:[\s\S]*Task:[\s\S]*Action:[\s\S]*Result:/u;

describe('generateJobProfile on the sample postings', () => {
  it.each(GENERATED.map((entry) => [entry.sample.posting.title, entry] as const))(
    '%s: matches the contract and passes the grounding check',
    (_title, { sample, analysis, profile }) => {
      expect(() => JobProfileContentSchema.parse(profile)).not.toThrow();
      expect(checkProfileGrounding(profile, { posting: sample.posting, analysis })).toEqual([]);
    },
  );

  it.each(GENERATED.map((entry) => [entry.sample.posting.title, entry] as const))(
    '%s: 8-12 questions mixing all three types and difficulties, with a STAR behavioural answer',
    (_title, { profile }) => {
      const questions = profile.interview_questions;
      expect(questions.length).toBeGreaterThanOrEqual(8);
      expect(questions.length).toBeLessThanOrEqual(12);
      expect(new Set(questions.map((question) => question.type)).size).toBe(3);
      // The level's rule (profile-questions.ts) leaves HARD out for interns and EASY for leads.
      expect(new Set(questions.map((question) => question.difficulty)).size).toBeGreaterThanOrEqual(2);
      const behavioural = questions.filter((question) => question.type === 'behavioural');
      expect(behavioural.length).toBeGreaterThan(0);
      for (const question of behavioural) expect(question.answer).toMatch(STAR);
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    },
  );

  it('assesses only skill names the posting asks for and responsibilities it states', () => {
    for (const { analysis, profile } of GENERATED) {
      const responsibilities = new Set(analysis.responsibilities);
      for (const question of profile.interview_questions) {
        for (const responsibility of question.assessedResponsibilities)
          expect(responsibilities).toContain(responsibility);
      }
    }
  });

  it('is deterministic for a posting id, and seeded by it', () => {
    for (const sample of SAMPLE_POSTINGS)
      expect(generate(sample).profile).toEqual(generatedFor(sample).profile);
    const reseeded = SAMPLE_POSTINGS.map((sample) => generate(sample, `${sample.postingId}-copy`));
    for (const { sample, analysis, profile } of reseeded) {
      expect(checkProfileGrounding(profile, { posting: sample.posting, analysis })).toEqual([]);
    }
    const changed = reseeded.filter(
      ({ sample, profile }) =>
        JSON.stringify(profile.interview_questions) !==
        JSON.stringify(generatedFor(sample).profile.interview_questions),
    );
    expect(changed.length).toBeGreaterThan(0);
  });

  it('never gives two postings for different roles more than a few of the same question texts', () => {
    for (const [index, first] of GENERATED.entries()) {
      for (const second of GENERATED.slice(index + 1)) {
        if (first.analysis.roleTitle === second.analysis.roleTitle) continue;
        const texts = new Set(first.profile.interview_questions.map((question) => question.question));
        const shared = second.profile.interview_questions.filter((question) => texts.has(question.question));
        expect(
          shared.length,
          `${first.sample.posting.title} / ${second.sample.posting.title}`,
        ).toBeLessThanOrEqual(3);
      }
    }
  });

  it('fills templates with the posting’s own responsibilities, never its title', () => {
    const { analysis, profile } = generatedFor(ACCOUNTANT_POSTING);
    const filled = profile.interview_questions.filter(
      (question) => question.id.startsWith('behavioural-') || question.id.startsWith('situational-'),
    );
    expect(filled.length).toBeGreaterThanOrEqual(2);
    for (const question of filled) {
      expect(question.assessedResponsibilities).toHaveLength(1);
      expect(analysis.responsibilities).toContain(question.assessedResponsibilities[0]);
    }
    const text = JSON.stringify(profile);
    expect(text).not.toMatch(/\{(?:role|skill|responsibility)\}/u);
    for (const question of profile.interview_questions)
      expect(`${question.question} ${question.answer}`).not.toContain('Staff Accountant');
  });

  it('picks leadership themes for senior and lead postings and learning themes for entry postings', () => {
    const themeIds = (sample: SamplePosting): string[] =>
      generatedFor(sample).profile.interview_questions.map((question) => question.id);
    for (const sample of [SENIOR_BACKEND_POSTING, LEAD_ENGINEERING_MANAGER_POSTING]) {
      expect(themeIds(sample).some((id) => /-(?:leadership|mentoring)-/u.test(id))).toBe(true);
    }
    // Thin entry postings (four or five duties, all quoted by skill questions) may get no themed question:
    // the demo corpus test below measures the level's themes where duties allow; here, never a senior one.
    for (const sample of [ENTRY_DATA_ANALYST_POSTING, NURSE_POSTING]) {
      expect(themeIds(sample).some((id) => /-(?:leadership|mentoring)-/u.test(id))).toBe(false);
    }
  });

  it('asks skill questions on the posting’s own required skills', () => {
    const { profile } = generatedFor(SOFTWARE_ENGINEER_POSTING);
    const skillQuestions = profile.interview_questions.filter((question) => question.id.startsWith('skill-'));
    expect(skillQuestions.length).toBeGreaterThanOrEqual(2);
    expect(skillQuestions.map((question) => question.assessedSkills[0])).toEqual(
      expect.arrayContaining(['TypeScript', 'SQL']),
    );
  });
});

describe('generateJobProfile: the analysis sections', () => {
  it('lists skills, qualifications and education from the posting', () => {
    const { analysis, profile } = generatedFor(SOFTWARE_ENGINEER_POSTING);
    expect(profile.skillsAnalysis.technicalSkills).toEqual(
      expect.arrayContaining(['TypeScript', 'SQL', 'Docker']),
    );
    expect(profile.skillsAnalysis.technicalSkills.length).toBeLessThanOrEqual(12);
    expect(profile.skillsAnalysis.requiredQualifications).toEqual(analysis.requirements);
    expect(profile.skillsAnalysis.educationRequirements).toEqual([
      "Bachelor's degree in Computer Science or equivalent experience",
    ]);
    expect(profile.additionalAnalysis.niceToHaveSkills).toEqual(
      expect.arrayContaining(['AWS', 'Kubernetes', 'React', 'Experience with AWS or Kubernetes']),
    );
  });

  it('turns responsibilities into deliverables worded from them', () => {
    const { profile } = generatedFor(ENTRY_DATA_ANALYST_POSTING);
    expect(profile.rolesAnalysis.keyDeliverables).toEqual(
      expect.arrayContaining([
        'SQL queries to pull and validate data for weekly sales reports',
        'Dashboards in Tableau for store operations leaders',
        'Answers to ad hoc data requests from the merchandising team',
      ]),
    );
    expect(generatedFor(RECRUITER_POSTING).profile.rolesAnalysis.keyDeliverables).toContain(
      'Weekly reports on pipeline health and time to hire',
    );
  });

  it('names the teams the posting names, and words the role profile’s as typical', () => {
    const nurse = generatedFor(NURSE_POSTING).profile.rolesAnalysis.teamInteractions;
    expect(nurse[0]).toBe('Works with physicians, pharmacists and case managers');
    expect(nurse.slice(1).every((team) => team.startsWith('Typically works with'))).toBe(true);
    const chef = generatedFor(CHEF_POSTING).profile.rolesAnalysis.teamInteractions;
    expect(chef.length).toBeGreaterThan(0);
    expect(chef.every((team) => team.startsWith('Typically works with'))).toBe(true);
  });

  it('uses the metrics a posting states, otherwise the role’s, worded as common', () => {
    expect(generatedFor(RECRUITER_POSTING).profile.rolesAnalysis.successMetrics).toEqual([
      'Success in this role is measured by time to fill, offer acceptance rate and hiring manager satisfaction.',
    ]);
    expect(generatedFor(ACCOUNT_EXECUTIVE_POSTING).profile.rolesAnalysis.successMetrics).toEqual([
      'You will be measured on new annual recurring revenue against a quarterly quota.',
    ]);
    const metrics = generatedFor(ACCOUNTANT_POSTING).profile.rolesAnalysis.successMetrics;
    expect(metrics.length).toBeGreaterThan(0);
    expect(metrics.every((metric) => metric.startsWith('Commonly measured by '))).toBe(true);
  });

  it('states only differentiators the posting states: remote, pay, benefits, visa sponsorship', () => {
    const { profile } = generatedFor(SOFTWARE_ENGINEER_POSTING);
    expect(profile.additionalAnalysis.marketDifferentiators).toEqual([
      'The posting lists the role as remote.',
      'Fully remote within the US, with a $1,200 home office stipend',
      '401(k) with a 4% company match',
      'Visa sponsorship is available for this role.',
    ]);
    const senior = generatedFor(SENIOR_BACKEND_POSTING).profile.additionalAnalysis.marketDifferentiators;
    expect(senior).toContain('The posting describes hybrid work.');
    // The pay is stated once, under additional information.
    expect(senior.join(' ')).not.toContain('€85,000');
    expect(generatedFor(SENIOR_BACKEND_POSTING).profile.additionalInformation).toContain(
      'Pay: €85,000 to €105,000 a year.',
    );
  });

  it('words growth and progression as typical paths, never as promises', () => {
    for (const { profile } of GENERATED) {
      for (const line of profile.additionalAnalysis.careerProgression)
        expect(line).toMatch(/^A typical path: /u);
      for (const line of profile.additionalAnalysis.growthOpportunities) {
        expect(line).toMatch(/typically goes on to|which the posting lists as a plus/u);
      }
    }
  });

  it('gives 5-7 preparation tips tied to the posting', () => {
    for (const { profile } of GENERATED) {
      expect(profile.preparationTips.length).toBeGreaterThanOrEqual(5);
      expect(profile.preparationTips.length).toBeLessThanOrEqual(7);
    }
    const tips = generatedFor(SENIOR_BACKEND_POSTING).profile.preparationTips;
    expect(tips.some((tip) => tip.startsWith('Review Java: '))).toBe(true);
    expect(tips.some((tip) => tip.includes('leadership examples'))).toBe(true);
  });

  it('writes the posting’s facts as plain sentences', () => {
    expect(generatedFor(NURSE_POSTING).profile.additionalInformation).toEqual([
      'Company: Linden Vale Medical Center (Hospitals and Health Care).',
      'Location: Columbus, OH, USA.',
      'Job type: full-time.',
      'Level: Entry level.',
      'Experience asked for: at least 1 year.',
      'Pay: $38 to $46.50 an hour.',
      'Posted on 2026-10-28.',
      'Apply through the original job posting.',
    ]);
  });
});

describe('generateJobProfile on a thin posting', () => {
  const { analysis, profile } = generatedFor(THIN_POSTING);

  it('still gives 8 grounded questions with general fillings and no invented duties', () => {
    expect(analysis.responsibilities).toEqual([]);
    expect(profile.interview_questions.length).toBeGreaterThanOrEqual(8);
    for (const question of profile.interview_questions) expect(question.assessedResponsibilities).toEqual([]);
    expect(profile.rolesAnalysis.coreResponsibilities).toEqual([]);
    expect(profile.rolesAnalysis.keyDeliverables).toEqual([]);
    expect(profile.additionalAnalysis.marketDifferentiators).toEqual([]);
  });
});

describe('generateJobProfile on the demo corpus', () => {
  const postings: JobPostingInput[] = generateDemoPostings(new Date('2026-11-01T00:00:00Z'));

  it('passes the grounding check and mixes types and difficulties for every demo posting', () => {
    const failures: string[] = [];
    // Guides of each level, and how many ask a question of the level's own themes.
    const themed = { entry: { guides: 0, own: 0 }, senior: { guides: 0, own: 0 } };
    const themedById = new Map(getQuestionBank().themed.map((question) => [question.id, question]));
    let fieldWritten = 0;
    let themedAsked = 0;
    postings.forEach((posting, index) => {
      const analysis = analyzePosting(posting);
      const profile = generateJobProfile({ posting, analysis, postingId: `demo-${index}` });
      const ids = profile.interview_questions.map((question) => question.id);
      const band =
        analysis.experienceLevel === 'entry-level'
          ? themed.entry
          : analysis.experienceLevel === 'senior-level' || analysis.experienceLevel === 'lead-principal'
            ? themed.senior
            : undefined;
      if (band !== undefined) {
        band.guides += 1;
        const own = band === themed.entry ? /-(?:learning|initiative)-/u : /-(?:leadership|mentoring)-/u;
        if (ids.some((id) => own.test(id))) band.own += 1;
      }
      // Themed questions written for a field are asked only in postings of its roles.
      for (const id of ids) {
        if (!themedById.has(id)) continue;
        themedAsked += 1;
        const fits = themedById.get(id)?.fits;
        if (fits === undefined) continue;
        if (fits.includes(analysis.roleTitle)) fieldWritten += 1;
        else failures.push(`${posting.title} (${analysis.roleTitle}): asks ${id}, written for another field`);
      }
      // A guide quotes each sentence of its posting once.
      const quotes = profile.interview_questions.flatMap((question) =>
        [...question.question.matchAll(/“([^”]*)”/gu)].map((match) => match[1]),
      );
      if (new Set(quotes).size !== quotes.length) failures.push(`${posting.title}: a quotation repeats`);
      const violations = checkProfileGrounding(profile, { posting, analysis });
      const types = new Set(profile.interview_questions.map((question) => question.type)).size;
      const difficulties = new Set(profile.interview_questions.map((question) => question.difficulty)).size;
      if (violations.length > 0 || types < 3 || difficulties < 2) {
        failures.push(
          `${posting.title}: ${violations.join(' ')} types=${types} difficulties=${difficulties}`,
        );
      }
    });
    expect(failures).toEqual([]);
    // Entry guides ask about learning or initiative, senior and lead guides about leadership or mentoring,
    // wherever the posting has a duty left to set the question in (96 of 98 and 199 of 200 a quarter of the
    // corpus, 2026-11-29).
    expect(themed.entry.guides).toBeGreaterThan(0);
    expect(themed.entry.own).toBeGreaterThanOrEqual(0.95 * themed.entry.guides);
    expect(themed.senior.own).toBeGreaterThanOrEqual(0.95 * themed.senior.guides);
    // Most themed questions are the field's own (94 % of a quarter of the corpus, profile-builtin 2026.11.18);
    // the rest are general ones where no duty of the posting suits a field question.
    expect(fieldWritten).toBeGreaterThanOrEqual(0.8 * themedAsked);
  }, 60_000);
});

describe('generateJobProfile: speed', () => {
  it('takes well under 50 ms per posting (median)', () => {
    const inputs = SAMPLE_POSTINGS.map((sample) => ({
      posting: sample.posting,
      analysis: analyzePosting(sample.posting),
      postingId: sample.postingId,
    }));
    for (const input of inputs) generateJobProfile(input);
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const input of inputs) {
        const start = performance.now();
        generateJobProfile(input);
        times.push(performance.now() - start);
      }
    }
    times.sort((first, second) => first - second);
    const median = times[Math.floor(times.length / 2)] ?? Number.POSITIVE_INFINITY;
    console.log(
      `generateJobProfile: p50 ${median.toFixed(2)} ms over ${times.length} runs (${PROFILE_GENERATOR.version})`,
    );
    expect(median).toBeLessThan(50);
  });
});

describe('answers close on their setting', () => {
  it('never offers to "handle" a requirement: a question set on one closes on showing it', () => {
    let requirements = 0;
    for (const { profile } of GENERATED)
      for (const question of profile.interview_questions) {
        const quoted = /^(?:The posting asks for this|One requirement of this role reads): “([^”]+)”/u.exec(
          question.question,
        );
        if (!quoted) continue;
        requirements += 1;
        const quote = `“${quoted[1]}”`;
        expect(question.answer).not.toMatch(
          new RegExp(`(?:handle|bring the same approach to|apply it directly to) ${escape(quote)}`, 'u'),
        );
        // It closes on showing the requirement, or on a duty of the posting its answer is about. The closing
        // quotes the requirement whole, or its first words ("“12+ years of…”") where the whole would not fit.
        const last = question.answer.split(/(?<=[.!?])\s+(?=[A-Z"“])/u).at(-1) ?? '';
        const closingQuote = /“([^”]+)”/u.exec(last)?.[1] ?? '';
        const same =
          closingQuote === quoted[1] ||
          (closingQuote.endsWith('…') && (quoted[1] ?? '').startsWith(closingQuote.slice(0, -1)));
        const shown = same ? `“${escape(closingQuote)}”` : escape(quote);
        // A duty the answer is about, said in the candidate's voice (a requirement is never said so).
        if (!last.includes('“')) {
          expect(isClosingSentence(last)).toBe(true);
          expect(last).toMatch(/\b(?:when I|to|how I would|help me) [a-z]/u);
          continue;
        }
        expect(last).toMatch(
          new RegExp(
            `(?:point to for|show|back up|offer for|practical side of) ${shown}|${shown} means to me|(?:go about|duty|work on|guide|rely on it for|such as|care with work such as|approach) “`,
            'u',
          ),
        );
      }
    expect(requirements).toBeGreaterThan(0);
  });
});

describe('questions set in a duty', () => {
  const demo = generateDemoPostings(new Date('2026-11-01T00:00:00Z')).filter(
    (_posting, index) => index % 20 === 0,
  );
  const profiles = [
    ...GENERATED.map(({ sample, analysis, profile }) => ({ posting: sample.posting, analysis, profile })),
    ...demo.map((posting, index) => {
      const analysis = analyzePosting(posting);
      return {
        posting,
        analysis,
        profile: generateJobProfile({ posting, analysis, postingId: `demo-${index}` }),
      };
    }),
  ];
  const setInDuty = new Set(
    getQuestionBank()
      .themed.filter((question) => question.setInDuty === true)
      .map((question) => question.id),
  );

  it('never stands in for the quoted duty with "do that work", nor splices a duty into a question', () => {
    let questions = 0;
    for (const { analysis, profile } of profiles)
      for (const question of profile.interview_questions) {
        questions += 1;
        expect(question.question).not.toMatch(/\bdo that work\b/iu);
        // The posting's words appear only quoted: a duty's phrase never fills a slot after the quotation.
        const unquoted = question.question.replace(/“[^”]*”/gu, '');
        for (const duty of analysis.responsibilities)
          expect(unquoted.toLowerCase()).not.toContain(responsibilityPhrase(duty).toLowerCase());
      }
    expect(questions).toBeGreaterThan(500);
  });

  it('asks a question written about "this duty" only after quoting one of the posting’s duties', () => {
    let asked = 0;
    for (const { analysis, profile } of profiles)
      for (const question of profile.interview_questions) {
        if (!setInDuty.has(question.id)) continue;
        asked += 1;
        const quoted = /^[^“]*: “([^”]+)”\.|^This job's description includes “([^”]+)”\./u.exec(
          question.question,
        );
        const quote = quoted?.[1] ?? quoted?.[2];
        expect(quote, question.question).toBeDefined();
        expect(analysis.responsibilities.map(quoteOf)).toContain(quote);
        // A way of working with people or of learning is not a piece of work with a deadline or a team.
        expect(quote).not.toMatch(/^(?:Collaborate|Partner|Work|Liaise|Learn|Shadow)\b/u);
        expect(question.assessedResponsibilities[0]).toBeDefined();
      }
    expect(asked).toBeGreaterThan(10);
  });

  it('never quotes the posting addressing the reader as a duty, nor asks a soft question to name tools', () => {
    for (const { profile } of profiles)
      for (const question of profile.interview_questions) {
        // "You'll join our human resources team in Orlando" is about the position, not a duty of it.
        expect(question.question).not.toMatch(
          /“(?:Day to day, )?You(?:'ll| will) (?:join|work closely|partner)/iu,
        );
        expect(question.answer).not.toMatch(
          /“(?:Day to day, )?You(?:'ll| will) (?:join|work closely|partner)/iu,
        );
        // Only a technical question is asked how the quotation's tools would be used, and only its own.
        if (question.type !== 'technical')
          expect(question.evaluationCriteria.join(' ')).not.toMatch(/naming how .* would be used/u);
      }
  });

  it('lists duties as core responsibilities, not sentences about the position', () => {
    let listed = 0;
    for (const { profile } of profiles)
      for (const duty of profile.rolesAnalysis.coreResponsibilities) {
        listed += 1;
        expect(duty).not.toMatch(/^(?:This is an? |As an? |You(?:'ll| will) (?:work closely|join|partner))/u);
      }
    expect(listed).toBeGreaterThan(100);
  });

  it('says so when an answer closes on a task O*NET lists rather than on the posting’s own words', () => {
    let onet = 0;
    for (const { analysis, profile } of profiles) {
      const own = new Set([...analysis.responsibilities, ...analysis.requirements].map(quoteOf));
      for (const question of profile.interview_questions) {
        const last = question.answer.split(/(?<=[.!?])\s+(?=[A-Z"“])/u).at(-1) ?? '';
        const quoted = /“([^”]+)”/u.exec(last)?.[1];
        // A closing quotes a duty whole, or its first words ("…") where the whole would not fit.
        const isOwn = (text: string) =>
          own.has(text) ||
          (text.endsWith('…') && [...own].some((duty) => duty.startsWith(text.slice(0, -1))));
        if (quoted === undefined || isOwn(quoted)) continue;
        onet += 1;
        expect(`${question.question} ${last}`).toMatch(/O\*NET/u);
      }
    }
    expect(onet).toBeGreaterThan(0);
  });

  it('never opens a question with the frame "For the {title} role at {company}:"', () => {
    let unquoted = 0;
    for (const { posting, profile } of profiles)
      for (const question of profile.interview_questions) {
        expect(question.question).not.toMatch(/^For the .{1,80}? role\b/u);
        expect(question.question).not.toContain(`For the ${posting.title}`);
        if (!question.question.includes('“')) unquoted += 1;
      }
    // Questions nothing in the posting is about are asked as the bank words them.
    expect(unquoted).toBeGreaterThan(0);
  });

  it('never closes an answer on a frame naming the role, the company or arbitrary skills', () => {
    let closings = 0;
    for (const { posting, profile } of profiles)
      for (const question of profile.interview_questions) {
        const last = question.answer.split(/(?<=[.!?])\s+(?=[A-Z"“])/u).at(-1) ?? '';
        // Outside quotations of the posting's own words.
        expect(last.replace(/“[^”]*”/gu, ''), question.answer).not.toMatch(/\bworking with\b/u);
        expect(last).not.toMatch(/^(?:In the|For this|For the|As) .{1,80}? (?:role|position)\b/u);
        const company = posting.companyName?.trim();
        if (company) expect(last).not.toContain(` at ${company}`);
        if (isClosingSentence(last)) closings += 1;
      }
    // Answers to questions set on a duty or requirement close on it, quoted or said in the candidate's voice.
    expect(closings).toBeGreaterThan(100);
  });

  it('never quotes a sentence about the position as a duty', () => {
    for (const { profile } of profiles)
      for (const question of profile.interview_questions)
        expect(question.question).not.toMatch(/“As (?:a|an|the) |“This is (?:a|an) /u);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
