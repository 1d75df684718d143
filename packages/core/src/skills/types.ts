import type { RoleGroup } from '@careerlens/contracts';

/**
 * hard: a learned professional or technical ability (SQL, wound care, double-entry bookkeeping).
 * tool: a named product, software, machine or instrument (Salesforce, AutoCAD, forklift).
 * soft: an interpersonal or personal quality (stakeholder management, empathy).
 * certification: a credential or licence (CPA, PMP, RN licence, ServSafe).
 * language: a human language (Spanish, Mandarin Chinese).
 * domain: knowledge of a field or regulation (GAAP, HIPAA, supply chain management, FMCG).
 */
export type SkillType = 'hard' | 'tool' | 'soft' | 'certification' | 'language' | 'domain';

/** Extra conditions for names that are also ordinary words or letters. */
export interface SkillGuard {
  /** Match the name and aliases only with their exact capitalisation ("Go", "R", "C", "Access"). */
  caseSensitive?: boolean;
  /** Count a match only if one of these words (lower case) also appears in the same text. */
  contextAny?: string[];
  /** Reject a match when the next word is one of these (lower case): "Excel" in "excel at". */
  notFollowedBy?: string[];
  /** Reject a match when the previous word is one of these (lower case). */
  notPrecededBy?: string[];
}

export interface SkillDefinition {
  /** Unique kebab-case id, derived from the canonical name ("react", "cpa", "wound-care"). */
  id: string;
  /** Canonical display name. */
  name: string;
  type: SkillType;
  /** Other spellings, abbreviations and common forms ("ReactJS", "React.js"). No inflections needed. */
  aliases?: string[];
  /** Ids of closely related skills: knowing one implies partial knowledge of the other. */
  related?: string[];
  /** Role groups where the skill is typically asked for. */
  groups?: RoleGroup[];
  guard?: SkillGuard;
}
