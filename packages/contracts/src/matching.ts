import { z } from 'zod';
import { ResumeStatusSchema } from './resumes';
import { ExperienceLevelSchema } from './roles';
import { plainText } from './text';

export const MATCH_LEVELS = ['EXCELLENT', 'GOOD', 'FAIR', 'POOR'] as const;
export const FIT_SECTIONS = ['experience', 'skills', 'education', 'projects', 'summary'] as const;

export const JobMatchSchema = z.object({
  jobPostId: z.string(),
  jobTitle: z.string(),
  companyName: z.string().nullable(),
  jobLevel: z.string().nullable(),
  /** 0-100. */
  matchScore: z.number().int().min(0).max(100),
  isRemote: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  companyIndustry: z.string().nullable(),
  datePosted: z.string().nullable(),
  jobUrl: z.string().nullable(),
  jobUrlDirect: z.string().nullable(),
  /** One line on why this job ranks where it does. */
  reason: z.string(),
  /** The job profile page of the posting, when it has one. */
  profileSlug: z.string().nullable(),
  /**
   * True for the postings that lead the list as the resume's own occupation ("Your target role"); the
   * others follow ("Also a strong fit"). Each group is in score order.
   */
  inField: z.boolean(),
  /** The level the posting asks for (the card's level badge reads jobLevel, as the source states it). */
  experienceLevel: ExperienceLevelSchema.nullable(),
  /** A sample posting of the demo corpus, not a real job: its card says so and links to its profile. */
  isSample: z.boolean(),
  /**
   * The job board the posting came from, when its terms ask to be named and linked ("via Remotive"):
   * the card shows it, linking to the job's page there.
   */
  attribution: z.object({ name: z.string(), url: z.string() }).nullable(),
});
export type JobMatch = z.infer<typeof JobMatchSchema>;

export const JobMatchListSchema = z.object({
  totalMatches: z.number().int(),
  resumeFileName: z.string().nullable(),
  /** False while there is no analysed primary resume to match with. */
  hasEmbeddings: z.boolean(),
  /** The primary resume's status (null: no primary resume), so an empty list can say why it is empty. */
  resumeStatus: ResumeStatusSchema.nullable(),
  message: z.string().nullable(),
  matches: z.array(JobMatchSchema),
  methodVersion: z.string().nullable(),
  computedAt: z.string().nullable(),
});
export type JobMatchList = z.infer<typeof JobMatchListSchema>;

export const JobMatchQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** Only remote postings ("true"). */
  remote: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  experienceLevel: ExperienceLevelSchema.optional(),
  /** A place named in the posting's city, state or country. */
  location: plainText(undefined, 'The location').trim().min(1).max(100).optional(),
});
export type JobMatchQuery = z.infer<typeof JobMatchQuerySchema>;

const EvidenceSchema = z.object({ lineIndex: z.number().int(), text: z.string() }).nullable();

export const JobAnalysisResultSchema = z.object({
  matchLevel: z.enum(MATCH_LEVELS),
  /** 0 to 1. */
  overallMatchScore: z.number().min(0).max(1),
  isGoodMatch: z.boolean(),
  sectionScores: z.record(z.enum(FIT_SECTIONS), z.number().min(0).max(1)),
  sectionFeedback: z.record(z.enum(FIT_SECTIONS), z.string()),
  /**
   * Beyond the spec: sections that do not count toward this match (no projects section, whose absence
   * costs nothing; no degree asked for), so their score is not shown as a loss.
   */
  sectionsNotCounted: z.array(z.enum(FIT_SECTIONS)),
  matchingSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  suggestions: z.array(z.string()),
  /** Beyond the spec: the proof behind each number. */
  matchingSkillsDetail: z.array(
    z.object({
      skill: z.string(),
      skillId: z.string(),
      kind: z.enum(['exact', 'implied']),
      via: z.string().nullable(),
      evidence: EvidenceSchema,
      required: z.boolean(),
    }),
  ),
  missingRequired: z.array(z.string()),
  missingPreferred: z.array(z.string()),
  impliedSkills: z.array(z.object({ skill: z.string(), via: z.string() })),
  /**
   * Skills asked for and not named that a line of the resume may name in other words ("Skilled
   * negotiator" for Negotiation): scored as not named, but never listed as missing or implied, since the
   * file may say otherwise. The line is quoted so the user can check it.
   */
  unconfirmedSkills: z
    .array(z.object({ skill: z.string(), required: z.boolean(), line: z.string() }))
    .default([]),
  weights: z.record(z.string(), z.number()),
  /**
   * How close the resume's field (its job titles, its skills, the user's stated target role) is to the
   * job's role, and the share of the overall score kept for it (1: same field, down to 0.65).
   */
  field: z.object({
    closeness: z.number().min(0).max(1),
    factor: z.number().min(0).max(1),
    closestRole: z.string().nullable(),
    basis: z.enum(['title', 'skills', 'stated target']).nullable(),
  }),
  methodVersion: z.string(),
  target: z.object({
    kind: z.enum(['posting', 'role']),
    jobPostId: z.string().nullable(),
    title: z.string(),
    companyName: z.string().nullable(),
    experienceLevel: z.string().nullable(),
  }),
});
export type JobAnalysisResult = z.infer<typeof JobAnalysisResultSchema>;
