import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';
import { DATE_SEARCH_REFERENCE, findDates } from './dates';
import { matchHeadingText } from './headings';
import { hasWord, NOT_NAME_WORDS, TITLE_WORDS } from './lexicon';
import { countryOfDomain, findLocation, findTownAlone, isKnownTown } from './locations';
import type { ContactInfo } from './types';
import { wordsOf } from './text';

/** Phone numbers have at least this many digits once dates are set aside, and at most E.164's 15. */
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
/** Countries tried, in order, for a number written without a country code and no hint where it is from. */
const FALLBACK_COUNTRIES: CountryCode[] = ['US', 'GB', 'IN', 'DE', 'CA', 'AU', 'FR'];
/** A name has two to four words. */
const NAME_WORDS = [2, 4] as const;
/** Lines from the top of the contact block searched for the name. */
const NAME_SEARCH_LINES = 6;

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/gu;
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>()|,;"']+/gi;
const PROFILE_HOSTS =
  /\b(?:[\w-]+\.)*(?:linkedin\.com|github\.com|github\.io|gitlab\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com|twitter\.com|kaggle\.com|about\.me|artstation\.com)(?:\/[^\s<>()|,;"']*)?/gi;
const BARE_DOMAIN =
  /(?<![@\w.])(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|co|ai|app|tech|site|online|xyz|info|page|design|uk|in|de)\b(?:\/[^\s<>()|,;"']*)?/gi;
const PHONE_CANDIDATE = /(?:\+|\b00)?\(?\d[\d\s().\-–‐‑‒−]{5,}\d/g;
const PHONE_LABEL =
  /\b(?:phone|tel|telephone|mobile|mob|cell|contact|whatsapp|ph)\b\.?\s*(?:no\.?|number|#)?\s*[:.]?/i;
const NAME_PARTICLES = new Set([
  'de',
  'van',
  'von',
  'der',
  'den',
  'da',
  'di',
  'del',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'bin',
  'al',
  'el',
  'ten',
  'ter',
]);
const PORTFOLIO_HOSTS =
  /(?:behance\.net|dribbble\.com|github\.io|artstation\.com|about\.me|wixsite\.com|squarespace\.com|carbonmade\.com)/i;
const SOCIAL_HOSTS =
  /(?:twitter\.com|(?<![\w-])x\.com|facebook\.com|instagram\.com|medium\.com|stackoverflow\.com|kaggle\.com|gitlab\.com|youtube\.com)/i;

/** Where to look: every line for emails and links; these lines for phones, the location and the name. */
export interface ContactScope {
  texts: string[];
  /** Lines of the contact block, top first (text above the first heading, contact sections, page headers). */
  contactLines: number[];
  /** Lines about other people (references, supervisors): their emails and phones are not the candidate's. */
  otherPeopleLines?: number[];
}

/** A line naming someone else's contact details: a referee, a supervisor, a manager to call. */
const OTHER_PERSON =
  /\b(?:supervisor|reference|referee|referees|references|contact person|ansprechpartner|referenz|référence|referencia|referência|referente)\b/i;
/** What follows a number that is an amount of time, not a phone ("40 hrs/w", "20 hours per week"). */
const NOT_PHONE_AFTER =
  /^\s*(?:hrs?|hours?|h\/w|h\b|%|years?|yrs?|months?|stunden|std|heures|horas|ore|uur)/i;
/** Letter-spaced text ("j o h n . d o e @ m a il . c o m"): most tokens one character long. */
const MIN_SPACED_TOKENS = 6;
const SPACED_SHARE = 0.7;

/** The text with the spaces of letter spacing taken out, when it is letter-spaced; else the text. */
export function withoutLetterSpacing(text: string): string {
  const tokens = text.split(' ').filter(Boolean);
  if (tokens.length < MIN_SPACED_TOKENS) return text;
  const single = tokens.filter((token) => [...token].length === 1).length;
  return single >= SPACED_SHARE * tokens.length ? tokens.join('') : text;
}

/** A label on a line of its own (a form-like table: "Phone" in one cell, the number in the next). */
const PHONE_LABEL_ALONE =
  /^(?:phone|tel|telephone|mobile|cell|telefon|handy|téléphone|portable|teléfono|móvil|celular|telefone|telemóvel|cellulare|telefoon|mobiel)\s*(?:number|no\.?)?\s*:?$/i;
const NAME_LABEL_ALONE = /^(?:name|full name|nom|nombre|nome|naam)\s*:?$/i;
/** A name line may carry a label before it or the word "Resume" after it. */
const NAME_LABEL_BEFORE = /^(?:name|nom|nombre|nome|naam)\s*[:\-–]?\s+/i;
const RESUME_WORD_AFTER = /\s*[-–—|,:]?\s*(?:resume|résumé|curriculum vitae|cv|lebenslauf)\s*$/i;

function linkKind(url: string, inContactBlock: boolean): ContactInfo['links'][number]['kind'] {
  if (/linkedin\.com/i.test(url)) return 'linkedin';
  if (/github\.com/i.test(url)) return 'github';
  if (PORTFOLIO_HOSTS.test(url)) return 'portfolio';
  if (inContactBlock && !SOCIAL_HOSTS.test(url)) return 'portfolio';
  return 'other';
}

function trimUrl(url: string): string {
  return url.replace(/[.,;:!?)\]]+$/, '');
}

/** Digits left once any dates ("2019 - 2021", "01/2019") are taken out of a candidate. */
function digitsOutsideDates(candidate: string): number {
  let rest = candidate;
  for (const match of findDates(candidate, DATE_SEARCH_REFERENCE).reverse()) {
    rest = rest.slice(0, match.index) + rest.slice(match.index + match.length);
  }
  return rest.replace(/\D/g, '').length;
}

function readPhone(
  raw: string,
  guess: CountryCode | undefined,
): { e164?: string; country?: string } | undefined {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) return undefined;
  if (digitsOutsideDates(raw) < MIN_PHONE_DIGITS) return undefined;
  const international = raw.replace(/^00/, '+');
  const describe = (phone: PhoneNumber) => ({
    e164: phone.number,
    ...(phone.country ? { country: phone.country } : {}),
  });
  if (international.startsWith('+')) {
    const phone = parsePhoneNumberFromString(international);
    return phone?.isPossible() ? describe(phone) : undefined;
  }
  if (guess) {
    const phone = parsePhoneNumberFromString(raw, guess);
    if (phone?.isPossible()) return describe(phone);
  }
  const valid = FALLBACK_COUNTRIES.map((country) => parsePhoneNumberFromString(raw, country)).filter(
    (phone): phone is PhoneNumber => phone !== undefined && phone.isValid(),
  );
  const first = valid[0];
  // North American numbers have a distinctive shape (no trunk 0); elsewhere only an unambiguous reading counts.
  if (first && (first.country === 'US' || first.country === 'CA' || valid.length === 1))
    return describe(first);
  const possible = FALLBACK_COUNTRIES.some((country) =>
    parsePhoneNumberFromString(raw, country)?.isPossible(),
  );
  return possible ? {} : undefined;
}

/** True when the line looks like a person's name: 2-4 capitalised words, no digits, not a heading or a title. */
export function looksLikeName(text: string): boolean {
  if (/[\d@/\\:]/.test(text) || matchHeadingText(text)) return false;
  const words = wordsOf(text);
  const core = words.filter((word) => !NAME_PARTICLES.has(word.toLowerCase()));
  if (core.length < NAME_WORDS[0] || words.length > NAME_WORDS[1]) return false;
  for (const word of core) {
    if (!/^\p{Lu}[\p{L}'’-]*\.?$/u.test(word)) return false;
    if (hasWord(NOT_NAME_WORDS, word) || hasWord(TITLE_WORDS, word)) return false;
  }
  if (findLocation(text)) return false;
  return true;
}

/** The name part of a header line such as "Jane Doe | Data Analyst". */
function nameCandidate(text: string): string {
  const unlabelled = text.replace(NAME_LABEL_BEFORE, '').replace(RESUME_WORD_AFTER, '');
  const first = unlabelled.split(/\s*(?:\||•|·|–|—|,|\s{3,}|\s-\s)\s*/)[0] ?? '';
  return first.trim();
}

/**
 * The country the contact details point to (ISO 3166 alpha-2): the location's, else the email domain's,
 * else a phone number's. Undefined when nothing says.
 */
export function contactCountry(
  contact: Pick<ContactInfo, 'location' | 'emails' | 'phones'>,
): string | undefined {
  const locationCountry = contact.location
    ? (findLocation(contact.location.text) ?? findTownAlone(contact.location.text))?.country
    : undefined;
  const emailCountry = contact.emails
    .map((email) => countryOfDomain(email.value.split('@')[1] ?? ''))
    .find(Boolean);
  return locationCountry ?? emailCountry ?? contact.phones.find((phone) => phone.country)?.country;
}

/**
 * The phone-shaped runs of a line, links and emails left out: each as read (cut at a column gap of three
 * spaces or more, since a ZIP code and an hours figure are not one number), whether that is the whole run,
 * and the text after it.
 */
function* phoneCandidates(text: string): Generator<{ raw: string; whole: boolean; after: string }> {
  const withoutLinks = text.replace(EMAIL, ' ').replace(URL_WITH_SCHEME, ' ').replace(PROFILE_HOSTS, ' ');
  for (const match of withoutLinks.matchAll(PHONE_CANDIDATE)) {
    const raw = (match[0].split(/\s{3,}/)[0] ?? '').trim().replace(/[\s.\-–(]+$/, '');
    yield { raw, whole: raw === match[0].trim(), after: withoutLinks.slice(match.index + match[0].length) };
  }
}

/**
 * Contact details: emails and profile links from anywhere; phones from the contact block and labelled
 * lines; location and name from the contact block. Phones without a country code are read with a country
 * guessed from the location or the email's domain, else left without an E.164 form when ambiguous.
 */
export function extractContact(scope: ContactScope): ContactInfo {
  const { contactLines } = scope;
  const inBlock = new Set(contactLines);
  // Contact lines set letter by letter are read without the letter spacing.
  const texts = scope.texts.map((text, index) => (inBlock.has(index) ? withoutLetterSpacing(text) : text));
  const otherPeople = new Set(scope.otherPeopleLines ?? []);
  texts.forEach((text, index) => {
    if (!inBlock.has(index) && OTHER_PERSON.test(text)) otherPeople.add(index);
  });
  const contact: ContactInfo = { emails: [], phones: [], links: [], lineIndexes: [] };
  const used = new Set<number>();
  const seenLinks = new Set<string>();

  texts.forEach((text, lineIndex) => {
    const emails = otherPeople.has(lineIndex) ? [] : (text.match(EMAIL) ?? []);
    for (const value of emails) {
      if (!contact.emails.some((email) => email.value.toLowerCase() === value.toLowerCase())) {
        contact.emails.push({ value, lineIndex });
      }
      used.add(lineIndex);
    }
    const withoutEmails = emails.reduce((rest, email) => rest.replace(email, ' '), text);
    const patterns = inBlock.has(lineIndex)
      ? [URL_WITH_SCHEME, PROFILE_HOSTS, BARE_DOMAIN]
      : [URL_WITH_SCHEME, PROFILE_HOSTS];
    const urls = patterns
      .flatMap((pattern) => [...withoutEmails.matchAll(pattern)])
      .sort((a, b) => a.index - b.index);
    for (const found of urls) {
      const url = trimUrl(found[0]);
      const key = url
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/$/, '');
      if ([...seenLinks].some((seen) => seen.includes(key) || key.includes(seen))) continue;
      seenLinks.add(key);
      contact.links.push({ kind: linkKind(url, inBlock.has(lineIndex)), url, lineIndex });
      used.add(lineIndex);
    }
  });

  for (const lineIndex of contactLines) {
    const location = findLocation(texts[lineIndex] ?? '');
    if (location) {
      contact.location = { text: location.text, lineIndex };
      used.add(lineIndex);
      break;
    }
  }
  // A town named alone ("tobias@example.com · 0117 496 0732 · Bristol"), known from the list of towns. A
  // line that is a person's name is left out: people are named after towns ("Florence Lincoln").
  if (!contact.location) {
    for (const lineIndex of contactLines) {
      const line = (texts[lineIndex] ?? '').trim();
      if (otherPeople.has(lineIndex) || (looksLikeName(line) && !isKnownTown(line))) continue;
      const town = findTownAlone(texts[lineIndex] ?? '');
      if (town) {
        contact.location = { text: town.text, lineIndex };
        used.add(lineIndex);
        break;
      }
    }
  }

  let guess = contactCountry(contact) as CountryCode | undefined;
  // The line of the candidate's first email is a line of their contact details wherever it stands (a
  // strip at the foot of the page, a footer).
  const ownEmailLine = contact.emails[0]?.lineIndex;
  const phoneLines = texts
    .map((text, lineIndex) => ({ text, lineIndex }))
    .filter(
      ({ text, lineIndex }) =>
        !otherPeople.has(lineIndex) &&
        (inBlock.has(lineIndex) ||
          lineIndex === ownEmailLine ||
          PHONE_LABEL.test(text) ||
          PHONE_LABEL_ALONE.test(texts[lineIndex - 1] ?? '')),
    );
  for (const { text, lineIndex } of phoneLines) {
    for (const { raw, whole, after } of phoneCandidates(text)) {
      if (whole && NOT_PHONE_AFTER.test(after)) continue;
      const read = readPhone(raw, guess);
      if (!read) {
        if ((inBlock.has(lineIndex) || lineIndex === ownEmailLine) && raw.replace(/\D/g, '').length >= 6)
          contact.phoneLike ??= { text: raw, lineIndex };
        continue;
      }
      if (contact.phones.some((phone) => phone.raw.replace(/\D/g, '') === raw.replace(/\D/g, ''))) continue;
      contact.phones.push({ raw, ...read, lineIndex });
      guess ??= read.country as CountryCode | undefined;
      used.add(lineIndex);
    }
  }

  if (contact.phones.length === 0 && !contact.phoneLike) {
    // No phone in the contact block: a sidebar or a footer of a designed resume may hold it. Elsewhere only
    // a number written the international way ("+" and 7 digits or more) is taken for a phone, and one that
    // cannot be dialled is reported as such, never as no phone at all.
    const searched = new Set(phoneLines.map((line) => line.lineIndex));
    for (const [lineIndex, text] of texts.entries()) {
      if (searched.has(lineIndex) || otherPeople.has(lineIndex) || contact.phones.length > 0) continue;
      for (const { raw, after } of phoneCandidates(text)) {
        if (!raw.startsWith('+') || raw.replace(/\D/g, '').length < 7) continue;
        if (NOT_PHONE_AFTER.test(after)) continue;
        const read = readPhone(raw, guess);
        if (read) {
          contact.phones.push({ raw, ...read, lineIndex });
          used.add(lineIndex);
          break;
        }
        contact.phoneLike ??= { text: raw, lineIndex };
      }
    }
  }

  for (const lineIndex of contactLines.slice(0, NAME_SEARCH_LINES)) {
    const candidate = nameCandidate(texts[lineIndex] ?? '');
    if (looksLikeName(candidate)) {
      contact.name = { text: candidate, lineIndex };
      used.add(lineIndex);
      break;
    }
  }

  if (!contact.name) {
    // A name set on two lines, first name above last name ("JOHN" / "DOE").
    const top = contactLines.slice(0, NAME_SEARCH_LINES);
    for (const [position, lineIndex] of top.entries()) {
      const next = top[position + 1];
      if (next !== lineIndex + 1) continue;
      const first = nameCandidate(texts[lineIndex] ?? '');
      const second = nameCandidate(texts[next] ?? '');
      if (wordsOf(first).length !== 1 || wordsOf(second).length !== 1) continue;
      if (looksLikeName(`${first} ${second}`)) {
        contact.name = { text: `${first} ${second}`, lineIndex };
        used.add(lineIndex).add(next);
        break;
      }
    }
  }

  if (contact.phones.length > 0) delete contact.phoneLike;
  else if (!contact.phoneLike) {
    // Placeholders such as "+1 (xxx) xxx-xxxx" in the contact block.
    const placeholder = contactLines
      .map((lineIndex) => ({
        lineIndex,
        match: /\+?\d*\s*\([x0-9]{3}\)\s*[x0-9]{3}[\s.-]?[x0-9]{3,4}/i.exec(texts[lineIndex] ?? ''),
      }))
      .find((found) => found.match && /x/i.test(found.match[0]));
    if (placeholder?.match)
      contact.phoneLike = { text: placeholder.match[0], lineIndex: placeholder.lineIndex };
  }

  if (!contact.name) {
    const labelled = texts.findIndex(
      (text, index) => NAME_LABEL_ALONE.test(texts[index - 1] ?? '') && looksLikeName(nameCandidate(text)),
    );
    if (labelled >= 0) {
      contact.name = { text: nameCandidate(texts[labelled] ?? ''), lineIndex: labelled };
      used.add(labelled);
    }
  }

  contact.lineIndexes = [...used].sort((a, b) => a - b);
  return contact;
}
