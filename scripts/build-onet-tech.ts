/**
 * Derives packages/core/src/skills/onet-tools.generated.ts from O*NET 29.2's "Technology Skills" (CC BY 4.0): the
 * software and systems O*NET lists for each occupation (8,768 products, "Intuit QuickBooks", "Kronos
 * Workforce Timekeeper", "Henry Schein Dentrix"), as tools the skill reader recognises beside the team's
 * taxonomy. Run:
 *
 *   node --import tsx scripts/build-onet-tech.ts [path/to/onet-29.2]
 *
 * Each product gives the names a resume writes it by: its name without "software" and without a
 * parenthesis, the name without its vendor (a first word, or two, that starts three or more products:
 * "Intuit QuickBooks" is written "QuickBooks", when what is left does not start with an ordinary word), and a
 * closing acronym of four or more letters ("Oracle Business Intelligence Enterprise Edition OBIEE", matched
 * in capitals only). What is left out, so that an ordinary sentence never reads as a product:
 * - descriptions rather than products ("Credit card processing software", "Webinar software": a word after
 *   the first with no capital letter);
 * - names that are ordinary English words, alone or all of their words ("Slack", "Shiny", "Time Matters"),
 *   by the word list of `an-array-of-english-words` (MIT, derived from the Letterpress word list);
 * - names shorter than three characters; a one-word name of four capitals or fewer, that is a town, or that
 *   opens other products (a maker: "Abbott"; towns as the contact reader knows them, from GeoNames), and a
 *   name two products share;
 * - every product one of whose names the team's taxonomy already knows (that entry, with its guards, wins).
 * The output is sorted, so a rebuild from the same release changes nothing.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isKnownTown } from '../packages/core/src/sections/locations';
import { normalizeSkillName } from '../packages/core/src/skills/tokenize';

const ATTRIBUTION =
  'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment ' +
  'and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of ' +
  'USDOL/ETA. CareerLens has modified all or some of this information. USDOL/ETA has not approved, endorsed, ' +
  'or tested these modifications.';

const folder = path.resolve(process.argv[2] ?? '../shared/data/onet-29.2');
const root = path.resolve(import.meta.dirname, '..');
const englishWords = new Set<string>(createRequire(import.meta.url)('an-array-of-english-words') as string[]);

/** Words that join a product's name without making it a description ("Bureau of Labor", "Tools for X"). */
const CONNECTORS = new Set([
  'of',
  'and',
  'for',
  'the',
  'to',
  'de',
  'on',
  'in',
  'with',
  '&',
  'by',
  'a',
  'an',
  'or',
]);
/** Products that start this many examples or more with the same first word(s) name their vendor. */
const VENDOR_MIN_PRODUCTS = 3;
const ACRONYM = /^[A-Z][A-Z0-9]{3,7}$/;
/** A one-word name of a few capitals ("CNC", "ESA", "WAM") stands for too many things to be a product. */
const SHORT_CAPITALS = /^[A-Z0-9]{1,4}$/;

interface Product {
  example: string;
  commodity: string;
  hot: boolean;
  occupations: Set<string>;
}

const rows = readFileSync(path.join(folder, 'Technology Skills.txt'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => line.split('\t'));
const products = new Map<string, Product>();
for (const [code = '', example = '', , commodity = '', hot = ''] of rows) {
  const product = products.get(example) ?? { example, commodity, hot: false, occupations: new Set<string>() };
  product.hot ||= hot === 'Y';
  product.occupations.add(code);
  products.set(example, product);
}

const clean = (name: string): string =>
  name
    .replace(/\(([A-Z][A-Z0-9]{1,7})\)/g, ' $1')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+software$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
const words = (name: string): string[] => name.split(' ').filter(Boolean);
const hasCapital = (word: string): boolean => /[A-Z0-9]/.test(word);

/** A description of a kind of software rather than a product: a later word with no capital letter. */
function isDescription(name: string): boolean {
  return words(name).some(
    (word, index) => index > 0 && !CONNECTORS.has(word.toLowerCase()) && !hasCapital(word),
  );
}

/**
 * Every word of the name is an ordinary English word (in any case): "Slack", "Time Matters"; so are the
 * parts of one word written in camel case, which the matcher also reads apart ("MasterPlan" in "master
 * plans", "iWork" in "I work"). A maker's name before two or more words makes the whole a product ("Adobe
 * Experience Manager"), but not before one ("Site Manager") nor once the maker is taken off.
 */
function isOrdinary(name: string, makerCounts: boolean): boolean {
  const parts = words(name.replace(/[^\p{L}\p{N}' ]+/gu, ' '));
  if (makerCounts && parts.length > 2 && isMaker(parts[0] ?? '')) return false;
  const pieces = parts.length === 1 ? (parts[0] ?? '').split(/(?<=\p{Ll})(?=\p{Lu})/u) : parts;
  return pieces.every(
    (word) => word.length === 1 || CONNECTORS.has(word.toLowerCase()) || englishWords.has(word.toLowerCase()),
  );
}

// Vendors: the first word, or first two words, that open at least three products.
const prefixCounts = new Map<string, number>();
for (const example of products.keys()) {
  const parts = words(clean(example));
  for (const size of [1, 2]) {
    if (parts.length <= size) continue;
    const prefix = parts.slice(0, size).join(' ');
    prefixCounts.set(prefix, (prefixCounts.get(prefix) ?? 0) + 1);
  }
}
/** A one-word name that opens other products is their maker's ("Abbott", "Abbott Informatics STARLIMS"). */
function isVendor(name: string): boolean {
  return (prefixCounts.get(name) ?? 0) > 0;
}
/** A first word that opens three products or more names a maker ("Adobe", "Oracle", "Sage"). */
function isMaker(word: string): boolean {
  return (prefixCounts.get(word) ?? 0) >= VENDOR_MIN_PRODUCTS;
}
function withoutVendor(name: string): string | undefined {
  const parts = words(name);
  for (const size of [2, 1]) {
    if (parts.length <= size) continue;
    const prefix = parts.slice(0, size).join(' ');
    const rest = parts.slice(size);
    const head = rest[0] ?? '';
    if ((prefixCounts.get(prefix) ?? 0) < VENDOR_MIN_PRODUCTS || !hasCapital(head)) continue;
    // "Red Giant Trapcode", "Image Solutions ISIPublisher": a vendor of more words than counted.
    if (englishWords.has(head.toLowerCase())) return undefined;
    return rest.join(' ');
  }
  return undefined;
}

// The team's taxonomy: its names and aliases win.
const taxonomyFolder = path.join(root, 'packages/core/content/taxonomy');
const known = new Set<string>();
for (const file of readdirSync(taxonomyFolder).filter((name) => name.endsWith('.json'))) {
  const skills = JSON.parse(readFileSync(path.join(taxonomyFolder, file), 'utf8')) as Array<{
    name: string;
    aliases?: string[];
  }>;
  for (const skill of skills)
    for (const name of [skill.name, ...(skill.aliases ?? [])]) known.add(normalizeSkillName(name));
}

interface Candidate {
  product: Product;
  /** The names, display name first. */
  names: string[];
}
const candidates: Candidate[] = [];
for (const product of products.values()) {
  const full = clean(product.example);
  const parts = words(full);
  const last = parts.at(-1) ?? '';
  const acronym = parts.length > 1 && ACRONYM.test(last) ? last : undefined;
  const body = acronym ? parts.slice(0, -1).join(' ') : full;
  if (body === '' || isDescription(body)) continue;
  if (isOrdinary(body, true)) continue;
  const stripped = withoutVendor(body);
  const names = [body, stripped, acronym].filter((name): name is string => name !== undefined);
  const usable = [...new Set(names)].filter(
    (name) =>
      name.replace(/[^\p{L}\p{N}]/gu, '').length >= 3 &&
      !isOrdinary(name, name === body) &&
      (name.includes(' ') || (!isKnownTown(name) && !SHORT_CAPITALS.test(name) && !isVendor(name))),
  );
  if (usable.length === 0) continue;
  if (usable.some((name) => known.has(normalizeSkillName(name)))) continue;
  candidates.push({ product, names: usable });
}

// A name two products share says neither: it is dropped from both (a product left with no name goes).
const owners = new Map<string, number>();
for (const candidate of candidates)
  for (const key of new Set(candidate.names.map(normalizeSkillName)))
    owners.set(key, (owners.get(key) ?? 0) + 1);

const idOf = (name: string): string =>
  `onet-${name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
const tools: Array<{
  id: string;
  name: string;
  aliases?: string[];
  guard?: { caseSensitive: true };
  commodity: string;
  hot?: boolean;
  occupations: number;
}> = [];
const ids = new Set<string>();
for (const { product, names } of candidates) {
  const own = names.filter((name) => owners.get(normalizeSkillName(name)) === 1);
  const [name, ...rest] = own;
  if (name === undefined) continue;
  const seen = new Set([normalizeSkillName(name)]);
  const aliases = rest.filter((alias) => {
    const key = normalizeSkillName(alias);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const id = idOf(name);
  if (id === 'onet-' || ids.has(id)) continue;
  ids.add(id);
  tools.push({
    id,
    name,
    ...(aliases.length > 0 ? { aliases } : {}),
    // A name in capitals reads as the product only in capitals ("PREMIS" is not "premises"; the guard is on
    // one-word names and aliases).
    ...([name, ...aliases].some((each) => ACRONYM.test(each))
      ? { guard: { caseSensitive: true as const } }
      : {}),
    commodity: product.commodity,
    ...(product.hot ? { hot: true } : {}),
    occupations: product.occupations.size,
  });
}
tools.sort((left, right) => left.id.localeCompare(right.id));

const target = path.join(root, 'packages/core/src/skills/onet-tools.generated.ts');
const json = JSON.stringify({ source: 'O*NET 29.2 Technology Skills', tools });
writeFileSync(
  target,
  `/* Generated by scripts/build-onet-tech.ts from O*NET onet-29.2 "Technology Skills": do not edit.\n *\n * ${ATTRIBUTION}\n */\n` +
    `export const ONET_TOOLS_JSON: string = ${JSON.stringify(json)};\n`,
);
console.log(
  `${products.size} products; ${candidates.length} with a usable name the taxonomy lacks; ${tools.length} written to ${path.relative(root, target)}`,
);
