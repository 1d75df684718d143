/**
 * A generated corpus of hostile and broken files for the bad-input tests: truncated and corrupt PDFs,
 * bombs, encrypted and image-only PDFs, broken DOCX packages, disguised files, empty and oversized files,
 * binary "text". Deterministic (seeded), so a failure can be reproduced. Test-only code.
 */
import { deflateSync } from 'node:zlib';
import { mulberry32 } from '../demo/random';
import { deflateRepeated, linesToItems, makeDocx, makePdf, makeZip, type ZipEntry } from './documents';

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

/** A PDF object: a plain body, or a stream dictionary and its (binary) data. */
type PdfObject = string | { dictionary: string; data: Uint8Array };

/** A PDF with a correct cross-reference table from object bodies (object 1 is the catalog). */
function pdfFromObjects(objects: PdfObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    if (typeof body === 'string') push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
    else {
      push(Buffer.from(`${index + 1} 0 obj\n${body.dictionary}\nstream\n`, 'latin1'));
      push(Buffer.from(body.data));
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]';

/** A page that only paints an image: what a scanned resume looks like. */
function imageOnlyPdf(width: number): Uint8Array {
  const pixels = new Uint8Array(width * width).fill(200);
  const content = `q ${width} 0 0 ${width} 50 50 cm /Im1 Do Q`;
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `${PAGE} /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
    {
      dictionary: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${width} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>`,
      data: pixels,
    },
    { dictionary: `<< /Length ${content.length} >>`, data: new TextEncoder().encode(content) },
  ]);
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

/** An OLE2 header naming one stream (UTF-16), whose structures are garbage. */
function oleNaming(next: () => number, name: string): Uint8Array {
  const bytes = oleNotWord(next);
  for (let index = 0; index < name.length; index += 1) {
    bytes[1024 + index * 2] = name.charCodeAt(index);
    bytes[1025 + index * 2] = 0;
  }
  return bytes;
}

const MB = 1024 * 1024;
const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const encode = (text: string) => new TextEncoder().encode(text);

function wordDocument(body: string, prolog = ''): string {
  return `<?xml version="1.0"?>${prolog}<w:document ${W_NS}><w:body>${body}</w:body></w:document>`;
}

const RESUME_PARAGRAPHS = wordDocument(
  RESUME_LINES.map(
    (line) => `<w:p><w:r><w:t>${typeof line === 'string' ? line : line.text}</w:t></w:r></w:p>`,
  )
    .join('')
    .replace(/&/g, '&amp;'),
);

function wordPackage(entries: ZipEntry[]): Uint8Array {
  return makeZip([{ name: '[Content_Types].xml', content: CONTENT_TYPES }, ...entries]);
}

/**
 * Issue 12's first bomb: `part` inflates to `megabytes` MB of text, behind data descriptors, so the local
 * headers declare size 0 (204 KB for 200 MB).
 */
export function dataDescriptorZipBomb(megabytes: number, part = 'word/document.xml'): Uint8Array {
  const bomb = deflateRepeated(new Uint8Array(MB).fill(0x41), megabytes, {
    prefix: encode(
      `<?xml version="1.0"?><w:document ${W_NS}><w:body><w:p><w:r><w:t>John Doe</w:t></w:r></w:p><w:p><w:r><w:t>`,
    ),
    suffix: encode('</w:t></w:r></w:p></w:body></w:document>'),
  });
  const entries: ZipEntry[] = [{ name: part, content: bomb, dataDescriptor: true }];
  if (part !== 'word/document.xml')
    entries.unshift({ name: 'word/document.xml', content: RESUME_PARAGRAPHS });
  return wordPackage(entries);
}

/** Both headers declare `declaredSize` for a document.xml that inflates to `megabytes` MB. */
function lyingSizeDocx(megabytes: number, declaredSize: number): Uint8Array {
  const bomb = deflateRepeated(new Uint8Array(MB).fill(0x20), megabytes, {
    prefix: encode(`<?xml version="1.0"?><w:document ${W_NS}><w:body><w:p><w:r><w:t>`),
    suffix: encode('</w:t></w:r></w:p></w:body></w:document>'),
  });
  return wordPackage([{ name: 'word/document.xml', content: bomb, declaredSize }]);
}

/** Adler-32 of `count` copies of one byte, in closed form (a bomb's data is never held). */
function adler32OfRepeatedByte(byte: number, count: number): number {
  const modulus = 65521n;
  const n = BigInt(count);
  const a = (1n + BigInt(byte) * n) % modulus;
  const b = (n + (BigInt(byte) * n * (n + 1n)) / 2n) % modulus;
  return Number((b << 16n) | a);
}

/** zlib data (as a PDF FlateDecode stream holds) of `megabytes` MB of one byte. */
function zlibRepeated(byte: number, megabytes: number): Uint8Array {
  const raw = deflateRepeated(new Uint8Array(MB).fill(byte), megabytes, { crc: false }).deflated;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32OfRepeatedByte(byte, megabytes * MB) >>> 0);
  return new Uint8Array(Buffer.concat([Buffer.from([0x78, 0xda]), raw, checksum]));
}

function contentPage(contents: string, resources = ''): string {
  return `${PAGE} /Contents ${contents}${resources ? ` /Resources ${resources}` : ''} >>`;
}

/** Issue 12's second bomb: one FlateDecode content stream of `megabytes` MB of spaces (2 GiB in 2 MB). */
export function flateBombPdf(megabytes: number): Uint8Array {
  const data = zlibRepeated(0x20, megabytes);
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    contentPage('4 0 R'),
    { dictionary: `<< /Length ${data.length} /Filter /FlateDecode >>`, data },
  ]);
}

/** Streams each under the one-stream limit, together over the whole-file limit. */
function manyStreamsPdf(streams: number, megabytesEach: number): Uint8Array {
  const data = zlibRepeated(0x20, megabytesEach);
  const pages = Array.from({ length: streams }, (_, index) => `${3 + index * 2} 0 R`);
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.join(' ')}] /Count ${streams} >>`,
    ...Array.from({ length: streams }, (_, index) => [
      contentPage(`${4 + index * 2} 0 R`),
      { dictionary: `<< /Length ${data.length} /Filter /FlateDecode >>`, data },
    ]).flat(),
  ]);
}

/** An image whose declared size is enormous: with pixels that inflate, or with almost none. */
function imageBombPdf(side: number, inflatedMegabytes: number): Uint8Array {
  const pixels = zlibRepeated(0, inflatedMegabytes);
  const content = encode(`q ${side} 0 0 ${side} 0 0 cm /Im1 Do Q`);
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    contentPage('5 0 R', '<< /XObject << /Im1 4 0 R >> >>'),
    {
      dictionary: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>`,
      data: pixels,
    },
    { dictionary: `<< /Length ${content.length} >>`, data: content },
  ]);
}

/**
 * A scan aimed at OCR: a page `side` points square (far beyond any paper) holding one picture just under
 * the 12-megapixel size pdf.js still decodes, covered in glyph-like marks, so that the page is rendered at
 * the OCR pixel cap and the engine gets as much to look at as a page can give it. Small on disk: a tile of
 * marks repeated, which deflate shrinks.
 */
function ocrPictureBombPdf(side: number): Uint8Array {
  // Its own generator: the corpus's other files stay as they were.
  const next = mulberry32(18);
  const tile = 48;
  const marks = new Uint8Array(tile * tile).fill(255);
  for (let stroke = 0; stroke < 14; stroke += 1) {
    const x = Math.floor(next() * (tile - 8));
    const y = Math.floor(next() * (tile - 12));
    const wide = next() < 0.5;
    for (let dy = 0; dy < (wide ? 3 : 11); dy += 1)
      for (let dx = 0; dx < (wide ? 7 : 2); dx += 1) marks[(y + dy) * tile + x + dx] = 0;
  }
  const pixels = new Uint8Array(side * side);
  for (let row = 0; row < side; row += 1)
    for (let column = 0; column < side; column += 1)
      pixels[row * side + column] = marks[(row % tile) * tile + (column % tile)] ?? 255;
  const data = deflateSync(pixels, { level: 9 });
  const content = encode(`q ${side} 0 0 ${side} 0 0 cm /Im1 Do Q`);
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${side} ${side}] /Contents 5 0 R /Resources << /XObject << /Im1 4 0 R >> >> >>`,
    {
      dictionary: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>`,
      data,
    },
    { dictionary: `<< /Length ${content.length} >>`, data: content },
  ]);
}

/** Object graphs that point back at themselves, each in another place a reader walks. */
function cyclicPdfs(): Uint8Array[] {
  const text = encode('BT /F1 12 Tf 72 720 Td (Jordan Example) Tj ET /X1 Do');
  return [
    // The page tree: a Pages node whose kid is its parent.
    pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
    ]),
    // Resources that contain themselves.
    pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      contentPage('5 0 R', '4 0 R'),
      '<< /Font 4 0 R /XObject 4 0 R /ExtGState 4 0 R >>',
      { dictionary: `<< /Length ${text.length} >>`, data: text },
    ]),
    // A contents array that lists itself.
    pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      contentPage('4 0 R'),
      '[4 0 R 4 0 R 4 0 R]',
    ]),
    // A form that draws itself.
    pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      contentPage('4 0 R', '<< /XObject << /X1 4 0 R >> >>'),
      {
        dictionary: `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X1 4 0 R >> >> /Length ${text.length} >>`,
        data: text,
      },
    ]),
    // An object that is a reference to itself.
    pdfFromObjects(['<< /Type /Catalog /Pages 2 0 R >>', '2 0 R']),
  ];
}

/** Dictionaries nested `depth` deep. */
function nestedDictionaryPdf(depth: number): Uint8Array {
  return pdfWithBody(
    `1 0 obj << /Type /Catalog /Pages 2 0 R /X ${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
      'trailer << /Root 1 0 R /Size 4 >>',
  );
}

/** A page tree that declares `count` pages, over one real page or many. */
function pageCountPdf(count: number, realPages: number): Uint8Array {
  const kids = Array.from({ length: realPages }, (_, index) => `${3 + index} 0 R`);
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${count} >>`,
    ...kids.map(() => `${PAGE} >>`),
  ]);
}

/** A DOCX whose document type declaration defines entities: the billion laughs, or a file read (XXE). */
function entityBombDocx(variant: 'laughs' | 'external', part = 'word/document.xml'): Uint8Array {
  const laughs = Array.from(
    { length: 9 },
    (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
  ).join('');
  const prolog =
    variant === 'laughs'
      ? `<!DOCTYPE w:document [<!ENTITY lol0 "lol">${laughs}]>`
      : '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
  const reference = variant === 'laughs' ? '&lol9;' : '&xxe;';
  const xml = wordDocument(`<w:p><w:r><w:t>${reference}</w:t></w:r></w:p>`, prolog);
  const entries: ZipEntry[] = [{ name: part, content: xml }];
  if (part !== 'word/document.xml')
    entries.unshift({ name: 'word/document.xml', content: RESUME_PARAGRAPHS });
  return wordPackage(entries);
}

/** Elements nested `depth` deep in document.xml (small once compressed). */
function deepXmlDocx(depth: number): Uint8Array {
  const body = `${'<w:p><w:r>'.repeat(depth)}<w:t>Jordan</w:t>${'</w:r></w:p>'.repeat(depth)}`;
  return wordPackage([{ name: 'word/document.xml', content: wordDocument(body) }]);
}

/** A PNG header declaring `side` x `side` pixels, in a DOCX with no text. */
function imageBombDocx(side: number): Uint8Array {
  const png = Buffer.alloc(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12, 'latin1');
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.set([8, 6, 0, 0, 0], 24);
  const body =
    '<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"/></wp:inline></w:drawing></w:r></w:p>';
  return wordPackage([
    { name: 'word/document.xml', content: wordDocument(body) },
    { name: 'word/media/image1.png', content: new Uint8Array(png) },
  ]);
}

/** An OLE2 header that names a WordDocument stream but whose structures are garbage. */
function brokenWord(next: () => number): Uint8Array {
  return oleNaming(next, 'WordDocument');
}

/** An Office file encrypted with a password: an OLE container holding an EncryptedPackage, not a zip. */
function encryptedDocx(next: () => number): Uint8Array {
  return oleNaming(next, 'EncryptedPackage');
}

/** Files that are two formats at once. */
function polyglots(): Array<{ name: string; bytes: Uint8Array }> {
  const docx = makeDocx(['Experience', 'Analyst at Contoso']);
  const emptyPdf = makePdf([[]]);
  const gif = encode('GIF89a');
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
  return [
    { name: 'pdf-zip.pdf', bytes: concat(emptyPdf, docx) },
    { name: 'pdf-zip.docx', bytes: concat(emptyPdf, docx) },
    { name: 'zip-pdf-name.pdf', bytes: makeZip([{ name: '%PDF-1.7 word/document.xml', content: 'x' }]) },
    { name: 'html-pdf.pdf', bytes: encode('<html><body>%PDF-1.4 hello</body></html>') },
    { name: 'gif-zip.docx', bytes: concat(gif, docx) },
    { name: 'jpeg-pdf.pdf', bytes: concat(jpeg, encode('%PDF-1.4\n1 0 obj << >> endobj\n')) },
  ];
}

/**
 * The four kinds of bomb that once cost the server gigabytes (issue 12), for measuring memory with
 * several in flight at once.
 */
export function headlineBombs(): Array<{ name: string; bytes: Uint8Array }> {
  return [
    { name: 'zipbomb_dd_200mb.docx', bytes: dataDescriptorZipBomb(200) },
    { name: 'flate-bomb-2gib.pdf', bytes: flateBombPdf(2048) },
    { name: 'lying-size-150mb.docx', bytes: lyingSizeDocx(150, 1024) },
    { name: 'many-streams-4x30mb.pdf', bytes: manyStreamsPdf(4, 30) },
  ];
}

/** Bombs and other hostile structures: every one must end as a 4xx or ANALYSIS_FAILED with a reason. */
function addBombs(
  add: (name: string, kind: string, bytes: Uint8Array, expect: HostileExpectation) => void,
  next: () => number,
): void {
  for (const { name, bytes } of headlineBombs()) add(name, 'bomb (issue 12)', bytes, 'failed');
  for (const [index, megabytes] of [64, 100].entries())
    add(`dd-bomb-${index}.docx`, 'zip data-descriptor bomb', dataDescriptorZipBomb(megabytes), 'failed');
  add(
    'dd-bomb-styles.docx',
    'zip data-descriptor bomb',
    dataDescriptorZipBomb(80, 'word/styles.xml'),
    'failed',
  );
  const truncated = dataDescriptorZipBomb(200);
  add(
    'dd-bomb-truncated.docx',
    'truncated zip bomb',
    truncated.slice(0, truncated.length >> 1),
    'rejected-or-failed',
  );
  for (const [index, declared] of [0, 1024, 5_000_000].entries())
    add(`lying-size-${index}.docx`, 'zip entry with a lying size', lyingSizeDocx(90, declared), 'failed');
  add(
    'lying-size-large.docx',
    'zip entry declaring more than it holds',
    wordPackage([{ name: 'word/document.xml', content: wordDocument('<w:p/>'), declaredSize: 0xfffffff0 }]),
    'failed',
  );
  for (const megabytes of [40, 500])
    add(`flate-bomb-${megabytes}mb.pdf`, 'pdf flate bomb', flateBombPdf(megabytes), 'failed');
  add('many-streams-8x14mb.pdf', 'pdf flate bomb across streams', manyStreamsPdf(8, 14), 'failed');
  const flate = flateBombPdf(300);
  add('flate-bomb-truncated.pdf', 'truncated pdf flate bomb', flate.slice(0, flate.length >> 1), 'failed');
  for (const depth of [5_000, 100_000, 400_000])
    add(`nested-dict-${depth}.pdf`, 'pdf nested dictionaries', nestedDictionaryPdf(depth), 'failed');
  cyclicPdfs().forEach((bytes, index) => add(`cyclic-${index}.pdf`, 'pdf cyclic objects', bytes, 'failed'));
  add('page-count-2e31.pdf', 'pdf huge page count', pageCountPdf(2 ** 31 - 1, 1), 'failed');
  add('page-count-negative.pdf', 'pdf nonsense page count', pageCountPdf(-5, 1), 'failed');
  add('pages-5000.pdf', 'pdf with 5,000 pages', pageCountPdf(5000, 5000), 'failed');
  add('image-bomb-inflating.pdf', 'pdf image bomb', imageBombPdf(60_000, 40), 'failed');
  add('image-bomb-declared.pdf', 'pdf image bomb', imageBombPdf(100_000, 1), 'failed');
  add('image-bomb.docx', 'docx image bomb', imageBombDocx(200_000), 'failed');
  add('scan-picture-bomb.pdf', 'pdf picture bomb aimed at OCR', ocrPictureBombPdf(3400), 'failed');
  add('entity-bomb.docx', 'xml entity bomb', entityBombDocx('laughs'), 'failed');
  add('entity-bomb-styles.docx', 'xml entity bomb', entityBombDocx('laughs', 'word/styles.xml'), 'failed');
  add('entity-bomb-header.docx', 'xml entity bomb', entityBombDocx('laughs', 'word/header1.xml'), 'failed');
  add('xxe.docx', 'xml external entity', entityBombDocx('external'), 'failed');
  add(
    'xxe-rels.docx',
    'xml external entity',
    entityBombDocx('external', 'word/_rels/document.xml.rels'),
    'failed',
  );
  for (const depth of [1_000, 50_000, 300_000])
    add(`deep-xml-${depth}.docx`, 'deep xml', deepXmlDocx(depth), 'failed');
  for (let index = 0; index < 2; index += 1)
    add(`encrypted-${index}.docx`, 'password-protected docx', encryptedDocx(next), 'rejected');
  for (const { name, bytes } of polyglots()) add(`polyglot-${name}`, 'polyglot', bytes, 'rejected-or-failed');
}

const TEN_MB = 10 * 1024 * 1024;

/** At least 200 hostile or broken files, and a few legitimate-but-unusual ones that must still work. */
export function generateHostileFiles(seed = 20261121): HostileFile[] {
  const next = mulberry32(seed);
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

  addBombs(add, next);

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
