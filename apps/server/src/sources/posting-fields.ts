import type { JobType, SalaryInterval } from '@careerlens/core';
import { US_STATES as CORE_US_STATES } from '@careerlens/core';

/**
 * Field normalisation shared by every posting source (jobspy files, Greenhouse, Lever, Ashby): the values
 * sources write for booleans, job types, salary intervals, dates, e-mails and places, turned into the
 * python-jobspy JobPost model.
 */

/** A place as the posting model stores it, plus what the text said about where the work happens. */
export interface ParsedLocation {
  city: string | null;
  state: string | null;
  /** Country display name in the jobspy style: "USA", "UK", else the English name ("India", "Germany"). */
  country: string | null;
  /** The text says the work is remote ("Remote", "Remote - US"). */
  mentionsRemote: boolean;
  /** The text says the work is hybrid ("Hybrid - London"). */
  mentionsHybrid: boolean;
}

/** Everything a source may say about employment types, keyed by the spelling squeezed to letters only. */
const JOB_TYPE_ALIASES: Record<string, JobType> = {
  fulltime: 'fulltime',
  full: 'fulltime',
  permanent: 'fulltime',
  regular: 'fulltime',
  parttime: 'parttime',
  part: 'parttime',
  contract: 'contract',
  contractor: 'contract',
  contracttohire: 'contract',
  freelance: 'contract',
  temporary: 'temporary',
  temp: 'temporary',
  seasonal: 'temporary',
  internship: 'internship',
  intern: 'internship',
  apprenticeship: 'internship',
  perdiem: 'perdiem',
  nights: 'nights',
  summer: 'summer',
  volunteer: 'volunteer',
  other: 'other',
  hybrid: 'HYBRID',
};

const SALARY_INTERVAL_ALIASES: Record<string, SalaryInterval> = {
  yearly: 'yearly',
  year: 'yearly',
  annual: 'yearly',
  annually: 'yearly',
  peryear: 'yearly',
  peryearsalary: 'yearly',
  '1year': 'yearly',
  monthly: 'monthly',
  month: 'monthly',
  permonth: 'monthly',
  permonthsalary: 'monthly',
  '1month': 'monthly',
  weekly: 'weekly',
  week: 'weekly',
  perweek: 'weekly',
  perweeksalary: 'weekly',
  '1week': 'weekly',
  daily: 'daily',
  day: 'daily',
  perday: 'daily',
  perdaywage: 'daily',
  '1day': 'daily',
  hourly: 'hourly',
  hour: 'hourly',
  perhour: 'hourly',
  perhourwage: 'hourly',
  '1hour': 'hourly',
};

const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '₹': 'INR', '¥': 'JPY' };

/** The core's US states, plus Puerto Rico, which job boards list as a US region. */
const US_STATES: Readonly<Record<string, string>> = { ...CORE_US_STATES, PR: 'Puerto Rico' };

const US_STATE_CODE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

const CANADIAN_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
};

/** Regions that are not countries but tell the country, for "City, Region" without one. */
const REGION_COUNTRY: Record<string, string> = {
  ...Object.fromEntries(Object.values(CANADIAN_PROVINCES).map((name) => [name.toLowerCase(), 'Canada'])),
  karnataka: 'India',
  maharashtra: 'India',
  'tamil nadu': 'India',
  telangana: 'India',
  kerala: 'India',
  delhi: 'India',
  haryana: 'India',
  'uttar pradesh': 'India',
  gujarat: 'India',
  'west bengal': 'India',
  'new south wales': 'Australia',
  nsw: 'Australia',
  vic: 'Australia',
  qld: 'Australia',
  queensland: 'Australia',
  'western australia': 'Australia',
  england: 'UK',
  scotland: 'UK',
  wales: 'UK',
  'northern ireland': 'UK',
  bavaria: 'Germany',
  'north rhine-westphalia': 'Germany',
};

/**
 * Countries: the display name first (jobspy writes "USA" and "UK", other countries by name), then the
 * other names and the ISO 3166 alpha-2 and alpha-3 codes people write for them.
 */
const COUNTRY_TABLE: string[][] = [
  ['USA', 'US', 'U.S.', 'U.S.A.', 'United States', 'United States of America', 'America'],
  ['UK', 'GB', 'GBR', 'U.K.', 'United Kingdom', 'Great Britain', 'Britain'],
  ['Canada', 'CA', 'CAN'],
  ['India', 'IN', 'IND'],
  ['Germany', 'DE', 'DEU', 'Deutschland'],
  ['France', 'FR', 'FRA'],
  ['Spain', 'ES', 'ESP', 'España'],
  ['Italy', 'IT', 'ITA'],
  ['Portugal', 'PT', 'PRT'],
  ['Netherlands', 'NL', 'NLD', 'The Netherlands', 'Holland'],
  ['Belgium', 'BE', 'BEL'],
  ['Luxembourg', 'LU', 'LUX'],
  ['Ireland', 'IE', 'IRL'],
  ['Switzerland', 'CH', 'CHE'],
  ['Austria', 'AT', 'AUT'],
  ['Sweden', 'SE', 'SWE'],
  ['Norway', 'NO', 'NOR'],
  ['Denmark', 'DK', 'DNK'],
  ['Finland', 'FI', 'FIN'],
  ['Poland', 'PL', 'POL'],
  ['Czech Republic', 'CZ', 'CZE', 'Czechia'],
  ['Romania', 'RO', 'ROU'],
  ['Bulgaria', 'BG', 'BGR'],
  ['Greece', 'GR', 'GRC'],
  ['Hungary', 'HU', 'HUN'],
  ['Croatia', 'HR', 'HRV'],
  ['Serbia', 'RS', 'SRB'],
  ['Estonia', 'EE', 'EST'],
  ['Latvia', 'LV', 'LVA'],
  ['Lithuania', 'LT', 'LTU'],
  ['Ukraine', 'UA', 'UKR'],
  ['Turkey', 'TR', 'TUR', 'Türkiye', 'Turkiye'],
  ['Israel', 'IL', 'ISR'],
  ['Egypt', 'EG', 'EGY'],
  ['Morocco', 'MA', 'MAR'],
  ['Nigeria', 'NG', 'NGA'],
  ['Ghana', 'GH', 'GHA'],
  ['Kenya', 'KE', 'KEN'],
  ['South Africa', 'ZA', 'ZAF'],
  ['United Arab Emirates', 'AE', 'ARE', 'UAE', 'U.A.E.'],
  ['Saudi Arabia', 'SA', 'SAU'],
  ['Qatar', 'QA', 'QAT'],
  ['Pakistan', 'PK', 'PAK'],
  ['Bangladesh', 'BD', 'BGD'],
  ['Sri Lanka', 'LK', 'LKA'],
  ['Nepal', 'NP', 'NPL'],
  ['Singapore', 'SG', 'SGP'],
  ['Malaysia', 'MY', 'MYS'],
  ['Indonesia', 'ID', 'IDN'],
  ['Philippines', 'PH', 'PHL'],
  ['Vietnam', 'VN', 'VNM', 'Viet Nam'],
  ['Thailand', 'TH', 'THA'],
  ['China', 'CN', 'CHN'],
  ['Hong Kong', 'HK', 'HKG'],
  ['Taiwan', 'TW', 'TWN'],
  ['Japan', 'JP', 'JPN'],
  ['South Korea', 'KR', 'KOR', 'Korea', 'Republic of Korea'],
  ['Australia', 'AU', 'AUS'],
  ['New Zealand', 'NZ', 'NZL'],
  ['Brazil', 'BR', 'BRA', 'Brasil'],
  ['Mexico', 'MX', 'MEX', 'México'],
  ['Argentina', 'AR', 'ARG'],
  ['Colombia', 'CO', 'COL'],
  ['Chile', 'CL', 'CHL'],
  ['Peru', 'PE', 'PER'],
  ['Uruguay', 'UY', 'URY'],
  ['Costa Rica', 'CR', 'CRI'],
];

const COUNTRY_BY_ALIAS = new Map<string, string>();
for (const [display, ...aliases] of COUNTRY_TABLE) {
  if (!display) continue;
  for (const alias of [display, ...aliases]) COUNTRY_BY_ALIAS.set(alias.toLowerCase(), display);
}

/** Words that say where the work happens rather than where the place is. */
const REMOTE_WORDS = String.raw`\b(?:fully\s+remote|remote(?:\s+first)?|anywhere|work\s+from\s+home|wfh)\b`;
const HYBRID_WORDS = String.raw`\bhybrid\b`;
const ONSITE_WORDS = String.raw`\b(?:on-?site|in[-\s]office|in[-\s]person)\b`;
const REMOTE_PATTERN = new RegExp(REMOTE_WORDS, 'iu');
const HYBRID_PATTERN = new RegExp(HYBRID_WORDS, 'iu');
const WORKPLACE_WORDS = new RegExp(`${REMOTE_WORDS}|${HYBRID_WORDS}|${ONSITE_WORDS}`, 'giu');
/**
 * Several places in one field ("New York, NY; London, UK", "Berlin or Remote"): the first is kept. "or" is
 * matched in lower case only, so that "Portland, OR" stays one place.
 */
const PLACE_SEPARATOR = /\s*(?:;|\||\n|\s\/\s)\s*|\s+or\s+/u;

/** Words that, near "hybrid", say the work arrangement is hybrid. */
const HYBRID_CONTEXT_WORDS = 'work|working|role|schedule|position|model|arrangement';
/** How many words may stand between "hybrid" and a context word. */
const HYBRID_MAX_WORDS_BETWEEN = 3;
const WORD_GAP = `(?:[^\\p{L}\\p{N}]+[\\p{L}\\p{N}'’]+){0,${HYBRID_MAX_WORDS_BETWEEN}}?[^\\p{L}\\p{N}]+`;
const HYBRID_WORK_PATTERN = new RegExp(
  `\\bhybrid${WORD_GAP}(?:${HYBRID_CONTEXT_WORDS})\\b|\\b(?:${HYBRID_CONTEXT_WORDS})${WORD_GAP}hybrid\\b`,
  'iu',
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/u;
/** Epoch values above this are milliseconds (it is 1973 in milliseconds and the year 5138 in seconds). */
const EPOCH_MILLISECONDS_THRESHOLD = 1e11;
const EARLIEST_POSTING_YEAR = 1990;
const LATEST_POSTING_YEAR = 2100;

const EMAIL_PATTERN = /^[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;
const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const EMAIL_SEPARATOR = /[\s,;]+/u;
/** Postings rarely list more than a couple; a long list is noise. */
const MAX_EMAILS = 10;

const HTML_NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const HTML_ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/gu;
const MAX_CODE_POINT = 0x10ffff;

/** The value as trimmed text with runs of whitespace kept as written, or null when empty or not text-like. */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** A single-line label (title, company, level): trimmed, inner whitespace collapsed, or null. */
export function readLabel(value: unknown): string | null {
  const text = readText(value);
  return text === null ? null : text.replace(/\s+/gu, ' ');
}

/** True/False (Python), true/false, 1/0, yes/no; anything else (including empty) is null. */
export function parseBooleanFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  const text = readText(value)?.toLowerCase();
  if (text === 'true' || text === '1' || text === 'yes' || text === 'y' || text === '1.0') return true;
  if (text === 'false' || text === '0' || text === 'no' || text === 'n' || text === '0.0') return false;
  return null;
}

/**
 * Employment types from "fulltime", "Full-time", "Full Time", "FullTime", "fulltime, contract", or a list;
 * unknown words are dropped and each type appears once.
 */
export function parseJobTypes(value: unknown): JobType[] {
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  const types: JobType[] = [];
  for (const part of parts) {
    const text = readText(part);
    if (!text) continue;
    for (const word of text.split(/\s*(?:,|;|\/|\||\s-\s|\band\b)\s*/iu)) {
      const type = JOB_TYPE_ALIASES[word.toLowerCase().replace(/[^a-z]/gu, '')];
      if (type && !types.includes(type)) types.push(type);
    }
  }
  return types;
}

/** Adds a type to the list once. */
export function withJobType(types: JobType[], type: JobType): JobType[] {
  return types.includes(type) ? types : [...types, type];
}

/** "yearly", "annual", "per-year-salary" (Lever), "1 YEAR" (Ashby), "hour" ... as the model's interval. */
export function parseSalaryInterval(value: unknown): SalaryInterval | null {
  const key = readText(value)
    ?.toLowerCase()
    .replace(/[^a-z0-9]/gu, '');
  return key ? (SALARY_INTERVAL_ALIASES[key] ?? null) : null;
}

/** A positive amount from a number or text like "145000.0" or "145,000"; else null. */
export function parseAmount(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else {
    const text = readText(value)?.replace(/[,\s]/gu, '');
    if (!text || !/^\d+(?:\.\d+)?$/u.test(text)) return null;
    amount = Number(text);
  }
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** A three-letter currency code (upper-cased), or the code for a common symbol; else null. */
export function parseCurrency(value: unknown): string | null {
  const text = readText(value);
  if (!text) return null;
  if (CURRENCY_SYMBOLS[text]) return CURRENCY_SYMBOLS[text];
  return /^[a-z]{3}$/iu.test(text) ? text.toUpperCase() : null;
}

/** Builds the salary, or null when no amount is given. */
export function buildSalary(
  interval: unknown,
  minAmount: unknown,
  maxAmount: unknown,
  currency: unknown,
): {
  interval: SalaryInterval | null;
  minAmount: number | null;
  maxAmount: number | null;
  currency: string | null;
} | null {
  let min = parseAmount(minAmount);
  let max = parseAmount(maxAmount);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    interval: parseSalaryInterval(interval),
    minAmount: min,
    maxAmount: max,
    currency: parseCurrency(currency),
  };
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < EARLIEST_POSTING_YEAR || year > LATEST_POSTING_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An ISO date (YYYY-MM-DD) from "2024-05-01", a timestamp that starts with one (the date as written, in
 * the source's own time zone), or epoch seconds/milliseconds (UTC). Impossible dates give null.
 */
export function parsePostingDate(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    const date = new Date(value > EPOCH_MILLISECONDS_THRESHOLD ? value : value * 1000);
    return isRealDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
      ? date.toISOString().slice(0, 10)
      : null;
  }
  const text = readText(value);
  const match = text ? ISO_DATE.exec(text) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/** Valid e-mail addresses from "a@x.com, b@y.org; ..." or a list, each once (case-insensitively). */
export function parseEmails(value: unknown): string[] {
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  const emails: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const text = readText(part);
    if (!text) continue;
    for (const candidate of text.split(EMAIL_SEPARATOR)) {
      const email = candidate.replace(/^mailto:/iu, '').replace(/^[<(]+|[>).]+$/gu, '');
      if (!EMAIL_PATTERN.test(email) || seen.has(email.toLowerCase())) continue;
      seen.add(email.toLowerCase());
      emails.push(email);
      if (emails.length >= MAX_EMAILS) return emails;
    }
  }
  return emails;
}

/** E-mail addresses written in a description (python-jobspy reads them the same way). */
export function extractEmails(text: string): string[] {
  return parseEmails((text.match(EMAIL_IN_TEXT) ?? []).join(' '));
}

/** An absolute http(s) URL, or null: other schemes (javascript:, data:) must never reach a link. */
export function parseHttpUrl(value: unknown): string | null {
  const text = readText(value);
  if (!text || /\s/u.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

/** The country display name for a name or ISO code ("us", "United States", "DEU" -> "USA", "Germany"). */
export function normaliseCountry(value: string): string | null {
  return COUNTRY_BY_ALIAS.get(value.trim().toLowerCase()) ?? null;
}

function usStateCode(value: string): string | null {
  const upper = value.trim().toUpperCase();
  if (US_STATES[upper]) return upper;
  return US_STATE_CODE_BY_NAME.get(value.trim().toLowerCase()) ?? null;
}

/** A region as the model stores it: US states as their two-letter codes ("Texas" -> "TX"), others as given. */
export function normaliseState(region: string, country: string | null): string {
  if (country !== null && country !== 'USA') return region;
  return usStateCode(region) ?? region;
}

function isTwoLetterCode(value: string): boolean {
  return /^[A-Z]{2}$/u.test(value.trim());
}

/** Removes remote/hybrid/on-site words and the brackets and dashes around them. */
function stripWorkplaceWords(text: string): string {
  return text
    .replace(WORKPLACE_WORDS, ' ')
    .replace(/[()[\]]/gu, ' ')
    .replace(/\s[-–—:]\s|^\s*[-–—:]|[-–—:]\s*$/gu, ' ')
    .replace(/^\s*(?:in|within|from|based in)\s+/iu, '')
    .split(',')
    .map((part) => part.replace(/\s+/gu, ' ').replace(/^[\s\-–—:]+|[\s\-–—:]+$/gu, ''))
    .filter((part) => part !== '')
    .join(', ');
}

function placeFromParts(parts: string[]): Pick<ParsedLocation, 'city' | 'state' | 'country'> {
  const none = { city: null, state: null, country: null };
  if (parts.length === 0) return none;
  if (parts.length === 1) {
    const only = parts[0] ?? '';
    const stateCode = isTwoLetterCode(only) ? usStateCode(only) : null;
    if (stateCode) return { city: null, state: stateCode, country: 'USA' };
    const country = normaliseCountry(only);
    if (country) return { city: null, state: null, country };
    const namedState = usStateCode(only);
    if (namedState) return { city: null, state: namedState, country: 'USA' };
    const regionCountry = REGION_COUNTRY[only.toLowerCase()];
    if (regionCountry) return { city: null, state: only, country: regionCountry };
    return { city: only, state: null, country: null };
  }
  const last = parts[parts.length - 1] ?? '';
  if (parts.length === 2) {
    const first = parts[0] ?? '';
    const stateCode = usStateCode(last);
    if (stateCode && (isTwoLetterCode(last) || !normaliseCountry(last))) {
      return { city: first, state: stateCode, country: 'USA' };
    }
    const country = normaliseCountry(last);
    if (country) {
      // "CA, US": a state and a country, no city.
      const firstState = country === 'USA' ? usStateCode(first) : null;
      if (firstState && isTwoLetterCode(first)) return { city: null, state: firstState, country };
      return { city: first, state: null, country };
    }
    if (CANADIAN_PROVINCES[last.toUpperCase()] && isTwoLetterCode(last)) {
      return { city: first, state: last.toUpperCase(), country: 'Canada' };
    }
    return { city: first, state: last, country: REGION_COUNTRY[last.toLowerCase()] ?? null };
  }
  // Three parts or more: city (which may itself hold commas), state, country.
  const state = parts[parts.length - 2] ?? '';
  const city = parts.slice(0, -2).join(', ');
  const country = normaliseCountry(last) ?? last;
  return { city, state: country === 'USA' ? (usStateCode(state) ?? state) : state, country };
}

/**
 * A place from "City, State, Country", "City, Country", "City, ST", "ST, US", "Country", "Remote",
 * "Remote - US", "Hybrid - London, UK" or several places ("Berlin; Munich": the first). US states become
 * their two-letter codes; countries their display names; "Remote" sets no city.
 */
export function parseLocation(value: unknown): ParsedLocation {
  const text = readText(value) ?? '';
  const mentionsRemote = REMOTE_PATTERN.test(text);
  const mentionsHybrid = HYBRID_PATTERN.test(text);
  const firstPlace =
    text
      .split(PLACE_SEPARATOR)
      .map(stripWorkplaceWords)
      .find((place) => place !== '') ?? '';
  const parts = firstPlace ? firstPlace.split(',').map((part) => part.trim()) : [];
  return { ...placeFromParts(parts), mentionsRemote, mentionsHybrid };
}

/** True when the text says the work is hybrid: "hybrid" within a few words of work, role, schedule... */
export function mentionsHybridWork(text: string): boolean {
  return HYBRID_WORK_PATTERN.test(text);
}

/** Decodes HTML character references once ("&lt;p&gt;" -> "<p>", "&amp;amp;" -> "&amp;"). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(
    HTML_ENTITY,
    (entity, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return HTML_NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
      return codePoint > 0 && codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

/** Escapes text for use inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');
}

/** The text of an HTML fragment for pattern matching (tags become spaces; not for display). */
export function htmlToSearchText(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]*>/gu, ' '));
}

/** "brightwater-analytics" -> "Brightwater Analytics": a board token as a company name. */
export function titleCaseBoard(board: string): string {
  return board
    .split(/[-_.\s]+/u)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Where candidates for a remote job must live, as remote job boards state it ("USA", "Germany only",
 * "Remote (UK)"), as a place: the country when exactly one is named, else none ("Worldwide", "Europe",
 * "USA, Canada" name no single country).
 */
export function parseRemoteRegion(value: unknown): { city: null; state: null; country: string | null } {
  const text = readText(value);
  const name = text
    ?.replace(/\b(?:only|remote|anywhere in)\b/giu, ' ')
    .replace(/[()[\]]/gu, ' ')
    .replace(/^[\s\-–—:,]+|[\s\-–—:,]+$/gu, '')
    .replace(/\s+/gu, ' ');
  return { city: null, state: null, country: name ? normaliseCountry(name) : null };
}
