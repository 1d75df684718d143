/**
 * Real inputs for the ATS rules' tests: a resume written out as a file, extracted and read exactly as an
 * analysis reads it. Test-only code.
 */
import type { ExperienceLevel } from '@careerlens/contracts';
import type { CheckInput } from '../ats/check-input';
import { gatherResumeInput, type ResumeInput } from '../analysis/resume-input';
import { extractDocument } from '../extract/extract';
import type { ResumeFileType } from '../files/detect-file-type';
import { linesToItems, makeDocx, makePdf } from './documents';

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

/** The sound resume without its headings: its sections cannot be told apart. */
export const UNHEADED_RESUME = SOUND_RESUME.replace(/^(Summary|Experience|Education|Skills)\n/gm, '');

/** A resume in Spanish, for the rules that read English wording. */
export const SPANISH_RESUME = `Ana García
ana.garcia@example.com | +34 612 345 678 | Madrid, España

Perfil
Analista de datos con ocho años de experiencia en comercio minorista, precios y previsión de la demanda para equipos regionales.

Experiencia
Analista de datos sénior, Northwind Analytics
Ene 2021 – Actualidad
• Responsable de los cuadros de mando de ventas para las tiendas de la región y sus directores
• Responsable de la previsión semanal de la demanda con Python y SQL para el equipo de planificación

Formación
Grado en Matemáticas, Universidad de Sevilla, 2016

Habilidades
Python, SQL, Tableau, Excel, Estadística
`;

/** A PDF with a skills sidebar beside the main column, sharing its rows, as two-column templates set them. */
export function twoColumnResumePdf(): Uint8Array {
  const main = [
    'EXPERIENCE',
    'Senior Data Analyst',
    'Acme Analytics Ltd',
    'Jan 2021 – Present',
    '• Built the pricing dashboard used by 40 stores',
    'EDUCATION',
    'BSc Mathematics, University of Bristol, 2016',
  ];
  const sidebar = ['SKILLS', 'Python', 'SQL', 'Tableau', 'Power BI', 'Forecasting', 'English'];
  return makePdf([
    [
      ...linesToItems(['Jane Doe', 'jane.doe@example.com   London, UK'], { left: 40, top: 760 }),
      ...linesToItems(main, { left: 40, top: 690, leading: 14 }),
      ...linesToItems(sidebar, { left: 330, top: 690, leading: 14 }),
    ],
  ]);
}

/** A DOCX whose roles sit in a table, one row each. */
export function tableResumeDocx(): Uint8Array {
  return makeDocx([
    'Jane Doe',
    'jane.doe@example.com',
    { heading: 'Experience' },
    {
      table: [
        ['Senior Data Analyst', 'Northwind Analytics', 'Jan 2021 – Present'],
        ['Data Analyst', 'Globex Retail', 'Jun 2017 – Dec 2020'],
        ['Analyst Intern', 'Initech', 'Jun 2016 – Sep 2016'],
      ],
    },
    { heading: 'Skills' },
    'Python, SQL, Tableau',
  ]);
}

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
