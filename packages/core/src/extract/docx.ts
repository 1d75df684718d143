import type JSZip from 'jszip';
import { listZipEntries } from '../files/detect-file-type';
import { attachLooks, decodeEntities, flagHeadingsByLook, readParagraphLooks } from './docx-styles';
import { buildFlowDocument, type StructuredLine } from './structured-lines';
import { extractionFailure, type ExtractedDocument } from './types';
import { assertSafeWordPackage } from './zip-guard';

/**
 * Word styles that set a paragraph apart as a heading beyond mammoth's Heading 1-6: the built-in Title and
 * Subtitle (templates set the name in Title and each section heading in Subtitle) and any style whose name
 * starts with "Heading" ("Heading 7", "Heading Accent"). Added to mammoth's defaults, which keep theirs.
 */
const HEADING_STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name^='Heading'] => h2:fresh",
];

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th']);

/**
 * Reads mammoth's HTML block by block, in document order: headings, paragraphs, list items, and every
 * paragraph inside table cells (nested tables too). Text directly inside a cell is a block of its own.
 */
function htmlToLines(html: string): { lines: StructuredLine[]; tableCells: number; images: number } {
  const lines: StructuredLine[] = [];
  let tableCells = 0;
  let tableDepth = 0;
  const images = (html.match(/<img\b/gi) ?? []).length;
  let current: { tag: string; text: string } | undefined;
  const blocks: Array<{ tag: string; text: string }> = [];
  const flush = () => {
    if (current && current.text.trim()) {
      lines.push({
        text: current.text,
        heading: current.tag.startsWith('h'),
        bullet: current.tag === 'li',
        region: tableDepth > 0 ? 'table' : 'body',
      });
    }
    if (current) current.text = '';
  };
  for (const token of html.matchAll(/<(\/?)([a-z0-9]+)\b[^>]*>|([^<]+)/gi)) {
    const [, closing, rawTag, text] = token;
    if (text !== undefined) {
      if (current) current.text += decodeEntities(text);
      else current = { tag: 'p', text: decodeEntities(text) };
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (tag === 'br') {
      if (current) current.text += '\n';
      continue;
    }
    if (tag === 'table') {
      flush();
      tableDepth += closing ? -1 : 1;
      continue;
    }
    if (!BLOCK_TAGS.has(tag)) continue;
    flush();
    if (closing) {
      blocks.pop();
      current = blocks.at(-1);
    } else {
      if (tag === 'td' || tag === 'th') tableCells += 1;
      current = { tag, text: '' };
      blocks.push(current);
    }
  }
  flush();
  return { lines, tableCells, images };
}

async function readHeadersAndFooters(zip: JSZip): Promise<StructuredLine[]> {
  const lines: StructuredLine[] = [];
  const parts = Object.keys(zip.files)
    .filter((name) => /^word\/(header|footer)\d*\.xml$/.test(name))
    .sort();
  for (const name of parts) {
    const xml = (await zip.file(name)?.async('string')) ?? '';
    const region = name.includes('header') ? 'header' : 'footer';
    for (const paragraph of xml.match(/<w:p\b[\s\S]*?<\/w:p>/g) ?? []) {
      const text = decodeEntities(
        (paragraph.match(/<w:t\b[^>]*>([^<]*)<\/w:t>/g) ?? [])
          .map((run) => run.replace(/<[^>]+>/g, ''))
          .join(''),
      );
      if (text.trim()) lines.push({ text, region });
    }
  }
  return lines;
}

/** Loads the DOCX readers ahead of the first file, as preloadPdfReader does pdf.js (pdf.ts). */
export async function preloadDocxReader(): Promise<void> {
  await Promise.all([import('jszip'), import('mammoth')]);
}

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const entries = listZipEntries(bytes);
  if (!entries) throw extractionFailure('CORRUPT');
  if (!entries.includes('word/document.xml')) throw extractionFailure('CORRUPT');
  await assertSafeWordPackage(bytes);
  // Loaded with the first DOCX rather than with the package, like pdf.js.
  const [{ default: JSZip }, { default: mammoth }] = await Promise.all([import('jszip'), import('mammoth')]);
  let html: string;
  let headerLines: StructuredLine[];
  let documentXml: string;
  let stylesXml: string;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const zip = await JSZip.loadAsync(buffer);
    headerLines = await readHeadersAndFooters(zip);
    documentXml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    stylesXml = (await zip.file('word/styles.xml')?.async('string')) ?? '';
    html = (await mammoth.convertToHtml({ buffer }, { styleMap: HEADING_STYLE_MAP })).value;
  } catch (error) {
    if ((error as { name?: string }).name === 'ExtractionError') throw error;
    throw extractionFailure('CORRUPT');
  }
  const body = htmlToLines(html);
  const bodyLines = flagHeadingsByLook(attachLooks(body.lines, readParagraphLooks(documentXml, stylesXml)));
  const header = headerLines.filter((line) => line.region === 'header');
  const footer = headerLines.filter((line) => line.region === 'footer');
  return buildFlowDocument('docx', [...header, ...bodyLines, ...footer], {
    tableCells: body.tableCells,
    images: body.images,
  });
}
