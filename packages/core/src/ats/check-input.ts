import type { AtsCheck, ExperienceLevel } from '@careerlens/contracts';
import type { DocumentLine, ExtractedDocument } from '../extract/types';
import type { ResumeLanguage } from '../sections/languages';
import type { ParsedResume } from '../sections/types';

/** Everything the checks look at, computed once. Contact lines are excluded from content checks. */
export interface CheckInput {
  document: ExtractedDocument;
  parsed: ParsedResume;
  /** Lines outside the contact block: what name-invariant checks read. */
  contentLines: DocumentLine[];
  /** Achievement lines: bullets of experience and projects (or their body lines when no bullets are marked). */
  bullets: DocumentLine[];
  /** Lines of past roles' bullets and of the current role, for the tense check. */
  pastRoleBullets: DocumentLine[];
  wordCount: number;
  level: ExperienceLevel | null;
  targetRole: string | null;
  /** Target-role skill coverage, 0-1, and the skills behind it. */
  /**
   * The target role's skills the resume names (covered), only implies through a related skill (implied: an
   * ATS searching for the name does not find them) and lacks; share counts implied ones at half.
   */
  roleCoverage: { share: number; covered: string[]; implied: string[]; missing: string[] } | undefined;
  /** Target title or one of its aliases, where the resume shows it. */
  titleEvidence: DocumentLine[];
  /** The language the resume is written in; checks of English wording are skipped for the others. */
  language: ResumeLanguage;
  /** Why the reading itself is unsure, when it is: checks that depend on it are then not judged. */
  readingNote: string | undefined;
}

/** One check's outcome; layout checks also carry the multiplier they apply to the whole score. */
export type CheckResult = AtsCheck & { layoutMultiplier?: number };
export type Evidence = AtsCheck['evidence'];
