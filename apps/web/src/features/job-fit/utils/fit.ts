import type { JobAnalysisResult } from '@careerlens/contracts';

export type FitSection = keyof JobAnalysisResult['sectionScores'];
export type MatchLevel = JobAnalysisResult['matchLevel'];
export type ScoreColor = 'green' | 'blue' | 'yellow' | 'red';

/** Spec section 4, fraction scale (0 to 1): green at 0.8 or more, blue at 0.6, yellow at 0.4, else red. */
export const FRACTION_THRESHOLDS = { green: 0.8, blue: 0.6, yellow: 0.4 } as const;

export function fractionColor(score: number): ScoreColor {
  if (score >= FRACTION_THRESHOLDS.green) return 'green';
  if (score >= FRACTION_THRESHOLDS.blue) return 'blue';
  if (score >= FRACTION_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}

/** 0.724 -> 72. */
export function toPercent(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}

const LEVEL_LABELS: Record<MatchLevel, string> = {
  EXCELLENT: 'Excellent Match',
  GOOD: 'Good Match',
  FAIR: 'Fair Match',
  POOR: 'Poor Match',
};

export function matchLevelLabel(level: MatchLevel): string {
  return LEVEL_LABELS[level] ?? level;
}

/** The five sections, in the spec's order. */
export const FIT_SECTIONS: ReadonlyArray<{ key: FitSection; label: string }> = [
  { key: 'experience', label: 'Experience' },
  { key: 'skills', label: 'Skills' },
  { key: 'education', label: 'Education' },
  { key: 'projects', label: 'Projects' },
  { key: 'summary', label: 'Summary' },
];

/** Accepted by the widget (spec section 5): PDF, DOC, DOCX or TXT. */
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

export function isAcceptedResume(file: { name: string }): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return file.name.includes('.') && (RESUME_EXTENSIONS as readonly string[]).includes(extension);
}

export interface SkillToAdd {
  skill: string;
  required: boolean;
  /** The related skill on the resume that implies this one, if any. */
  impliedVia: string | null;
}

/** Required skills first, then preferred; implied ones carry the skill that implies them. */
export function skillsToAdd(result: JobAnalysisResult): SkillToAdd[] {
  const via = new Map(result.impliedSkills.map((entry) => [entry.skill, entry.via]));
  return [
    ...result.missingRequired.map((skill) => ({ skill, required: true, impliedVia: via.get(skill) ?? null })),
    ...result.missingPreferred.map((skill) => ({
      skill,
      required: false,
      impliedVia: via.get(skill) ?? null,
    })),
  ];
}

/** "skills 45%, experience 30%, ...", in the order the server gives. */
export function formatWeights(weights: Record<string, number>): string {
  return Object.entries(weights)
    .map(([name, weight]) => `${name} ${Math.round(weight * 100)}%`)
    .join(', ');
}

export { formatFileSize } from '../../../lib/format';
