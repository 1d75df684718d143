import type { JobPostingInput, PostingAnalysis } from '../postings/types';
import { getRoleProfile, type ResolvedRoleProfile } from '../roles/role-profiles';
import { findSkills } from '../skills/matcher';
import { getSkill } from '../skills/taxonomy';
import type { SkillType } from '../skills/types';
import { BOILERPLATE_SENTENCE, contentLevelOf, type ContentLevel } from './content-report';
import { capitalize, contentWords, responsibilityPhrase } from './profile-text';

/** A skill the posting asks for, with its display name and where it ranks. */
export interface PostingSkill {
  id: string;
  /** The taxonomy's display name: the only form a profile uses for an assessed skill. */
  name: string;
  type: SkillType;
  /** True for a required skill, false for one the posting lists as a plus. */
  isRequired: boolean;
  /** 0 for the most important skill; required skills rank before preferred ones. */
  rank: number;
}

/** What the generator reads from one posting, computed once. */
export interface ProfileContext {
  posting: JobPostingInput;
  analysis: PostingAnalysis;
  postingId: string;
  /** The posting's title as {role} fills it ("Senior Data Engineer", not "Senior Data Engineer (Remote)"). */
  roleName: string;
  roleProfile: ResolvedRoleProfile | undefined;
  /** Required skills, then preferred ones, most important first. */
  skills: PostingSkill[];
  skillById: ReadonlyMap<string, PostingSkill>;
  /** The seniority band: an internship apart from other entry-level postings. */
  level: ContentLevel;
  /** The posting's responsibilities as the analysis lists them, without boilerplate (benefits, notes on the position). */
  responsibilities: readonly string[];
  /** Each responsibility as a lower-case imperative phrase for templates. */
  phraseOf: ReadonlyMap<string, string>;
  /** Skill ids each responsibility names. */
  skillsOfResponsibility: ReadonlyMap<string, ReadonlySet<string>>;
  /** Content words of each responsibility, without generic duty words. */
  keyWordsOfResponsibility: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Skill ids each requirement names, read by the product's skill matcher (not by substring:
   * "Good understanding of…" does not name Go).
   */
  skillsOfRequirement: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Words too common in duties to tie a question to one of them. */
const GENERIC_DUTY_WORDS: ReadonlySet<string> = new Set(
  (
    'work team ensure support help manage provide use new across including within daily day ' +
    'responsible responsibility role job various other key related relevant appropriate effective ' +
    'strong high quality closely regular regularly ongoing'
  ).split(' '),
);

/** FNV-1a offset basis and prime (32-bit). */
const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** A 32-bit FNV-1a hash: seeds every choice, so one posting id always gives the same profile. */
export function hashText(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** A deterministic index in [0, count) for one named choice of one posting. */
export function seededIndex(context: ProfileContext, choice: string, count: number): number {
  return count <= 0 ? 0 : hashText(`${context.postingId}:${choice}`) % count;
}

/** The list rotated to start at a seeded position: a deterministic order that differs between postings. */
export function seededRotation<T>(context: ProfileContext, choice: string, items: readonly T[]): T[] {
  const start = seededIndex(context, choice, items.length);
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * The title as a sentence names the role: without bracketed notes, locations or shift details after a
 * dash or bar ("RN - Med/Surg Nights" -> "RN"). Falls back to the catalogue title when nothing is left.
 */
export function roleNameOf(title: string, roleTitle: string): string {
  const name = title
    .replace(/\([^)]*\)|\[[^\]]*\]/gu, ' ')
    .split(/\s[-–—|]\s|\s*\|\s*|,\s/u)[0]
    ?.replace(/\s+/gu, ' ')
    .trim();
  if (name !== undefined && /\p{L}{2}/u.test(name)) return name;
  return roleTitle === 'Other' ? capitalize(title.trim()) || 'professional' : roleTitle;
}

function rankSkills(analysis: PostingAnalysis): PostingSkill[] {
  const skills: PostingSkill[] = [];
  const seen = new Set<string>();
  const add = (id: string, isRequired: boolean): void => {
    const skill = getSkill(id);
    if (skill === undefined || seen.has(id)) return;
    seen.add(id);
    skills.push({ id, name: skill.name, type: skill.type, isRequired, rank: skills.length });
  };
  for (const id of analysis.requiredSkills) add(id, true);
  for (const id of analysis.preferredSkills) add(id, false);
  return skills;
}

/** Reads what the generator needs from the posting and its analysis. */
export function buildProfileContext(input: {
  posting: JobPostingInput;
  analysis: PostingAnalysis;
  postingId: string;
}): ProfileContext {
  const { posting, analysis, postingId } = input;
  const skills = rankSkills(analysis);
  const skillById = new Map(skills.map((skill) => [skill.id, skill]));
  const responsibilities = analysis.responsibilities.filter((text) => !BOILERPLATE_SENTENCE.test(text));

  // One reading of duties and requirements, with the whole description as the context of guarded names
  // ("Go" beside "software"), as in the posting's analysis.
  const [skillsOfResponsibility, skillsOfRequirement] = skillsOfTexts(
    responsibilities,
    analysis.requirements,
    posting.description,
  );
  // A duty names only the posting's own skills.
  for (const ids of skillsOfResponsibility.values())
    for (const id of ids) if (!skillById.has(id)) ids.delete(id);

  const keyWordsOfResponsibility = new Map<string, Set<string>>();
  for (const text of responsibilities) {
    const words = contentWords(text);
    for (const word of GENERIC_DUTY_WORDS) words.delete(word);
    keyWordsOfResponsibility.set(text, words);
  }

  return {
    posting,
    analysis,
    postingId,
    level: contentLevelOf(posting, analysis.experienceLevel),
    roleName: roleNameOf(posting.title, analysis.roleTitle),
    roleProfile: getRoleProfile(analysis.roleTitle),
    skills,
    skillById,
    responsibilities,
    phraseOf: new Map(responsibilities.map((text) => [text, responsibilityPhrase(text)])),
    skillsOfResponsibility,
    keyWordsOfResponsibility,
    skillsOfRequirement,
  };
}

/**
 * The skills each duty and each requirement names, read by the product's skill matcher in one pass, with
 * `context` (a line after the texts) for its guards.
 */
function skillsOfTexts(
  duties: readonly string[],
  requirements: readonly string[],
  context: string,
): [Map<string, Set<string>>, Map<string, Set<string>>] {
  const ofDuty = new Map<string, Set<string>>(duties.map((text) => [text, new Set()]));
  const ofRequirement = new Map<string, Set<string>>(requirements.map((text) => [text, new Set()]));
  const owners = [
    ...duties.map((text) => ofDuty.get(text)),
    ...requirements.map((text) => ofRequirement.get(text)),
  ];
  const lines = [...duties, ...requirements, context].map((text, index) => ({ index, text }));
  for (const match of findSkills(lines, { maxEvidence: lines.length }))
    for (const evidence of match.evidence) owners[evidence.lineIndex]?.add(match.id);
  return [ofDuty, ofRequirement];
}
