import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, linesToItems, makeZip, deflateRepeated } from '../testing/documents';
import { dataDescriptorZipBomb, flateBombPdf } from '../testing/hostile-files';
import { extractDocument, MAX_RESUME_CHARACTERS } from './extract';
import { countInflated } from './inflate';
import { MAX_PDF_NESTING } from './pdf-guard';
import { createXmlGuard, MAX_XML_DEPTH } from './xml-guard';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const encode = (text: string) => new TextEncoder().encode(text);
const RESUME = [
  'Jordan Example',
  'jordan@example.com | +1 415 555 0132 | Denver, CO',
  'Experience',
  'Senior Data Analyst, Northwind Analytics (Jan 2021 - Present)',
  'Built 40 SQL dashboards [Tableau] used by 300 staff, cutting report time by 35%',
  'Automated weekly forecasting in Python, saving 6 hours a week',
  'Data Analyst, Contoso Retail   Jun 2017 - Dec 2020',
  'Analyzed sales data for 120 stores and presented findings to regional directors',
  'Education',
  'B.S. in Statistics, University of Colorado, 2017',
  'Skills',
  'SQL, Python, Tableau, Excel, Statistics, A/B testing',
];

async function failureOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );
}

describe('inflation counted as it streams', () => {
  it('stops a 2 GiB stream at the limit, holding one chunk at a time', async () => {
    const bomb = deflateRepeated(new Uint8Array(1 << 20), 2048, { crc: false }).deflated;
    const before = process.memoryUsage().rss;
    const count = await countInflated(bomb, { raw: true, limit: 8 << 20 });
    expect(count.exceeded).toBe(true);
    expect(count.bytes).toBeLessThan((8 << 20) + (1 << 20));
    expect(process.memoryUsage().rss - before).toBeLessThan(64 << 20);
  });

  it('counts what truncated data inflates to, and reports it invalid', async () => {
    const data = deflateRepeated(new Uint8Array(1 << 20), 4, { crc: false }).deflated;
    const count = await countInflated(data.subarray(0, data.length >> 1), { raw: true, limit: 64 << 20 });
    expect(count.exceeded).toBe(false);
    expect(count.bytes).toBeGreaterThan(0);
    expect(count.bytes).toBeLessThan(4 << 20);
  });
});

describe('DOCX: what the entries inflate to, not what the headers declare', () => {
  it('refuses issue 12 bomb (data descriptors, local sizes 0) as too complex', async () => {
    const bomb = dataDescriptorZipBomb(200);
    expect(bomb.length).toBeLessThan(300_000);
    expect(await failureOf(extractDocument(bomb, 'docx'))).toBe('TOO_COMPLEX');
  });

  it('refuses an entry whose headers declare a small size', async () => {
    const bomb = deflateRepeated(new Uint8Array(1 << 20).fill(0x20), 40, {
      prefix: encode(`<w:document ${W}><w:body><w:p><w:r><w:t>`),
      suffix: encode('</w:t></w:r></w:p></w:body></w:document>'),
    });
    const docx = makeZip([{ name: 'word/document.xml', content: bomb, declaredSize: 2048 }]);
    expect(await failureOf(extractDocument(docx, 'docx'))).toBe('TOO_COMPLEX');
  });

  it('refuses a document type declaration (entity bombs, external entities) and deep nesting', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><w:document ${W}><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>`;
    const deep = `<w:document ${W}><w:body>${'<w:p>'.repeat(MAX_XML_DEPTH)}${'</w:p>'.repeat(MAX_XML_DEPTH)}</w:body></w:document>`;
    for (const xml of [laughs, deep]) {
      const docx = makeZip([{ name: 'word/document.xml', content: xml }]);
      expect(await failureOf(extractDocument(docx, 'docx'))).toBe('TOO_COMPLEX');
    }
  });

  it('reads a resume written with data descriptors', async () => {
    const document = await extractDocument(makeDocx(RESUME, { dataDescriptor: true }), 'docx');
    expect(document.text).toContain('Built 40 SQL dashboards');
  });

  it('lets the XML guard pass ordinary markup: comments, CDATA, processing instructions, empty elements', () => {
    const guard = createXmlGuard();
    expect(() =>
      guard(encode('<?xml version="1.0"?><!-- note --><a><![CDATA[x < y]]><b/><c attr="1/2"></c></a>')),
    ).not.toThrow();
  });
});

describe('PDF: what the streams inflate to, and how deep the objects nest', () => {
  it('refuses issue 12 bomb (2 GiB of spaces in one FlateDecode stream) as too complex', async () => {
    const bomb = flateBombPdf(2048);
    expect(bomb.length).toBeLessThan(3_000_000);
    expect(await failureOf(extractDocument(bomb, 'pdf'))).toBe('TOO_COMPLEX');
  });

  it('refuses objects nested deeper than the limit, quickly', async () => {
    const depth = MAX_PDF_NESTING + 1;
    const pdf = encode(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /X ${'['.repeat(depth)}${']'.repeat(depth)} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    );
    const started = performance.now();
    expect(await failureOf(extractDocument(pdf, 'pdf'))).toBe('TOO_COMPLEX');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads an ordinary PDF, whose compressed streams pass', async () => {
    const document = await extractDocument(makePdf([linesToItems(RESUME)]), 'pdf');
    expect(document.text).toContain('Northwind Analytics (Jan 2021');
  });
});

describe('text: no more than a resume could hold', () => {
  const line = 'Data Analyst who built dashboards in SQL and Python for finance teams in four regions.\n';
  const text = (characters: number) =>
    new TextEncoder().encode(`Jane Roe\nExperience\n${line.repeat(Math.ceil(characters / line.length))}`);

  it('refuses a text file of more than 150,000 characters before analysing it, saying why', async () => {
    const started = performance.now();
    await expect(extractDocument(text(MAX_RESUME_CHARACTERS + 100), 'txt')).rejects.toMatchObject({
      code: 'TOO_MUCH_TEXT',
      message: expect.stringMatching(/far more text than a resume/),
    });
    // A 10 MB text file is refused in well under a second.
    await expect(extractDocument(text(10_000_000), 'txt')).rejects.toMatchObject({ code: 'TOO_MUCH_TEXT' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads a long CV under the limit', async () => {
    const document = await extractDocument(text(MAX_RESUME_CHARACTERS - 2000), 'txt');
    expect(document.text.length).toBeLessThanOrEqual(MAX_RESUME_CHARACTERS);
  });
});
