import type { ExtractedDocument } from '../extract/types';
import { extractContact } from './contact';
import { parseEducation } from './education';
import { parseExperience } from './experience';
import { splitSections } from './sections';
import { cleanLine } from './text';
import { countDateFormats, findGaps, isReverseChronological, totalMonths } from './timeline';
import type { DateRange, ParsedResume, ParseResumeOptions } from './types';

/**
 * Reads the structure of a resume: sections, contact details, roles, education and the employment
 * timeline. Pure and deterministic: the same document and reference date give the same result, and the
 * clock is never read ('Present' is `options.referenceDate`).
 */
export function parseResume(document: ExtractedDocument, options: ParseResumeOptions): ParsedResume {
  const { referenceDate } = options;
  const lines = document.lines;
  const texts = lines.map((line) => cleanLine(line.text));
  const split = splitSections(lines, texts);
  const contact = extractContact({
    texts,
    contactLines: split.contactLines,
    otherPeopleLines: split.sections
      .filter((section) => section.kind === 'references')
      .flatMap((section) => section.lineIndexes),
  });

  const experience = split.sections
    .filter((section) => section.kind === 'experience')
    .flatMap((section) => parseExperience(lines, texts, section.lineIndexes, referenceDate));
  const educationParses = split.sections
    .filter((section) => section.kind === 'education')
    .map((section) => parseEducation(lines, texts, section.lineIndexes, referenceDate));
  const education = educationParses.flatMap((parse) => parse.entries);

  const roleDates = experience
    .map((entry) => entry.dates)
    .filter((dates): dates is DateRange => dates !== undefined);
  const reverseChronological = isReverseChronological(roleDates, referenceDate);
  return {
    sections: split.sections,
    contact,
    experience,
    education,
    totalExperienceMonths: totalMonths(roleDates, referenceDate),
    dateFormats: countDateFormats([...roleDates, ...educationParses.flatMap((parse) => parse.dates)]),
    gaps: findGaps(
      roleDates,
      referenceDate,
      educationParses.flatMap((parse) => parse.studied),
    ),
    ...(reverseChronological !== undefined ? { reverseChronological } : {}),
    sectionOfLine: split.sectionOfLine,
  };
}
