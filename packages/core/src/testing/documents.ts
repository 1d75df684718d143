/**
 * Writers for small, real documents, so tests exercise the true parsers on files whose content they
 * control: PDFs with positioned text (columns, bold headings) and DOCX packages. Test-only code.
 */
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';

export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

export interface PdfOptions {
  /** Extra raw objects or tricks for hostile-file tests. */
  encrypt?: boolean;
  /** Page size in points; US Letter by default. */
  width?: number;
  height?: number;
  /** A picture drawn over the whole page, by page index (a scan): JPEG bytes and their pixel size. */
  pageImages?: Array<PdfPageImage | undefined>;
}

export interface PdfPageImage {
  /** JPEG bytes (a colour JPEG), or raw 8-bit grey pixels, row by row. */
  data: Uint8Array;
  format: 'jpeg' | 'grey';
  width: number;
  height: number;
}

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};

function pdfString(text: string): string {
  let out = '';
  for (const character of text) {
    const code = WIN_ANSI_EXTRA[character] ?? character.charCodeAt(0);
    if (character === '(' || character === ')' || character === '\\') out += `\\${character}`;
    else if (code < 32 || code > 126) out += `\\${(code & 0xff).toString(8).padStart(3, '0')}`;
    else out += character;
  }
  return `(${out})`;
}

/** Lays out simple lines top to bottom: each line is text, or {text, bold, size, x}. */
export function linesToItems(
  lines: Array<string | { text: string; bold?: boolean; size?: number; x?: number }>,
  options: { top?: number; left?: number; leading?: number } = {},
): PdfTextItem[] {
  const items: PdfTextItem[] = [];
  let y = options.top ?? 740;
  for (const line of lines) {
    const spec = typeof line === 'string' ? { text: line } : line;
    const size = spec.size ?? 11;
    if (spec.text)
      items.push({ text: spec.text, x: spec.x ?? options.left ?? 54, y, size, bold: spec.bold ?? false });
    y -= Math.max(size + 4, options.leading ?? 15);
  }
  return items;
}

/** A valid PDF 1.4 with Helvetica text at the given positions, one array of items per page. */
export function makePdf(pages: PdfTextItem[][], options: PdfOptions = {}): Uint8Array {
  const width = options.width ?? 612;
  const height = options.height ?? 792;
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add('');
  const pagesId = add('');
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const pageIds: number[] = [];
  for (const [index, items] of pages.entries()) {
    const image = options.pageImages?.[index];
    const imageId = image
      ? add(
          `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ` +
            `/ColorSpace /${image.format === 'grey' ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 ` +
            `${image.format === 'jpeg' ? '/Filter /DCTDecode ' : ''}/Length ${image.data.length} >>\n` +
            `stream\n${Buffer.from(image.data).toString('latin1')}\nendstream`,
        )
      : undefined;
    const stream = [
      ...(imageId ? [`q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`] : []),
      ...items.map(
        (item) =>
          `BT /${item.bold ? 'F2' : 'F1'} ${item.size ?? 11} Tf ${item.x} ${item.y} Td ${pdfString(item.text)} Tj ET`,
      ),
    ].join('\n');
    const contentId = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    const xObjects = imageId ? ` /XObject << /Im1 ${imageId} 0 R >>` : '';
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${width} ${height}] ` +
          `/Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >>${xObjects} >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let encryptRef = '';
  if (options.encrypt) {
    // A standard security handler dictionary: readers must refuse to open without a password.
    const encryptId = add(
      '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 ' +
        '/O <' +
        'a'.repeat(64) +
        '> /U <' +
        'b'.repeat(64) +
        '> >>',
    );
    encryptRef = ` /Encrypt ${encryptId} 0 R /ID [<${'c'.repeat(32)}> <${'c'.repeat(32)}>]`;
  }
  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R${encryptRef} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(output, 'latin1'));
}

export interface ZipEntry {
  name: string;
  /** The entry's bytes, or (for bombs) its deflate data already made, with its true size and CRC-32. */
  content: Uint8Array | string | DeflatedData;
  /** Sizes and CRC in a data descriptor after the data, the local header saying 0 (flag bit 3). */
  dataDescriptor?: boolean;
  /** The uncompressed size both headers declare, when it should lie. */
  declaredSize?: number;
}

export interface DeflatedData {
  deflated: Uint8Array;
  size: number;
  crc: number;
}

/**
 * Raw deflate data of `repeat` copies of `chunk`, made without holding them: the chunk is compressed
 * once, ending on a full flush (byte-aligned, no back-references across it), and repeated, then closed
 * by an empty final block. For bombs: 1 MB of one byte compresses to about 1 KB.
 */
export function deflateRepeated(
  chunk: Uint8Array,
  repeat: number,
  around: { prefix?: Uint8Array; suffix?: Uint8Array; crc?: boolean } = {},
): DeflatedData {
  const { prefix = new Uint8Array(0), suffix = new Uint8Array(0) } = around;
  const flushed = { finishFlush: zlibConstants.Z_FULL_FLUSH, level: 9 };
  const segment = deflateRawSync(chunk, flushed);
  let crc = 0;
  if (around.crc !== false) {
    crc = crc32(prefix);
    for (let index = 0; index < repeat; index += 1) crc = crc32(chunk, crc);
    crc = crc32(suffix, crc);
  }
  const parts = [
    deflateRawSync(prefix, flushed),
    ...Array<Buffer>(repeat).fill(segment),
    // Ends with the final block.
    deflateRawSync(suffix),
  ];
  return {
    deflated: new Uint8Array(Buffer.concat(parts)),
    size: prefix.length + chunk.length * repeat + suffix.length,
    crc: crc >>> 0,
  };
}

/** A ZIP archive (deflated entries) with a correct central directory, unless an entry asks to lie. */
export function makeZip(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    let compressed: Buffer;
    let size: number;
    let checksum: number;
    if (typeof entry.content === 'object' && 'deflated' in entry.content) {
      compressed = Buffer.from(entry.content.deflated);
      size = entry.content.size;
      checksum = entry.content.crc;
    } else {
      const raw =
        typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : Buffer.from(entry.content);
      compressed = deflateRawSync(raw);
      size = raw.length;
      checksum = crc32(raw);
    }
    const declared = entry.declaredSize ?? size;
    const descriptor = entry.dataDescriptor === true;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(descriptor ? 8 : 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(descriptor ? 0 : checksum, 14);
    local.writeUInt32LE(descriptor ? 0 : compressed.length, 18);
    local.writeUInt32LE(descriptor ? 0 : declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    let descriptorLength = 0;
    if (descriptor) {
      const trailer = Buffer.alloc(16);
      trailer.writeUInt32LE(0x08074b50, 0);
      trailer.writeUInt32LE(checksum, 4);
      trailer.writeUInt32LE(compressed.length, 8);
      trailer.writeUInt32LE(declared, 12);
      locals.push(trailer);
      descriptorLength = trailer.length;
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(descriptor ? 8 : 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length + descriptorLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export type DocxBlock =
  | string
  | { heading: string }
  | { bullet: string }
  | { table: Array<Array<string | DocxBlock[]>> }
  | { textBox: string[] }
  /** A paragraph with direct formatting: `run` is the run's <w:rPr> content, `style` its paragraph style id,
   * `sym` a Wingdings character code (<w:sym>) written before the text, as icon headings have. */
  | { text: string; run?: string; style?: string; sym?: string };

function docxParagraph(text: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

function docxBlock(block: DocxBlock): string {
  if (typeof block === 'string') return docxParagraph(block);
  if ('heading' in block) {
    return `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${escapeXml(block.heading)}</w:t></w:r></w:p>`;
  }
  if ('text' in block) {
    const style = block.style ? `<w:pPr><w:pStyle w:val="${block.style}"/></w:pPr>` : '';
    const props = block.run ? `<w:rPr>${block.run}</w:rPr>` : '';
    const sym = block.sym ? `<w:r><w:sym w:font="Wingdings" w:char="${block.sym}"/></w:r>` : '';
    return `<w:p>${style}${sym}<w:r>${props}<w:t xml:space="preserve">${escapeXml(block.text)}</w:t></w:r></w:p>`;
  }
  if ('bullet' in block) {
    return (
      '<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>' +
      `<w:r><w:t xml:space="preserve">${escapeXml(block.bullet)}</w:t></w:r></w:p>`
    );
  }
  if ('textBox' in block) {
    // A text box as Word writes it: DrawingML, with the VML fallback that older readers use.
    const content = `<w:txbxContent>${block.textBox.map(docxParagraph).join('')}</w:txbxContent>`;
    return (
      '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:docPr id="1" name="Text Box 1"/>' +
      `<a:graphic><a:graphicData><wps:wsp><wps:txbx>${content}</wps:txbx></wps:wsp></a:graphicData></a:graphic>` +
      `</wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${content}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`
    );
  }
  // A cell holds one paragraph, or blocks of its own (paragraphs, lists, nested tables).
  const rows = block.table
    .map(
      (row) =>
        `<w:tr>${row.map((cell) => `<w:tc>${typeof cell === 'string' ? docxParagraph(cell) : cell.map(docxBlock).join('')}</w:tc>`).join('')}</w:tr>`,
    )
    .join('');
  return `<w:tbl>${rows}</w:tbl>`;
}

/** A minimal but valid DOCX: headings (Heading1 style), paragraphs, bullets, tables (nested too), text boxes. */
export function makeDocx(
  blocks: DocxBlock[],
  options: { omitDocument?: boolean; dataDescriptor?: boolean; styles?: string } = {},
): Uint8Array {
  const body = blocks.map(docxBlock).join('');
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>';
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"' +
    ' xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"' +
    ' xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"' +
    ' xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"' +
    ' xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml"' +
    ' mc:Ignorable="wps">' +
    `<w:body>${body}</w:body></w:document>`;
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', content: contentTypes },
    { name: '_rels/.rels', content: rels },
  ];
  if (options.styles)
    entries.push({
      name: 'word/styles.xml',
      content: `<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${options.styles}</w:styles>`,
    });
  if (!options.omitDocument) entries.push({ name: 'word/document.xml', content: document });
  else entries.push({ name: 'word/styles.xml', content: '<w:styles/>' });
  return makeZip(entries.map((entry) => ({ ...entry, dataDescriptor: options.dataDescriptor })));
}
