/**
 * What each ATS rule is worth. The ATS score is the points earned over the points of the rules that apply
 * (targeting rules apply only with a target role), as a percentage, times the layout multipliers.
 * Changing a number here changes scores: bump ANALYSIS_METHOD_VERSION (analysis/analyze-resume.ts).
 */
export const ATS_POINTS = {
  // Parseability
  'file-type': 2,
  'text-readable': 4,
  images: 2,
  'sections-read': 4,
  // Structure
  'standard-headings': 5,
  'contact-email': 3,
  'contact-phone': 3,
  'contact-location': 1,
  'contact-profile': 1,
  'dated-roles': 4,
  'reverse-chronological': 3,
  'education-section': 3,
  'skills-section': 2,
  // Content
  'quantified-achievements': 6,
  'action-verbs': 5,
  'results-not-duties': 3,
  'bullet-length': 3,
  'word-count': 4,
  'page-count': 2,
  'no-first-person': 3,
  'no-cliches': 3,
  'varied-verbs': 2,
  summary: 3,
  // Consistency
  'date-format': 4,
  'employment-gaps': 3,
  'consistent-tense': 3,
  // Targeting (only with a target role)
  'role-skills': 8,
  'target-title': 2,
} as const;

/**
 * Layout rules earn no points: a layout problem multiplies the whole score by its factor rather than
 * hiding inside it (1 when the rule passes).
 */
export const LAYOUT_MULTIPLIERS = {
  'single-column': 0.9,
  'no-tables': 0.93,
  'contact-in-body': 0.95,
  'plain-characters': 0.97,
} as const;
