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

/** The banner's second line, personalised by target role and whether a primary resume exists. */
export function greetingMessage({
  targetRole,
  hasPrimaryResume,
}: {
  targetRole: string | null;
  hasPrimaryResume: boolean;
}): string {
  const roles = targetRole ? `${targetRole} roles` : 'the roles you want';
  return hasPrimaryResume
    ? `Your primary resume is in. See how it reads to hiring software and what ${roles} ask for that it does not show yet.`
    : `Upload your resume to get your ATS score, your skill gaps for ${roles} and jobs that match you.`;
}
