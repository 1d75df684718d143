export const SITE_NAME = 'CareerLens';
export const SITE_TAGLINE = 'Empowering careers with AI intelligence.';
export const DEFAULT_DESCRIPTION =
  'CareerLens checks your resume the way applicant tracking systems do, shows the skills real job postings for your target role ask for, ranks jobs that fit you and helps you prepare for the interview.';

/** Spec constants for the two shells. */
export const NAV_BAR_HEIGHT = '64px';
export const SIDEBAR_WIDTH = '280px';
