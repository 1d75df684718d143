import type { DocumentLine } from '../extract/types';
import { DATE_SEARCH_REFERENCE, findDates } from './dates';
import { isDateOnlyLine, mentionsQualification, namesSchoolOrQualification } from './education';
import { hasHeadingCase, matchHeading, MAX_HEADING_WORDS, type HeadingMatch } from './headings';
import { findLocations } from './locations';
import { isAllCaps, wordsOf } from './text';
import type { ResumeSection, SectionKind } from './types';

/** A heading flagged by font may run a little longer than one found by alias alone. */
const MAX_FLAGGED_HEADING_WORDS = 7;
/** A heading may carry a stray place of up to this many words after it ("Certifications City , State"). */
const MAX_TRAILING_PLACE_WORDS = 4;
/** Unknown headings (no alias) are short. */
export const MAX_UNKNOWN_HEADING_WORDS = 4;
/** An unknown line set in the known headings' font: at most the words a PDF heading flag allows. */
const MAX_FLAGGED_UNKNOWN_WORDS = 6;
/** An unknown ALL-CAPS heading has at least this many letters (acronyms like "SQL" are list items). */
const MIN_UNKNOWN_HEADING_LETTERS = 4;
/** Headings count as left-aligned when at least this many start at the same x. */
const MIN_ALIGNED_HEADINGS = 3;
/** A line this many points right of the aligned headings is indented under them. */
const INDENT_POINTS = 8;
/** Lines starting within this many points of each other are aligned. */
const X_TOLERANCE = 3;
/** Font sizes within this many points count as the same heading style. */
const FONT_SIZE_TOLERANCE = 0.6;
/** A line of prose: this many words, or a sentence of at least `MIN_SENTENCE_WORDS` ending in a full stop. */
const PROSE_WORDS = 12;
const MIN_SENTENCE_WORDS = 6;

/** Words that leave a line hanging: the next line continues it and cannot be a heading. */
const HANGING_END = /(?:&|\b(?:and|or|of|the|in|with|for|to|a|an|our|my|your|at|on))\s*$/i;
const CONTACT_HINT = /@|https?:\/\/|www\.|linkedin|github|\+?\d[\d\s().-]{7,}\d/i;

/** The sections of a document and the section of every line. */
export interface SectionSplit {
  sections: ResumeSection[];
  sectionOfLine: SectionKind[];
  /** Lines of the contact block, top first: text above the first heading, contact sections, page headers. */
  contactLines: number[];
}

interface HeadingFound extends HeadingMatch {
  text: string;
  /** A label heading's line goes on after the label ("Experience: Senior Nurse, …"): that text is content. */
  rest?: string;
}

/** "Experience: Senior Nurse, Ward 7 (2021 – present)": a label, its colon, and the section's first line. */
const LABEL_LINE = /^([\p{L}][\p{L}&/ ’'-]{1,40}?)\s*:\s*(\S.*)$/u;
/** The sections a resume cannot do without: label headings count when the document names few of them. */
const CORE_KINDS: ReadonlySet<SectionKind> = new Set(['experience', 'education', 'skills']);
/** Label lines a document must hold, naming different sections, before they are read as its headings. */
const MIN_LABEL_HEADINGS = 2;

/**
 * A resume set as labels ("Profile:", "Experience:", "Training:") with each section's first line after its
 * label has no heading lines of its own. Where the headings found name fewer than two of experience,
 * education and skills, lines that open with a known heading and a colon are read as headings, the text
 * after the colon as their section's first line (`texts` of that line becomes that text). A resume with
 * headings of its own keeps "Skills: Excel, SAP" inside a role as the role's line.
 */
function addLabelHeadings(lines: DocumentLine[], texts: string[], headings: Map<number, HeadingFound>): void {
  const core = new Set(
    [...headings.values()].map((found) => found.kind).filter((kind) => CORE_KINDS.has(kind)),
  );
  if (core.size >= 2) return;
  const labels = new Map<number, HeadingFound>();
  lines.forEach((line, index) => {
    if (headings.has(index) || line.bullet || line.region !== 'body') return;
    const match = LABEL_LINE.exec(texts[index] ?? '');
    const label = match?.[1]?.trim() ?? '';
    const rest = match?.[2]?.trim() ?? '';
    if (!label || !rest || wordsOf(label).length > MAX_HEADING_WORDS) return;
    const found = matchHeading(label);
    if (found) labels.set(index, { ...found, text: label, rest });
  });
  const kinds = new Set([...labels.values()].map((found) => found.kind));
  if (labels.size < MIN_LABEL_HEADINGS || kinds.size < 2 || ![...kinds].some((kind) => CORE_KINDS.has(kind)))
    return;
  for (const [index, found] of labels) {
    headings.set(index, found);
    texts[index] = found.rest ?? '';
  }
}

/** A line of prose (a sentence, or a long line of lower-case words). */
export function isProse(text: string): boolean {
  if (!/\p{Ll}/u.test(text)) return false;
  const words = wordsOf(text).length;
  return words >= PROSE_WORDS || (words >= MIN_SENTENCE_WORDS && /[.!?]$/.test(text));
}

function withoutTrailingLocation(text: string): string | undefined {
  const location = findLocations(text).at(-1);
  if (!location || location.index + location.length < text.length - 1 || location.index === 0)
    return undefined;
  return text.slice(0, location.index).trim();
}

/** The previous line in the same column, skipping nothing else. */
function previousInColumn(lines: DocumentLine[], index: number): DocumentLine | undefined {
  for (let other = index - 1; other >= 0; other -= 1) {
    const line = lines[other];
    if (line && line.column === lines[index]?.column && line.page === lines[index]?.page) return line;
    if (line && line.page !== lines[index]?.page) return undefined;
  }
  return undefined;
}

function nextInColumn(lines: DocumentLine[], index: number): DocumentLine | undefined {
  for (let other = index + 1; other < lines.length; other += 1) {
    const line = lines[other];
    if (line && line.column === lines[index]?.column) return line;
  }
  return undefined;
}

function aliasHeading(lines: DocumentLine[], texts: string[], index: number): HeadingFound | undefined {
  const line = lines[index];
  const text = texts[index] ?? '';
  if (!line || !text || line.region === 'header' || line.region === 'footer') return undefined;
  if (line.bullet && !line.heading) return undefined;
  const words = wordsOf(text);
  const letterSpaced = words.length >= 4 && words.every((word) => word.length <= 2);
  const limit = line.heading ? MAX_FLAGGED_HEADING_WORDS : MAX_HEADING_WORDS;
  if (!letterSpaced && words.length > limit + MAX_TRAILING_PLACE_WORDS) return undefined;
  // Title Case or ALL CAPS; sentence case ("Work experience") only for a strong alias, checked below.
  const sentenceCase = !hasHeadingCase(text) && /^[^\p{L}]*\p{Lu}/u.test(text);
  if (!line.heading && !hasHeadingCase(text) && !sentenceCase) return undefined;
  if (!line.heading && !isAllCaps(text)) {
    const previous = previousInColumn(lines, index);
    if (previous && HANGING_END.test(previous.text)) return undefined;
  }
  let match = letterSpaced || words.length <= limit ? matchHeading(text) : undefined;
  if (!match && !letterSpaced) {
    // "Licenses City , State": a heading with a stray place after it.
    const stripped = withoutTrailingLocation(text);
    if (stripped && wordsOf(stripped).length <= limit) match = matchHeading(stripped);
  }
  if (match && sentenceCase && !line.heading && match.weak) return undefined;
  return match ? { ...match, text } : undefined;
}

/**
 * A weak education heading ("Specialized Training", "Studies") set like the text around it is still a
 * heading when it stands where the other headings stand, without a colon, and the next line that is not a
 * date names a school or a qualification ("Road Master Truck Driving School", "Associate of Science").
 */
function schoolFollows(
  lines: DocumentLine[],
  index: number,
  found: HeadingFound,
  alignedX: number | undefined,
): boolean {
  const line = lines[index];
  if (found.kind !== 'education' || !line || /:\s*$/.test(found.text)) return false;
  if (alignedX === undefined || Math.abs(line.x - alignedX) > INDENT_POINTS) return false;
  let next = nextInColumn(lines, index);
  if (next && isDateOnlyLine(next.text)) next = nextInColumn(lines, next.index);
  return next !== undefined && namesSchoolOrQualification(next.text);
}

/** Short items under a weak skills heading that make it one: this many lines of a few words each. */
const MIN_LIST_ITEMS = 3;
const MAX_LIST_ITEM_WORDS_UNDER_HEADING = 4;

/**
 * A weak skills heading ("Clinical Skills") set like the text around it (a table cell, a plain paragraph)
 * is still a heading when no colon follows it and the lines under it are a list of short items
 * ("Cervical screening", "Immunisations", "Spirometry"), as a skills section is.
 */
function listFollows(lines: DocumentLine[], texts: string[], index: number, found: HeadingFound): boolean {
  if (found.kind !== 'skills' || /:\s*$/.test(found.text)) return false;
  let next = nextInColumn(lines, index);
  for (let count = 0; count < MIN_LIST_ITEMS; count += 1) {
    if (!next) return false;
    const text = texts[next.index] ?? '';
    const words = wordsOf(text).length;
    if (words === 0 || words > MAX_LIST_ITEM_WORDS_UNDER_HEADING || /\d/.test(text) || /[.:]$/.test(text))
      return false;
    next = nextInColumn(lines, next.index);
  }
  return true;
}

/** Symbols before a heading's words: an icon ("✓ Skills", "🗹 Carnés") or a bullet glyph. */
const LEADING_ICON = /^[^\p{L}\p{N}(]+(?=\p{L})/u;
const withoutIcon = (text: string) => text.replace(LEADING_ICON, '');

/** Lines set in one heading style (flagged, one font size) that make it the document's section style. */
const MIN_STYLE_PEERS = 3;
/** An unknown heading of a heading style is a few words. */
const MAX_PEER_HEADING_WORDS = 5;
/** Of them, at least this many with no date on or under them. */
const MIN_UNDATED_PEERS = 2;
/** Sections whose entries are dated: a heading-styled line over a dated entry there groups its entries. */
const DATED_KINDS: ReadonlySet<SectionKind> = new Set(['experience', 'education', 'projects']);
const PEER_HEADING_TEXT = /^\p{Lu}[\p{L}&/ '’-]*$/u;

/** True when the text holds a date or a range. */
export function hasDate(text: string | undefined): boolean {
  return !!text && findDates(text, DATE_SEARCH_REFERENCE).length > 0;
}

/**
 * Headings whose words name no known section ("Snapshot", "Tickets and Training", "Outras formações") in a
 * document that sets its headings in a style of their own (a larger font, or a heading style in DOCX): a
 * short line flagged as a heading is one when at least three lines share its style, at most one more of them
 * than of the others is a role header (a date on or under it), and the style is that of the known headings
 * when there are any. Their kind is 'other' here; parse-resume reads the kind from the section's content.
 */
function styledPeers(lines: DocumentLine[], texts: string[], headings: Map<number, HeadingFound>): void {
  const candidate = (line: DocumentLine) => {
    const text = withoutIcon(texts[line.index] ?? '');
    const words = wordsOf(text).length;
    if (!line.heading || line.region !== 'body') return false;
    if (words === 0 || words > MAX_PEER_HEADING_WORDS || !PEER_HEADING_TEXT.test(text)) return false;
    const next = nextInColumn(lines, line.index);
    // A headline just above the contact details is not a heading (nor is the name: see `start` below).
    if (!next || CONTACT_HINT.test(next.text)) return false;
    return !mentionsQualification(text);
  };
  const flagged = lines.filter((line) => line.heading && (headings.has(line.index) || candidate(line)));
  const knownFlagged = flagged.filter((line) => headings.has(line.index));
  const sameStyle = (a: DocumentLine, b: DocumentLine) =>
    Math.abs(a.fontSize - b.fontSize) <= FONT_SIZE_TOLERANCE;
  // A line with a date on it or on the next line of its column (a role header's place), read once a line.
  const overDate = new Map<number, boolean>();
  const isOverDate = (line: DocumentLine) => {
    let dated = overDate.get(line.index);
    if (dated === undefined) {
      dated = hasDate(texts[line.index]) || hasDate(nextInColumn(lines, line.index)?.text);
      overDate.set(line.index, dated);
    }
    return dated;
  };
  // "Full Time" / "Part Time" over dated roles under Experience: groups of the section's entries.
  // A dated school under such a line opens a section of its own ("Tickets and Training" / "Walford College
  // 2016" after the work history).
  const entryGroup = (line: DocumentLine) => {
    const next = nextInColumn(lines, line.index)?.text;
    if (!hasDate(next) || namesSchoolOrQualification(next ?? '')) return false;
    const above = [...headings.keys()]
      .filter((index) => index < line.index && lines[index]?.column === line.column)
      .sort((a, b) => b - a)[0];
    return above !== undefined && DATED_KINDS.has(headings.get(above)?.kind ?? 'other');
  };
  // The name and headline above the contact details may be set in a heading style too: unknown headings
  // start below the first known heading or the first contact detail, whichever comes first.
  const contactAt = lines.findIndex((line) => CONTACT_HINT.test(texts[line.index] ?? ''));
  const starts = [...headings.keys(), ...(contactAt >= 0 ? [contactAt] : [])];
  if (starts.length === 0) return;
  const start = Math.min(...starts);
  const found: number[] = [];
  for (const line of flagged) {
    if (line.index <= start || headings.has(line.index) || entryGroup(line)) continue;
    const peers = flagged.filter((other) => sameStyle(other, line));
    if (peers.length < MIN_STYLE_PEERS) continue;
    // The style of the known headings of the line's column (a sidebar's headings are set apart from the
    // main column's: "Harbour Mutual Bank" in the sidebar's style is an employer in the main column).
    const inColumn = knownFlagged.filter((other) => other.column === line.column);
    const styles = inColumn.length > 0 ? inColumn : knownFlagged;
    if (styles.length > 0 && !styles.some((other) => sameStyle(other, line))) continue;
    const roleHeaders = peers.filter(isOverDate);
    // Section headings: the experience and education headings may stand over a dated first entry, but a
    // style most of whose lines do (role titles set as headings) is not theirs.
    const undated = peers.length - roleHeaders.length;
    if (undated < MIN_UNDATED_PEERS || roleHeaders.length > undated + 1) continue;
    found.push(line.index);
  }
  for (const index of found) headings.set(index, { kind: 'other', weak: false, text: texts[index] ?? '' });
}

/** Reads the headings of a document: by alias, then unknown ones styled exactly like the known ones. */
function findHeadings(lines: DocumentLine[], texts: string[]): Map<number, HeadingFound> {
  const candidates = new Map<number, HeadingFound>();
  lines.forEach((_line, index) => {
    const found = aliasHeading(lines, texts, index);
    if (found) candidates.set(index, found);
  });
  const strong = [...candidates.entries()].filter(([, found]) => !found.weak);
  const capsShare = strong.length
    ? strong.filter(([, found]) => isAllCaps(found.text)).length / strong.length
    : 0;
  // Left-aligned headings share one x per column; a candidate indented past it is a sub-heading of a role.
  const headingX = new Map<number, number>();
  for (const column of new Set([...candidates.keys()].map((index) => lines[index]?.column ?? 0))) {
    const xs = [...candidates.keys()]
      .map((index) => lines[index])
      .filter((line): line is DocumentLine => line?.column === column)
      .map((line) => line.x);
    const aligned = [...new Set(xs)]
      .sort((a, b) => a - b)
      .find((x) => xs.filter((other) => other === x).length >= MIN_ALIGNED_HEADINGS);
    if (aligned !== undefined) headingX.set(column, aligned);
  }
  const headings = new Map<number, HeadingFound>();
  for (const [index, found] of candidates) {
    const line = lines[index];
    if (!line) continue;
    const alignedX = headingX.get(line.column);
    if (!line.heading && alignedX !== undefined && line.x > alignedX + INDENT_POINTS) continue;
    if (
      !found.weak ||
      line.heading ||
      (isAllCaps(found.text) && capsShare >= 0.5) ||
      schoolFollows(lines, index, found, alignedX) ||
      listFollows(lines, texts, index, found)
    )
      headings.set(index, found);
  }
  styledPeers(lines, texts, headings);
  const known = [...headings.keys()]
    .map((index) => lines[index])
    .filter((line): line is DocumentLine => !!line);
  if (known.length < 2) return headings;
  const flagged = known.filter((line) => line.heading);
  // The sizes of the known headings of a line's column when it has any (a sidebar's headings are set
  // apart from the main column's, where an employer may share the sidebar's size).
  const flaggedSizes = (column: number) => {
    const own = flagged.filter((line) => line.column === column);
    return (own.length > 0 ? own : flagged).map((line) => line.fontSize);
  };
  // Centred headings start at their own x each: a column whose known headings all stand well right of its
  // margin, at different x, centres them, and an unknown heading there is placed like them when it does too.
  const marginOf = new Map<number, number>();
  for (const line of lines) marginOf.set(line.column, Math.min(marginOf.get(line.column) ?? line.x, line.x));
  const isCentred = (line: DocumentLine) => line.x > (marginOf.get(line.column) ?? 0) + INDENT_POINTS * 4;
  const centredColumns = new Set(
    [...new Set(known.map((line) => line.column))].filter((column) => {
      const inColumn = known.filter((line) => line.column === column);
      const xs = inColumn.map((line) => line.x);
      return xs.length >= 2 && Math.max(...xs) - Math.min(...xs) > X_TOLERANCE && inColumn.every(isCentred);
    }),
  );
  const firstHeading = Math.min(...headings.keys());
  lines.forEach((line, index) => {
    if (headings.has(index) || index <= firstHeading) return;
    const text = withoutIcon(texts[index] ?? '');
    const words = wordsOf(text);
    // A line flagged by its font may be as long as the font rule allows ("What I Bring to a Site"), checked
    // against the known headings' font below; any other line is a few words.
    const maxWords = line.heading ? MAX_FLAGGED_UNKNOWN_WORDS : MAX_UNKNOWN_HEADING_WORDS;
    // A heading flagged by its font may open with an icon that reads as a bullet ("✓ Skills"), and may be
    // written in sentence case ("Lo que sé hacer"); its font is checked against the known headings' below.
    if ((line.bullet && !line.heading) || words.length === 0 || words.length > maxWords) return;
    if (!/^[\p{L}&/ ]+$/u.test(text)) return;
    if (!hasHeadingCase(text) && !(line.heading && /^\p{Lu}/u.test(text))) return;
    if (line.region !== 'body') return;
    const previous = previousInColumn(lines, index);
    const next = nextInColumn(lines, index);
    // Surrounded by content, and not an employer line sitting above a dated role.
    if (!previous || !next || headings.has(next.index)) return;
    if (findDates(next.text, DATE_SEARCH_REFERENCE).length > 0) return;
    const sameFont = flaggedSizes(line.column).some(
      (size) => Math.abs(size - line.fontSize) <= FONT_SIZE_TOLERANCE,
    );
    // Without a font cue, only an ALL-CAPS line placed like the known headings and followed by real content
    // (not the next item of a short list such as "SQL", "AWS").
    const styledLikeHeadings = line.heading
      ? sameFont
      : capsShare >= 0.5 &&
        isAllCaps(text) &&
        text.replace(/[^\p{L}]/gu, '').length >= MIN_UNKNOWN_HEADING_LETTERS &&
        (next.bullet || wordsOf(next.text).length > MAX_UNKNOWN_HEADING_WORDS) &&
        known.some(
          (other) =>
            Math.abs(other.fontSize - line.fontSize) <= FONT_SIZE_TOLERANCE &&
            (Math.abs(other.x - line.x) <= X_TOLERANCE ||
              (centredColumns.has(line.column) && isCentred(line))),
        );
    if (!styledLikeHeadings) return;
    // A degree set like a heading ("MASTER OF ARTS" under Education) is an entry, not a new section.
    if (mentionsQualification(text)) return;
    headings.set(index, { kind: 'other', weak: false, text });
  });
  return headings;
}

/** Lines within this share of the font size of one another's height sit on one row. */
const ROW_TOLERANCE = 0.5;
/** A list item set in columns is a few words. */
const MAX_LIST_ITEM_WORDS = 6;

/**
 * Splits a document into sections. Each column keeps its own current section, so a sidebar's skills never
 * run on into the main column's experience; a full-width line continues the latest section. Text above the
 * first heading of a column is contact details, or a summary where it reads as prose.
 */
export function splitSections(lines: DocumentLine[], texts: string[]): SectionSplit {
  const headings = findHeadings(lines, texts);
  addLabelHeadings(lines, texts, headings);
  const sections: ResumeSection[] = [];
  const preambles = new Set<ResumeSection>();
  const activeByColumn = new Map<number, ResumeSection>();
  let last: ResumeSection | undefined;
  let lastColumn = -1;
  const startPreamble = (column: number) => {
    const section: ResumeSection = { kind: 'contact', heading: '', headingLine: -1, lineIndexes: [] };
    sections.push(section);
    preambles.add(section);
    activeByColumn.set(column, section);
    return section;
  };
  const pageHeaderContact: number[] = [];
  const alternatives = new Map<ResumeSection, SectionKind>();

  // A list set in two columns under one heading ("Core Qualifications" above two columns of skills): the
  // heading tops the left column, and the right column, short items only, sits below it and ends within
  // the left column's list. It continues the left column's section.
  const spanningHeading = (line: DocumentLine): ResumeSection | undefined => {
    if (line.column < 2) return undefined;
    const tolerance = ROW_TOLERANCE * Math.max(line.fontSize, 1);
    // The left column's section whose heading is the nearest above the line.
    const headed = sections.filter((section) => {
      const heading = lines[section.headingLine];
      return (
        heading?.column === line.column - 1 && heading.page === line.page && heading.y - tolerance > line.y
      );
    });
    const left = headed.sort((a, b) => (lines[a.headingLine]?.y ?? 0) - (lines[b.headingLine]?.y ?? 0))[0];
    const lastItem = lines[left?.lineIndexes.at(-1) ?? -1];
    if (!left || !lastItem || lastItem.page !== line.page) return undefined;
    const run: DocumentLine[] = [];
    for (let index = line.index; index < lines.length; index += 1) {
      const next = lines[index];
      if (!next || next.column !== line.column || next.page !== line.page) break;
      run.push(next);
    }
    const within = (run.at(-1)?.y ?? 0) >= lastItem.y - tolerance;
    const items = run.every((item) => wordsOf(texts[item.index] ?? '').length <= MAX_LIST_ITEM_WORDS);
    return within && items ? left : undefined;
  };
  // Cards set side by side under one heading ("Roles" over two columns of role cards): a column with no
  // section of its own whose first line sits below the heading of the column at its left, that heading
  // lower on the page than the full-width section's, continues that heading's section.
  const besideHeading = (line: DocumentLine): ResumeSection | undefined => {
    if (line.column < 2) return undefined;
    const left = activeByColumn.get(line.column - 1);
    const leftHeading = lines[left?.headingLine ?? -1];
    if (!left || !leftHeading || leftHeading.page !== line.page || leftHeading.y <= line.y) return undefined;
    const full = lines[activeByColumn.get(0)?.headingLine ?? -1];
    return !full || full.page !== line.page || full.y > leftHeading.y ? left : undefined;
  };
  lines.forEach((line, index) => {
    const heading = headings.get(index);
    const text = texts[index] ?? '';
    if (heading) {
      const section: ResumeSection = {
        kind: heading.kind,
        heading: heading.rest === undefined ? text : heading.text,
        headingLine: index,
        lineIndexes: heading.rest === undefined ? [] : [index],
      };
      sections.push(section);
      if (heading.alternative) alternatives.set(section, heading.alternative);
      activeByColumn.set(line.column, section);
      last = section;
      lastColumn = line.column;
      return;
    }
    if ((line.region === 'header' || line.region === 'footer') && CONTACT_HINT.test(text)) {
      pageHeaderContact.push(index);
      return;
    }
    let target: ResumeSection | undefined;
    if (line.column === lastColumn || line.column === 0) target = last;
    // A column's first lines continue the full-width section above them (a skills list set in two
    // columns under its heading); at the top of the page they open the column's own preamble.
    else
      target =
        activeByColumn.get(line.column) ??
        spanningHeading(line) ??
        besideHeading(line) ??
        activeByColumn.get(0);
    target ??= startPreamble(line.column);
    target.lineIndexes.push(index);
    last = target;
    lastColumn = line.column;
  });

  // An ambiguous heading ("Qualifications") reads as its other kind when no line names a degree or a school.
  for (const [section, alternative] of alternatives) {
    if (!section.lineIndexes.some((index) => mentionsQualification(texts[index] ?? '')))
      section.kind = alternative;
  }

  // A preamble is contact details, or a summary when it reads as prose; a block of both is split.
  const finalSections: ResumeSection[] = [];
  for (const section of sections) {
    if (!preambles.has(section)) {
      finalSections.push(section);
      continue;
    }
    const firstProse = section.lineIndexes.findIndex(
      (index) => isProse(texts[index] ?? '') && !CONTACT_HINT.test(texts[index] ?? ''),
    );
    if (firstProse === -1) finalSections.push(section);
    else if (firstProse === 0) finalSections.push({ ...section, kind: 'summary' });
    else {
      finalSections.push({ ...section, lineIndexes: section.lineIndexes.slice(0, firstProse) });
      finalSections.push({ ...section, kind: 'summary', lineIndexes: section.lineIndexes.slice(firstProse) });
    }
  }
  if (pageHeaderContact.length) {
    const contactSection = finalSections.find((section) => section.kind === 'contact');
    if (contactSection)
      contactSection.lineIndexes = [...contactSection.lineIndexes, ...pageHeaderContact].sort(
        (a, b) => a - b,
      );
    else
      finalSections.push({ kind: 'contact', heading: '', headingLine: -1, lineIndexes: pageHeaderContact });
  }
  const firstLine = (section: ResumeSection) =>
    section.headingLine >= 0 ? section.headingLine : (section.lineIndexes[0] ?? Number.MAX_SAFE_INTEGER);
  finalSections.sort((a, b) => firstLine(a) - firstLine(b));

  const sectionOfLine: SectionKind[] = lines.map(() => 'other');
  for (const section of finalSections) {
    if (section.headingLine >= 0) sectionOfLine[section.headingLine] = section.kind;
    for (const index of section.lineIndexes) sectionOfLine[index] = section.kind;
  }
  const contactLines = finalSections
    .filter((section) => section.kind === 'contact')
    .flatMap((section) => section.lineIndexes)
    .sort((a, b) => a - b);
  return { sections: finalSections, sectionOfLine, contactLines };
}
