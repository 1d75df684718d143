/**
 * The contracts' constants without zod (`@careerlens/contracts/constants`): the web app's screens that
 * need a list or a limit import them from here, so the schemas' validator stays out of their chunks.
 * `@careerlens/contracts` re-exports all of them.
 */
export * from './role-catalogue';

/** Languages the analysis reads resumes in (ISO 639-1), with their English names. */
export const RESUME_LANGUAGE_NAMES = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
} as const;

export const CHECK_GROUPS = ['parseability', 'structure', 'content', 'consistency', 'targeting'] as const;

export const MIN_PASSWORD_LENGTH = 8;

/** Largest resume accepted at signup (spec: 1MB). */
export const SIGNUP_RESUME_MAX_BYTES = 1024 * 1024;

/** Largest resume accepted by the upload modal (spec: 10MB). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_FILE_TYPES = ['pdf', 'doc', 'docx', 'txt'] as const;

/** Cards per page of the job profile list. */
export const BLOG_PAGE_SIZE = 24;
/** Response headers of GET /blog/published: profiles matching the search, and all published profiles. */
export const BLOG_TOTAL_HEADER = 'x-total-count';
export const BLOG_PUBLISHED_HEADER = 'x-published-count';
