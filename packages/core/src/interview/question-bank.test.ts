import { ROLE_TITLES } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { generateDemoPostings } from '../demo/generate-demo-postings';
import { analyzePosting } from '../postings/analyze-posting';
import {
  bankCoverage,
  findRoleQuestions,
  findSkillQuestions,
  findThemedQuestions,
  getQuestionBank,
  MIN_ROLE_QUESTIONS,
  TOP_SKILLS_CONSIDERED,
} from './question-bank';

/** Skill ids of the demo corpus, most asked-for first: a stand-in for the job corpus. */
function demoSkillsByFrequency(): string[] {
  const counts = new Map<string, number>();
  for (const posting of generateDemoPostings(new Date('2026-11-01T00:00:00Z'))) {
    const analysis = analyzePosting(posting);
    for (const id of new Set([...analysis.requiredSkills, ...analysis.preferredSkills])) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((first, second) => second[1] - first[1] || first[0].localeCompare(second[0]))
    .map(([id]) => id);
}

describe('question bank', () => {
  it('indexes role questions by catalogue title and skill questions by taxonomy id', () => {
    expect(findRoleQuestions('Data Analyst').length).toBeGreaterThanOrEqual(MIN_ROLE_QUESTIONS);
    expect(findRoleQuestions('Not A Catalogue Title')).toEqual([]);
    expect(findSkillQuestions('sql').length).toBeGreaterThanOrEqual(2);
    expect(findSkillQuestions('no-such-skill')).toEqual([]);
  });

  it('words every question without a role slot ("As a {role}, …" read oddly with titles like "Engineer 4")', () => {
    const bank = getQuestionBank();
    const texts = [
      ...[...bank.byRole.values()].flat(),
      ...[...bank.bySkill.values()].flat(),
      ...bank.themed,
    ].map((question) => question.question);
    expect(texts.length).toBeGreaterThan(500);
    for (const text of texts) {
      expect(text).not.toMatch(/\bas an? \{role\}/iu);
      expect(text).not.toContain('{role}');
    }
  });

  it('pools the questions of bank keys that name one skill', () => {
    const bank = getQuestionBank();
    for (const questions of bank.bySkill.values()) {
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    }
  });

  it('groups themed questions by theme, each with a type that is behavioural or situational', () => {
    const { byTheme, themed } = getQuestionBank();
    expect(byTheme.get('leadership')?.length).toBeGreaterThan(0);
    for (const question of themed) expect(['behavioural', 'situational']).toContain(question.type);
  });

  it('never splices a duty into a themed question: one about a duty follows it, quoted', () => {
    const { themed } = getQuestionBank();
    for (const question of themed) {
      expect(question.question, question.id).not.toContain('{responsibility}');
      expect(question.answer, question.id).not.toContain('{responsibility}');
    }
    const setInDuty = themed.filter((question) => question.setInDuty === true);
    expect(setInDuty.length).toBeGreaterThanOrEqual(15);
    // Each refers to the quoted duty in its own words, and none with the old stand-in.
    for (const question of setInDuty) {
      expect(question.question, question.id).toMatch(
        /\b(?:this duty|this work|work like this|work of this kind|a duty like this)\b/iu,
      );
      expect(question.question, question.id).not.toMatch(/do that work/u);
    }
  });

  it('reports coverage against the catalogue and the most asked-for skills', () => {
    const skills = demoSkillsByFrequency();
    const coverage = bankCoverage(skills);
    console.log(
      `bank coverage: roles ${coverage.roles.covered}/${coverage.roles.total}; ` +
        `top skills ${coverage.topSkills.covered}/${coverage.topSkills.considered} with >= 2 questions; ` +
        `skills in bank ${coverage.skills.covered} (${coverage.skills.questions} questions); ` +
        `themed ${coverage.themed.behavioural} behavioural + ${coverage.themed.situational} situational ` +
        `over ${coverage.themed.themes} themes; unresolved skill keys: ${coverage.skills.unresolvedKeys.join(', ') || 'none'}`,
    );
    expect(coverage.roles.total).toBe(ROLE_TITLES.length);
    expect(coverage.roles.covered + coverage.roles.missing.length).toBe(coverage.roles.total);
    expect(coverage.topSkills.considered).toBe(Math.min(TOP_SKILLS_CONSIDERED, skills.length));
    expect(coverage.topSkills.covered + coverage.topSkills.missing.length).toBe(
      coverage.topSkills.considered,
    );
    expect(coverage.themed.total).toBe(coverage.themed.behavioural + coverage.themed.situational);
  });

  it('counts a skill listed twice in the frequency list once', () => {
    expect(bankCoverage(['sql', 'sql', 'no-such-skill']).topSkills).toEqual({
      covered: 1,
      considered: 2,
      missing: ['no-such-skill'],
    });
  });
});

describe('questions written for one field', () => {
  it('asks a question that lists the roles it fits only in postings of those roles', () => {
    const ids = (role?: string) => findSkillQuestions('cost-control', role).map((question) => question.id);
    // Earned value at month four belongs to project work, not to a restaurant's food and labour costs.
    expect(ids()).toEqual(['skill-cost-control-1', 'skill-cost-control-2']);
    expect(ids('Restaurant Manager')).toEqual(['skill-cost-control-2']);
    expect(ids('Construction Manager')).toEqual(['skill-cost-control-1', 'skill-cost-control-2']);
  });

  it('lists only catalogue titles, and every question it tags still suits some role', () => {
    for (const questions of getQuestionBank().bySkill.values())
      for (const question of questions)
        for (const title of question.fits ?? []) expect(ROLE_TITLES).toContain(title);
  });
});

describe('themed questions written for one field', () => {
  const themes = [...getQuestionBank().byTheme.keys()];

  it('offers a role its field’s own questions first, on every theme, then the general ones', () => {
    for (const role of ['Data Analyst', 'Copywriter']) {
      for (const theme of themes) {
        const questions = findThemedQuestions(theme, role);
        const own = questions.filter((question) => question.fits !== undefined);
        expect(own.length, `${role} ${theme}`).toBeGreaterThan(0);
        for (const question of own) expect(question.fits, question.id).toContain(role);
        // Field questions first: a general one never comes before one of the field's own.
        expect(questions.slice(0, own.length)).toEqual(own);
        expect(questions.length).toBeGreaterThan(own.length);
      }
    }
  });

  it('asks a role the bank has no field questions for the general ones', () => {
    for (const theme of themes) {
      const questions = findThemedQuestions(theme, 'Other');
      expect(questions.length, theme).toBeGreaterThan(0);
      for (const question of questions) expect(question.fits, question.id).toBeUndefined();
    }
  });

  it('names only catalogue titles as the roles a themed question fits', () => {
    const coverage = bankCoverage([]).themed.fieldRoles;
    expect(coverage.total).toBe(ROLE_TITLES.length);
    expect(coverage.covered).toBeGreaterThan(0);
    for (const question of getQuestionBank().themed)
      for (const title of question.fits ?? []) expect(ROLE_TITLES).toContain(title);
  });
});
