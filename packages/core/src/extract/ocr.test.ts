import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../analysis/analyze-resume';
import { prepareResume } from '../matching/fit';
import { linesToItems, makePdf, type PdfPageImage } from '../testing/documents';
import { extractDocument } from './extract';
import {
  ocrElsewhere,
  ocrPageToItems,
  OCR_UNCERTAIN_BELOW,
  type OcrLine,
  type OcrPageRequest,
  type OcrPageResult,
  type OcrReader,
} from './ocr';

/** A grey picture for a page: the fake engine below never looks at it, but pdf.js sees an image drawn. */
const PICTURE: PdfPageImage = {
  data: new Uint8Array(16 * 16).fill(200),
  format: 'grey',
  width: 16,
  height: 16,
};

/** Image size the fake engine reports: a US Letter page at 100 dpi. */
const IMAGE = { width: 850, height: 1100 };

/** Lines of words laid out top to bottom on the image, as an engine would report them. */
function ocrLines(
  lines: Array<string | { text: string; confidence?: number; height?: number; unsure?: string[] }>,
  skew = 0,
): OcrLine[] {
  let top = 80;
  return lines.map((line) => {
    const spec = typeof line === 'string' ? { text: line } : line;
    const height = spec.height ?? 14;
    let x = 60;
    const words = spec.text.split(' ').map((text) => {
      const width = text.length * 8;
      const y0 = top + skew * (x - IMAGE.width / 2);
      const word = {
        text,
        confidence: spec.unsure?.includes(text) ? 40 : (spec.confidence ?? 93),
        x0: x,
        y0,
        x1: x + width,
        y1: y0 + height,
      };
      x += width + 6;
      return word;
    });
    const first = words[0];
    const last = words.at(-1);
    top += height * 1.8;
    return {
      words,
      baseline: first && last ? { x0: first.x0, y0: first.y1, x1: last.x1, y1: last.y1 } : undefined,
    };
  });
}

function fakeReader(
  pages: Record<number, OcrLine[] | Error>,
  maxPages = 3,
): OcrReader & { read: number[]; closed: number } {
  const reader = {
    maxPages,
    read: [] as number[],
    closed: 0,
    readPage(request: OcrPageRequest): Promise<OcrPageResult> {
      reader.read.push(request.pageNumber);
      const lines = pages[request.pageNumber];
      if (lines instanceof Error) return Promise.reject(lines);
      return Promise.resolve({ ...IMAGE, lines: lines ?? [] });
    },
    close() {
      reader.closed += 1;
      return Promise.resolve();
    },
  };
  return reader;
}

const SCANNED_RESUME = [
  { text: 'Maria Lopez', height: 24 },
  'maria.lopez@example.com 555-201-3344',
  { text: 'EXPERIENCE', height: 17 },
  'Staff Accountant, Acme Corp Jan 2018 - Present',
  '- Reconciled 40 accounts a month and closed the books in 3 days',
  '- Prepared tax returns for 120 clients with QuickBooks',
  { text: 'EDUCATION', height: 17 },
  'Bachelor of Science in Accounting, State University 2017',
  { text: 'SKILLS', height: 17 },
  'QuickBooks, Excel, Financial reporting, Payroll',
  { text: 'CERTIFICATIONS', height: 17 },
  { text: 'CPA', unsure: ['CPA'] },
  'Certified Management Accountant (CMA)',
];

const context = {
  targetRole: 'Accountant',
  experienceLevel: 'mid-level' as const,
  referenceDate: new Date('2026-11-01'),
};

describe('pages without a text layer, read by OCR', () => {
  it('reads a scanned page into lines in reading order, with its confidence and unsure words', async () => {
    const reader = fakeReader({ 1: ocrLines(SCANNED_RESUME) });
    const document = await extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf', { ocr: reader });
    expect(document.lines.map((line) => line.text)).toContain(
      'Staff Accountant, Acme Corp Jan 2018 - Present',
    );
    expect(document.lines[0]?.text).toBe('Maria Lopez');
    expect(document.lines[0]?.heading).toBe(true);
    expect(document.ocr).toMatchObject({ pages: [1], textLayerWords: 0 });
    expect(document.ocr?.confidence).toBeGreaterThan(85);
    expect(document.ocr?.uncertainWords).toEqual([
      { text: 'CPA', lineIndex: document.lines.findIndex((line) => line.text === 'CPA'), confidence: 40 },
    ]);
    expect(reader.read).toEqual([1]);
    expect(reader.closed).toBe(1);
  });

  it('analyses a scan: skills and roles from the OCR text, parseability failed with the no-text-layer statement, score multiplied to 0', async () => {
    const document = await extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf', {
      ocr: fakeReader({ 1: ocrLines(SCANNED_RESUME) }),
    });
    const analysis = analyzeResume(document, context);
    expect(analysis.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['QuickBooks']));
    expect(analysis.experience[0]).toMatchObject({ title: 'Staff Accountant', current: true });
    const readable = analysis.checks.find((check) => check.id === 'text-readable');
    expect(readable?.status).toBe('fail');
    expect(readable?.detail).toContain(
      'This PDF has no text layer: it looks like a scan or a picture of a resume. An ATS cannot read it either.',
    );
    expect(readable?.fix).toContain('Export your resume from your editor');
    expect(analysis.layoutMultiplier).toBe(0);
    expect(analysis.atsScore).toBe(0);
    expect(analysis.actionableTip).toContain('Export your resume from your editor');
    expect(analysis.ocr).toMatchObject({ pages: [1], uncertainWords: [{ text: 'CPA' }] });
    expect(analysis.jobReadinessScore).toBeGreaterThan(0);
  });

  it('never takes a word the OCR was unsure of as evidence of a credential', async () => {
    const read = (unsure: string[]) =>
      extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf', {
        ocr: fakeReader({
          1: ocrLines(
            SCANNED_RESUME.map((line) =>
              typeof line === 'object' && line.text === 'CPA' ? { text: 'CPA', unsure } : line,
            ),
          ),
        }),
      });
    const certificationsOf = (names: Array<{ name: string; type: string }>) =>
      names.filter((skill) => skill.type === 'certification').map((skill) => skill.name);
    const sure = analyzeResume(await read([]), context);
    const unsure = analyzeResume(await read(['CPA']), context);
    expect(certificationsOf(sure.skills)).toEqual(expect.arrayContaining(['CPA', 'CMA']));
    expect(certificationsOf(unsure.skills)).not.toContain('CPA');
    // The sure one stays.
    expect(certificationsOf(unsure.skills)).toContain(
      certificationsOf(sure.skills).find((name) => name.includes('CMA')),
    );
    const prepared = prepareResume(await read(['CPA']), context.referenceDate);
    expect(prepared.skills.map((skill) => skill.id)).not.toContain(
      sure.skills.find((skill) => skill.name.includes('CPA'))?.id,
    );
  });

  it('reads a mixed PDF page by page: text-layer pages as text, scanned pages by OCR, in page order', async () => {
    const reader = fakeReader({ 2: ocrLines(SCANNED_RESUME.slice(6)) });
    const pdf = makePdf(
      [linesToItems(['Maria Lopez', 'EXPERIENCE', 'Staff Accountant, Acme Corp Jan 2018 - Present']), []],
      { pageImages: [undefined, PICTURE] },
    );
    const document = await extractDocument(pdf, 'pdf', { ocr: reader });
    expect(reader.read).toEqual([2]);
    expect(document.lines.map((line) => [line.page, line.text])).toEqual([
      [1, 'Maria Lopez'],
      [1, 'EXPERIENCE'],
      [1, 'Staff Accountant, Acme Corp Jan 2018 - Present'],
      ...SCANNED_RESUME.slice(6).map((line) => [2, typeof line === 'string' ? line : line.text]),
    ]);
    expect(document.ocr?.pages).toEqual([2]);
    expect(document.ocr?.textLayerWords).toBe(11);
    const analysis = analyzeResume(document, context);
    const readable = analysis.checks.find((check) => check.id === 'text-readable');
    expect(readable?.detail).toContain('Page 2 of this PDF has no text layer');
    const share = 11 / (11 + (document.ocr?.ocrWords ?? 0));
    expect(analysis.layoutMultiplier).toBeCloseTo(share, 2);
  });

  it('fails clearly when a page is unreadable, when the engine fails on it, and when the scan has too many pages', async () => {
    const blurred = fakeReader({ 1: ocrLines([{ text: 'Mxria Lqpez wxrked at', confidence: 30 }]) });
    await expect(
      extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf', { ocr: blurred }),
    ).rejects.toMatchObject({
      code: 'SCAN_UNREADABLE',
      message: expect.stringContaining('Page 1 of this PDF'),
    });
    const crashing = fakeReader({ 1: new Error('engine out of memory') });
    await expect(
      extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf', { ocr: crashing }),
    ).rejects.toMatchObject({
      code: 'OCR_FAILED',
      message: expect.stringMatching(/^Page 1 of this PDF .* our text recognition failed .* not proof/),
    });
    expect(crashing.closed).toBe(1);
    const long = fakeReader({}, 2);
    await expect(
      extractDocument(makePdf([[], [], []], { pageImages: [PICTURE, PICTURE, PICTURE] }), 'pdf', {
        ocr: long,
      }),
    ).rejects.toMatchObject({ code: 'SCAN_TOO_LONG', message: expect.stringContaining('3 pages') });
    expect(long.read).toEqual([]);
  });

  it('hands a scan over to where the engine runs, after the page cap and only when a page needs OCR', async () => {
    const elsewhere = fakeReader({ 1: ocrElsewhere(), 2: ocrElsewhere() }, 2);
    await expect(
      extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf', { ocr: elsewhere }),
    ).rejects.toMatchObject({ code: 'OCR_ELSEWHERE' });
    expect(elsewhere.read).toEqual([1]);
    await expect(
      extractDocument(makePdf([[], [], []], { pageImages: [PICTURE, PICTURE, PICTURE] }), 'pdf', {
        ocr: elsewhere,
      }),
    ).rejects.toMatchObject({ code: 'SCAN_TOO_LONG' });
    const text = makePdf([
      linesToItems([
        'Experience',
        'Registered Nurse, St. Mary Hospital   2018 - Present',
        '• Assessed and triaged 30 patients per shift in a busy emergency department',
        'Skills',
        'Patient Assessment, Triage, IV Therapy',
      ]),
    ]);
    await expect(extractDocument(text, 'pdf', { ocr: elsewhere })).resolves.toMatchObject({
      fileType: 'pdf',
    });
    expect(elsewhere.read).toEqual([1]);
  });

  it('keeps the no-text-layer failure for a blank page, a picture with no words, and without an OCR reader', async () => {
    const reader = fakeReader({});
    await expect(extractDocument(makePdf([[]]), 'pdf', { ocr: reader })).rejects.toMatchObject({
      code: 'NO_TEXT_LAYER',
    });
    expect(reader.read).toEqual([]);
    await expect(
      extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf', { ocr: reader }),
    ).rejects.toMatchObject({ code: 'NO_TEXT_LAYER' });
    await expect(extractDocument(makePdf([[]], { pageImages: [PICTURE] }), 'pdf')).rejects.toMatchObject({
      code: 'NO_TEXT_LAYER',
    });
  });

  it('deskews a turned page so a row stays one line, and splits a line at a wide gap', () => {
    const lines = ocrLines(
      ['Staff Accountant, Acme Corp', 'Reconciled accounts every month', 'Prepared tax returns'],
      0.03,
    );
    // A date far to the right on the first row, on the same slope.
    const first = lines[0]?.words[0];
    if (!first) throw new Error('no words');
    lines[0]?.words.push({
      text: '2018',
      confidence: 95,
      x0: 700,
      x1: 740,
      y0: first.y0 + 0.03 * (700 - first.x0),
      y1: first.y1 + 0.03 * (700 - first.x0),
    });
    const read = ocrPageToItems({ ...IMAGE, lines }, 1, { width: 612, height: 792 });
    const [title, date] = read.items;
    expect(title?.text).toBe('Staff Accountant, Acme Corp');
    expect(date?.text).toBe('2018');
    expect(Math.abs((title?.y ?? 0) - (date?.y ?? 0))).toBeLessThan(2);
    expect(read.uncertain).toEqual([]);
    expect(OCR_UNCERTAIN_BELOW).toBeGreaterThan(40);
  });

  it('drops a mark standing apart on its line that the engine was unsure of, and keeps a sure one', () => {
    const lines = ocrLines(['Professional Experience', 'Senior Accountant', 'Totals']);
    const mark = (line: OcrLine | undefined, text: string, confidence: number) => {
      const first = line?.words[0];
      if (!line || !first) throw new Error('no words');
      line.words.push({ text, confidence, x0: 600, x1: 608, y0: first.y0, y1: first.y1 });
    };
    // A speck beside a heading read as "ÿ"; a real "%" sign read with confidence stays.
    mark(lines[0], 'ÿ', 31);
    mark(lines[1], ';', 52);
    mark(lines[2], '%', 91);
    const read = ocrPageToItems({ ...IMAGE, lines }, 1, { width: 612, height: 792 });
    expect(read.items.map((item) => item.text)).toEqual([
      'Professional Experience',
      'Senior Accountant',
      'Totals',
      '%',
    ]);
  });

  it('deskews the left edge too: on a turned page, role headers keep one margin and bullets their indent', () => {
    // A page turned clockwise by a slope of 0.03: every point (x, y) moved to (x - s·(y - cy), y + s·(x - cx)).
    const slope = 0.03;
    const turn = (x: number, y: number) => ({
      x: x - slope * (y - IMAGE.height / 2),
      y: y + slope * (x - IMAGE.width / 2),
    });
    const rows = [
      { left: 60, text: 'Sous Chef Jul 2010' },
      { left: 90, text: 'Plated dishes' },
      { left: 60, text: 'Front Desk Manager' },
      { left: 90, text: 'Handled reservations' },
    ];
    const lines: OcrLine[] = rows.map((row, index) => {
      const top = 100 + index * 300;
      const words = row.text.split(' ').map((text, at) => {
        const a = turn(row.left + at * 80, top);
        const b = turn(row.left + at * 80 + 70, top + 14);
        return { text, confidence: 93, x0: a.x, y0: a.y, x1: b.x, y1: b.y };
      });
      const start = turn(row.left, top + 14);
      const end = turn(row.left + words.length * 80, top + 14);
      return { words, baseline: { x0: start.x, y0: start.y, x1: end.x, y1: end.y } };
    });
    const read = ocrPageToItems({ ...IMAGE, lines }, 1, { width: 612, height: 792 });
    const [first, second, third, fourth] = read.items.map((item) => item.x);
    expect(Math.abs((first ?? 0) - (third ?? 0))).toBeLessThan(1.5);
    expect(Math.abs((second ?? 0) - (fourth ?? 0))).toBeLessThan(1.5);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThan(15);
  });
});
