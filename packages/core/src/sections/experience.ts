import type { DocumentLine } from '../extract/types';
import { findDates, type DateMatch } from './dates';
import { EMPLOYER_WORDS, hasWord, isTitleWord } from './lexicon';
import { labelledRoles, opensWithFieldLabel } from './labelled-roles';
import { findLocation } from './locations';
import { isPlaceName, readRoleHeader, splitTrailingPlace, type RoleHeaderFields } from './role-header';
import { cleanLine, startsLowerCase, wordsOf } from './text';
import type { ExperienceEntry } from './types';

/**
 * Groups an experience section into roles. A role is anchored on a line carrying its dates; the short,
 * name-like lines next to it (title, employer, place) form its header, and everything up to the next role is
 * its body. Indentation (PDF), bullets and sentence shape tell header lines from body lines.
 */

/** Body text sits at least this many points right of the role headers. */
const INDENT_POINTS = 8;
/** A role header spans at most this many lines above and below its dated line. */
const MAX_HEADER_LINES_ABOVE = 2;
const MAX_HEADER_LINES_BELOW = 2;
/** Dateless header lines are short, unless they name a place or an employer within this many words. */
const MAX_HEADER_WORDS = 12;
/** A dated line is a role header when its date comes within the first words, or the line is short. */
const MAX_WORDS_BEFORE_DATE = 12;
const MAX_ANCHOR_WORDS = 18;
/** A lone date ("Mar 2016") anchors a role only on a short line. */
const MAX_SINGLE_DATE_ANCHOR_WORDS = 8;
/** A full sentence with a date this long is prose that mentions a period. */
const MAX_SENTENCE_ANCHOR_WORDS = 12;
/** A title in sentence case, led by a title word, is at most this many words. */
const MAX_SENTENCE_CASE_TITLE_WORDS = 5;
/** A header line has at least this share of capitalised words. */
const MIN_CAPITALISED_SHARE = 0.6;
/** A title under a dated line in a label-column layout is at most this many words. */
const MAX_LABEL_TITLE_WORDS = 6;
/** A heading-styled line this much larger than the dated lines is a sub-heading of the section. */
const SUBHEADING_FONT_RATIO = 1.2;
/** Merged date fragments: "March 2012" / "to" / "Current" on three lines. */
const MAX_FRAGMENT_LINES = 3;

const CONNECTOR_ONLY = /^(?:-{1,2}|–|—|to|until|till|through|present|current|now|today|to date|ongoing)$/i;
const PREPOSITION_BEFORE =
  /\b(?:in|on|by|from|during|of|between|until|before|after|for|over|through|around)\s*$/i;
const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|jr|sr|llc|st|dept|bros|u\.s|d\.c|n\.a)\.$/i;

/**
 * A template's placeholder for a date ("year–year", "Month 20xx – Present", "xxxx-xxxx", "MM/YYYY – MM/YYYY",
 * "año–año"): it marks where a role's dates go, so the line is a role header, but it gives the role no dates.
 */
const PLACEHOLDER_YEAR =
  '(?:(?:month|mon|mm|mes|mois|monat|mese|maand)[\\s/.]+)?(?:year|yyyy|xxxx|[12][09]xx|año|ano|année|annee|jahr|jjjj|anno|aaaa|jaar)';
const PLACEHOLDER_RANGE = new RegExp(
  `(?<![\\p{L}\\d])${PLACEHOLDER_YEAR}\\s*[-–—]\\s*(?:${PLACEHOLDER_YEAR}|present|current|now|today)(?![\\p{L}\\d])`,
  'iu',
);

/** The placeholder range of a line, as a date match with an empty range (no start, no end). */
function placeholderDates(text: string): DateMatch[] {
  const match = PLACEHOLDER_RANGE.exec(text);
  if (!match) return [];
  const range: DateMatch['range'] = { current: false, text: match[0], format: 'other' };
  return [{ range, index: match.index, length: match[0].length, isRange: true }];
}

interface Unit {
  /** Line indexes (several when date fragments were merged). */
  indexes: number[];
  text: string;
  line: DocumentLine;
  dates: DateMatch[];
  words: number;
  /** A place, employer placeholder or field separator among the first words. */
  strongCue: boolean;
  /** A title word, an employer word or a place anywhere in the line. */
  roleCue: boolean;
}

type UnitKind = 'anchor' | 'header' | 'body';

function isDateOnly(text: string, dates: DateMatch[]): boolean {
  let rest = text;
  for (const match of [...dates].sort((a, b) => b.index - a.index)) {
    rest = rest.slice(0, match.index) + rest.slice(match.index + match.length);
  }
  return rest.replace(/[\s,.:;()[\]|–—-]+/g, ' ').trim().length === 0;
}

/** A dotted abbreviation ends the line: "S.p.A.", "B.V.", "S.A.", "N.V.". */
const DOTTED_ABBREVIATION_END = /(?:^|\s)(?:\p{L}{1,2}\.){2,}$/u;

function endsSentence(text: string): boolean {
  return /[.!?]$/.test(text) && !ABBREVIATION_END.test(text) && !DOTTED_ABBREVIATION_END.test(text);
}

function makeUnit(indexes: number[], text: string, line: DocumentLine, referenceDate: Date): Unit {
  const words = wordsOf(text);
  const dates = findDates(text, referenceDate);
  const head = words.slice(0, MAX_HEADER_WORDS).join(' ');
  const hasPlace = findLocation(text) !== undefined;
  const strongCue =
    (hasPlace && findLocation(head) !== undefined) || /company name/i.test(head) || /\s[|–—]\s/.test(head);
  const roleCue =
    hasPlace ||
    /company name/i.test(text) ||
    words.some((word) => isTitleWord(word) || hasWord(EMPLOYER_WORDS, word));
  return {
    indexes,
    text,
    line,
    dates: dates.length > 0 ? dates : placeholderDates(text),
    words: words.length,
    strongCue,
    roleCue,
  };
}

/** Capitalised words, a place, a separator or a role word: a header line rather than a sentence fragment. */
function looksLikeHeader(unit: Unit): boolean {
  if (unit.strongCue || /\s{3}/.test(unit.text)) return true;
  const words = wordsOf(unit.text).filter(
    (word) => /\p{L}/u.test(word) && !/^(?:and|of|the|for|in|at|to|a|an|&|de|la)$/i.test(word),
  );
  if (words.length === 0) return false;
  // A sentence-case title ("Chargée de marketing digital", "Auxiliar de enfermería").
  const first = wordsOf(unit.text)[0] ?? '';
  if (unit.words <= MAX_SENTENCE_CASE_TITLE_WORDS && /^\p{Lu}/u.test(first) && isTitleWord(first))
    return true;
  const capitalised = words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length;
  return capitalised / words.length >= MIN_CAPITALISED_SHARE;
}

/** The mark a bulleted line opens with ("◆", "✓", "•"). */
const BULLET_MARK = /^\s*([^\p{L}\p{N}\s])/u;

/**
 * Lines set with a bullet mark that marks role headers, not achievements: where a section's bullets use
 * two or more marks, one mark whose every line has a date range or sits just above a line with one
 * ("◆ Shift Supervisor — Liffey Distribution" over "Naas | Oct 2020 – Present", each followed by "✓"
 * bullets) opens roles. Those lines are read as header lines.
 */
function headerMarkerLines(
  lines: DocumentLine[],
  texts: string[],
  lineIndexes: number[],
  referenceDate: Date,
): Set<number> {
  const byMark = new Map<string, number[]>();
  lineIndexes.forEach((index, position) => {
    const mark = lines[index]?.bullet ? BULLET_MARK.exec(lines[index]?.text ?? '')?.[1] : undefined;
    if (mark) byMark.set(mark, [...(byMark.get(mark) ?? []), position]);
  });
  if (byMark.size < 2) return new Set();
  const hasRange = (index: number | undefined) =>
    index !== undefined && findDates(texts[index] ?? '', referenceDate).some((match) => match.isRange);
  const opensRole = (position: number) => {
    const next = lineIndexes[position + 1];
    return hasRange(lineIndexes[position]) || (next !== undefined && !lines[next]?.bullet && hasRange(next));
  };
  const headerMarks = [...byMark].filter(
    ([, positions]) => positions.length >= 2 && positions.every(opensRole),
  );
  // One mark must stay the achievements' own.
  if (headerMarks.length === 0 || headerMarks.length === byMark.size) return new Set();
  return new Set(headerMarks.flatMap(([, positions]) => positions.map((position) => lineIndexes[position]!)));
}

/** The section's lines as units, with dates split over lines ("March 2012" / "to" / "Current") joined. */
function buildUnits(
  lines: DocumentLine[],
  texts: string[],
  lineIndexes: number[],
  referenceDate: Date,
): Unit[] {
  const headers = headerMarkerLines(lines, texts, lineIndexes, referenceDate);
  const raw: Unit[] = lineIndexes
    .filter((index) => lines[index]?.region !== 'header' && lines[index]?.region !== 'footer')
    .map((index) => {
      const line = lines[index] as DocumentLine;
      const text = texts[index] ?? '';
      return headers.has(index)
        ? makeUnit([index], text.replace(BULLET_MARK, '').trim(), { ...line, bullet: false }, referenceDate)
        : makeUnit([index], text, line, referenceDate);
    });
  const isFragment = (unit: Unit | undefined) =>
    unit !== undefined &&
    !unit.line.bullet &&
    !unit.dates.some((match) => match.isRange) &&
    (CONNECTOR_ONLY.test(unit.text.trim()) || (unit.dates.length > 0 && isDateOnly(unit.text, unit.dates)));
  const units: Unit[] = [];
  for (let position = 0; position < raw.length;) {
    const first = raw[position] as Unit;
    let end = position;
    if (isFragment(first)) {
      while (end + 1 < raw.length && end + 1 - position < MAX_FRAGMENT_LINES && isFragment(raw[end + 1]))
        end += 1;
    }
    if (end > position) {
      const run = raw.slice(position, end + 1);
      const merged = makeUnit(
        run.flatMap((unit) => unit.indexes),
        run.map((unit) => unit.text).join(' '),
        first.line,
        referenceDate,
      );
      if (merged.dates.length === 1 && merged.dates[0]?.isRange) {
        units.push(merged);
        position = end + 1;
        continue;
      }
    }
    units.push(first);
    position += 1;
  }
  return units;
}

/**
 * True when the dated lines of a column share no left margin: each starts at its own x, as right-aligned or
 * centred text does (dates right-aligned in a label column, a right-aligned sidebar). Indentation then says
 * nothing about which lines are headers.
 */
function unaligned(xs: number[]): boolean {
  if (xs.length < 2) return false;
  const sorted = [...xs].sort((a, b) => a - b);
  if ((sorted.at(-1) ?? 0) - (sorted[0] ?? 0) <= INDENT_POINTS) return false;
  return sorted.every((x, position) => position === 0 || x - (sorted[position - 1] ?? x) > 1);
}

/** Layout of one section: where role headers start in each column, to tell indented body text. */
function indentation(units: Unit[]): (unit: Unit) => boolean {
  // Lines with a date range are nearly always role headers: their x is the header margin. A line whose
  // label was read as its section's heading ("Experience: Senior Nurse, …") starts its text further right
  // than its x: it neither sets the margin nor counts as indented.
  const headerX = new Map<number, number>();
  const datedX = new Map<number, number[]>();
  const dated = units.filter(
    (unit) => !unit.line.bullet && !afterLabel(unit) && unit.dates.some((match) => match.isRange),
  );
  for (const unit of dated.length > 0 ? dated : units.filter((other) => !other.line.bullet)) {
    const current = headerX.get(unit.line.column);
    if (current === undefined || unit.line.x < current) headerX.set(unit.line.column, unit.line.x);
  }
  for (const unit of dated)
    datedX.set(unit.line.column, [...(datedX.get(unit.line.column) ?? []), unit.line.x]);
  const noMargin = new Set([...datedX].filter(([, xs]) => unaligned(xs)).map(([column]) => column));
  return (unit) =>
    !afterLabel(unit) &&
    !noMargin.has(unit.line.column) &&
    unit.line.x > (headerX.get(unit.line.column) ?? unit.line.x) + INDENT_POINTS;
}

/** The unit's text is what follows a label heading on its line (sections.ts, addLabelHeadings). */
function afterLabel(unit: Unit): boolean {
  const whole = cleanLine(unit.line.text);
  return whole !== unit.text && unit.text.length > 0 && whole.endsWith(unit.text);
}

/** True when the line opens with its date ("since 2016, ...", "2019 – 2021 Acme Corp"). */
/** The employer and town of a line whose text before its dates is "Employer, Town" (the second a place name). */
function employerAndTown(unit: Unit): { employer: string; location: string } | undefined {
  const first = unit.dates[0];
  if (!first) return undefined;
  const before = unit.text.slice(0, first.index).replace(/[\s|·•—–-]+$/u, '');
  const [employer = '', location = '', ...more] = before.split(/\s*,\s*/);
  // One name before the town: "Title | Employer | Town" is a whole header of its own.
  if (more.length > 0 || /[|·•]/u.test(employer) || wordsOf(employer).length === 0 || !isPlaceName(location))
    return undefined;
  return { employer: employer.trim(), location: location.trim() };
}

/** True when nothing but punctuation comes before the line's first date ("[ 03/02/2020 – Actual ]"). */
function startsWithDate(unit: Unit): boolean {
  const first = unit.dates[0];
  return first !== undefined && !/[\p{L}\p{N}]/u.test(unit.text.slice(0, first.index));
}

/** The date that makes a line a role header, or undefined when the line is not one. */
function anchorDate(unit: Unit, indented: boolean): DateMatch | undefined {
  if (unit.line.bullet || indented) return undefined;
  // A line starting in lower case continues a sentence, unless it is a short "title  date" line.
  const lowerCase = startsLowerCase(unit.text) && !startsWithDate(unit);
  if (lowerCase && unit.words > MAX_SINGLE_DATE_ANCHOR_WORDS) return undefined;
  for (const match of unit.dates) {
    const before = unit.text.slice(0, match.index);
    const wordsBefore = wordsOf(before).length;
    if (lowerCase && !match.isRange) continue;
    if (wordsBefore > MAX_WORDS_BEFORE_DATE && unit.words > MAX_ANCHOR_WORDS && !unit.strongCue) continue;
    if (unit.words > MAX_SENTENCE_ANCHOR_WORDS && endsSentence(unit.text) && wordsBefore > 2) continue;
    if (unit.words > MAX_SINGLE_DATE_ANCHOR_WORDS && PREPOSITION_BEFORE.test(before)) continue;
    if (match.isRange) return match;
    const short = unit.words <= MAX_SINGLE_DATE_ANCHOR_WORDS && !PREPOSITION_BEFORE.test(before);
    if (short && (isDateOnly(unit.text, unit.dates) || unit.roleCue)) return match;
  }
  return undefined;
}

/**
 * Where roles start: every dated header line, and dateless blocks of name-like lines between bulleted or
 * indented bodies (roles without dates).
 */
function findRoleStarts(units: Unit[], kinds: UnitKind[], hasLayoutCue: (unit: Unit) => boolean): number[] {
  const starts: number[] = [];
  kinds.forEach((kind, position) => {
    if (kind === 'anchor') starts.push(position);
  });
  for (let position = 0; position < units.length;) {
    if (kinds[position] !== 'header') {
      position += 1;
      continue;
    }
    let end = position;
    while (end + 1 < units.length && kinds[end + 1] === 'header') end += 1;
    const previous = units[position - 1];
    const next = units[end + 1];
    const openedByBody = !previous || (kinds[position - 1] === 'body' && hasLayoutCue(previous));
    const closedByBody = next !== undefined && kinds[end + 1] === 'body' && hasLayoutCue(next);
    const run = units.slice(position, end + 1);
    const isRole = run.length <= MAX_HEADER_LINES_ABOVE + 1 && run.some((unit) => unit.roleCue);
    if (openedByBody && closedByBody && isRole) starts.push(position);
    position = end + 1;
  }
  return starts.sort((a, b) => a - b);
}

/**
 * Gives each role its header lines: up to `linesAbove` header lines above its start (the layout learnt
 * from the first role) and up to two below. Returns, per unit, the role that owns it as header (-1: none).
 */
function assignHeaderLines(units: Unit[], kinds: UnitKind[], starts: number[], linesAbove: number): number[] {
  const owner: number[] = units.map(() => -1);
  starts.forEach((start, role) => {
    owner[start] = role;
  });
  starts.forEach((start, role) => {
    let limit = linesAbove;
    // A place or employer line right after another role's body belongs to the next role, whatever the layout.
    const above = units[start - 1];
    if (limit === 0 && above && kinds[start - 1] === 'header' && above.roleCue) {
      if (start < 2 || kinds[start - 2] === 'body') limit = 1;
    }
    for (let position = start - 1, taken = 0; taken < limit && position >= 0; position -= 1, taken += 1) {
      if (kinds[position] !== 'header' || owner[position] !== -1) break;
      owner[position] = role;
    }
  });
  starts.forEach((start, role) => {
    for (let position = start + 1, taken = 0; taken < MAX_HEADER_LINES_BELOW; position += 1) {
      const unit = units[position];
      if (!unit || owner[position] !== -1) break;
      // Facts a form adds under the dated line ("Hours per week: 40") neither name the role nor end its header.
      if (isRoleFact(unit)) continue;
      // Below a header line, a label over the role's list ("Duties, Accomplishments and Related Skills:")
      // ends the header; a title written with a colon ("Support Specialist:") does not.
      if (kinds[position] !== 'header' || (taken > 0 && isListLabel(unit.text))) break;
      owner[position] = role;
      taken += 1;
    }
  });
  return owner;
}

/** A line ending in a colon that names no role: the label over a role's list. */
function isListLabel(text: string): boolean {
  return /:\s*$/.test(text) && !wordsOf(text).some(isTitleWord);
}

/** A label and its value inside a line ("Salary: $104,220", "Series: 0810 Pay Plan: GS Grade: 12"). */
const FACT_LABEL = /(?:^|\s)\p{Lu}\p{L}*(?: \p{L}+){0,3}:\s+\S/u;
/** A fact line is a few words: a label, its value and maybe the place before it. */
const MAX_FACT_WORDS = 12;

/**
 * A line of facts about a role that a form adds to its header (hours, salary, grade): a label and its value,
 * no bullet, no date, not a line ending in a colon (a label over a list) and not a role field's label
 * ("Designation:", read by labelled-roles.ts).
 */
function isRoleFact(unit: Unit): boolean {
  return (
    !unit.line.bullet &&
    unit.dates.length === 0 &&
    unit.words <= MAX_FACT_WORDS &&
    FACT_LABEL.test(unit.text) &&
    !/:\s*$/.test(unit.text) &&
    !opensWithFieldLabel(unit.text)
  );
}

/**
 * Roles whose header holds exactly two plain names and nothing that says which is which take the order the
 * other roles of the section use (title first when none says otherwise, the more common layout).
 */
function fillFromLayout(entries: ExperienceEntry[], fields: RoleHeaderFields[]): void {
  const orders = fields.filter((field) => field.titleFirst !== undefined);
  const titleFirst = orders.filter((field) => field.titleFirst).length * 2 >= orders.length;
  entries.forEach((entry) => {
    splitByLayout(entry, titleFirst);
  });
  entries.forEach((entry, position) => {
    const open = fields[position]?.openNames ?? [];
    if (entry.title || entry.employer || open.length !== 2) return;
    const [first, second] = open as [string, string];
    // The employer's town stays out of its name ("Prosegur Andalucía Sur, Sevilla").
    const named: RoleHeaderFields = { employer: titleFirst ? second : first };
    splitTrailingPlace(named);
    entry.title = titleFirst ? first : second;
    entry.employer = named.employer;
    if (named.location && !entry.location) entry.location = named.location;
  });
}

/** A comma part of a role header: a few words. */
const MAX_PART_WORDS = 6;

/**
 * A role read with one field holding the header's comma parts, in a section whose other roles say which
 * comes first: "Chef d'équipe électricien, Loire Anjou Électricité, Angers" as the title alone, with a town
 * last, is title, employer and town (employer, title and town where the section's roles put the employer
 * first). Two parts stay as they were read ("Manager, Commercial and Field Force Systems" is one title).
 */
function splitByLayout(entry: ExperienceEntry, titleFirst: boolean): void {
  const partsOf = (text: string) => text.split(/\s*,\s*/u).map((part) => part.trim());
  const short = (parts: string[]) =>
    parts.every((part) => /\p{L}/u.test(part) && wordsOf(part).length <= MAX_PART_WORDS);
  if (entry.title && !entry.employer) {
    const parts = partsOf(entry.title);
    if (parts.length !== 3 || !short(parts)) return;
    const named: RoleHeaderFields = { employer: `${titleFirst ? parts[1] : parts[0]}, ${parts[2]}` };
    splitTrailingPlace(named);
    if (!named.location) return;
    entry.title = titleFirst ? parts[0] : parts[1];
    entry.employer = named.employer;
    entry.location ??= named.location;
  }
}

/** An employer line with its own span and the dated roles indented under it (promotions at one employer). */
interface EmployerGroup {
  position: number;
  nested: number[];
  employer: string;
  location?: string;
}

/** Year and month as one number, to compare the starts of ranges. */
function monthsOf(date: { year: number; month?: number } | undefined): number | undefined {
  return date ? date.year * 12 + (date.month ?? 1) : undefined;
}

/**
 * "Soar Valley Hospitals NHS Trust, Leicester | Sep 2016 – Present" over "Ward Sister  Jan 2022 – Present"
 * and "Staff Nurse  Sep 2016 – Mar 2019", indented: a dated line at the section's margin whose next dated
 * lines, up to the next line at the margin with a range, are indented and start within its span. Those are
 * the roles; the line above them names their employer (the text before its dates, a place after a
 * separator).
 */
function employerGroups(units: Unit[], isIndented: (unit: Unit) => boolean): EmployerGroup[] {
  const hasRange = (unit: Unit) => !unit.line.bullet && unit.dates.some((match) => match.isRange);
  const groups: EmployerGroup[] = [];
  units.forEach((unit, position) => {
    if (!hasRange(unit) || isIndented(unit)) return;
    const nested: number[] = [];
    for (let next = position + 1; next < units.length; next += 1) {
      const other = units[next] as Unit;
      if (hasRange(other) && !isIndented(other)) break;
      if (hasRange(other)) nested.push(next);
    }
    const span = unit.dates.find((match) => match.isRange)?.range;
    const from = monthsOf(span?.start);
    const within = (position: number) => {
      const start = monthsOf(units[position]?.dates.find((match) => match.isRange)?.range.start);
      return from !== undefined && start !== undefined && start >= from;
    };
    if (nested.length === 0 || !nested.every(within)) return;
    const first = unit.dates.find((match) => match.isRange) as DateMatch;
    const name = unit.text
      .slice(0, first.index)
      .replace(/[\s|·•,–—-]+$/u, '')
      .trim();
    const [employer = '', place] = name.split(/\s{2,}|\s[|·•–—]\s|,\s*/u).map((part) => part.trim());
    if (!/\p{L}/u.test(employer)) return;
    groups.push({
      position,
      nested,
      employer,
      ...(place && wordsOf(place).length <= 3 ? { location: place } : {}),
    });
  });
  return groups;
}

/** Roles whose dates close them: this many date lines at least. */
const MIN_TRAILING_DATES = 2;

/**
 * Roles written with their dates on a line of their own below their bullets ("Night Shift Manager" /
 * "Mersey Gateway Distribution" / bullets / "Jan. 2021 – Present"): the section ends on a date line, its
 * first role has no date above its first date line, and every other date line is followed by the next
 * role's first line (not indented, no bullet, no date). Each date line is moved to the top of the role it
 * closes, where the rest of the reading expects it.
 */
function datesFirst(units: Unit[], isIndented: (unit: Unit) => boolean): Unit[] {
  const dateLines = units
    .map((unit, position) => (unit.dates.length > 0 && isDateOnly(unit.text, unit.dates) ? position : -1))
    .filter((position) => position >= 0);
  if (dateLines.length < MIN_TRAILING_DATES || dateLines.at(-1) !== units.length - 1) return units;
  if (units.slice(0, dateLines[0]).some((unit) => unit.dates.length > 0)) return units;
  const opensRole = (unit: Unit | undefined) =>
    unit !== undefined && !unit.line.bullet && !isIndented(unit) && unit.dates.length === 0;
  if (!dateLines.slice(0, -1).every((position) => opensRole(units[position + 1]))) return units;
  const reordered: Unit[] = [];
  let from = 0;
  for (const position of dateLines) {
    if (position === from) return units;
    reordered.push(units[position] as Unit, ...units.slice(from, position));
    from = position + 1;
  }
  return reordered;
}

/**
 * The roles of one experience section, in document order. `lineIndexes` are the section's body lines.
 */
export function parseExperience(
  lines: DocumentLine[],
  texts: string[],
  lineIndexes: number[],
  referenceDate: Date,
): ExperienceEntry[] {
  const labelled = labelledRoles(texts, lineIndexes, referenceDate);
  if (labelled) return labelled;
  const built = buildUnits(lines, texts, lineIndexes, referenceDate);
  const units = datesFirst(built, indentation(built));
  const marginOf = indentation(units);
  const groups = employerGroups(units, marginOf);
  const nestedIn = new Map<number, EmployerGroup>();
  for (const group of groups) for (const position of group.nested) nestedIn.set(position, group);
  const nestedUnits = new Set([...nestedIn.keys()].map((position) => units[position]));
  const isIndented = (unit: Unit) => !nestedUnits.has(unit) && marginOf(unit);
  const hasLayoutCue = (unit: Unit) => unit.line.bullet || isIndented(unit);
  const groupLines = new Set(groups.map((group) => group.position));
  const anchorOf = units.map((unit, position) =>
    groupLines.has(position) ? undefined : anchorDate(unit, isIndented(unit)),
  );
  const kinds: UnitKind[] = units.map((unit, position) => {
    if (groupLines.has(position)) return 'header';
    if (anchorOf[position]) return 'anchor';
    if (hasLayoutCue(unit) || startsLowerCase(unit.text)) return 'body';
    const short = unit.words <= MAX_HEADER_WORDS && !endsSentence(unit.text) && looksLikeHeader(unit);
    return short || unit.strongCue ? 'header' : 'body';
  });
  // Sub-headings inside the section ("Full Time", "Freelance"): heading-styled lines in a larger font than
  // the dated lines, with no date of their own. They group roles and name none of them.
  const anchorFonts = units
    .filter((_unit, position) => anchorOf[position])
    .map((unit) => unit.line.fontSize)
    .sort((a, b) => a - b);
  const anchorFont = anchorFonts[Math.floor(anchorFonts.length / 2)] ?? 0;
  units.forEach((unit, position) => {
    if (kinds[position] !== 'header' || !unit.line.heading || unit.dates.length > 0 || anchorFont <= 0)
      return;
    // Over a line of dates alone the line is the role's own header ("Jardines del Segura — Jardinero" over
    // "ABRIL 2014 - FEBRERO 2019" in a smaller heading style), not a group of roles.
    const next = units[position + 1];
    if (next && anchorOf[position + 1] && isDateOnly(next.text, next.dates)) return;
    if (unit.line.fontSize >= anchorFont * SUBHEADING_FONT_RATIO && !unit.roleCue) kinds[position] = 'body';
  });
  // Label-column layouts: "2019 – 2021 Employer" with the title on the next line, indented to the content
  // column like the body below it. A short name-like line right under a line that opens with its dates is
  // that role's header.
  units.forEach((unit, position) => {
    const next = units[position + 1];
    if (!anchorOf[position] || !startsWithDate(unit) || !next || kinds[position + 1] !== 'body') return;
    if (next.line.bullet || startsLowerCase(next.text) || next.dates.length > 0) return;
    if (next.words > MAX_LABEL_TITLE_WORDS || /[.!?:;,]$/.test(next.text)) return;
    // A sentence-case title ("Restauratrice senior") with its employer line under it ("Laboratorio Arti
    // Antiche Srl · Firenze") reads as a header too.
    const overHeader =
      /^\p{Lu}/u.test(next.text) &&
      next.words <= MAX_SENTENCE_CASE_TITLE_WORDS &&
      kinds[position + 2] === 'header';
    if (looksLikeHeader(next) || overHeader) kinds[position + 1] = 'header';
  });
  const titledByLine = new Map<Unit, { title: string; employer: string; location: string }>();
  // A sentence-case title ("Capo partita (primi piatti)", "Professeure des écoles") right above a dated line
  // that names only the employer and its town ("Osteria dei Portici, Bologna | Aprile 2021 – oggi") is that
  // role's title: the dated line leaves the role no other. It starts a block (after the heading, a bullet,
  // an indented line or a finished sentence), so the last line of a description is not taken for it.
  units.forEach((unit, position) => {
    const next = units[position + 1];
    const above = units[position - 1];
    if (kinds[position] !== 'body' || !next || !anchorOf[position + 1] || startsWithDate(next)) return;
    if (hasLayoutCue(unit) || unit.dates.length > 0 || !/^\p{Lu}/u.test(unit.text)) return;
    if (unit.words > MAX_LABEL_TITLE_WORDS || /[.!?:;,]$/.test(unit.text)) return;
    if (above && !hasLayoutCue(above) && !/[.!?]$/.test(above.text)) return;
    const town = employerAndTown(next);
    if (!town) return;
    kinds[position] = 'header';
    titledByLine.set(unit, { title: unit.text, ...town });
  });
  const starts = findRoleStarts(units, kinds, hasLayoutCue);
  if (starts.length === 0) return [];

  // How many header lines sit above the dated line: learnt from the first role, bounded by the heading.
  let linesAbove = 0;
  for (let position = (starts[0] ?? 0) - 1; position >= 0 && kinds[position] === 'header'; position -= 1) {
    if (linesAbove === MAX_HEADER_LINES_ABOVE) break;
    linesAbove += 1;
  }
  const owner = assignHeaderLines(units, kinds, starts, linesAbove);

  const firstOf = starts.map((_start, role) => owner.indexOf(role));
  const entries: ExperienceEntry[] = [];
  let groupEmployer: string | undefined;
  const readFields: RoleHeaderFields[] = [];
  starts.forEach((start, role) => {
    const from = firstOf[role] ?? start;
    const to = firstOf[role + 1] ?? units.length;
    const headerUnits: Unit[] = [];
    const bodyUnits: Unit[] = [];
    for (let position = from; position < to; position += 1) {
      const unit = units[position] as Unit;
      if (owner[position] === role) headerUnits.push(unit);
      else bodyUnits.push(unit);
    }
    const fields = readRoleHeader(
      headerUnits.map((unit) => unit.text),
      headerUnits.map((unit) => unit.dates),
    );
    // Several roles under one employer line: the later ones have no lines above their dates.
    const hasLinesAbove = from < start;
    if (linesAbove > 0 && hasLinesAbove) groupEmployer = fields.employer;
    if (linesAbove > 0 && !hasLinesAbove && !fields.employer && groupEmployer)
      fields.employer = groupEmployer;
    // A role nested under an employer line with its own span (promotions): its own line names the title,
    // the employer line the employer and the place.
    const group = nestedIn.get(start);
    if (group) {
      const own = readRoleHeader([units[start]?.text ?? ''], [units[start]?.dates ?? []]);
      fields.title = own.title ?? own.openNames?.[0] ?? own.employer;
      fields.employer = group.employer;
      if (own.location ?? group.location) fields.location = own.location ?? group.location;
      else delete fields.location;
    }
    const titled = headerUnits.map((unit) => titledByLine.get(unit)).find(Boolean);
    if (titled) Object.assign(fields, titled);
    readFields.push(fields);
    const dated = anchorOf[start];
    const headerLines = headerUnits.flatMap((unit) => unit.indexes);
    const bulletLines = bodyUnits.flatMap((unit) => unit.indexes);
    entries.push({
      ...(fields.title ? { title: fields.title } : {}),
      ...(fields.employer ? { employer: fields.employer } : {}),
      ...(fields.location ? { location: fields.location } : {}),
      ...(dated?.range.start || dated?.range.end ? { dates: dated.range } : {}),
      headerLines,
      bulletLines,
      lineIndexes: [...headerLines, ...bulletLines].sort((a, b) => a - b),
    });
  });
  fillFromLayout(entries, readFields);
  return entries;
}
