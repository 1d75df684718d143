import type { InterviewQuestion } from '@careerlens/contracts';

const EMPLOYMENT_TYPE_LABELS: Record<string, string> = {
  fulltime: 'Full-time',
  parttime: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  perdiem: 'Per diem',
  volunteer: 'Volunteer',
};

/** The employment types of a posting ("fulltime" -> "Full-time"); work arrangements are shown apart. */
export function formatEmploymentTypes(jobTypes: readonly string[]): string[] {
  return jobTypes
    .filter((type) => !/^(hybrid|remote|onsite|on-site)$/i.test(type))
    .map((type) => EMPLOYMENT_TYPE_LABELS[type.toLowerCase()] ?? type);
}

export const DIFFICULTY_COLORS: Record<InterviewQuestion['difficulty'], string> = {
  EASY: 'green',
  MEDIUM: 'orange',
  HARD: 'red',
};

const QUESTION_TYPE_LABELS: Record<InterviewQuestion['type'], string> = {
  technical: 'Technical',
  behavioural: 'Behavioural',
  situational: 'Situational',
};

export function formatQuestionType(type: InterviewQuestion['type']): string {
  return QUESTION_TYPE_LABELS[type] ?? type;
}
