/**
 * Real inputs for the ATS rules' tests: a resume written out as a file, extracted and read exactly as an
 * analysis reads it. Test-only code.
 */
import type { ExperienceLevel } from '@careerlens/contracts';
import type { CheckInput } from '../ats/check-input';
import { gatherResumeInput, type ResumeInput } from '../analysis/resume-input';
import { extractDocument } from '../extract/extract';
import type { ResumeFileType } from '../files/detect-file-type';

export const RULES_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

/**
 * A plain resume that passes nearly every check: contact details, a summary, two dated roles with
 * quantified, verb-led bullets in the past tense (the current role's in the present), education, skills.
 */
export const SOUND_RESUME = `Jane Doe
jane.doe@example.com | +1 303 555 0142 | Denver, CO | linkedin.com/in/janedoe

Summary
Data analyst with eight years of experience turning retail and operations data into pricing and stock decisions that regional leaders act on every week.

Experience
Senior Data Analyst, Northwind Analytics
Jan 2021 – Present
• Build Tableau dashboards used by 300 staff across finance and operations, cutting report time by 35%
• Automate weekly forecasting in Python and SQL, saving 6 hours a week for the planning team
• Lead pricing experiments with product managers, lifting conversion by 4% in two quarters
Data Analyst, Globex Retail
Jun 2017 – Dec 2020
• Reduced stock-outs by 18% across 120 stores with a demand forecast written in Python
• Designed a sales reporting model in SQL that replaced 12 manual spreadsheets for the finance team
• Presented monthly insights to directors and trained 12 analysts in Excel modelling and statistics

Education
BSc Mathematics, University of Colorado, 2017

Skills
Python, SQL, Tableau, Microsoft Excel, Forecasting, Statistics, Data Visualization
`;

export interface ReadOptions {
  fileType?: ResumeFileType;
  targetRole?: string | null;
  level?: ExperienceLevel | null;
}

/** Everything an analysis reads from this resume (a text, or the bytes of a file). */
export async function readResume(file: string | Uint8Array, options: ReadOptions = {}): Promise<ResumeInput> {
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
  const document = await extractDocument(bytes, options.fileType ?? 'txt');
  return gatherResumeInput(document, {
    targetRole: options.targetRole ?? null,
    experienceLevel: options.level ?? null,
    referenceDate: RULES_REFERENCE_DATE,
  });
}

/** What the ATS rules read from this resume. */
export async function checkInputOf(
  file: string | Uint8Array,
  options: ReadOptions = {},
): Promise<CheckInput> {
  return (await readResume(file, options)).checkInput;
}

/** The input with its document's layout facts changed, as another file would give them. */
export function withLayout(input: CheckInput, layout: Partial<CheckInput['document']['layout']>): CheckInput {
  return { ...input, document: { ...input.document, layout: { ...input.document.layout, ...layout } } };
}
