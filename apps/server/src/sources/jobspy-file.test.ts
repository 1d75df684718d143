import { once } from 'node:events';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { JobPostingInput } from '@careerlens/core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  detectJobspyFileFormat,
  readJobspyFile,
  type JobspyRow,
  type ReadJobspyFileOptions,
} from './jobspy-file';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/boards');
/** Real jobspy files kept outside the repository; used when present, never required. */
const EVAL_JOBS = path.resolve(import.meta.dirname, '../../../../../shared/eval/jobs');
const tempDir = mkdtempSync(path.join(tmpdir(), 'careerlens-jobspy-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const fixture = (name: string) => path.join(FIXTURES, name);

async function readAll(filePath: string, options?: ReadJobspyFileOptions): Promise<JobspyRow[]> {
  const rows: JobspyRow[] = [];
  for await (const row of readJobspyFile(filePath, options)) rows.push(row);
  return rows;
}

function postings(rows: JobspyRow[]): JobPostingInput[] {
  return rows.flatMap((row) => (row.ok ? [row.posting] : []));
}

function failures(rows: JobspyRow[]): Array<{ line: number; reason: string }> {
  return rows.flatMap((row) => (row.ok ? [] : [{ line: row.line, reason: row.reason }]));
}

function byTitle(rows: JobspyRow[], title: string): Extract<JobspyRow, { ok: true }> {
  const row = rows.find((candidate) => candidate.ok && candidate.posting.title === title);
  if (!row || !row.ok) throw new Error(`no posting titled ${title}`);
  return row;
}

/** The 1-based line of the first line of the fixture that contains the text. */
function lineOf(name: string, text: string): number {
  const index = readFileSync(fixture(name), 'utf8')
    .split(/\r\n|\r|\n/u)
    .findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`${text} not in ${name}`);
  return index + 1;
}

function writeTemp(name: string, content: string): string {
  const file = path.join(tempDir, name);
  writeFileSync(file, content);
  return file;
}

describe('readJobspyFile: CSV with the current column set', () => {
  const name = 'jobspy-current.csv';

  it('imports every good record and reports the bad ones by the line they start on', async () => {
    const rows = await readAll(fixture(name));
    expect(postings(rows).map((posting) => posting.title)).toEqual([
      'Senior Backend Engineer',
      'Data Analyst',
      'Warehouse Shift Lead',
      'Line Cook',
    ]);
    expect(failures(rows)).toEqual([
      { line: lineOf(name, '"li-3900000003"'), reason: 'expected 34 fields as in the header, found 30' },
      { line: lineOf(name, '"li-3900000005"'), reason: 'the record has no title' },
    ]);
    // Records come back in file order, each at the line where it starts (descriptions span several lines).
    expect(rows.map((row) => row.line)).toEqual([2, 13, 16, 17, 20, 21]);
    expect(lineOf(name, '"li-3900000002"')).toBe(13);
  });

  it('maps every column of the jobspy model', async () => {
    const rows = await readAll(fixture(name));
    const { posting } = byTitle(rows, 'Senior Backend Engineer');
    expect(posting).toEqual({
      source: 'linkedin',
      sourceId: 'li-3900000001',
      title: 'Senior Backend Engineer',
      companyName: 'Larkspur Logistics',
      companyLogo: 'https://media.example.com/logos/larkspur.png',
      companyUrl: 'https://www.linkedin.com/company/larkspur-logistics',
      companyIndustry: 'Freight and Package Transportation',
      jobLevel: 'mid-senior level',
      isRemote: false,
      jobType: ['fulltime'],
      jobFunction: 'Engineering and Information Technology',
      jobUrl: 'https://www.linkedin.com/jobs/view/3900000001',
      jobUrlDirect: null,
      location: { city: 'Pune', state: 'Maharashtra', country: 'India' },
      description: expect.any(String),
      descriptionFormat: 'markdown',
      datePosted: '2025-03-14',
      salary: null,
      emails: ['hiring@larkspur.example', 'talent@larkspur.example'],
    });
    // Markdown is kept as written, escapes, quoted line breaks and doubled quotes included.
    expect(posting.description).toContain(
      'across the region\\. You will own our route\\-planning services\\.',
    );
    expect(posting.description).toContain('* 5\\+ years of back\\\\-end experience');
    expect(posting.description).toContain('Comfortable with "on call" rotations');
    expect(posting.description.split('\n').length).toBeGreaterThan(8);
  });

  it('reads salaries, several job types and hybrid work', async () => {
    const rows = await readAll(fixture(name));
    expect(byTitle(rows, 'Data Analyst').posting).toMatchObject({
      jobType: ['fulltime', 'contract', 'HYBRID'],
      salary: { interval: 'yearly', minAmount: 90000, maxAmount: 120000, currency: 'USD' },
      location: { city: 'Austin', state: 'TX', country: 'USA' },
      jobUrlDirect: 'https://careers.orchidbyte.example/jobs/77',
      isRemote: false,
    });
    expect(byTitle(rows, 'Line Cook').posting).toMatchObject({
      source: 'indeed',
      sourceId: 'in-7d2f0c9a1b3e4f56',
      salary: { interval: 'hourly', minAmount: 17.5, maxAmount: 21, currency: 'USD' },
      location: { city: 'Columbus', state: 'OH', country: 'USA' },
      jobType: ['parttime'],
      // A javascript: company URL is refused; the company's own site is used instead.
      companyUrl: 'https://saffrontable.example',
    });
  });

  it('derives a missing id from the job URL, ignores impossible dates and reads hybrid from the description', async () => {
    const rows = await readAll(fixture(name));
    expect(byTitle(rows, 'Warehouse Shift Lead').posting).toMatchObject({
      sourceId: 'li-3900000004',
      datePosted: null,
      isRemote: true,
      location: { city: null, state: null, country: null },
      jobType: ['fulltime', 'HYBRID'],
    });
  });
});

describe('readJobspyFile: other layouts', () => {
  it('reads the older, shorter column set', async () => {
    const rows = await readAll(fixture('jobspy-older.csv'));
    expect(failures(rows)).toEqual([]);
    expect(rows.map((row) => row.line)).toEqual([2, 9, 10, 11]);
    const [storage, reliability, receptionist, bookkeeper] = postings(rows);
    expect(storage).toMatchObject({
      source: 'glassdoor',
      sourceId: 'gd-1009000000001',
      companyName: 'Harbor Quill',
      isRemote: true,
      jobType: [],
      datePosted: '2025-01-20',
      location: { city: null, state: null, country: null },
      companyIndustry: null,
      jobLevel: null,
    });
    expect(storage?.description).toContain('* Automate \\*everything\\*');
    expect(reliability).toMatchObject({
      location: { city: 'Seattle', state: 'WA', country: 'USA' },
      jobType: ['fulltime', 'HYBRID'],
      salary: { interval: 'yearly', minAmount: 150000, maxAmount: 185000, currency: 'USD' },
    });
    expect(receptionist).toMatchObject({
      source: 'zip_recruiter',
      sourceId: null,
      isRemote: null,
      emails: ['frontdesk@fernhill.example'],
      salary: { interval: 'hourly', minAmount: 16, maxAmount: 19, currency: 'USD' },
    });
    expect(bookkeeper).toMatchObject({
      sourceId: 'in-00aa11bb22cc33dd',
      description: '',
      datePosted: null,
      isRemote: true,
      jobType: ['parttime', 'temporary'],
      location: { city: null, state: null, country: 'USA' },
    });
  });

  it('matches header names case-insensitively in any order, with a byte-order mark and CRLF line ends', async () => {
    const rows = await readAll(fixture('jobspy-shuffled.csv'));
    expect(failures(rows)).toEqual([]);
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
    const [chef, driver] = postings(rows);
    expect(chef).toMatchObject({
      source: 'google',
      title: 'Pastry Chef',
      description: 'Laminate doughs,\r\nbake at dawn.',
      isRemote: false,
      location: { city: 'Lyon', state: null, country: 'France' },
    });
    expect(driver).toMatchObject({
      source: 'import',
      isRemote: false,
      location: { city: 'Berlin', country: 'Germany' },
    });
  });

  it('reads a JSON array one element at a time and reports elements that are not postings', async () => {
    const name = 'jobspy-current.json';
    const rows = await readAll(fixture(name));
    expect(postings(rows).map((posting) => posting.title)).toEqual([
      'Service Desk Analyst',
      'HVAC Technician',
      'UX Researcher',
    ]);
    expect(failures(rows)).toEqual([
      { line: lineOf(name, '  42,'), reason: 'the record is not a JSON object' },
      { line: lineOf(name, '"company": "Untitled Ltd"') - 3, reason: 'the record has no title' },
    ]);
    expect(rows[0]).toMatchObject({ line: 2 });
    expect(byTitle(rows, 'Service Desk Analyst').posting).toMatchObject({
      source: 'google',
      sourceId: 'go-c2VydmljZS1kZXNr',
      location: { city: 'Madison', state: 'WI', country: 'USA' },
      datePosted: '2025-03-01',
      jobType: ['fulltime'],
      salary: { interval: 'monthly', minAmount: 4200, maxAmount: 5100, currency: 'USD' },
      emails: ['it-jobs@pebblecreek.example'],
      companyIndustry: 'Banking',
      companyLogo: null,
    });
    expect(byTitle(rows, 'HVAC Technician').posting).toMatchObject({
      isRemote: false,
      location: { city: 'Phoenix', state: 'AZ', country: 'USA' },
    });
    expect(byTitle(rows, 'UX Researcher').posting).toMatchObject({
      isRemote: null,
      jobType: ['contract', 'HYBRID'],
      location: { city: 'Dublin', country: 'Ireland' },
    });
  });

  it('recovers from a syntax error inside one array element, sniffing the layout of an unknown extension', async () => {
    const file = fixture('jobspy-broken-array.txt');
    expect(await detectJobspyFileFormat(file)).toBe('json');
    const rows = await readAll(file);
    expect(postings(rows).map((posting) => [posting.title, posting.jobType])).toEqual([
      ['Grant Writer', []],
      ['Volunteer Coordinator', ['volunteer']],
    ]);
    expect(failures(rows)).toEqual([{ line: 2, reason: expect.stringMatching(/^invalid JSON: /u) }]);
  });

  it('reads JSON Lines, reporting a broken line and skipping blank ones', async () => {
    const rows = await readAll(fixture('jobspy-older.jsonl'));
    expect(rows.map((row) => [row.line, row.ok])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [5, true],
    ]);
    const [technician, editor, educator] = postings(rows);
    expect(technician).toMatchObject({
      sourceId: 'in-11aa22bb33cc44dd',
      salary: { interval: 'hourly', minAmount: 18, maxAmount: 22.5, currency: 'USD' },
      location: { city: 'Tampa', state: 'FL', country: 'USA' },
    });
    expect(editor).toMatchObject({
      isRemote: true,
      location: { city: 'Toronto', state: 'ON', country: 'Canada' },
    });
    expect(educator).toMatchObject({
      sourceId: 'li-3900000301',
      location: { city: 'Edinburgh', state: 'Scotland', country: 'UK' },
    });
  });

  it('sniffs JSON Lines and CSV when the extension does not say', async () => {
    const jsonl = path.join(tempDir, 'export.dat');
    copyFileSync(fixture('jobspy-older.jsonl'), jsonl);
    expect(await detectJobspyFileFormat(jsonl)).toBe('jsonl');
    const csv = path.join(tempDir, 'export.txt');
    copyFileSync(fixture('jobspy-older.csv'), csv);
    expect(await detectJobspyFileFormat(csv)).toBe('csv');
    expect(postings(await readAll(csv))).toHaveLength(4);
  });
});

describe('readJobspyFile: damaged files', () => {
  it('reports a CSV without a title column once, at line 1', async () => {
    const file = writeTemp('not-jobs.csv', 'name,email\nAda,ada@example.com\n');
    expect(await readAll(file)).toEqual([
      { ok: false, line: 1, reason: expect.stringContaining('no "title" column') },
    ]);
  });

  it('reports a quote that is never closed, after importing the records before it', async () => {
    const file = writeTemp(
      'unclosed.csv',
      'title,description\nBaker,Bakes bread\nCook,"Cooks\nthings\nWaiter,Serves\n',
    );
    const rows = await readAll(file);
    expect(rows).toEqual([
      { ok: true, line: 2, posting: expect.objectContaining({ title: 'Baker', source: 'import' }) },
      { ok: false, line: 3, reason: 'a quoted field that starts in this record is never closed' },
    ]);
  });

  it('stops with a message, not silently, when a record is too long to be real', async () => {
    const file = writeTemp(
      'runaway.csv',
      `title,description\nBaker,Bakes\nCook,"${'x'.repeat(500)}\nWaiter,Serves\n`,
    );
    const rows = await readAll(file, { maxRecordChars: 200 });
    expect(rows).toEqual([
      { ok: true, line: 2, posting: expect.objectContaining({ title: 'Baker' }) },
      { ok: false, line: 3, reason: expect.stringContaining('the rest of the file was not read') },
    ]);
  });

  it('reports an over-long JSON element and reads on', async () => {
    const big = JSON.stringify({ title: 'Huge', description: 'y'.repeat(500) });
    const file = writeTemp(
      'big.json',
      `[{"title":"Small","description":"ok"},\n${big},\n{"title":"After","description":"ok"}]`,
    );
    const rows = await readAll(file, { maxRecordChars: 200 });
    expect(rows.map((row) => (row.ok ? row.posting.title : `${row.line}: ${row.reason}`))).toEqual([
      'Small',
      '2: the record is longer than 200 characters',
      'After',
    ]);
  });

  it('reports a JSON array that is cut short', async () => {
    const file = writeTemp('cut.json', '[{"title":"Kept","description":"ok"},\n{"title":"Lost","descr');
    const rows = await readAll(file);
    expect(rows).toEqual([
      { ok: true, line: 1, posting: expect.objectContaining({ title: 'Kept' }) },
      { ok: false, line: 2, reason: 'the file ends inside this record' },
    ]);
  });

  it('reports a pretty-printed JSON object once, not once per line', async () => {
    const file = writeTemp('object.json', '{\n  "jobs": [\n    {"title": "Nested"}\n  ]\n}\n');
    expect(await readAll(file)).toEqual([
      { ok: false, line: 1, reason: expect.stringContaining('JSON Lines') },
    ]);
  });

  it('throws when the file cannot be opened', async () => {
    await expect(readAll(path.join(tempDir, 'missing.csv'))).rejects.toThrow(/ENOENT/u);
  });

  it('closes the file when the caller stops early', async () => {
    for await (const row of readJobspyFile(fixture('jobspy-current.csv'))) {
      expect(row.ok).toBe(true);
      break;
    }
  });
});

describe('readJobspyFile: large files', () => {
  const ROWS = 20_000;
  /**
   * About 5 KB a record (a typical description), ~100 MB in all: keeping every row grows the heap by about
   * 118 MB, streaming by about 12 MB, so the limit tells the two apart.
   */
  const DESCRIPTION_REPEATS = 150;
  const MAX_HEAP_GROWTH_BYTES = 100 * 1024 * 1024;
  /** Writing and reading ~100 MB takes 5-15 s on a busy two-core machine. */
  const LARGE_FILE_TEST_TIMEOUT_MS = 60_000;

  function collectGarbage(): void {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (() => void) | undefined;
    gc?.();
  }

  it(
    'streams a 20,000-row CSV with bounded memory and reads every row at its line',
    async () => {
      const file = path.join(tempDir, 'large.csv');
      const out = createWriteStream(file);
      out.write('id,site,job_url,title,company,location,is_remote,job_type,description\n');
      const filler = 'Keep the depot running smoothly\\. '.repeat(DESCRIPTION_REPEATS);
      for (let index = 0; index < ROWS; index++) {
        const row = `li-${index},linkedin,https://www.linkedin.com/jobs/view/${index},Role ${index},Company ${index % 97},"Leeds, UK",False,fulltime,"**Role ${index}**\n\n${filler}"\n`;
        if (!out.write(row)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'finish');

      collectGarbage();
      const baseline = process.memoryUsage().heapUsed;
      let peak = baseline;
      let read = 0;
      let misplaced = 0;
      for await (const row of readJobspyFile(file)) {
        if (!row.ok || row.line !== 2 + read * 3 || row.posting.title !== `Role ${read}`) misplaced++;
        read++;
        if (read % 500 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
      expect(read).toBe(ROWS);
      expect(misplaced).toBe(0);
      expect(peak - baseline).toBeLessThan(MAX_HEAP_GROWTH_BYTES);
    },
    LARGE_FILE_TEST_TIMEOUT_MS,
  );
});

describe.skipIf(!existsSync(EVAL_JOBS))(
  'readJobspyFile: real jobspy output (when ../shared/eval is present)',
  () => {
    it.each([
      ['linkedin-jobspy-current-schema.csv', 5],
      ['glassdoor-jobspy-older-schema.csv', 40],
    ])('imports every record of %s', async (name, count) => {
      const rows = await readAll(path.join(EVAL_JOBS, name));
      expect(failures(rows)).toEqual([]);
      expect(postings(rows)).toHaveLength(count);
      for (const posting of postings(rows)) {
        expect(posting.title).not.toBe('');
        expect(posting.jobUrl).toMatch(/^https:\/\//u);
        // jobspy gives ids for these sites (or they are read from the URL); not for ZipRecruiter.
        if (posting.source !== 'zip_recruiter') expect(posting.sourceId).toMatch(/^(li|gd|in)-/u);
      }
    });
  },
);
