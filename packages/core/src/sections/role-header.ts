import type { DateMatch } from './dates';
import { EMPLOYER_WORDS, hasWord, isTitleWord, TITLE_WORDS } from './lexicon';
import { findLocations, trailingCountry } from './locations';
import { wordsOf } from './text';

/**
 * Reads title, employer and location out of the header lines of one role ("Senior Engineer | Acme Inc |
 * London, UK | 2019 - 2021", "Company Name – City , State" + "Title , 01/2019 to Current", "Analyst at
 * Globex (2018-2020)"). A field stays undefined when the layout does not make it clear.
 */

/**
 * Separators between fields on one line; a gap of 3+ spaces is a column gap kept by the PDF reader, and a
 * private-use character is an icon-font glyph (a briefcase or a dot drawn between title and employer).
 */
const FIELD_SEPARATOR = /\s*(?:\||•|·|–|—|\s-\s|\s{3,}|\t|;|[\uE000-\uF8FF])\s*/;
const AT_EMPLOYER = /^(.+?)\s+(?:at|@)\s+(.+)$/i;
/** "Secondo chef presso Osteria del Portico", "Sommelier chez …", "Tischler bei …": the word says which is which. */
const AT_EMPLOYER_FOREIGN = /^(\p{Lu}.*?)\s+(?:presso|chez|bei|bij)\s+(\p{Lu}.+)$/u;
/** A title before such a word is a few words. */
const MAX_AT_TITLE_WORDS = 6;
const EMPLOYER_PLACEHOLDER = /\bcompany name\b/i;
/** A title or an employer name is at most this many words. */
const MAX_FIELD_WORDS = 12;
const DANGLING = /^[\s,.:;()[\]/-]+|[\s,:;([/-]+$/g;

/** The fields of a role header. */
export interface RoleHeaderFields {
  title?: string;
  employer?: string;
  location?: string;
  /** Name-like segments left unassigned, in reading order (for the section's layout to decide). */
  openNames?: string[];
  /** When both title and employer were read: whether the title came first. */
  titleFirst?: boolean;
}

interface Segment {
  text: string;
  /** Set when the layout says what the segment is ("X at Y"). */
  role?: 'title' | 'employer';
  /** Set for the last segment of a header line that holds another segment before it. */
  endsLine?: boolean;
}

function titleScore(text: string): number {
  const words = wordsOf(text)
    .flatMap((word) => word.split(/[/.]|-(?=\p{Lu})/u))
    .filter(Boolean);
  const last = words.at(-1) ?? '';
  let score = 0;
  for (const word of words) if (isTitleWord(word)) score += 1;
  if (isTitleWord(last)) score += 2;
  // "Director of Sales", "Coordinator of College & Career Readiness": the title word leads.
  if (isTitleWord(words[0] ?? '') && /^of$/i.test(words[1] ?? '')) score += 2;
  return score;
}

function employerScore(text: string): number {
  if (EMPLOYER_PLACEHOLDER.test(text)) return 4;
  // Compounds name their kind in their last part ("Tierarzt-Praxis", "Stadt-Klinikum").
  const words = wordsOf(text).map((word) => word.split(/-(?=\p{Lu})/u).at(-1) ?? word);
  const last = words.at(-1) ?? '';
  let score = 0;
  for (const word of words) if (hasWord(EMPLOYER_WORDS, word)) score += 1;
  if (hasWord(EMPLOYER_WORDS, last)) score += 2;
  if (/&/.test(text) && !/\//.test(text)) score += 1;
  return score;
}

function tidy(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(DANGLING, '')
    .trim();
}

const ORDINAL = /^\d+(?:st|nd|rd|th)$/i;
/** A sentence-case title is at most this many words. */
const MAX_SENTENCE_CASE_TITLE_WORDS = 5;

/** Linking words of a sentence-case title ("Técnico de laboratorio", "Aide à domicile"), second word only. */
const TITLE_LINKS = new Set(['de', 'del', 'di', 'du', 'da', 'do', 'des', 'della', 'à', 'en']);
/** Such a title is at most this many words. */
const MAX_LINKED_TITLE_WORDS = 4;

/** True when a segment reads like a name (capitalised words), not a sentence fragment. */
function isNameLike(text: string): boolean {
  const words = wordsOf(text).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > MAX_FIELD_WORDS) return false;
  const capitalised = words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length;
  // An ordinal may lead ("1st Year Analyst", "2nd Officer").
  const first = words.find((word) => !ORDINAL.test(word)) ?? '';
  if (!/^[^\p{L}]*\p{Lu}/u.test(first)) return false;
  // French, Spanish, Italian and Portuguese titles are written in sentence case ("Chargée de marketing
  // digital", "Auxiliar de enfermería"): a short phrase led by a title word is a name too.
  if (words.length <= MAX_SENTENCE_CASE_TITLE_WORDS && isTitleWord(first)) return true;
  // And one naming its field after a linking word, whatever the title's noun ("Vigilante de seguridad",
  // "Encargada de tienda", "Motorista de autocarro").
  if (words.length <= MAX_LINKED_TITLE_WORDS && TITLE_LINKS.has((words[1] ?? '').toLowerCase())) return true;
  return capitalised / words.length >= 0.5;
}

/** A header's title, employer and town. */
const MAX_OPEN_NAMES = 3;
/** A town is at most this many words. */
const MAX_PLACE_WORDS = 3;

/** A town's name: a few capitalised words (hyphenated parts too), none a title's or an employer's word. */
export function isPlaceName(text: string): boolean {
  const words = wordsOf(text);
  if (words.length === 0 || words.length > MAX_PLACE_WORDS || /[\d&]/.test(text)) return false;
  if (!words.every((word) => /^\p{Lu}[\p{L}’'-]*$/u.test(word))) return false;
  return titleScore(text) === 0 && employerScore(text) === 0;
}

/** Legal-form words that end an employer's name ("Google Inc", "Acme Group"). */
const LEGAL_SUFFIX =
  /^(?:inc|llc|llp|ltd|limited|corp|corporation|co|company|gmbh|ag|plc|pvt|pty|group|holdings|bank)\.?$/i;

/**
 * Splits a run-on "Title Employer" with no separator: around the "Company Name" placeholder, or after the
 * last title word when the run ends in a legal form ("Senior Engineer Globex Inc").
 */
function splitRunOn(piece: string): string[] {
  const placeholder = EMPLOYER_PLACEHOLDER.exec(piece);
  if (placeholder) {
    return [
      piece.slice(0, placeholder.index),
      placeholder[0],
      piece.slice(placeholder.index + placeholder[0].length),
    ].map(tidy);
  }
  const words = wordsOf(piece);
  let lastTitle = -1;
  words.forEach((word, position) => {
    if (word.split('/').some((part) => isTitleWord(part))) lastTitle = position;
  });
  if (lastTitle < 0 || lastTitle === words.length - 1) return [piece];
  const rest = words.slice(lastTitle + 1);
  // The rest must end like an employer (a legal form), or name one and be more than a single word.
  const endsLikeEmployer = LEGAL_SUFFIX.test(rest.at(-1) ?? '') && rest.length >= 2;
  const namesEmployer = rest.some((word) => hasWord(EMPLOYER_WORDS, word)) && /^\p{Lu}/u.test(rest[0] ?? '');
  if (!endsLikeEmployer && !namesEmployer) return [piece];
  if (/^(?:of|for|and|&|in|at)$/i.test(rest[0] ?? '')) return [piece];
  return [words.slice(0, lastTitle + 1).join(' '), rest.join(' ')];
}

function splitSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of text.split(FIELD_SEPARATOR).flatMap(splitRunOn)) {
    const piece = tidy(part);
    if (!piece || !/\p{L}/u.test(piece) || /^(?:to|from|since|until|present|current)$/i.test(piece)) continue;
    const english = AT_EMPLOYER.exec(piece);
    const foreign = AT_EMPLOYER_FOREIGN.exec(piece);
    const at =
      english && titleScore(english[1] ?? '') > 0
        ? english
        : foreign && wordsOf(foreign[1] ?? '').length <= MAX_AT_TITLE_WORDS
          ? foreign
          : undefined;
    if (at) {
      segments.push(
        { text: tidy(at[1] ?? ''), role: 'title' },
        { text: tidy(at[2] ?? ''), role: 'employer' },
      );
      continue;
    }
    const comma = piece.indexOf(',');
    if (comma > 0) {
      // "Senior Engineer, Acme Inc": split only when the two sides read differently.
      const left = piece.slice(0, comma);
      const right = piece.slice(comma + 1);
      const leftTitle = titleScore(left) > employerScore(left);
      const rightEmployer = employerScore(right) > titleScore(right);
      const leftEmployer = employerScore(left) > titleScore(left);
      const rightTitle = titleScore(right) > employerScore(right);
      if ((leftTitle && rightEmployer) || (leftEmployer && rightTitle)) {
        segments.push({ text: tidy(left) }, { text: tidy(right) });
        continue;
      }
    }
    segments.push({ text: piece });
  }
  return segments;
}

/**
 * "Acme Corp, Berlin.": a last comma part of one to three capitalised words naming neither an employer nor a
 * title is the employer's town.
 */
export function splitTrailingPlace(fields: RoleHeaderFields): void {
  const employer = fields.employer ?? '';
  const comma = employer.lastIndexOf(',');
  if (comma <= 0) return;
  const place = tidy(employer.slice(comma + 1).replace(/\.$/, ''));
  const words = wordsOf(place);
  // "Geelong VIC", "Austin TX": a town and the code of its state or territory.
  const isPlaceWord = (word: string, index: number) =>
    /^\p{Lu}\p{Ll}/u.test(word) || (index > 0 && index === words.length - 1 && /^\p{Lu}{2,3}$/u.test(word));
  if (words.length === 0 || words.length > 3 || !words.every(isPlaceWord)) return;
  if (words.some((word) => hasWord(EMPLOYER_WORDS, word) || hasWord(TITLE_WORDS, word))) return;
  fields.employer = tidy(employer.slice(0, comma));
  fields.location ??= place;
}

/**
 * "Tecnico di laboratorio, Azienda Ospedaliera Euganea, Padova" read as one title with no employer: the
 * title is the first comma part when the second names an employer by its words (and no title word).
 */
function splitTitleList(fields: RoleHeaderFields): void {
  const parts = (fields.title ?? '').split(/\s*,\s*/).map((part) => tidy(part));
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !/\p{L}/u.test(part))) return;
  const [title = '', employer = '', place] = parts;
  if (titleScore(title) === 0 || employerScore(employer) === 0 || titleScore(employer) > 0) return;
  if (place !== undefined && wordsOf(place).length > 3) return;
  fields.title = title;
  fields.employer = place === undefined ? employer : `${employer}, ${place}`;
}

/** A field of a comma list is at most this many words ("Title, Employer, Town"). */
const MAX_LIST_FIELD_WORDS = 6;

/**
 * "Job title, Employer, Town." as the only text of a header, with no word saying which part is which: the
 * first two parts are the title and the employer (their order is left to the section's other roles), a short
 * third part is the place. Parts may start in lower case (Spanish, French and Italian titles do).
 */
function readCommaList(segments: Segment[], fields: RoleHeaderFields): void {
  const texts = segments.filter((segment) => !segment.role && /\p{L}/u.test(segment.text));
  if (texts.length !== 1) return;
  const parts = (texts[0]?.text ?? '')
    .split(/\s*,\s*/)
    .map((part) => tidy(part.replace(/\.$/, '')))
    .filter((part) => /\p{L}/u.test(part));
  if (parts.length < 2 || parts.length > 3) return;
  if (parts.some((part) => wordsOf(part).length > MAX_LIST_FIELD_WORDS)) return;
  if (parts.length === 3 && wordsOf(parts[2] ?? '').length > 3) return;
  fields.openNames = parts.slice(0, 2);
  if (parts[2]) fields.location ??= parts[2];
}

/**
 * Title, employer and location from a role's header lines. `dates` are the date matches found on each line
 * (same order as `texts`); their text is cut out first so it cannot read as a field.
 */
export function readRoleHeader(texts: string[], dates: DateMatch[][]): RoleHeaderFields {
  const fields: RoleHeaderFields = {};
  const segments: Segment[] = [];
  texts.forEach((text, lineNumber) => {
    let rest = text;
    for (const match of [...(dates[lineNumber] ?? [])].sort((a, b) => b.index - a.index)) {
      rest = `${rest.slice(0, match.index)} | ${rest.slice(match.index + match.length)}`;
    }
    const locations = findLocations(rest);
    // "Software Engineer UK": a country after a title or an employer, with no comma.
    const country = locations.length === 0 ? trailingCountry(tidy(rest)) : undefined;
    if (country) {
      const before = tidy(rest).slice(0, country.index);
      const lastWord = wordsOf(before).at(-1) ?? '';
      if (hasWord(TITLE_WORDS, lastWord) || hasWord(EMPLOYER_WORDS, lastWord)) {
        locations.push({ ...country, index: rest.indexOf(tidy(rest)) + country.index });
      }
    }
    if (locations[0]) fields.location ??= locations[0].text;
    for (const location of locations.reverse()) {
      rest = `${rest.slice(0, location.index)} | ${rest.slice(location.index + location.length)}`;
    }
    const own = splitSegments(rest);
    if (own.length > 1) own[own.length - 1] = { ...own[own.length - 1]!, endsLine: true };
    segments.push(...own);
  });

  // "Sales Assistant, Hooli": with no employer named elsewhere, a title, a comma and a plain name.
  if (!segments.some((segment) => segment.role === 'employer' || employerScore(segment.text) > 0)) {
    const position = segments.findIndex((segment) => !segment.role && segment.text.includes(','));
    const segment = segments[position];
    if (segment) {
      const comma = segment.text.indexOf(',');
      const left = tidy(segment.text.slice(0, comma));
      const right = tidy(segment.text.slice(comma + 1));
      const lastWord = wordsOf(left).at(-1) ?? '';
      if (hasWord(TITLE_WORDS, lastWord) && titleScore(right) === 0 && isNameLike(right)) {
        segments.splice(position, 1, { text: left, role: 'title' }, { text: right, role: 'employer' });
      }
    }
  }
  const explicitTitle = segments.find((segment) => segment.role === 'title');
  const explicitEmployer = segments.find((segment) => segment.role === 'employer');
  if (explicitTitle) fields.title = explicitTitle.text;
  if (explicitEmployer) fields.employer = explicitEmployer.text;
  const open = segments.filter((segment) => !segment.role && isNameLike(segment.text));
  const scored = open.map((segment) => ({
    segment,
    title: titleScore(segment.text),
    employer: employerScore(segment.text),
  }));
  if (!fields.title) {
    const best = scored
      .filter((entry) => entry.title > 0 && entry.title >= entry.employer)
      .sort((a, b) => b.title - a.title)[0];
    if (best) fields.title = best.segment.text;
  }
  if (!fields.employer) {
    const best = scored
      .filter(
        (entry) => entry.segment.text !== fields.title && entry.employer > 0 && entry.employer > entry.title,
      )
      .sort((a, b) => b.employer - a.employer)[0];
    if (best) fields.employer = best.segment.text;
  }
  const unclaimed = scored.filter(
    (entry) =>
      entry.segment.text !== fields.title && entry.segment.text !== fields.employer && entry.title === 0,
  );
  // One field known and exactly one plain name left: the layout makes the other field clear.
  if (fields.title && !fields.employer && unclaimed.length === 1)
    fields.employer = unclaimed[0]?.segment.text;
  else if (fields.employer && !fields.title && unclaimed.length === 1 && unclaimed[0]?.employer === 0)
    fields.title = unclaimed[0]?.segment.text;
  else if (fields.title && !fields.employer && unclaimed.length > 1) {
    // "Lead Developer" / "Acme Labs - Product X": the name right after the title is its employer.
    const titleAt = segments.findIndex((segment) => segment.text === fields.title);
    const next = segments[titleAt + 1];
    if (next && unclaimed.some((entry) => entry.segment === next)) fields.employer = next.text;
  }
  // "Réceptionniste de nuit" / "Hôtel Les Marquisats · Annecy": a header of three names that the words left
  // undecided, one of them a short name ending a line after another: that one is the town.
  let place: Segment | undefined;
  if ((!fields.title || !fields.employer) && !fields.location && open.length === MAX_OPEN_NAMES) {
    place = open.find(
      (segment) =>
        segment.endsLine &&
        segment.text !== fields.title &&
        segment.text !== fields.employer &&
        isPlaceName(segment.text),
    );
    const others = unclaimed.filter((entry) => entry.segment !== place);
    if (place && fields.title && !fields.employer && others.length === 1)
      fields.employer = others[0]?.segment.text;
    else if (place && fields.employer && !fields.title && others.length === 1 && others[0]?.employer === 0)
      fields.title = others[0]?.segment.text;
    else if (place && (fields.title || fields.employer)) place = undefined;
    if (place) fields.location = place.text;
  }
  if (fields.title && !fields.employer) splitTitleList(fields);
  if (fields.employer) splitTrailingPlace(fields);
  if (fields.title && fields.employer) {
    const titleAt = segments.findIndex((segment) => segment.text === fields.title);
    const employer = fields.employer;
    const employerAt = segments.findIndex((segment) => segment.text.startsWith(employer));
    fields.titleFirst = titleAt < employerAt;
  }
  const openNames = unclaimed
    .filter((entry) => entry.segment !== place)
    .map((entry) => entry.segment.text)
    .filter((text) => text !== fields.title && text !== fields.employer);
  if (openNames.length) fields.openNames = openNames;
  if (!fields.title && !fields.employer) readCommaList(segments, fields);
  return fields;
}
