import { ROLE_TITLES } from '@careerlens/contracts';
import { findSkillByName } from '../skills/taxonomy';
import { BEHAVIOURAL_QUESTIONS, ROLE_QUESTIONS, SKILL_QUESTIONS } from './bank';
import type { BankQuestion, QuestionType, ThemedQuestion } from './types';

/** A catalogue role counts as covered with at least this many questions. */
export const MIN_ROLE_QUESTIONS = 3;
/** A skill counts as covered with at least this many questions. */
export const MIN_SKILL_QUESTIONS = 2;
/** How many of the most asked-for skills the coverage figure looks at. */
export const TOP_SKILLS_CONSIDERED = 200;

/** The question bank, indexed for the generator. */
export interface QuestionBank {
  /** Role questions by catalogue title. */
  byRole: ReadonlyMap<string, readonly BankQuestion[]>;
  /** Skill questions by taxonomy id (bank keys are skill names or aliases, resolved once here). */
  bySkill: ReadonlyMap<string, readonly BankQuestion[]>;
  /** Behavioural and situational questions, in bank order. */
  themed: readonly ThemedQuestion[];
  /** Themed questions by theme ("conflict", "leadership", ...). */
  byTheme: ReadonlyMap<string, readonly ThemedQuestion[]>;
  /** Skill bank keys that no taxonomy skill answers to: their questions cannot be used. */
  unresolvedSkillKeys: readonly string[];
}

let bank: QuestionBank | undefined;

function indexBank(): QuestionBank {
  const byRole = new Map<string, BankQuestion[]>();
  for (const part of ROLE_QUESTIONS) {
    for (const [title, questions] of Object.entries(part))
      byRole.set(title, [...(byRole.get(title) ?? []), ...questions]);
  }

  const bySkill = new Map<string, BankQuestion[]>();
  const unresolvedSkillKeys: string[] = [];
  for (const part of SKILL_QUESTIONS) {
    for (const [name, questions] of Object.entries(part)) {
      const skill = findSkillByName(name);
      if (skill === undefined) {
        unresolvedSkillKeys.push(name);
        continue;
      }
      // Two keys can name one skill ("Microsoft 365" and "Microsoft Office"): their questions are pooled.
      const pooled = bySkill.get(skill.id) ?? [];
      for (const question of questions)
        if (!pooled.some((other) => other.id === question.id)) pooled.push(question);
      bySkill.set(skill.id, pooled);
    }
  }

  const byTheme = new Map<string, ThemedQuestion[]>();
  for (const question of BEHAVIOURAL_QUESTIONS) {
    byTheme.set(question.theme, [...(byTheme.get(question.theme) ?? []), question]);
  }
  return { byRole, bySkill, themed: BEHAVIOURAL_QUESTIONS, byTheme, unresolvedSkillKeys };
}

/** The question bank, indexed on first use. */
export function getQuestionBank(): QuestionBank {
  bank ??= indexBank();
  return bank;
}

/** The role questions for a catalogue title (empty for a title the bank does not cover). */
export function findRoleQuestions(title: string): readonly BankQuestion[] {
  return getQuestionBank().byRole.get(title) ?? [];
}

/**
 * The skill questions for a taxonomy skill id (empty when the bank does not cover it); given a posting's
 * catalogue role, only those that suit it (a question written for one field lists the roles it `fits`).
 */
export function findSkillQuestions(skillId: string, roleTitle?: string): readonly BankQuestion[] {
  const questions = getQuestionBank().bySkill.get(skillId) ?? [];
  if (roleTitle === undefined) return questions;
  return questions.filter((question) => question.fits === undefined || question.fits.includes(roleTitle));
}

/**
 * The themed questions of a theme for a posting's catalogue role: those written for its field (`fits` names
 * the role) first, then the general ones. A field's own question is asked where the posting has a duty it
 * is about (a reader judged the general answers template-like beside the field's work: a store manager's
 * leadership story about "the next three cycles"); elsewhere a general one, set in a duty, keeps the
 * guide's questions apart from other postings'.
 */
const themedForRole = new Map<string, readonly ThemedQuestion[]>();
export function findThemedQuestions(theme: string, roleTitle: string): readonly ThemedQuestion[] {
  const key = `${theme}\u0000${roleTitle}`;
  let found = themedForRole.get(key);
  if (found === undefined) {
    const questions = getQuestionBank().byTheme.get(theme) ?? [];
    found = [
      ...questions.filter((question) => question.fits?.includes(roleTitle) === true),
      ...questions.filter((question) => question.fits === undefined),
    ];
    themedForRole.set(key, found);
  }
  return found;
}

/** How far the bank reaches: what the product can generate questions for. */
export interface BankCoverage {
  /** Catalogue roles with at least MIN_ROLE_QUESTIONS questions, out of the whole catalogue. */
  roles: { covered: number; total: number; missing: string[] };
  /** Of the most asked-for skills (up to TOP_SKILLS_CONSIDERED), those with at least MIN_SKILL_QUESTIONS. */
  topSkills: { covered: number; considered: number; missing: string[] };
  /** Skills with any questions, and the number of skill questions. */
  skills: { covered: number; questions: number; unresolvedKeys: string[] };
  /**
   * Themed (behavioural and situational) questions, by type, and their themes; the catalogue roles with
   * themed questions written for their field (`fits`), out of the catalogue.
   */
  themed: {
    behavioural: number;
    situational: number;
    total: number;
    themes: number;
    fieldRoles: { covered: number; total: number };
  };
}

/**
 * Coverage of the bank. `skillIdsByFrequency` lists taxonomy ids, most asked-for first (for example from
 * the job corpus); only the first TOP_SKILLS_CONSIDERED count.
 */
export function bankCoverage(skillIdsByFrequency: readonly string[]): BankCoverage {
  const { byRole, bySkill, themed, byTheme, unresolvedSkillKeys } = getQuestionBank();
  const missingRoles = ROLE_TITLES.filter((title) => (byRole.get(title)?.length ?? 0) < MIN_ROLE_QUESTIONS);
  const topSkills = [...new Set(skillIdsByFrequency)].slice(0, TOP_SKILLS_CONSIDERED);
  const missingSkills = topSkills.filter((id) => (bySkill.get(id)?.length ?? 0) < MIN_SKILL_QUESTIONS);
  const countType = (type: QuestionType): number =>
    themed.filter((question) => question.type === type).length;
  let skillQuestions = 0;
  for (const questions of bySkill.values()) skillQuestions += questions.length;
  return {
    roles: {
      covered: ROLE_TITLES.length - missingRoles.length,
      total: ROLE_TITLES.length,
      missing: missingRoles,
    },
    topSkills: {
      covered: topSkills.length - missingSkills.length,
      considered: topSkills.length,
      missing: missingSkills,
    },
    skills: { covered: bySkill.size, questions: skillQuestions, unresolvedKeys: [...unresolvedSkillKeys] },
    themed: {
      behavioural: countType('behavioural'),
      situational: countType('situational'),
      total: themed.length,
      themes: byTheme.size,
      fieldRoles: {
        covered: ROLE_TITLES.filter((title) => themed.some((question) => question.fits?.includes(title)))
          .length,
        total: ROLE_TITLES.length,
      },
    },
  };
}
