/**
 * A generated corpus of hostile and broken files for the bad-input tests: truncated and corrupt PDFs,
 * bombs, encrypted and image-only PDFs, broken DOCX packages, disguised files, empty and oversized files,
 * binary "text". Deterministic (seeded), so a failure can be reproduced. Test-only code.
 */
import { linesToItems, makeDocx, makePdf, makeZip } from './documents';

export type HostileExpectation =
  /** Refused at upload with a 4xx. */
  | 'rejected'
  /** Accepted, then ANALYSIS_FAILED with a reason. */
  | 'failed'
  /** Either of the above is correct (depends on how far the bytes look valid). */
  | 'rejected-or-failed'
  /** A legitimate file in an unusual form: must be analysed. */
  | 'completed';

export interface HostileFile {
  name: string;
  kind: string;
  bytes: Uint8Array;
  expect: HostileExpectation;
}

/** Mulberry32: a tiny seeded PRNG. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBytes(next: () => number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) bytes[index] = Math.floor(next() * 256);
  return bytes;
}

const RESUME_LINES = [
  { text: 'Jordan Example', size: 18 },
  'jordan@example.com | +1 415 555 0132 | Denver, CO',
  { text: 'Experience', size: 13 },
  'Senior Data Analyst, Northwind Analytics   Jan 2021 - Present',
  '• Built 40 SQL dashboards used by 300 staff, cutting report time by 35%',
  '• Automated weekly forecasting in Python, saving 6 hours a week',
  'Data Analyst, Contoso Retail   Jun 2017 - Dec 2020',
  '• Analyzed sales data for 120 stores and presented findings to regional directors',
  { text: 'Education', size: 13 },
  'B.S. in Statistics, University of Colorado, 2017',
  { text: 'Skills', size: 13 },
  'SQL, Python, Tableau, Excel, Statistics, A/B testing',
];

function validPdf(): Uint8Array {
  return makePdf([linesToItems(RESUME_LINES), linesToItems(RESUME_LINES.slice(2))]);
}

function pdfWithBody(body: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.7\n${body}\n%%EOF\n`);
}

/** A page tree that claims a million pages by pointing at itself. */
function pageCountBomb(): Uint8Array {
  return pdfWithBody(
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [2 0 R 2 0 R 2 0 R] /Count 1000000 >> endobj\n' +
      'trailer << /Root 1 0 R /Size 3 >>',
  );
}

/** Arrays nested a hundred thousand deep. */
function nestingBomb(depth: number): Uint8Array {
  return pdfWithBody(
    `1 0 obj << /Type /Catalog /Pages 2 0 R /X ${'['.repeat(depth)}${']'.repeat(depth)} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
      'trailer << /Root 1 0 R /Size 4 >>',
  );
}

/** A page that only paints an image: what a scanned resume looks like. */
function imageOnlyPdf(width: number): Uint8Array {
  const pixels = new Uint8Array(width * width).fill(200);
  const stream = Buffer.from(pixels).toString('latin1');
  const content = `q ${width} 0 0 ${width} 50 50 cm /Im1 Do Q`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${width} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${stream}\nendstream`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let output = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(output, 'latin1'));
}

/** Text drawn with symbols only: extracts, but reads as nonsense. */
function garbledPdf(next: () => number): Uint8Array {
  const symbols = '#$%&*+<=>@^_|~{}[]';
  const lines = Array.from({ length: 30 }, () =>
    Array.from({ length: 60 }, () => symbols[Math.floor(next() * symbols.length)]).join(''),
  );
  return makePdf([linesToItems(lines)]);
}

function zipBomb(uncompressedMb: number): Uint8Array {
  // A real DOCX package with one media entry that inflates to many megabytes of zeros: the compression
  // ratio gives it away before anything is inflated.
  return makeZip([
    {
      name: '[Content_Types].xml',
      content: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: 'word/document.xml',
      content: '<w:document><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
    },
    { name: 'word/media/filler.bin', content: new Uint8Array(uncompressedMb * 1024 * 1024) },
  ]);
}

function docxWithXml(xml: string): Uint8Array {
  return makeZip([
    {
      name: '[Content_Types].xml',
      content: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    { name: 'word/document.xml', content: xml },
  ]);
}

/** A minimal OLE2 compound file header with no WordDocument stream (an "Office" file that is not Word). */
function oleNotWord(next: () => number): Uint8Array {
  const bytes = randomBytes(next, 4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  return bytes;
}

/** An OLE2 header that names a WordDocument stream but whose structures are garbage. */
function brokenWord(next: () => number): Uint8Array {
  const bytes = oleNotWord(next);
  const name = 'WordDocument';
  for (let index = 0; index < name.length; index += 1) {
    bytes[1024 + index * 2] = name.charCodeAt(index);
    bytes[1025 + index * 2] = 0;
  }
  return bytes;
}

const TEN_MB = 10 * 1024 * 1024;

/** At least 200 hostile or broken files, and a few legitimate-but-unusual ones that must still work. */
export function generateHostileFiles(seed = 20261121): HostileFile[] {
  const next = random(seed);
  const files: HostileFile[] = [];
  const add = (name: string, kind: string, bytes: Uint8Array, expect: HostileExpectation) =>
    files.push({ name, kind, bytes, expect });
  const pdf = validPdf();

  for (let index = 0; index < 30; index += 1) {
    const cut = Math.max(16, Math.floor(pdf.length * (0.05 + 0.9 * next())));
    add(`truncated-${index}.pdf`, 'truncated pdf', pdf.slice(0, cut), 'failed');
  }
  for (let index = 0; index < 30; index += 1) {
    const corrupt = pdf.slice();
    const flips = 20 + Math.floor(next() * 200);
    for (let flip = 0; flip < flips; flip += 1) {
      const at = 16 + Math.floor(next() * (corrupt.length - 16));
      corrupt[at] = Math.floor(next() * 256);
    }
    // Corruption may spare the text: then analysis may legitimately succeed.
    add(`corrupt-${index}.pdf`, 'corrupt pdf', corrupt, 'rejected-or-failed');
  }
  for (let index = 0; index < 20; index += 1) {
    add(
      `random-${index}.pdf`,
      'random bytes named .pdf',
      randomBytes(next, 512 + Math.floor(next() * 50_000)),
      'rejected',
    );
  }
  for (let index = 0; index < 4; index += 1)
    add(`page-bomb-${index}.pdf`, 'pdf page-count bomb', pageCountBomb(), 'failed');
  for (let index = 0; index < 4; index += 1) {
    add(`nesting-bomb-${index}.pdf`, 'pdf nesting bomb', nestingBomb(50_000 + index * 50_000), 'failed');
  }
  for (let index = 0; index < 6; index += 1) {
    add(
      `encrypted-${index}.pdf`,
      'encrypted pdf',
      makePdf([linesToItems(RESUME_LINES)], { encrypt: true }),
      'failed',
    );
  }
  for (let index = 0; index < 6; index += 1)
    add(`scan-${index}.pdf`, 'image-only pdf', imageOnlyPdf(64 + index * 32), 'failed');
  for (let index = 0; index < 6; index += 1)
    add(`garbled-${index}.pdf`, 'garbled pdf text', garbledPdf(next), 'failed');
  add('empty-page.pdf', 'pdf with no text', makePdf([[]]), 'failed');

  for (let index = 0; index < 3; index += 1)
    add(`zip-bomb-${index}.docx`, 'docx zip bomb', zipBomb(60 + index * 20), 'failed');
  for (let index = 0; index < 5; index += 1) {
    add(
      `no-document-${index}.docx`,
      'docx without document.xml',
      makeDocx(['x'], { omitDocument: true }),
      'rejected-or-failed',
    );
  }
  for (let index = 0; index < 6; index += 1) {
    add(
      `bad-xml-${index}.docx`,
      'docx with broken xml',
      docxWithXml(`<w:document><w:body><w:p>${'<'.repeat(index + 1)}`),
      'failed',
    );
  }
  for (let index = 0; index < 5; index += 1) {
    add(`empty-body-${index}.docx`, 'docx with no text', makeDocx([]), 'failed');
  }
  for (let index = 0; index < 5; index += 1) {
    add(
      `truncated-${index}.docx`,
      'truncated docx',
      makeDocx(['Experience', 'Analyst']).slice(0, 40 + index * 30),
      'rejected-or-failed',
    );
  }
  for (let index = 0; index < 6; index += 1) {
    add(
      `not-word-${index}.zip.docx`,
      'zip that is not a docx',
      makeZip([{ name: `notes-${index}.txt`, content: 'hello' }]),
      'rejected',
    );
  }
  for (let index = 0; index < 6; index += 1) {
    const html = `<!DOCTYPE html><html><body><h1>Resume ${index}</h1><p>Analyst</p></body></html>`;
    add(`html-${index}.doc`, '.doc that is really HTML', new TextEncoder().encode(html), 'rejected');
  }
  for (let index = 0; index < 4; index += 1)
    add(`ole-${index}.doc`, 'OLE file that is not Word', oleNotWord(next), 'rejected');
  for (let index = 0; index < 4; index += 1)
    add(`broken-word-${index}.doc`, 'broken Word 97 file', brokenWord(next), 'failed');
  for (let index = 0; index < 4; index += 1) {
    add(
      `rtf-${index}.doc`,
      'RTF named .doc',
      new TextEncoder().encode('{\\rtf1\\ansi Resume text}'),
      'rejected',
    );
  }

  for (const extension of ['pdf', 'docx', 'doc', 'txt']) {
    add(`empty.${extension}`, '0-byte file', new Uint8Array(0), 'rejected');
  }
  const oversized = new Uint8Array(TEN_MB + 1);
  oversized.set(pdf);
  add('oversized.pdf', '10 MB + 1 byte', oversized, 'rejected');
  const oversizedText = new Uint8Array(TEN_MB + 1).fill(0x61);
  add('oversized.txt', '10 MB + 1 byte', oversizedText, 'rejected');

  for (let index = 0; index < 20; index += 1) {
    add(
      `binary-${index}.txt`,
      'binary bytes named .txt',
      randomBytes(next, 256 + Math.floor(next() * 20_000)),
      'rejected',
    );
  }
  for (let index = 0; index < 6; index += 1) {
    const controls = new Uint8Array(4000);
    for (let at = 0; at < controls.length; at += 1)
      controls[at] = at % 7 === 0 ? 0x41 : 1 + Math.floor(next() * 8);
    add(`control-${index}.txt`, 'control characters named .txt', controls, 'rejected');
  }
  for (let index = 0; index < 3; index += 1) {
    add(
      `one-word-${index}.txt`,
      'one huge token',
      new Uint8Array(200_000 + index * 1000).fill(0x62),
      'failed',
    );
  }
  for (let index = 0; index < 4; index += 1) {
    add(`tiny-${index}.txt`, 'almost no text', new TextEncoder().encode(`Resume ${index}\n`), 'failed');
  }
  const images: Array<[string, number[]]> = [
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['jpg', [0xff, 0xd8, 0xff, 0xe0]],
    ['gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
  ];
  for (const [label, signature] of images) {
    for (let index = 0; index < 4; index += 1) {
      const bytes = randomBytes(next, 3000);
      bytes.set(signature, 0);
      add(
        `${label}-${index}.${index % 2 ? 'pdf' : 'docx'}`,
        `${label} image disguised as a document`,
        bytes,
        'rejected',
      );
    }
  }
  for (let index = 0; index < 5; index += 1) {
    add(
      `mislabelled-${index}.pdf`,
      'DOCX named .pdf',
      makeDocx(['Experience', 'Analyst at Contoso']),
      'rejected',
    );
  }
  for (let index = 0; index < 5; index += 1) {
    add(`mislabelled-${index}.docx`, 'PDF named .docx', pdf, 'rejected');
  }

  // Unusual but legitimate: these must be read and analysed.
  const resumeText = RESUME_LINES.map((line) => (typeof line === 'string' ? line : line.text)).join('\n');
  const cp1252 = Buffer.from(
    `${resumeText}\nCafé manager – résumé with “curly quotes” and naïve accents\n`,
    'latin1',
  );
  add('windows-1252.txt', 'Windows-1252 text', new Uint8Array(cp1252), 'completed');
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(resumeText, 'utf16le')]);
  add('utf16.txt', 'UTF-16 text with BOM', new Uint8Array(utf16), 'completed');
  add(
    'bom.txt',
    'UTF-8 text with BOM',
    new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(resumeText)])),
    'completed',
  );
  add('no-extension', 'PDF without an extension', pdf, 'completed');
  add('resume.PDF', 'upper-case extension', pdf, 'completed');
  return files;
}
