import type { ExtractedDocument } from '../extract/types';
import { extractContact } from './contact';
import { parseEducation } from './education';
import { parseExperience } from './experience';
import { splitSections } from './sections';
import { cleanLine } from './text';
import { countDateFormats, findGaps, isReverseChronological, totalMonths } from './timeline';
import type { DateRange, ParsedResume, ParseResumeOptions, SectionKind } from './types';

/** Sections whose dated roles may be a resume's whole work history when it has no experience section. */
const WORK_HISTORY_KINDS: ReadonlySet<SectionKind> = new Set(['projects', 'other']);
/** Dated roles with a title or an employer that make such a section a work history. */
const MIN_WORK_HISTORY_ROLES = 2;

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
  // A section named for something else whose content is a dated work history ("Project Experience" over
  // "Senior Quantity Surveyor / Clydeholm Construction Ltd | Feb 2020 – Present"), in a resume with no
  // experience section: its roles are the resume's experience.
  if (!split.sections.some((section) => section.kind === 'experience')) {
    for (const section of split.sections) {
      if (section.headingLine < 0 || !WORK_HISTORY_KINDS.has(section.kind)) continue;
      const roles = parseExperience(lines, texts, section.lineIndexes, referenceDate).filter(
        (role) => role.dates && (role.title || role.employer),
      );
      if (roles.length < MIN_WORK_HISTORY_ROLES) continue;
      section.kind = 'experience';
      for (const index of [section.headingLine, ...section.lineIndexes])
        split.sectionOfLine[index] = 'experience';
    }
  }
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
