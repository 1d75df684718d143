import type { DocumentLine } from '../extract/types';
import { DATE_SEARCH_REFERENCE, findDates, fromMonthOrdinal, monthOrdinal, type DateMatch } from './dates';
import { FOREIGN_DEGREES } from './languages';
import { findLocations } from './locations';
import { escapeRegExp, wordsOf } from './text';
import type { DateRange, DegreeLevel, EducationEntry, YearMonth } from './types';

/**
 * Reads qualifications out of the education section: the degree and its level, the field of study, the
 * institution and the graduation date. Entries split where a second degree or a second institution starts.
 */

/** A line this long ending in a full stop is a sentence, not a qualification. */
const PROSE_WORDS = 12;
/** Subjects that are part of a degree's name rather than its field ("Bachelor of Science"). */
const GENERIC_DEGREE_SUBJECTS = /^(?:arts|science|sciences|applied science|fine arts|philosophy|laws)$/i;

const SUBJECT =
  '(?:Applied\\s+Science|Fine\\s+Arts|Business\\s+Administration|Public\\s+Health|Public\\s+Administration|Social\\s+Work|Computer\\s+Applications|Information\\s+Technology|\\p{L}+)';
const OF_SUBJECT = `(?:\\s*[Oo]f\\s+${SUBJECT})`;
/**
 * "Master's", "Masters", "Master of X", or "Master" before "in", "degree" or punctuation; a bare "Master" is
 * a title ("Master Electrician") or part of a name ("Harbour Master Training").
 */
function namedDegree(word: string): string {
  return `${word}(?:['’]?s${OF_SUBJECT}?|${OF_SUBJECT}|(?=\\s*(?:\\bin\\b|\\bdegree\\b|[:(,–-])))`;
}
/** Abbreviations without dots must look like a degree, not a state ("Boston, MA") or a product ("MS Office"). */
const BARE_ABBREVIATION_BEFORE = '(?<!,\\s{0,2})';
const BARE_ABBREVIATION_AFTER =
  '(?=\\s*(?:\\(|,|:|-|–|\\bin\\b|\\bdegree\\b|$|\\s+(?!Office|Excel|Word|Access|Project|Outlook|PowerPoint|Visio|SQL|Dynamics|Teams|Windows|DOS|SharePoint|OneNote|Azure|Exchange|Publisher|Power|Navision|CRM|Paint|Server|Intune|Visual|Edge|Forms|Planner|Sway|Bookings|Lync|Skype)\\p{Lu}))';

const LEVEL_PATTERNS: Array<[DegreeLevel, RegExp]> = [
  [
    'doctorate',
    new RegExp(
      `(?<![\\p{L}])(?:Ph\\.?\\s?D\\.?|D\\.?Phil\\.?|Doctor(?:ate)?${OF_SUBJECT}?|Ed\\.D\\.?|Psy\\.?D\\.?|Pharm\\.?D\\.?|M\\.D\\.|J\\.D\\.|Juris\\s+Doctor(?:ate)?|${BARE_ABBREVIATION_BEFORE}(?:EdD|PsyD|DNP|DBA|JD)${BARE_ABBREVIATION_AFTER})(?![\\p{L}])`,
      'u',
    ),
  ],
  [
    'masters',
    new RegExp(
      `(?<![\\p{L}-])(?:${namedDegree('Master')}|M\\.B\\.A\\.?|MBA|M\\.S\\.c?\\.?|M\\.Sc\\.?|MSc|M\\.A\\.|M\\.?Eng\\.?|M\\.?Tech|M\\.Ed\\.?|M\\.?Phil|M\\.Com|LL\\.M\\.?|${BARE_ABBREVIATION_BEFORE}(?:MS|MA|MEd|MPH|MSW|MFA|MPA|MPP|MCA|MCom|LLM|MSN|MHA|MEng|MTech)${BARE_ABBREVIATION_AFTER})(?![\\p{L}])`,
      'u',
    ),
  ],
  [
    'bachelors',
    new RegExp(
      `(?<![\\p{L}-])(?:${namedDegree('Bachelor')}|Baccalaureate|B\\.\\s?A\\.?|B\\.\\s?S\\.?c?\\.?|B\\.Sc\\.?|B\\.?Tech|B\\.E\\.?|B\\.?Eng\\.?|B\\.Com|LL\\.B\\.?|${BARE_ABBREVIATION_BEFORE}(?:BA|BS|BSc|BE|BBA|BBM|BMS|BCom|BFA|BSN|BCA|LLB)${BARE_ABBREVIATION_AFTER})(?![\\p{L}])`,
      'u',
    ),
  ],
  [
    'associate',
    new RegExp(
      `(?<![\\p{L}])(?:Associate(?:['’]?s)?(?:\\s+(?:Degree|of\\s+Applied\\s+Science|of\\s+Arts|of\\s+Science|of\\s+[\\p{Lu}][\\p{L}]+))?|A\\.A\\.S?\\.?|A\\.S\\.|${BARE_ABBREVIATION_BEFORE}(?:AAS|AA|AS)${BARE_ABBREVIATION_AFTER})(?![\\p{L}])`,
      'u',
    ),
  ],
  [
    'high-school',
    /(?<![\p{L}])(?:High\s+School(?:\s+Diploma)?|Secondary\s+School(?:\s+Certificate)?|Senior\s+Secondary|Higher\s+Secondary|GED|HSC|SSC|SSLC|A[-\s]Levels?|GCSEs?|Matriculation|Class\s+(?:XII|X)|1[02]th\s+(?:Grade|Standard|Std))(?![\p{L}])/iu,
  ],
  [
    'diploma',
    /(?<![\p{L}])(?:(?:Post\s*Graduate|PG|Advanced|Higher\s+National|Graduate)\s+)?Diploma(?![\p{L}])/iu,
  ],
  ['certificate', /(?<![\p{L}])(?:(?:Post\s*Graduate|Graduate|Professional)\s+)?Certificate(?![\p{L}])/iu],
];

/** Words of FOREIGN_DEGREES that are also everyday English ("Promotion to manager", "driving licence"). */
const AMBIGUOUS_FOREIGN_DEGREES = new Set(['promotion', 'licence']);

/**
 * Degree names in German, French, Spanish, Portuguese, Italian and Dutch, by level ("Laurea in Economia",
 * "Mestrado em Ensino", "Licence en droit"). Short abbreviations ("BTS", "HBO") only in capitals.
 */
function foreignDegreePatterns(level: keyof typeof FOREIGN_DEGREES): RegExp[] {
  const names = FOREIGN_DEGREES[level].filter((name) => !AMBIGUOUS_FOREIGN_DEGREES.has(name));
  const isAbbreviation = (name: string) => /^[a-z]{2,4}$/.test(name);
  // "grado en", "laurea in": the name without its preposition, which introduces the field.
  const stems = names.map((name) => name.replace(/\s+(?:en|in|em|di|de)$/, ''));
  const words = [...new Set(stems)]
    .filter((name) => !isAbbreviation(name))
    .sort((a, b) => b.length - a.length)
    .map((name) => escapeRegExp(name).replace(/ /g, '\\s+'));
  const cased = names.filter(isAbbreviation).map((name) => name.toUpperCase());
  if (level === 'bachelors') cased.push("[Ll]icence(?=\\s+(?:en|de|d['’]|professionnelle|pro)\\b)");
  const bounded = (alternatives: string[], flags: string) =>
    new RegExp(`(?<![\\p{L}-])(?:${alternatives.join('|')})(?![\\p{L}])`, flags);
  return [bounded(words, 'iu'), ...(cased.length ? [bounded(cased, 'u')] : [])];
}

const FOREIGN_LEVEL_PATTERNS: Array<[DegreeLevel, RegExp]> = (
  ['doctorate', 'masters', 'bachelors', 'high-school', 'diploma'] as const
).flatMap((level) => foreignDegreePatterns(level).map((pattern): [DegreeLevel, RegExp] => [level, pattern]));

const INSTITUTION_WORD =
  /(?<![\p{L}])(?:University|Universit[àéä]t?|Universidad|Universidade|Universiteit|Hochschule|Fachhochschule|Hogeschool|École|Ecole|Escola|Escuela|Politecnico|Politécnico|College|Institute|Instituto|School|Academy|Polytechnic|Conservatory|Seminary|IIT|IIM|NIT)(?![\p{L}])/iu;
const CONNECTOR = /^(?:of|the|and|&|for|at|de|in|di|da|do|del|della|degli|des|du|van|von|der)$/i;
/** The field of study ends at any of these. */
const FIELD_STOP =
  /\s*(?:[,;|–—(]|\s-\s|\d|\b(?:from|at|with|GPA|Minor|Concentration|Honou?rs|Cum|Magna|Summa|Graduated|Expected)\b).*$/u;
/** Punctuation, a date or a separator after the field. */
const FIELD_BOUNDARY = /[,;|–—]|\s-\s|\d/;

/** Words that end a field of study; an institution name does not reach back past them. */
const FIELD_END_WORDS =
  /^(?:relations|studies|science|sciences|engineering|administration|management|accounting|nursing|education|psychology|marketing|finance|economics|design|arts|technology|systems|communications?|health|biology|chemistry|physics|mathematics|history|english|law|medicine|theology|sociology|literature|languages|business|informatics|journalism|nutrition|justice|therapy|kinesiology|hospitality|geography|anthropology|philosophy|religion|media|logistics|statistics|policy|pharmacy|architecture|music)$/i;
/** Words before an institution name that are not part of it. */
const NOT_INSTITUTION_WORDS =
  /^(?:attended|graduated|studied|completed|enrolled|currently|pursuing|expected|from|at|the|degree|diploma)$/i;
/** Words after an institution name that are not part of it. */
const AFTER_INSTITUTION_WORDS =
  /^(?:gpa|honou?rs|cum|magna|summa|graduated|expected|degree|diploma|master'?s?|bachelor'?s?|associate'?s?|certificate)$/i;
/** Words that may stand before "University of X" ("State University of New York"). */
const BEFORE_UNIVERSITY_OF = /^(?:state|national|catholic|technical|open|american|royal|federal)$/i;

interface DegreeFound {
  level: DegreeLevel;
  degree: string;
  field?: string;
}

interface InstitutionFound {
  text: string;
  index: number;
}

function findInstitution(text: string, from: number): InstitutionFound | undefined {
  const tail = text.slice(from);
  const match = INSTITUTION_WORD.exec(tail);
  if (!match) return undefined;
  // "of the X" (or one place name) to the right of the keyword, capitalised words to the left.
  const right: string[] = [];
  // The name stops where a place starts ("College of Design City , State").
  let afterKeyword = tail.slice(match.index + match[0].length);
  const place = findLocations(afterKeyword)[0];
  if (place) afterKeyword = afterKeyword.slice(0, place.index);
  const rightTokens = afterKeyword.split(/\s+/).filter(Boolean);
  for (const [position, token] of rightTokens.entries()) {
    const clean = token.replace(/[,;:]$/, '');
    if (AFTER_INSTITUTION_WORDS.test(clean)) break;
    const isName = /^[\p{Lu}][\p{L}'’.&-]*$/u.test(clean);
    if (right.length === 0 && !CONNECTOR.test(clean)) {
      // "Imperial College London, 2017": one place name closing the institution.
      const following = rightTokens[position + 1];
      if (isName && (clean !== token || following === undefined || /^\d/.test(following))) right.push(clean);
      break;
    }
    if (!isName && !CONNECTOR.test(clean)) break;
    right.push(clean);
    if (clean !== token) break;
  }
  while (right.length > 0 && CONNECTOR.test(right.at(-1) ?? '')) right.pop();

  const before = tail.slice(0, match.index);
  // After "Degree : Field" or "Degree in Field" with no comma, the field runs up to the name: stop at it.
  const fieldOpen = /^\s*(?:\([^)]*\)\s*)?(?:in\b|:|-|–)[^,]*$/.test(before);
  // "University of X" names itself: words before it are the field ("Marketing University of Leeds").
  const namedByOf = /^universit/i.test(match[0]) && /^of$/i.test(right[0] ?? '');
  const tokens = before.split(/\s+/).filter(Boolean);
  const left: string[] = [];
  for (let position = tokens.length - 1; position >= 0; position -= 1) {
    const token = tokens[position] ?? '';
    const isName = /^[\p{Lu}][\p{L}'’&-]*\.?$/u.test(token) && !/\p{L}{3,}\.$/u.test(token);
    const isConnector = left.length > 0 && CONNECTOR.test(token) && token !== 'in';
    if (!isName && !isConnector) break;
    if (namedByOf && !BEFORE_UNIVERSITY_OF.test(token)) break;
    // A field word may start the name only right before the keyword ("Harvard Business School").
    const fieldWord = FIELD_END_WORDS.test(token) && (fieldOpen || left.length > 0);
    if (NOT_INSTITUTION_WORDS.test(token) || fieldWord) break;
    left.unshift(token);
    if (namedByOf) break;
  }
  while (left.length > 0 && CONNECTOR.test(left[0] ?? '')) left.shift();
  // A bare keyword ("School - Newark") is the tail of a wrapped line, not a name.
  if (left.length === 0 && right.length === 0) return undefined;
  const name = [...left, match[0], ...right].join(' ');
  const leftText = left.join(' ');
  const index = from + (leftText ? before.lastIndexOf(left[0] ?? '') : match.index);
  return { text: name, index };
}

/** "Marine Biology Marine Biology" (a field printed twice) once. */
function withoutRepeat(text: string): string {
  const words = wordsOf(text);
  const half = words.length / 2;
  if (Number.isInteger(half) && words.slice(0, half).join(' ') === words.slice(half).join(' '))
    return words.slice(0, half).join(' ');
  return text;
}

/** The degree in a line, its level and field, and the institution named on the same line. */
function readLine(text: string): { degree?: DegreeFound; institution?: InstitutionFound } {
  const read = readLineAsWritten(text);
  if (read.degree || /\p{Ll}/u.test(text) || !/\p{Lu}{3}/u.test(text)) return read;
  // "MASTER OF ARTS", "BACHELOR OF SCIENCE": a design's capitals. Read the words as if title-cased.
  const titled = readLineAsWritten(
    text.replace(/\p{L}+/gu, (word) => `${word.slice(0, 1)}${word.slice(1).toLowerCase()}`),
  );
  return titled.degree ? titled : read;
}

function readLineAsWritten(text: string): { degree?: DegreeFound; institution?: InstitutionFound } {
  let degreeMatch: { level: DegreeLevel; match: RegExpExecArray } | undefined;
  for (const [level, pattern] of [...LEVEL_PATTERNS, ...FOREIGN_LEVEL_PATTERNS]) {
    const match = pattern.exec(text);
    if (match) {
      degreeMatch = { level, match };
      break;
    }
  }
  if (!degreeMatch) {
    const institution = findInstitution(text, 0);
    return institution ? { institution } : {};
  }
  const { level, match } = degreeMatch;
  const degreeEnd = match.index + match[0].length;
  // "Master of Education : School Leadership , 2016 Bayside College": a school word inside the
  // field; the institution is the one after the field's end (a comma, a date, a separator) when there is one.
  const fieldEnd = FIELD_BOUNDARY.exec(text.slice(degreeEnd));
  const institution =
    (fieldEnd ? findInstitution(text, degreeEnd + fieldEnd.index) : undefined) ??
    findInstitution(text, degreeEnd) ??
    findInstitution(text.slice(0, match.index), 0);
  // The field lies between the degree and whatever comes next: the institution, a place, a date.
  let limit = institution && institution.index >= degreeEnd ? institution.index : text.length;
  const location = findLocations(text.slice(degreeEnd))[0];
  if (location) limit = Math.min(limit, degreeEnd + location.index);
  const after = text.slice(degreeEnd, limit);
  let field: string | undefined;
  // "in Field", ": Field", ", Field"; after an abbreviation the field may follow directly ("BSc Physics").
  const abbreviated = !/\s/.test(match[0].trim());
  // The field follows "in" ("en", "em", "di" in the other languages), a colon, a comma or a dash.
  const marker = abbreviated
    ? '(?:(?:in\\b|en\\b|em\\b|di\\b|:|,|-|–)\\s*)?'
    : '(?:in\\b|en\\b|em\\b|di\\b|:|,|-|–)\\s*';
  const explicit = new RegExp(`^\\s*(?:\\([^)]*\\)\\s*)?${marker}([\\p{Lu}][^]*)$`, 'u').exec(after);
  if (explicit?.[1]) {
    const firstDate = findDates(explicit[1], DATE_SEARCH_REFERENCE)[0];
    const candidate = explicit[1]
      .slice(0, firstDate ? firstDate.index : undefined)
      .replace(FIELD_STOP, '')
      .replace(/\s+(?:and|of|in|&)$/i, '')
      .replace(/[\s:;,.-]+$/, '')
      .trim();
    if (candidate && /\p{L}/u.test(candidate)) field = withoutRepeat(candidate);
  }
  const degree = match[0].trim();
  if (!field) {
    const subject = /\bof\s+(.+)$/i.exec(degree)?.[1];
    if (subject && !GENERIC_DEGREE_SUBJECTS.test(subject)) field = subject;
  }
  return { degree: { level, degree, ...(field ? { field } : {}) }, ...(institution ? { institution } : {}) };
}

/** True when the text names a degree or a school: a line that belongs in an education section. */
export function mentionsQualification(text: string): boolean {
  const read = readLine(text);
  return read.degree !== undefined || read.institution !== undefined;
}

interface DraftEntry {
  degree?: DegreeFound;
  institution?: InstitutionFound;
  dates: DateMatch[];
  lineIndexes: number[];
}

/** True when the line names a school ("Kingswood Vale College"), not only a qualification. */
export function namesSchool(text: string): boolean {
  return INSTITUTION_WORD.test(text) || readLine(text).institution !== undefined;
}

/** True when the line names a qualification or a school, even one written in part in lower case. */
export function namesSchoolOrQualification(text: string): boolean {
  return mentionsQualification(text) || INSTITUTION_WORD.test(text);
}

/** True when the line holds dates and nothing else ("2000", "Sep 2008 – May 2011"). */
export function isDateOnlyLine(text: string): boolean {
  return isDateOnly(text, findDates(text, DATE_SEARCH_REFERENCE));
}

/** True when the line holds dates and nothing else. */
function isDateOnly(text: string, dates: DateMatch[]): boolean {
  if (dates.length === 0) return false;
  let rest = text;
  for (const match of [...dates].sort((a, b) => b.index - a.index)) {
    rest = rest.slice(0, match.index) + rest.slice(match.index + match.length);
  }
  return !/\p{L}{2,}/u.test(rest.replace(/\b(?:expected|graduated|graduation|to|present|current)\b/gi, ''));
}

function graduationOf(dates: DateMatch[]): YearMonth | undefined {
  let best: YearMonth | undefined;
  for (const { range } of dates) {
    if (range.current || !range.end) continue;
    if (!best || range.end.year > best.year || (range.end.year === best.year && range.end.month > best.month))
      best = range.end;
  }
  return best;
}

/** Education entries, and the date ranges they were dated by (for the date-format check). */
export interface EducationParse {
  entries: EducationEntry[];
  dates: DateRange[];
  /**
   * The time each dated entry shows the person studying: its own range ("2007 – 2011"), or when only its
   * end is given, the usual length of its degree before it. Time in study is no employment gap.
   */
  studied: DateRange[];
}

/** Usual full-time length of a degree, in months, to place its start when only its end is written. */
const STUDY_MONTHS: Partial<Record<DegreeLevel, number>> = {
  doctorate: 48,
  masters: 24,
  bachelors: 48,
  associate: 24,
};

/** When an entry shows the person studying, from its dates and its degree. */
function studiedOf(
  dates: DateMatch[],
  level: DegreeLevel,
  graduation: YearMonth | undefined,
): DateRange | undefined {
  // A span ("2007 – 2011", "Sep 2020 – Present"); a lone date is only the end.
  const ranges = dates
    .map((match) => match.range)
    .filter(
      (range) =>
        range.start !== undefined &&
        (range.current ||
          (range.end !== undefined &&
            (range.end.year !== range.start.year || range.end.month !== range.start.month))),
    );
  const first = ranges[0];
  if (first) {
    const start = ranges
      .map((range) => range.start as YearMonth)
      .reduce((earliest, date) => (monthOrdinal(date) < monthOrdinal(earliest) ? date : earliest));
    const current = ranges.some((range) => range.current);
    const end = graduation ?? first.end;
    return { start, ...(end && !current ? { end } : {}), current, text: first.text, format: first.format };
  }
  const months = STUDY_MONTHS[level];
  if (graduation === undefined || months === undefined) return undefined;
  // A year alone is read widely (to December), as for gaps; the start is the usual length before it.
  const end = { year: graduation.year, month: graduation.month || 12 };
  return {
    start: fromMonthOrdinal(monthOrdinal(end) - months + 1),
    end,
    current: false,
    text: '',
    format: 'year-only',
  };
}

/** The qualifications in an education section, in document order. `lineIndexes` are the section's body lines. */
export function parseEducation(
  lines: DocumentLine[],
  texts: string[],
  lineIndexes: number[],
  referenceDate: Date,
): EducationParse {
  const drafts: DraftEntry[] = [];
  let current: DraftEntry | undefined;
  const bodyLines = lineIndexes.filter(
    (index) => lines[index]?.region !== 'header' && lines[index]?.region !== 'footer',
  );
  // Layouts put each entry's dates either before it or after it; the first line tells which.
  const firstText = texts[bodyLines[0] ?? -1] ?? '';
  const datesFirst = isDateOnly(firstText, findDates(firstText, referenceDate));
  for (const index of bodyLines) {
    const text = texts[index] ?? '';
    // A sentence that mentions a degree ("I later received my GED.") adds no entry of its own.
    const sentence = wordsOf(text).length > PROSE_WORDS && /[.!?]$/.test(text);
    // A line starting in lower case continues the previous one and names nothing new.
    const read = sentence || /^\p{Ll}\p{L}/u.test(text) ? {} : readLine(text);
    let degree = read.degree;
    const institution = read.institution;
    if (
      degree &&
      current?.degree &&
      !current.institution &&
      degree.degree.toLowerCase() === current.degree.degree.toLowerCase()
    )
      degree = undefined;
    const dates = findDates(text, referenceDate);
    const startsNew =
      !current ||
      (degree && current.degree) ||
      (institution && current.institution) ||
      (datesFirst && isDateOnly(text, dates) && (current.degree || current.institution));
    if (startsNew) {
      current = { dates: [], lineIndexes: [] };
      drafts.push(current);
    }
    const entry = current as DraftEntry;
    if (degree) entry.degree = degree;
    if (institution) entry.institution = institution;
    entry.dates.push(...dates);
    entry.lineIndexes.push(index);
  }
  const kept = drafts.filter((draft) => draft.degree || draft.institution);
  const entries = kept.map((draft): EducationEntry => {
    const graduation = graduationOf(draft.dates);
    return {
      ...(draft.degree ? { degree: draft.degree.degree } : {}),
      level: draft.degree?.level ?? 'other',
      ...(draft.degree?.field ? { field: draft.degree.field } : {}),
      ...(draft.institution ? { institution: draft.institution.text } : {}),
      ...(graduation ? { graduation } : {}),
      lineIndexes: draft.lineIndexes,
    };
  });
  const studied = kept.flatMap((draft, position) => {
    const entry = entries[position] as EducationEntry;
    return studiedOf(draft.dates, entry.level, entry.graduation) ?? [];
  });
  return { entries, dates: kept.flatMap((draft) => draft.dates.map((match) => match.range)), studied };
}
