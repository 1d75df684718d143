import { z } from 'zod';
import { ExperienceLevelSchema } from './roles';
import { plainText } from './text';

export const JOB_SEARCH_MAX_SIZE = 100;

/** Query of GET /jobs/search. Each parameter applies only when present. */
export const JobSearchQuerySchema = z.strictObject({
  jobTitle: plainText(undefined, 'The job title').trim().min(1).max(200).optional(),
  experienceLevel: ExperienceLevelSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(JOB_SEARCH_MAX_SIZE).default(20),
  sortBy: z.enum(['datePosted', 'relevance']).optional(),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;

export const JobLocationSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});

/** A posting as the dashboard's Recent Job Posts and search results show it. */
export const RecentJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string().nullable(),
  location: JobLocationSchema,
  isRemote: z.boolean(),
  /** Employment types; contains HYBRID when the posting is hybrid. */
  jobType: z.array(z.string()),
  datePosted: z.string().nullable(),
  jobUrl: z.string().nullable(),
  jobUrlDirect: z.string().nullable(),
  companyIndustry: z.string().nullable(),
  roleTitle: z.string(),
  experienceLevel: ExperienceLevelSchema,
  source: z.string(),
  /** The job board to credit, when its terms ask ("via Remotive"), linking to the job's page there. */
  attribution: z.object({ name: z.string(), url: z.string() }).nullable(),
});
export type RecentJob = z.infer<typeof RecentJobSchema>;

export const JobPageSchema = z.object({
  content: z.array(RecentJobSchema),
  /** Matching postings, counted up to 1,000. */
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type JobPage = z.infer<typeof JobPageSchema>;

export const InsightScopeSchema = z.object({
  role: z.string().nullable(),
  level: ExperienceLevelSchema.nullable(),
  group: z.string().nullable(),
  /** Which sample answered: the role at the level, the role at any level, its group, or everything. */
  basis: z.enum(['role-level', 'role', 'group', 'all']),
});

/** Job insights for a role and level (the spec's fields, plus the sample behind them). */
export const JobInsightsSchema = z.object({
  totalJobsProcessed: z.number().int(),
  last30DaysJobs: z.number().int(),
  skillInsights: z.object({
    topTechnicalSkills: z.array(z.object({ skill: z.string(), skillId: z.string(), percentage: z.number() })),
    topSoftSkills: z.array(z.object({ skill: z.string(), skillId: z.string(), percentage: z.number() })),
  }),
  marketInsights: z.object({
    remoteWorkPercentage: z.object({ remote: z.number(), hybrid: z.number(), onsite: z.number() }),
    topCertifications: z.array(z.object({ certification: z.string(), percentage: z.number() })),
    salary: z
      .object({
        currency: z.string(),
        interval: z.string(),
        median: z.number(),
        low: z.number(),
        high: z.number(),
        postings: z.number().int(),
      })
      .nullable(),
  }),
  /** Postings in the sample the figures come from. */
  sampleSize: z.number().int(),
  dateRange: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  scope: InsightScopeSchema,
  /** Set when the sample is small or had to fall back to a wider one. */
  note: z.string().nullable(),
  computedAt: z.string(),
});
export type JobInsights = z.infer<typeof JobInsightsSchema>;

export const RoleCountSchema = z.object({ role: z.string(), group: z.string(), postings: z.number().int() });
export const LevelCountSchema = z.object({ level: ExperienceLevelSchema, postings: z.number().int() });

export const InsightsSummarySchema = z.object({
  totalJobs: z.number().int(),
  last30DaysJobs: z.number().int(),
  roles: z.number().int(),
  remotePercentage: z.number(),
  sources: z.array(z.object({ source: z.string(), postings: z.number().int() })),
  groups: z.array(z.object({ group: z.string(), postings: z.number().int() })),
  topSkills: z.array(z.object({ skill: z.string(), skillId: z.string(), percentage: z.number() })),
  dateRange: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
});

export const TrendsQuerySchema = z.strictObject({
  trendDays: z.coerce.number().int().min(7).max(365).default(30),
});

export const TrendsSchema = z.object({
  role: z.string(),
  level: ExperienceLevelSchema,
  trendDays: z.number().int(),
  /** Postings per day over the window (by date posted). */
  daily: z.array(z.object({ date: z.string(), postings: z.number().int() })),
  currentPeriodPostings: z.number().int(),
  previousPeriodPostings: z.number().int(),
  /** Skills whose share of postings moved most between the previous and current window. */
  skillTrends: z.array(
    z.object({
      skill: z.string(),
      skillId: z.string(),
      currentPercentage: z.number(),
      previousPercentage: z.number(),
      change: z.number(),
    }),
  ),
});
