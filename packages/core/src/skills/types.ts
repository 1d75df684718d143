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
  /**
   * Match the one-word name and aliases only with their exact capitalisation ("Go", "R", "C", "Access",
   * "BI" but not "bi-weekly"). Names of several words match in any case.
   */
  caseSensitive?: boolean;
  /**
   * Count a match only if one of these words (lower case) also appears in the same text. A line the caller
   * marks as a list of skills (a resume's skills section) is context enough: "Jenkins, Oracle" there.
   */
  contextAny?: string[];
  /**
   * Reject a match when one of these words (lower case) appears in the text: the document's field says the
   * name means something else ("AWS" in a welder's resume is the American Welding Society).
   */
  contextNone?: string[];
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
  /**
   * A certification's: ids of the (non-certification) skills that holding it shows, what its exam or
   * training certifies ("ServSafe Manager" → Food Safety, "PMP" → Project Management).
   */
  certifies?: string[];
  /**
   * A suite's: ids of the products it is made of (Microsoft Office: Word, Excel, PowerPoint, Outlook,
   * Access). A resume naming two of them shows the suite; one naming only the suite may use any part,
   * so a part asked for is not stated as missing (near-mention.ts).
   */
  parts?: string[];
  /**
   * A hard, domain or soft skill's (a soft one that is a practice: Parent Communication): deeds that show
   * it beyond doubt, each a verb in its bare form and its object ("balance cash drawer" for Cash Handling,
   * "write lesson plan" for Lesson Planning), read in any tense, with the object in either number and
   * ending its phrase (deeds.ts). Only what the skill's own names cannot give: "manage inventory" is read
   * from Inventory Management already.
   */
  deeds?: string[];
  /** Role groups where the skill is typically asked for. */
  groups?: RoleGroup[];
  guard?: SkillGuard;
}
