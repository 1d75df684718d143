#!/usr/bin/env node
/**
 * Builds the compact occupation data the analysis engine ships (packages/core/src/occupations/
 * onet-data.generated.ts) from an O*NET database folder (tab-separated text files, as published):
 *
 *   node scripts/build-onet.mjs ../shared/data/onet-29.2
 *
 * What is kept: every occupation with its code, title and job zone; every alternate, short and reported
 * title (lower-cased, punctuation as spaces) with the occupations it names; the related occupations of
 * each in their tiers; and each occupation's most distinctive task words (for reading what a resume's work
 * lines describe when its titles are vague). The output is deterministic (sorted), so a rebuild from the
 * same release changes nothing.
 *
 * Attribution (CC BY 4.0), repeated in the generated file, the README and the product's credits: This
 * product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and
 * Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of
 * USDOL/ETA. CareerLens has modified all or some of this information. USDOL/ETA has not approved, endorsed,
 * or tested these modifications.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ATTRIBUTION =
  'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, ' +
  'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a ' +
  'trademark of USDOL/ETA. CareerLens has modified all or some of this information. USDOL/ETA has not ' +
  'approved, endorsed, or tested these modifications.';

/** Task words kept per occupation: the most distinctive (tf-idf over all occupations' tasks). */
const TASK_WORDS = 24;
const STOP_WORDS = new Set(
  `a an and or the of to in on for with by as at from into such other others their them they this that these
  those be is are was were been being it its use using used may might including include includes as well
  all any each per via than then also within between about over under upon out up down more most less
  new based related activities activity work works working perform performs performed provide provides
  ensure ensures maintain maintains prepare prepares conduct conducts develop develops review reviews
  assist assists determine determines coordinate coordinates direct directs plan plans identify
  identifies manage manages monitor monitors establish establishes according order needed required
  specified appropriate necessary information procedures standards records equipment materials staff
  personnel problems operations programs activities specific various`.split(/\s+/),
);

function readTable(folder, file) {
  const [header, ...lines] = readFileSync(path.join(folder, file), 'utf8').split(/\r?\n/);
  const columns = header.split('\t');
  return lines
    .filter((line) => line.trim())
    .map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i], value])));
}

/** The same normalisation as the engine's (occupations/normalise.ts): lower case, words joined by one space. */
export function normaliseTitle(text) {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

function taskWords(text) {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 3 && !STOP_WORDS.has(word));
}

function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: node scripts/build-onet.mjs <O*NET text folder>');
    process.exit(2);
  }
  const occupations = readTable(folder, 'Occupation Data.txt');
  const zones = new Map(
    readTable(folder, 'Job Zones.txt').map((row) => [row['O*NET-SOC Code'], row['Job Zone']]),
  );
  const codes = occupations.map((row) => row['O*NET-SOC Code']).sort();
  const indexOf = new Map(codes.map((code, i) => [code, i]));
  const byCode = new Map(occupations.map((row) => [row['O*NET-SOC Code'], row]));

  // Titles: the occupation's own title, alternate and short titles, reported titles.
  const titles = new Map();
  const addTitle = (title, code) => {
    const key = normaliseTitle(title);
    if (!key || key === 'n a' || !indexOf.has(code)) return;
    const set = titles.get(key) ?? new Set();
    set.add(indexOf.get(code));
    titles.set(key, set);
  };
  for (const row of occupations) addTitle(row.Title, row['O*NET-SOC Code']);
  for (const row of readTable(folder, 'Alternate Titles.txt')) {
    addTitle(row['Alternate Title'], row['O*NET-SOC Code']);
    if (row['Short Title'] && row['Short Title'] !== 'n/a')
      addTitle(row['Short Title'], row['O*NET-SOC Code']);
  }
  for (const row of readTable(folder, 'Sample of Reported Titles.txt'))
    addTitle(row['Reported Job Title'], row['O*NET-SOC Code']);

  // Related occupations: tier 1 Primary-Short, 2 Primary-Long, 3 Supplemental, in O*NET's order.
  const tierOf = { 'Primary-Short': 1, 'Primary-Long': 2, Supplemental: 3 };
  const related = codes.map(() => []);
  for (const row of readTable(folder, 'Related Occupations.txt')) {
    const from = indexOf.get(row['O*NET-SOC Code']);
    const to = indexOf.get(row['Related O*NET-SOC Code']);
    if (from === undefined || to === undefined) continue;
    related[from].push([Number(row.Index), to, tierOf[row['Relatedness Tier']] ?? 3]);
  }

  // Task words: tf-idf of the words of each occupation's tasks (core and supplemental).
  const counts = codes.map(() => new Map());
  for (const row of readTable(folder, 'Task Statements.txt')) {
    const i = indexOf.get(row['O*NET-SOC Code']);
    if (i === undefined) continue;
    for (const word of new Set(taskWords(row.Task))) counts[i].set(word, (counts[i].get(word) ?? 0) + 1);
  }
  const documentFrequency = new Map();
  for (const map of counts)
    for (const word of map.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const tasks = counts.map((map) =>
    [...map.entries()]
      .filter(([word]) => (documentFrequency.get(word) ?? 0) <= codes.length / 8)
      .map(([word, count]) => [word, count * Math.log(codes.length / (documentFrequency.get(word) ?? 1))])
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, TASK_WORDS)
      .map(([word]) => word),
  );

  const data = {
    attribution: ATTRIBUTION,
    release: path.basename(path.resolve(folder)),
    // code, title, job zone (0 when O*NET gives none), related "index:tier" pairs, task words
    occupations: codes.map((code, i) => [
      code,
      byCode.get(code).Title,
      Number(zones.get(code) ?? 0),
      related[i]
        .sort((a, b) => a[0] - b[0])
        .map(([, to, tier]) => `${to}:${tier}`)
        .join(' '),
      tasks[i].join(' '),
    ]),
    // "title\tindex,index" lines, sorted
    titles: [...titles.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([title, set]) => `${title}\t${[...set].sort((a, b) => a - b).join(',')}`)
      .join('\n'),
  };
  const out = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../packages/core/src/occupations/onet-data.generated.ts',
  );
  const json = JSON.stringify(data);
  writeFileSync(
    out,
    `/* Generated by scripts/build-onet.mjs from O*NET ${data.release}: do not edit.\n *\n * ${ATTRIBUTION}\n */\n` +
      `export const ONET_JSON: string = ${JSON.stringify(json)};\n`,
  );
  console.log(
    `${out}: ${codes.length} occupations, ${titles.size} titles, ${(json.length / 1024).toFixed(0)} KiB`,
  );
}

main();
