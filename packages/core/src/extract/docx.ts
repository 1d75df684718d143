import type JSZip from 'jszip';
import { listZipEntries } from '../files/detect-file-type';
import { buildFlowDocument, type StructuredLine } from './structured-lines';
import { extractionFailure, type ExtractedDocument } from './types';
import { assertSafeWordPackage } from './zip-guard';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, ''));
}

/** Reads mammoth's HTML block by block: headings, paragraphs, list items and table cells. */
function htmlToLines(html: string): { lines: StructuredLine[]; tableCells: number; images: number } {
  const lines: StructuredLine[] = [];
  let tableCells = 0;
  const images = (html.match(/<img\b/gi) ?? []).length;
  const blockPattern = /<(h[1-6]|p|li|td|th)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const match of html.matchAll(blockPattern)) {
    const tag = (match[1] ?? '').toLowerCase();
    const inner = match[2] ?? '';
    if ((tag === 'td' || tag === 'th') && /<(p|li)\b/i.test(inner)) {
      // The cell's own paragraphs are matched separately; count the cell once.
      tableCells += 1;
      continue;
    }
    const text = stripTags(inner);
    if (!text.trim()) continue;
    const inTable = tag === 'td' || tag === 'th' || isInsideTable(html, match.index ?? 0);
    if (tag === 'td' || tag === 'th') tableCells += 1;
    lines.push({
      text,
      heading: tag.startsWith('h'),
      bullet: tag === 'li',
      region: inTable ? 'table' : 'body',
    });
  }
  return { lines, tableCells, images };
}

function isInsideTable(html: string, position: number): boolean {
  const before = html.slice(0, position);
  return before.lastIndexOf('<table') > before.lastIndexOf('</table>');
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

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const entries = listZipEntries(bytes);
  if (!entries) throw extractionFailure('CORRUPT');
  if (!entries.includes('word/document.xml')) throw extractionFailure('CORRUPT');
  await assertSafeWordPackage(bytes);
  // Loaded with the first DOCX rather than with the package, like pdf.js.
  const [{ default: JSZip }, { default: mammoth }] = await Promise.all([import('jszip'), import('mammoth')]);
  let html: string;
  let headerLines: StructuredLine[];
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const zip = await JSZip.loadAsync(buffer);
    headerLines = await readHeadersAndFooters(zip);
    html = (await mammoth.convertToHtml({ buffer })).value;
  } catch (error) {
    if ((error as { name?: string }).name === 'ExtractionError') throw error;
    throw extractionFailure('CORRUPT');
  }
  const body = htmlToLines(html);
  const header = headerLines.filter((line) => line.region === 'header');
  const footer = headerLines.filter((line) => line.region === 'footer');
  return buildFlowDocument('docx', [...header, ...body.lines, ...footer], {
    tableCells: body.tableCells,
    images: body.images,
  });
}
