import type { ExperienceLevel, RoleGroup } from '@careerlens/contracts';

/** Where postings come from. */
export type PostingSource =
  | 'linkedin'
  | 'indeed'
  | 'glassdoor'
  | 'google'
  | 'zip_recruiter'
  | 'greenhouse'
  | 'lever'
  | 'ashby'
  | 'remotive'
  | 'arbeitnow'
  | 'themuse'
  | 'himalayas'
  | 'demo'
  | 'import';

export type JobType =
  | 'fulltime'
  | 'parttime'
  | 'contract'
  | 'temporary'
  | 'internship'
  | 'perdiem'
  | 'nights'
  | 'other'
  | 'summer'
  | 'volunteer'
  | 'HYBRID';

export type SalaryInterval = 'yearly' | 'monthly' | 'weekly' | 'daily' | 'hourly';

/**
 * One job posting as it arrives from a source, normalised to the python-jobspy JobPost model (camelCase
 * here; the spec's API shapes use the snake_case names of that model).
 */
export interface JobPostingInput {
  source: PostingSource;
  /** The source's own id for the posting, when it has one. */
  sourceId: string | null;
  title: string;
  companyName: string | null;
  companyLogo: string | null;
  companyUrl: string | null;
  companyIndustry: string | null;
  /** The level as the source words it ("Mid-Senior level", "entry level"), if any. */
  jobLevel: string | null;
  isRemote: boolean | null;
  /** Employment types; 'HYBRID' is added when the posting says the work is hybrid. */
  jobType: JobType[];
  jobFunction: string | null;
  jobUrl: string | null;
  jobUrlDirect: string | null;
  location: { city: string | null; state: string | null; country: string | null };
  /** The description as the source gives it. */
  description: string;
  descriptionFormat: 'markdown' | 'html' | 'text';
  /** ISO date (YYYY-MM-DD). */
  datePosted: string | null;
  salary: {
    interval: SalaryInterval | null;
    minAmount: number | null;
    maxAmount: number | null;
    currency: string | null;
  } | null;
  emails: string[];
}

/** What the engine reads out of a posting once, at ingestion; stored with it and reused everywhere. */
export interface PostingAnalysis {
  /** Version of the posting analyser: re-run when it changes. */
  version: string;
  /** The description as safe HTML (no scripts, handlers, javascript: URLs, styles or iframes). */
  descriptionHtml: string;
  /** The description as plain text, one block per line. */
  descriptionText: string;
  /** Skills the posting requires, and those it lists as a plus; taxonomy ids, most important first. */
  requiredSkills: string[];
  preferredSkills: string[];
  /** Sentences that state responsibilities ("You will ...", bullets under "Responsibilities"). */
  responsibilities: string[];
  /** Sentences that state requirements (bullets under "Requirements", "Qualifications", "You have"). */
  requirements: string[];
  /** Sentences that state nice-to-haves. */
  niceToHaves: string[];
  /** Sentences about benefits and perks, as the posting states them. */
  benefits: string[];
  /** The catalogue title the posting maps to, with its group, and how sure we are (0-1). */
  roleTitle: string;
  roleGroup: RoleGroup;
  roleConfidence: number;
  experienceLevel: ExperienceLevel;
  /** Minimum years of experience asked for, when stated. */
  minYears: number | null;
  /** Lowest degree asked for, when stated. */
  education: 'none' | 'high-school' | 'associate' | 'bachelors' | 'masters' | 'doctorate' | null;
  /** True when the text says the work is hybrid. */
  hybrid: boolean;
}
