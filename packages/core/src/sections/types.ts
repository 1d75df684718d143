/** The kinds of resume section the parser tells apart. */
export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'volunteer'
  | 'interests'
  | 'references'
  | 'other';

/** A calendar month; `month` is 1-12, or 0 when only the year is known. */
export interface YearMonth {
  year: number;
  month: number;
}

/** How a date was written, for a consistency check across the resume. */
export type DateFormat =
  | 'month-name-year'
  | 'mm/yyyy'
  | 'mm-yyyy'
  | 'yyyy-mm'
  | 'dd.mm.yyyy'
  | 'year-only'
  | 'season-year'
  | 'other';

/**
 * A period as written on the resume. A lone date gives `start` = `end`. When `current` is true ("Present",
 * "Since 2020") `end` is the month of the reference date.
 */
export interface DateRange {
  start?: YearMonth;
  end?: YearMonth;
  current: boolean;
  /** The text the range was read from, as written. */
  text: string;
  format: DateFormat;
}

/** A section of the resume: its heading (if any) and the body lines under it, by line index. */
export interface ResumeSection {
  kind: SectionKind;
  /** The heading as written ('' when the section has none, e.g. the block above the first heading). */
  heading: string;
  /** Line index of the heading, -1 if none. */
  headingLine: number;
  /** Body lines, in reading order (not always contiguous: a column may resume a section). */
  lineIndexes: number[];
}

/** Contact details with the line each came from. */
export interface ContactInfo {
  name?: { text: string; lineIndex: number };
  emails: Array<{ value: string; lineIndex: number }>;
  phones: Array<{ raw: string; e164?: string; country?: string; lineIndex: number }>;
  links: Array<{ kind: 'linkedin' | 'github' | 'portfolio' | 'other'; url: string; lineIndex: number }>;
  location?: { text: string; lineIndex: number };
  /** A phone-shaped entry of the contact block that is not a possible number (a placeholder), when no phone is. */
  phoneLike?: { text: string; lineIndex: number };
  /** Line indexes that hold contact details (so callers can blank them for name-invariance). */
  lineIndexes: number[];
}

/** One role in the experience section. */
export interface ExperienceEntry {
  title?: string;
  employer?: string;
  location?: string;
  dates?: DateRange;
  /** Lines naming the role (title, employer, location, dates). */
  headerLines: number[];
  /** Lines describing the role: bullets and prose. */
  bulletLines: number[];
  /** All lines of the role, in reading order. */
  lineIndexes: number[];
}

/** Level of a qualification, from doctorate down to high school; 'other' when only a school is named. */
export type DegreeLevel =
  'doctorate' | 'masters' | 'bachelors' | 'associate' | 'diploma' | 'certificate' | 'high-school' | 'other';

/** One qualification in the education section. */
export interface EducationEntry {
  degree?: string;
  level: DegreeLevel;
  field?: string;
  institution?: string;
  graduation?: YearMonth;
  lineIndexes: number[];
}

/** Everything `parseResume` reads out of a document. */
export interface ParsedResume {
  /** In document order; text before the first heading is 'contact' (or 'summary' if it reads like prose). */
  sections: ResumeSection[];
  contact: ContactInfo;
  /** In document order. */
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** Months of employment: the union of experience date ranges (overlaps counted once), 'Present' = referenceDate. */
  totalExperienceMonths: number;
  /** Date formats seen in experience and education, with counts (for a consistency check). */
  dateFormats: Partial<Record<DateFormat, number>>;
  /**
   * Gaps of 6+ months between consecutive roles (by start/end) that the resume's dated studies do not cover,
   * oldest first; `between` is the whole stretch between the roles when studies cover part of it.
   */
  gaps: Array<{ from: YearMonth; to: YearMonth; months: number; between?: TimelineStretch }>;
  /** Stretches of 6+ months between roles that the resume's dated studies cover entirely. */
  studied: TimelineStretch[];
  /** True when experience entries run newest first, false when not, undefined when < 2 dated roles. */
  reverseChronological?: boolean;
  /** For each line index, the section kind it belongs to. */
  sectionOfLine: SectionKind[];
}

/** Options for `parseResume`. */
export interface ParseResumeOptions {
  /** The date 'Present' stands for. Passed in so the parse never reads the clock. */
  referenceDate: Date;
}

/** Months between two roles: `from` the last month of work before, `to` the first month of the next role. */
export interface TimelineStretch {
  from: YearMonth;
  to: YearMonth;
  months: number;
}
