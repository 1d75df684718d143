import { PLACE_NAMES } from './places.generated';
import { escapeRegExp, wordsOf } from './text';

/**
 * Places as resumes write them: "Austin, TX 78701", "City , State", "London, UK", "Bengaluru, India",
 * "Berlin, Germany", "Toronto, ON", "Manchester M1 1AE". Also gives a country guess for reading phone numbers.
 */

/** US states and DC by postal code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const CANADIAN_PROVINCES: Record<string, string> = {
  ON: 'Ontario',
  QC: 'Quebec',
  BC: 'British Columbia',
  AB: 'Alberta',
  MB: 'Manitoba',
  SK: 'Saskatchewan',
  NS: 'Nova Scotia',
  NB: 'New Brunswick',
  NL: 'Newfoundland',
  PE: 'Prince Edward Island',
};

/** Regions that are not countries but tell the country. */
const REGION_COUNTRY: Record<string, string> = {
  England: 'GB',
  Scotland: 'GB',
  Wales: 'GB',
  'Northern Ireland': 'GB',
  Karnataka: 'IN',
  Maharashtra: 'IN',
  'Tamil Nadu': 'IN',
  Telangana: 'IN',
  Delhi: 'IN',
  'New Delhi': 'IN',
  Haryana: 'IN',
  'Uttar Pradesh': 'IN',
  Gujarat: 'IN',
  Kerala: 'IN',
  'West Bengal': 'IN',
  Rajasthan: 'IN',
  Punjab: 'IN',
  'Madhya Pradesh': 'IN',
  'Andhra Pradesh': 'IN',
  Bavaria: 'DE',
  Bayern: 'DE',
  NSW: 'AU',
  'New South Wales': 'AU',
  Victoria: 'AU',
  Queensland: 'AU',
};

/** Country names and their ISO 3166 codes. */
const COUNTRIES: Record<string, string> = {
  USA: 'US',
  'U.S.A.': 'US',
  'U.S.': 'US',
  US: 'US',
  'United States': 'US',
  'United States of America': 'US',
  UK: 'GB',
  'U.K.': 'GB',
  'United Kingdom': 'GB',
  'Great Britain': 'GB',
  India: 'IN',
  Germany: 'DE',
  Deutschland: 'DE',
  Canada: 'CA',
  Australia: 'AU',
  'New Zealand': 'NZ',
  Ireland: 'IE',
  France: 'FR',
  Spain: 'ES',
  Italy: 'IT',
  Portugal: 'PT',
  Netherlands: 'NL',
  'The Netherlands': 'NL',
  Belgium: 'BE',
  Switzerland: 'CH',
  Austria: 'AT',
  Sweden: 'SE',
  Norway: 'NO',
  Denmark: 'DK',
  Finland: 'FI',
  Poland: 'PL',
  Romania: 'RO',
  Ukraine: 'UA',
  Turkey: 'TR',
  Israel: 'IL',
  Egypt: 'EG',
  Nigeria: 'NG',
  Kenya: 'KE',
  Ghana: 'GH',
  'South Africa': 'ZA',
  UAE: 'AE',
  'United Arab Emirates': 'AE',
  'Saudi Arabia': 'SA',
  Qatar: 'QA',
  Pakistan: 'PK',
  Bangladesh: 'BD',
  'Sri Lanka': 'LK',
  Nepal: 'NP',
  Singapore: 'SG',
  Malaysia: 'MY',
  Indonesia: 'ID',
  Philippines: 'PH',
  Vietnam: 'VN',
  Thailand: 'TH',
  China: 'CN',
  'Hong Kong': 'HK',
  Japan: 'JP',
  'South Korea': 'KR',
  Korea: 'KR',
  Brazil: 'BR',
  Mexico: 'MX',
  Argentina: 'AR',
  Colombia: 'CO',
  Chile: 'CL',
};

/** The resume languages read, whose names for the countries the runtime's ICU data gives. */
const COUNTRY_NAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'];
/** Region codes that name no country ("EU", "UN", "Unknown Region"). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);
/** Country names that are as often a person's name ("Jordan", "Chad") or a US state ("Georgia"). */
const AMBIGUOUS_COUNTRY_NAMES = new Set(['Jordan', 'Chad', 'Georgia', 'Géorgie', 'Georgië', 'Georgien']);

/**
 * Every country's name in the seven languages ("España", "Italia", "Nederland", "Brasil"), from the ICU data
 * built into the runtime (Intl.DisplayNames), beside the English names and short forms above.
 */
function localisedCountries(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const language of COUNTRY_NAME_LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (let first = 65; first <= 90; first += 1) {
      for (let second = 65; second <= 90; second += 1) {
        const code = String.fromCharCode(first, second);
        const name = NOT_COUNTRIES.has(code) ? undefined : display.of(code);
        if (!name || name === code || /[()]/.test(name) || AMBIGUOUS_COUNTRY_NAMES.has(name)) continue;
        names[name] ??= code;
      }
    }
  }
  return names;
}

for (const [name, code] of Object.entries(localisedCountries())) COUNTRIES[name] ??= code;

/** One to three capitalised words (with "upon", "de", "la"... between): a town name. */
const CITY = "\\p{Lu}[\\p{L}'’.-]*(?:\\s(?:\\p{Lu}[\\p{L}'’.-]*|de|da|del|la|le|on|upon|am|im|sur)){0,2}";
/** How far before a comma a town name may start. */
const CITY_LOOKBACK = 60;

function alternation(names: string[]): string {
  const all = new Set<string>();
  for (const name of names) {
    all.add(name);
    all.add(name.toUpperCase());
  }
  return [...all]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

const REGION_NAMES = alternation([
  ...Object.values(US_STATES),
  ...Object.values(CANADIAN_PROVINCES),
  ...Object.keys(REGION_COUNTRY),
  ...Object.keys(COUNTRIES),
]);
const COUNTRY_NAMES = alternation(Object.keys(COUNTRIES));
const REGION_CODES = [...Object.keys(US_STATES), ...Object.keys(CANADIAN_PROVINCES)].join('|');

/** The place placeholder of anonymised resumes: "City , State", "City , State , USA". */
const PLACEHOLDER = /\bCity\s*,\s*State\b(?:\s*,\s*(?<region>USA|US|United States))?/gu;
/** What follows the comma of "Town, Region": a state code (+ ZIP), or a region or country name (+ PIN). */
const REGION_AFTER_COMMA = new RegExp(
  `\\s*(?:(?<code>${REGION_CODES})(?:\\s+\\d{5}(?:-\\d{4})?)?|(?<name>${REGION_NAMES})(?:\\s*[-–]?\\s*\\d{3}\\s?\\d{3}(?!\\d))?)(?:\\s*,\\s*(?:${COUNTRY_NAMES}))?(?![\\p{L}])`,
  'uy',
);
const CITY_BEFORE_COMMA = new RegExp(`(?<![\\p{L}])${CITY}\\s*$`, 'u');
/** UK postcode with the town before it: "Manchester M1 1AE". */
const UK_POSTCODE = new RegExp(
  `(?<![\\p{L}])(?:${CITY},?\\s+)?(?<region>[A-Z]{1,2}\\d[A-Z\\d]?\\s\\d[A-Z]{2})(?![\\p{L}\\d])`,
  'gu',
);
/** Indian PIN code after a city: "Bengaluru 560001", "Pune - 411 001". */
const INDIAN_PIN = new RegExp(`(?<![\\p{L}])${CITY}\\s*[-–,]?\\s*(?<region>\\d{3}\\s?\\d{3})(?!\\d)`, 'gu');

/** A place found in a text. */
export interface LocationMatch {
  text: string;
  index: number;
  length: number;
  /** ISO 3166 code the place points to, when it tells one. */
  country?: string;
}

function countryOfRegion(region: string): string | undefined {
  const upper = region.toUpperCase();
  if (US_STATES[upper] || Object.values(US_STATES).some((name) => name.toUpperCase() === upper)) return 'US';
  if (
    CANADIAN_PROVINCES[upper] ||
    Object.values(CANADIAN_PROVINCES).some((name) => name.toUpperCase() === upper)
  )
    return 'CA';
  for (const [name, code] of Object.entries(REGION_COUNTRY)) if (name.toUpperCase() === upper) return code;
  for (const [name, code] of Object.entries(COUNTRIES)) if (name.toUpperCase() === upper) return code;
  return undefined;
}

/** A word of two or more letters, all capitals ("ACME", "IBM"). */
function isCapitals(word: string): boolean {
  return /^\p{Lu}[\p{Lu}'’.-]+$/u.test(word);
}

function place(text: string, index: number, length: number, country: string | undefined): LocationMatch {
  return { text: text.slice(index, index + length).trim(), index, length, ...(country ? { country } : {}) };
}

/** Every place in the text, left to right, without overlaps (the more specific pattern wins). */
export function findLocations(text: string): LocationMatch[] {
  const found: LocationMatch[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    found.push(place(text, match.index, match[0].length, match.groups?.region ? 'US' : undefined));
  }
  // "Town, Region": look after each comma for a region, then back for the town.
  for (let comma = text.indexOf(','); comma !== -1; comma = text.indexOf(',', comma + 1)) {
    REGION_AFTER_COMMA.lastIndex = comma + 1;
    const region = REGION_AFTER_COMMA.exec(text);
    if (!region) continue;
    const from = Math.max(0, comma - CITY_LOOKBACK);
    const city = CITY_BEFORE_COMMA.exec(text.slice(from, comma));
    if (!city) continue;
    // "ACME CORP London, UK": a town's words share their case; capitals before a mixed-case town name
    // belong to the name before it.
    const cityWords = city[0].trim().split(/\s+/);
    let skip = 0;
    if (!isCapitals(cityWords.at(-1) ?? '')) {
      while (skip < cityWords.length - 1 && isCapitals(cityWords[skip] ?? '')) skip += 1;
    }
    const skipped = skip > 0 ? city[0].indexOf(cityWords[skip] ?? '') : 0;
    const start = from + city.index + skipped;
    const end = REGION_AFTER_COMMA.lastIndex;
    found.push(
      place(text, start, end - start, countryOfRegion(region.groups?.code ?? region.groups?.name ?? '')),
    );
  }
  if (/\d[A-Z]{2}\b/.test(text)) {
    for (const match of text.matchAll(UK_POSTCODE))
      found.push(place(text, match.index, match[0].length, 'GB'));
  }
  if (/\d{3}\s?\d{3}/.test(text)) {
    for (const match of text.matchAll(INDIAN_PIN))
      found.push(place(text, match.index, match[0].length, 'IN'));
  }
  // Earlier patterns are more specific: keep the first of any overlapping pair.
  const kept: LocationMatch[] = [];
  for (const candidate of found) {
    const overlaps = kept.some(
      (other) =>
        candidate.index < other.index + other.length && other.index < candidate.index + candidate.length,
    );
    if (!overlaps) kept.push(candidate);
  }
  return kept.sort((a, b) => a.index - b.index);
}

const TRAILING_COUNTRY = new RegExp(`\\s(?:${COUNTRY_NAMES})\\.?$`, 'u');

/**
 * A country name ending the text after other words ("Software Engineer UK", "Acme GmbH Germany"): the
 * place a right-aligned column printed beside a name. Undefined when the text is the country alone.
 */
export function trailingCountry(text: string): LocationMatch | undefined {
  const match = TRAILING_COUNTRY.exec(text.trimEnd());
  if (!match || match.index === 0) return undefined;
  const name = match[0].trim().replace(/\.$/, '');
  return place(text, match.index, match[0].length, COUNTRIES[name] ?? COUNTRIES[titleCase(name)]);
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The first place in the text, or undefined. */
export function findLocation(text: string): LocationMatch | undefined {
  return findLocations(text)[0];
}

/** Country-code top-level domains worth a phone-number hint. */
const DOMAIN_COUNTRIES: Record<string, string> = {
  uk: 'GB',
  in: 'IN',
  de: 'DE',
  ca: 'CA',
  au: 'AU',
  ie: 'IE',
  fr: 'FR',
  nz: 'NZ',
  sg: 'SG',
};

/** The country a top-level domain points to (".co.uk" -> GB), for guessing how to read local phone numbers. */
export function countryOfDomain(domain: string): string | undefined {
  return DOMAIN_COUNTRIES[domain.toLowerCase().split('.').at(-1) ?? ''];
}

let towns: Map<string, string> | undefined;

/** The country of a known town's name ('' when several countries have a town of that name), or undefined. */
function knownTown(name: string): string | undefined {
  towns ??= new Map(
    PLACE_NAMES.split('\n').map((line): [string, string] => {
      const [town = '', country = ''] = line.split('\t');
      return [town, country];
    }),
  );
  return towns.get(name.toLowerCase().normalize('NFC'));
}

/** A part of a contact line between separators: "Leiria" in "+351 917 555 380 · rui@example.com · Leiria". */
const CONTACT_PART = /\s*(?:[|·•,;/]|\s{2,}|\s[–—-]\s)\s*/u;
/** The codes of US states, Canadian provinces and Australian states, and their countries. */
const STATE_CODE_COUNTRY: Record<string, string> = {
  ...Object.fromEntries(Object.keys(US_STATES).map((code) => [code, 'US'])),
  ...Object.fromEntries(Object.keys(CANADIAN_PROVINCES).map((code) => [code, 'CA'])),
  ...Object.fromEntries(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'].map((code) => [code, 'AU'])),
};

/** True when the text is the name of a known town ("São Paulo"). */
export function isKnownTown(text: string): boolean {
  return knownTown(text.trim()) !== undefined;
}

/** An email, a link or a phone number in a contact line. */
const CONTACT_DETAIL =
  /\S+@\S+|(?:https?:\/\/|www\.)\S+|\S+\.(?:com|org|net|io|me|dev)(?:\/\S*)?|\+?\d[\d\s().-]{5,}\d/giu;
/** A town's name is a few capitalised words ("Marinha Grande", "Stoke-on-Trent", "La Roche-sur-Yon"). */
const MAX_TOWN_WORDS = 4;

/**
 * A town named alone between the separators of a contact line ("Bristol", "Zaragoza"), from the GeoNames
 * list of towns of 5,000 people or more (places.generated.ts); its country when the name tells one.
 */
export function findTownAlone(text: string): LocationMatch | undefined {
  // Emails, links and phone numbers part the line as a separator does ("028 9018 0472 jo@example.com Belfast"
  // once the spaces between them are collapsed).
  const parted = text.replace(CONTACT_DETAIL, (detail) => '|'.padEnd(detail.length, ' '));
  let from = 0;
  for (const part of parted.split(CONTACT_PART)) {
    const index = parted.indexOf(part, from);
    from = index + part.length;
    // A number makes the part an address ("123 Street"), not a town named alone.
    if (/\d/.test(part)) continue;
    const name = part.replace(/^[^\p{L}]+|[^\p{L}.)]+$/gu, '');
    const words = wordsOf(name);
    if (words.length === 0 || words.length > MAX_TOWN_WORDS || !/^\p{Lu}/u.test(name)) continue;
    // "Brisbane QLD", "Austin TX": a town and its state's code without a comma.
    const code = words.length > 1 ? STATE_CODE_COUNTRY[words.at(-1) ?? ''] : undefined;
    const town = code ? words.slice(0, -1).join(' ') : name;
    const country = knownTown(town);
    if (country === undefined) continue;
    const at = text.indexOf(name, index);
    const known = code ?? country;
    return { text: name, index: at, length: name.length, ...(known ? { country: known } : {}) };
  }
  return undefined;
}
