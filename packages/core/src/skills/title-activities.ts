import { isTitleHead } from '../occupations/occupations';
import { addEvidence } from './deeds';
import type { ResumeSkillLine } from './evidence';
import type { SkillMatch } from './matcher';
import { findSkillByName } from './taxonomy';
import type { SkillDefinition } from './types';

/**
 * Skills a job title names by its person noun: a Substitute Teacher has done teaching, a Bookkeeper
 * bookkeeping, a Line Cook cooking, a Videographer videography. Read from the titles of the resume's roles
 * (never from an employer, a headline or a sentence), by English word formation, not from a list of titles:
 * the person noun ("teacher", "recruiter", "auditor", "accountant", "cashier", "cook", "photographer",
 * "phlebotomist") gives its activity ("teaching", "recruiting", "auditing", "accounting", "cashiering",
 * "cooking", "photography", "phlebotomy"),
 * where a person noun is a word that ends at least three of O*NET's job titles (so "Account Manager" gives
 * no accounting and "Network Assistant" no networking),
 * and the activity counts only when the taxonomy holds that word as the name or alias of a skill of type
 * hard or domain (cashiering: Cash Register Operation). "Manager",
 * "Assistant" or "Associate" give no skill, because "managing", "assisting" and "associating" are not
 * skills of the taxonomy.
 */

/** The activities a person noun may name, most likely first. */
export function activitiesOfPersonNoun(noun: string): string[] {
  const word = noun.toLowerCase();
  const out: string[] = [];
  const grapher = /^(\p{L}{3,})grapher$/u.exec(word);
  if (grapher) out.push(`${grapher[1]}graphy`);
  const agent = /^(\p{L}{3,}?)(?:er|or)$/u.exec(word);
  if (agent) {
    const stem = agent[1] ?? '';
    // teacher → teaching; baker → baking (bak + ing); planner → planning.
    out.push(`${stem}ing`);
  }
  const ant = /^(\p{L}{3,})ant$/u.exec(word);
  if (ant) out.push(`${ant[1]}ing`);
  // phlebotomist → phlebotomy, ceramist → ceramics, hygienist → hygiene, nutritionist → nutrition, typist →
  // typing; with the title's words, "Exercise Physiologist" → exercise physiology, "Respiratory Therapist" →
  // respiratory therapy.
  const ist = /^(\p{L}{3,})ist$/u.exec(word);
  if (ist) {
    const stem = ist[1] ?? '';
    out.push(`${stem}y`, `${stem}ics`, `${stem}ism`, `${stem}ry`, `${stem}e`, stem, `${stem}ing`);
  }
  // cashier → cashiering, cook → cooking, nurse → nursing.
  out.push(word.endsWith('e') ? `${word.slice(0, -1)}ing` : `${word}ing`);
  return [...new Set(out)];
}

/**
 * The nouns of the activity a person noun names, for a title's compound ("Cost Accountant" → cost
 * accounting, "Project Manager" → project management, "Graphic Designer" → graphic design, "Quality
 * Inspector" → quality inspection, "Network Engineer" → network engineering): the activities above, and the
 * agent's stem with "-ment", "-ion" or nothing, and the noun with "-ing".
 */
export function activityNounsOfPersonNoun(noun: string): string[] {
  const word = noun.toLowerCase();
  const out = activitiesOfPersonNoun(word);
  const agent = /^(\p{L}{3,}?)(?:er|or)$/u.exec(word);
  if (agent) {
    const stem = agent[1] ?? '';
    out.push(`${stem}ment`, `${stem}ement`, `${stem}ion`, stem);
  }
  const alyst = /^(\p{L}+)alyst$/u.exec(word);
  if (alyst) out.push(`${alyst[1]}alysis`);
  out.push(`${word}ing`);
  return [...new Set(out)];
}

/**
 * The skill a title's compound names: the words before the person noun with one of its activity nouns,
 * when the taxonomy holds that name ("Cost Accountant" → Cost Accounting, "Case Manager" → Case
 * Management).
 */
function compoundActivity(modifier: string, noun: string): SkillDefinition | undefined {
  if (modifier.length < 2) return undefined;
  for (const activity of activityNounsOfPersonNoun(noun)) {
    const skill = findSkillByName(`${modifier} ${activity}`);
    if (skill !== undefined && (skill.type === 'hard' || skill.type === 'domain')) return skill;
  }
  return undefined;
}

const WORD = /\p{L}+/gu;

/** The skills each role's title names by its person nouns, with the title's line as evidence. */
export function findTitleActivities(lines: readonly ResumeSkillLine[], maxEvidence: number): SkillMatch[] {
  const found = new Map<string, SkillMatch>();
  for (const line of lines) {
    const title = line.roleTitle;
    if (title === undefined) continue;
    const words = [...title.matchAll(WORD)];
    for (const [position, match] of words.entries()) {
      const noun = match[0];
      if (noun.length < 4 || noun === noun.toUpperCase() || !isTitleHead(noun)) continue;
      // The words right before the noun, joined to it by spaces only ("Cost Accountant", not "A/P
      // Clerk"): two first, so that "Human Resource Manager" is Human Resources Management, never
      // Resource Planning through "Resource Manager".
      for (const count of [2, 1]) {
        const first = words[position - count];
        if (first === undefined) continue;
        const span = title.slice(first.index, match.index);
        if (!/^\p{L}+(?:\s+\p{L}+)*\s+$/u.test(span)) continue;
        const modifier = span.trim().replace(/\s+/g, ' ');
        const compound = compoundActivity(modifier, noun);
        // Two words that make a name of their own ("Human Resources") are not broken up for the second.
        if (compound === undefined && count === 2 && findSkillByName(modifier) !== undefined) break;
        if (compound === undefined) continue;
        const matched = title.slice(first.index, match.index + noun.length);
        addEvidence(found, compound, { lineIndex: line.index, text: line.text, matched }, maxEvidence);
        break;
      }
      for (const activity of activitiesOfPersonNoun(noun)) {
        const skill = findSkillByName(activity);
        if (skill === undefined || (skill.type !== 'hard' && skill.type !== 'domain')) continue;
        addEvidence(found, skill, { lineIndex: line.index, text: line.text, matched: noun }, maxEvidence);
        break;
      }
    }
  }
  return [...found.values()];
}
