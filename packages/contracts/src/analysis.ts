import { z } from 'zod';
import { CHECK_GROUPS } from './constants';

export const CheckGroupSchema = z.enum(CHECK_GROUPS);

export const EvidenceSchema = z.object({
  lineIndex: z.number().int(),
  text: z.string(),
});

/** One named check of the ATS score, with its points, evidence and one concrete fix when it fails. */
export const AtsCheckSchema = z.object({
  id: z.string(),
  group: CheckGroupSchema,
  title: z.string(),
  status: z.enum(['pass', 'warn', 'fail']),
  points: z.number(),
  maxPoints: z.number(),
  detail: z.string(),
  evidence: z.array(EvidenceSchema),
  fix: z.string().nullable(),
});
export type AtsCheck = z.infer<typeof AtsCheckSchema>;

/**
 * How the resume shows a skill: held as a credential, used in a role, listed in a skills or summary
 * section, named in education, or only mentioned elsewhere.
 */
export const EVIDENCE_KINDS = ['credential', 'role', 'listed', 'education', 'mentioned'] as const;

export const FoundSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  count: z.number().int(),
  evidence: z.array(EvidenceSchema),
  /** Strongest first; empty in analyses made before the method recorded it. */
  evidenceKinds: z.array(z.enum(EVIDENCE_KINDS)).default([]),
});

export const CriticalGapSchema = z.object({
  skill: z.string(),
  skillId: z.string(),
  importance: z.enum(['core', 'common', 'certification']),
  /** Share (0-100) of the market sample's postings that ask for it, when a sample exists. */
  marketShare: z.number().nullable(),
  reason: z.string(),
});

export const StrengthSchema = z.object({
  title: z.string(),
  detail: z.string(),
  evidence: z.array(EvidenceSchema),
});

export const AnalysisDataSchema = z.object({
  /** The spec's fields. */
  atsScore: z.number().int().min(0).max(100),
  jobReadinessScore: z.number().int().min(0).max(100),
  actionableTip: z.string(),
  missingSkills: z.array(z.string()),
  comprehensiveAnalysis: z.object({
    strengths: z.array(StrengthSchema),
    skillGapAnalysis: z.object({ criticalGaps: z.array(CriticalGapSchema) }),
    jobReadinessAnalysis: z.object({ developmentAreas: z.array(z.string()) }),
    atsAnalysis: z.object({ atsOptimizationTips: z.array(z.string()) }),
  }),
  /** Beyond the spec: how the scores were made. */
  methodVersion: z.string(),
  referenceDate: z.string(),
  targetRole: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  checks: z.array(AtsCheckSchema),
  scoreBreakdown: z.array(z.object({ group: CheckGroupSchema, points: z.number(), maxPoints: z.number() })),
  /** A layout problem multiplies the score down rather than hiding inside it (1 = no penalty). */
  layoutMultiplier: z.number(),
  layoutNote: z.string().nullable(),
  /** The text exactly as an ATS would read it, line by line. */
  atsText: z.string(),
  skills: z.array(FoundSkillSchema),
  sections: z.array(z.object({ kind: z.string(), heading: z.string(), lineCount: z.number().int() })),
  experience: z.array(
    z.object({
      title: z.string().nullable(),
      employer: z.string().nullable(),
      dates: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  totalYearsExperience: z.number(),
  readiness: z.object({
    coreCovered: z.array(z.string()),
    coreMissing: z.array(z.string()),
    commonCovered: z.array(z.string()),
    commonMissing: z.array(z.string()),
    impliedSkills: z.array(z.object({ skill: z.string(), via: z.string() })),
    /**
     * Skills of the role the resume may name in other words (its line quoted): not counted, and not stated
     * as missing or implied, since the file may contradict that. Empty in analyses made before.
     */
    unconfirmedSkills: z.array(z.object({ skill: z.string(), line: z.string() })).default([]),
    /**
     * How far the resume reads as the target role's field (0-1); experience, education and certifications
     * count in proportion. Null in analyses made before the method recorded it.
     */
    fieldMatch: z.number().nullable().default(null),
    /** For a target of "Other": the catalogue role the resume was read as, from its skills. */
    inferredRole: z.string().nullable().default(null),
    marketSample: z
      .object({
        postings: z.number().int(),
        scope: z.string(),
        from: z.string().nullable(),
        to: z.string().nullable(),
      })
      .nullable(),
  }),
  document: z.object({
    fileType: z.string(),
    pageCount: z.number().int(),
    wordCount: z.number().int(),
    multiColumn: z.boolean(),
    /** The language the resume is written in (ISO 639-1), as detected; absent in older analyses. */
    language: z.string().optional(),
    /**
     * Said once when the reading itself is unsure (no headings found, roles that could not be read): the
     * checks that depend on it are then not judged rather than failed. Null when the reading is sound.
     */
    readingNote: z.string().nullable().optional(),
  }),
  /**
   * Set when pages had no text layer (a scan) and were read by OCR: which pages, the mean confidence
   * (0-100) and the words read with low confidence (shown, never evidence of a credential). Null or absent
   * for a file read from its text alone (analyses made before OCR have no such field).
   */
  ocr: z
    .object({
      pages: z.array(z.number().int()),
      confidence: z.number().int().min(0).max(100),
      uncertainWords: z.array(
        z.object({ text: z.string(), lineIndex: z.number().int(), confidence: z.number().int() }),
      ),
    })
    .nullable()
    .optional(),
});
export type AnalysisData = z.infer<typeof AnalysisDataSchema>;
