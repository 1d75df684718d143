import type { ResumeStatus } from '@careerlens/contracts';

/** Names up to this length get the longer greeting line. */
export const SHORT_NAME_MAX = 5;
/** Names longer than this get the shortest line, so the banner heading stays on one line. */
export const LONG_NAME_MIN = 11;

/** One of three greeting lines, chosen by the length of the first name. */
export function greetingLine(firstName: string): string {
  const name = firstName.trim() || 'there';
  if (name.length <= SHORT_NAME_MAX) return `Great to see you, ${name}! Let's move your search forward.`;
  if (name.length < LONG_NAME_MIN) return `Great to see you, ${name}!`;
  return `Hello, ${name}!`;
}

/** Where the primary resume stands, as far as the greeting is concerned. */
export type PrimaryResumeState = 'none' | 'analysing' | 'failed' | 'analysed';

export function primaryResumeState(status: ResumeStatus | null): PrimaryResumeState {
  if (status === null) return 'none';
  if (status === 'ANALYSIS_FAILED') return 'failed';
  return status === 'ANALYSIS_COMPLETED' ? 'analysed' : 'analysing';
}

/**
 * The banner's second line, personalised by target role and by the primary resume: none, being analysed,
 * failed (it must not say the resume "is in" above "Resume analysis failed") or analysed.
 */
export function greetingMessage({
  targetRole,
  resumeState,
}: {
  targetRole: string | null;
  resumeState: PrimaryResumeState;
}): string {
  const roles = targetRole ? `${targetRole} roles` : 'the roles you want';
  switch (resumeState) {
    case 'none':
      return `Upload your resume to get your ATS score, your skill gaps for ${roles} and jobs that match you.`;
    case 'analysing':
      return `Your primary resume is in and we are reading it now: your ATS score and what ${roles} ask for appear below in a few seconds.`;
    case 'failed':
      return `We could not read your primary resume. Upload another file to get your ATS score and your skill gaps for ${roles}.`;
    case 'analysed':
      return `Your primary resume is in. See how it reads to hiring software and what ${roles} ask for that it does not show yet.`;
  }
}
