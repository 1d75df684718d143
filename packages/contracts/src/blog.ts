import { z } from 'zod';
import { BLOG_PAGE_SIZE } from './constants';
import { plainText } from './text';

export const QUESTION_TYPES = ['technical', 'behavioural', 'situational'] as const;
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;

export const InterviewQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  type: z.enum(QUESTION_TYPES),
  /** Skills the question assesses: every one is a skill the posting asks for. */
  assessedSkills: z.array(z.string()),
  /** Responsibilities it assesses: every one is a responsibility stated in the posting. */
  assessedResponsibilities: z.array(z.string()),
  evaluationCriteria: z.array(z.string()),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestionSchema>;

/** A model answer's length in words, and how many evaluation criteria a question carries. */
export const ANSWER_MIN_WORDS = 80;
export const ANSWER_MAX_WORDS = 180;
export const MIN_CRITERIA = 3;
export const MAX_CRITERIA = 5;

const wordCount = (text: string): number =>
  text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The content limits every generated question keeps, whoever wrote it (the built-in generator or a model):
 * an answer of 80-180 words and 3-5 criteria. The content report and the tests check every question with it.
 */
export const InterviewQuestionContentSchema = InterviewQuestionSchema.extend({
  question: z.string().min(12),
  answer: z
    .string()
    .refine((text) => wordCount(text) >= ANSWER_MIN_WORDS && wordCount(text) <= ANSWER_MAX_WORDS, {
      message: `a model answer has ${ANSWER_MIN_WORDS}-${ANSWER_MAX_WORDS} words`,
    }),
  evaluationCriteria: z.array(z.string().min(8)).min(MIN_CRITERIA).max(MAX_CRITERIA),
});

/** The analysis of a job and its interview questions: what a generator produces for one posting. */
export const JobProfileContentSchema = z.object({
  skillsAnalysis: z.object({
    technicalSkills: z.array(z.string()),
    softSkills: z.array(z.string()),
    requiredQualifications: z.array(z.string()),
    educationRequirements: z.array(z.string()),
  }),
  rolesAnalysis: z.object({
    coreResponsibilities: z.array(z.string()),
    keyDeliverables: z.array(z.string()),
    teamInteractions: z.array(z.string()),
    successMetrics: z.array(z.string()),
  }),
  additionalAnalysis: z.object({
    niceToHaveSkills: z.array(z.string()),
    growthOpportunities: z.array(z.string()),
    careerProgression: z.array(z.string()),
    marketDifferentiators: z.array(z.string()),
  }),
  preparationTips: z.array(z.string()),
  additionalInformation: z.array(z.string()),
  interview_questions: z.array(InterviewQuestionSchema).min(8).max(12),
});
export type JobProfileContent = z.infer<typeof JobProfileContentSchema>;

const LocationSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});

/** The posting fields a profile shows, in the snake_case of the python-jobspy model the spec uses. */
export const ProfileJobPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  company_name: z.string().nullable(),
  company_logo: z.string().nullable(),
  company_url: z.string().nullable(),
  company_industry: z.string().nullable(),
  job_level: z.string().nullable(),
  experience_level: z.string(),
  role_title: z.string(),
  is_remote: z.boolean(),
  job_type: z.array(z.string()),
  job_function: z.string().nullable(),
  job_url: z.string().nullable(),
  job_url_direct: z.string().nullable(),
  location: LocationSchema,
  date_posted: z.string().nullable(),
  updatedAt: z.string(),
  /** Built from a sample posting of the demo corpus, not a real job opening. */
  is_sample: z.boolean(),
  /** Where the posting came from ("greenhouse", "remotive", "demo"...). */
  source: z.string(),
  /**
   * The job board the posting came from, when its terms ask to be named and linked ("via Remotive"),
   * with the job's page there.
   */
  attribution: z.object({ name: z.string(), url: z.string() }).nullable(),
});

export const BlogEntrySchema = z.object({
  id: z.string(),
  urlSlug: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  jobPost: ProfileJobPostSchema.extend(JobProfileContentSchema.shape).extend({
    /** The posting's description as sanitised HTML. */
    description_html: z.string(),
    salary: z
      .object({
        interval: z.string().nullable(),
        min_amount: z.number().nullable(),
        max_amount: z.number().nullable(),
        currency: z.string().nullable(),
      })
      .nullable(),
  }),
  generator: z.object({ name: z.string(), version: z.string() }),
  publishedAt: z.string(),
});
export type BlogEntry = z.infer<typeof BlogEntrySchema>;

/** A profile as the card grid shows it: no questions or long texts. */
export const BlogCardSchema = z.object({
  id: z.string(),
  urlSlug: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  jobPost: ProfileJobPostSchema.extend({
    /** Three key skills for the card. */
    keySkills: z.array(z.string()),
    questionCount: z.number().int(),
  }),
  publishedAt: z.string(),
});
export type BlogCard = z.infer<typeof BlogCardSchema>;

/** The most cards one request of the job profile list may ask for. */
export const BLOG_MAX_PAGE_SIZE = 100;

/**
 * Query of GET /blog/published: one page of the cards (page counts from 0, as in /jobs/search), optionally
 * only those whose title, company, skills or keywords contain every word of `q`.
 */
export const BlogListQuerySchema = z.strictObject({
  q: plainText(undefined, 'The search').trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

export const BlogSlugParamsSchema = z.object({ slug: plainText(undefined, 'The slug').min(1).max(200) });
