import { linesToItems, makeDocx, makePdf, type DocxBlock } from '@careerlens/core/testing/documents';
import {
  SOUND_RESUME,
  SPANISH_RESUME,
  tableResumeDocx,
  twoColumnResumePdf,
  UNHEADED_RESUME,
} from '@careerlens/core/testing/resume-input';

/**
 * Resumes of our own for the golden record, so that its comparison also runs where the evaluation data is
 * absent (CI): the ATS rules' sound resume as text, PDF and DOCX, and variants that fail in every group.
 */
const HEADINGS = new Set(['Summary', 'Experience', 'Education', 'Skills']);

/** A weak resume: no contact details but a name, duties, pronouns, buzzwords, gaps, mixed tenses and dates. */
const WEAK_RESUME = `Sam Rivera

Profile
I am a results-driven team player and a hard worker.

Work History
Analyst, Initech
06/2019 – 03/2020
• Responsible for reports
• I manage the monthly budget spreadsheets for my team and their managers in the finance office
• Duties included data entry
Clerk, Umbrella Corp
Jan 2015 – Jun 2016
• Handle customer calls
• Worked on filing

Education
Ongoing
`;

function text(resume: string): Uint8Array {
  return new TextEncoder().encode(resume);
}

function asPdf(resume: string): Uint8Array {
  const lines = resume
    .split('\n')
    .map((line) => (HEADINGS.has(line) ? { text: line, bold: true, size: 13 } : line));
  return makePdf([linesToItems(lines)]);
}

function asDocx(resume: string): Uint8Array {
  const blocks: DocxBlock[] = resume
    .split('\n')
    .filter(Boolean)
    .map((line) =>
      HEADINGS.has(line) ? { heading: line } : line.startsWith('• ') ? { bullet: line.slice(2) } : line,
    );
  return makeDocx(blocks);
}

export function syntheticResumes(): Record<string, Uint8Array> {
  return {
    'sound.txt': text(SOUND_RESUME),
    'sound.pdf': asPdf(SOUND_RESUME),
    'sound.docx': asDocx(SOUND_RESUME),
    'unheaded.txt': text(UNHEADED_RESUME),
    'weak.txt': text(WEAK_RESUME),
    'weak.pdf': asPdf(WEAK_RESUME),
    'spanish.txt': text(SPANISH_RESUME),
    'two-column.pdf': twoColumnResumePdf(),
    'table.docx': tableResumeDocx(),
  };
}
