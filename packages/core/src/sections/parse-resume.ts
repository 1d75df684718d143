import type { DocumentLine, ExtractedDocument } from '../extract/types';
import { extractContact } from './contact';
import { namesSchool, namesSchoolOrQualification, parseEducation } from './education';
import { parseExperience } from './experience';
import { hasHeadingCase, matchHeading } from './headings';
import { hasDate, isProse, MAX_UNKNOWN_HEADING_WORDS, splitSections, type SectionSplit } from './sections';
import { cleanLine, wordsOf } from './text';
import { findDates } from './dates';
import { countDateFormats, timelineGaps, isReverseChronological, totalMonths } from './timeline';
import type { DateRange, ParsedResume, ParseResumeOptions, ResumeSection, SectionKind } from './types';

/** Sections whose dated roles may be a resume's whole work history when it has no experience section. */
const WORK_HISTORY_KINDS: ReadonlySet<SectionKind> = new Set(['projects', 'other']);
/** Dated roles with a title or an employer that make such a section a work history. */
const MIN_WORK_HISTORY_ROLES = 2;

/** The roles of some lines that have dates and a title or an employer: a work history's. */
function datedRoles(lines: DocumentLine[], texts: string[], lineIndexes: number[], referenceDate: Date) {
  return parseExperience(lines, texts, lineIndexes, referenceDate).filter(
    (role) => role.dates && (role.title || role.employer),
  );
}

/** A heading the reader did not know ("Jobs", "Library Posts"): a few words in heading case, no digits. */
function looksLikeHeading(text: string): boolean {
  return (
    text.length > 0 &&
    !/\d/.test(text) &&
    !/[.,;:!?]$/.test(text) &&
    wordsOf(text).length <= MAX_UNKNOWN_HEADING_WORDS &&
    hasHeadingCase(text)
  );
}

/** Sections a work history may hide in when its heading was not read: the block above the first heading. */
const UNHEADED_KINDS: ReadonlySet<SectionKind> = new Set(['contact', 'summary', 'other']);
/** Lines starting within this many points of each other share a margin. */
const MARGIN_TOLERANCE = 3;
/** A line of contact details: an email or a link. */
const CONTACT_LINE = /@|https?:\/\/|www\./i;

/**
 * A resume with no experience section whose dated roles sit in the block of another section (under a
 * heading the reader did not know: "Jobs", "Library Posts"): the block is parted at its first role, the
 * roles and what follows them are the experience section, and a short heading-case line just above the
 * first role is its heading. The lines moved are no longer contact lines.
 */
function carveWorkHistory(
  split: SectionSplit,
  lines: DocumentLine[],
  texts: string[],
  referenceDate: Date,
): void {
  for (const [position, section] of split.sections.entries()) {
    if (!UNHEADED_KINDS.has(section.kind)) continue;
    const roles = datedRoles(lines, texts, section.lineIndexes, referenceDate);
    if (roles.length < MIN_WORK_HISTORY_ROLES) continue;
    let start = section.lineIndexes.indexOf(Math.min(...(roles[0]?.lineIndexes ?? [])));
    if (start < 0) continue;
    // A role above the first one read, in the same form: a line at the first role's margin opening with
    // its date ("2021 Head Chef — …"), only lines set further right between them.
    const margin = lines[section.lineIndexes[start] ?? -1]?.x ?? 0;
    const opensWithDate = (index: number) => {
      const text = texts[index] ?? '';
      const date = findDates(text, referenceDate)[0];
      return date !== undefined && wordsOf(text.slice(0, date.index)).length === 0;
    };
    if (opensWithDate(section.lineIndexes[start] ?? -1)) {
      for (let earlier = start - 1; earlier >= 0; earlier -= 1) {
        const index = section.lineIndexes[earlier] ?? -1;
        const x = lines[index]?.x ?? 0;
        if (Math.abs(x - margin) <= MARGIN_TOLERANCE && opensWithDate(index)) start = earlier;
        else if (x <= margin + MARGIN_TOLERANCE) break;
      }
    }
    const before = section.lineIndexes[start - 1];
    const beforeText = before === undefined ? '' : (texts[before] ?? '');
    const named = looksLikeHeading(beforeText);
    // Lines with an email or a link stay in the contact block they were read in (its phone beside them).
    const staysContact = (index: number) =>
      section.kind === 'contact' && CONTACT_LINE.test(texts[index] ?? '');
    const moved = section.lineIndexes.slice(start).filter((index) => !staysContact(index));
    section.lineIndexes = [
      ...section.lineIndexes.slice(0, named ? start - 1 : start),
      ...section.lineIndexes.slice(start).filter(staysContact),
    ];
    const experience: ResumeSection = {
      kind: 'experience',
      heading: named ? beforeText : '',
      headingLine: named && before !== undefined ? before : -1,
      lineIndexes: moved,
    };
    split.sections.splice(position + 1, 0, experience);
    const out = new Set([...moved, ...(named && before !== undefined ? [before] : [])]);
    for (const index of out) split.sectionOfLine[index] = 'experience';
    split.contactLines = split.contactLines.filter((index) => !out.has(index));
    return;
  }
}

/** A list that makes a skills section: this many items of a few words each. */
const MIN_SKILL_ITEMS = 3;
const MAX_SKILL_ITEM_WORDS = 4;
const ITEM_SEPARATOR = /\s*(?:[·•|;,]|\s{3,})\s*/u;
/** A spoken language's level: a list of them is a languages section, not skills. */
const LANGUAGE_LEVEL =
  /\b(?:[ABC][12]|native|fluent|mother tongue|muttersprache|langue maternelle|madrelingua|moedertaal|nativo|nativa|língua materna|lengua materna)\b/iu;

function isSkillList(texts: string[]): boolean {
  const items = texts.flatMap((text) => text.split(ITEM_SEPARATOR)).filter((item) => /\p{L}/u.test(item));
  if (items.length < MIN_SKILL_ITEMS || texts.some((text) => LANGUAGE_LEVEL.test(text) || isProse(text)))
    return false;
  const short = items.filter((item) => wordsOf(item).length <= MAX_SKILL_ITEM_WORDS && !/\d{4}/.test(item));
  return short.length * 4 >= items.length * 3;
}

/**
 * Sections under a heading the reader does not know ("Snapshot", "Tickets and Training", "Hands-on
 * Skills") take the kind their content shows when the resume has no section of that kind: lines naming a
 * school or a qualification are its education, a list of short items its skills, prose in the first section
 * below the contact details its summary. A resume that has that kind already keeps the section as other.
 */
function readUnknownKinds(split: SectionSplit, texts: string[]): void {
  const present = new Set(split.sections.map((section) => section.kind));
  // "Certificates & Training" over "BTEC Level 2 Public Services / Kingswood Vale College" in a resume with
  // no education section: a section of certificates that names a school is where its studies are.
  if (!present.has('education')) {
    const studies = split.sections.find(
      (section) =>
        section.kind === 'certifications' &&
        section.lineIndexes.some((index) => namesSchool(texts[index] ?? '')),
    );
    if (studies) {
      setKind(split, studies, 'education');
      present.add('education');
    }
  }
  const firstBody = split.sections.find((section) => section.kind !== 'contact');
  for (const section of split.sections) {
    if (section.kind !== 'other' || section.headingLine < 0 || matchHeading(section.heading)) continue;
    const content = section.lineIndexes
      .map((index) => texts[index] ?? '')
      .filter((text) => /\p{L}/u.test(text));
    if (content.length === 0) continue;
    let kind: SectionKind | undefined;
    if (!present.has('education') && content.some(namesSchoolOrQualification)) kind = 'education';
    // Dates belong to roles and studies, not to a list of skills.
    else if (!present.has('skills') && isSkillList(content) && !content.some((text) => hasDate(text)))
      kind = 'skills';
    // A sentence wrapped over lines reads as prose only whole.
    else if (
      !present.has('summary') &&
      section === firstBody &&
      (content.some(isProse) || isSentence(content))
    )
      kind = 'summary';
    if (!kind) continue;
    setKind(split, section, kind);
    present.add(kind);
  }
}

/** Gives a section, its heading line and its lines another kind. */
function setKind(split: SectionSplit, section: ResumeSection, kind: SectionKind): void {
  section.kind = kind;
  for (const index of [section.headingLine, ...section.lineIndexes])
    if (index >= 0) split.sectionOfLine[index] = kind;
}

/** Lines that together end as a sentence of some length ("... Fütterung" / "und Erntearbeiten."). */
function isSentence(content: string[]): boolean {
  const joined = content.join(' ').trim();
  return /[.!?]$/.test(joined) && isProse(joined);
}

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
      if (datedRoles(lines, texts, section.lineIndexes, referenceDate).length < MIN_WORK_HISTORY_ROLES)
        continue;
      setKind(split, section, 'experience');
    }
  }
  if (!split.sections.some((section) => section.kind === 'experience'))
    carveWorkHistory(split, lines, texts, referenceDate);
  readUnknownKinds(split, texts);
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
    ...timelineGaps(
      roleDates,
      referenceDate,
      educationParses.flatMap((parse) => parse.studied),
    ),
    ...(reverseChronological !== undefined ? { reverseChronological } : {}),
    sectionOfLine: split.sectionOfLine,
  };
}
