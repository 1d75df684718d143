/**
 * Decides what a file is from its bytes (magic numbers, the ZIP directory of a DOCX, the Word 97
 * container, text decodability), never from its name alone.
 */
export type DetectedKind =
  'pdf' | 'docx' | 'doc' | 'txt' | 'html' | 'rtf' | 'zip' | 'ole' | 'image' | 'binary' | 'empty';

export type ResumeFileType = 'pdf' | 'docx' | 'doc' | 'txt';

export const MIME_TYPES: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
};

const PDF_MAGIC = '%PDF-';
/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
/** How much of a text file is sampled to decide whether it is text. */
const TEXT_SAMPLE_BYTES = 64 * 1024;
/** Share of control characters above which bytes are not text. */
const MAX_CONTROL_CHARACTER_SHARE = 0.01;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

function asciiAt(bytes: Uint8Array, start: number, length: number): string {
  let text = '';
  for (let index = start; index < Math.min(bytes.length, start + length); index += 1) {
    text += String.fromCharCode(bytes[index] ?? 0);
  }
  return text;
}

/** An entry of a ZIP archive's central directory, as the directory states it. */
export interface ZipDirectoryEntry {
  name: string;
  /** General purpose flags (bit 3: sizes in a data descriptor after the data, 0 in the local header). */
  flags: number;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** What the directory declares: a hostile archive may lie, so nothing that inflates trusts it. */
  declaredSize: number;
  localHeaderOffset: number;
}

/** The entries of a ZIP archive's central directory, or undefined if it has none we can read. */
export function readZipDirectory(bytes: Uint8Array): ZipDirectoryEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const searchStart = Math.max(0, bytes.length - 22 - 0xffff);
  let endOffset = -1;
  for (let offset = bytes.length - 22; offset >= searchStart; offset -= 1) {
    if (view.getUint32(offset, true) === ZIP_END_OF_DIRECTORY) {
      endOffset = offset;
      break;
    }
  }
  if (endOffset < 0) return undefined;
  const entryCount = view.getUint16(endOffset + 10, true);
  let offset = view.getUint32(endOffset + 16, true);
  const entries: ZipDirectoryEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let entry = 0; entry < entryCount; entry += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ZIP_DIRECTORY_ENTRY) return entries;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      declaredSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Names of the entries in a ZIP archive's central directory, or undefined if it has none we can read. */
export function listZipEntries(bytes: Uint8Array): string[] | undefined {
  return readZipDirectory(bytes)?.map((entry) => entry.name);
}

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  const pattern = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) pattern[index * 2] = text.charCodeAt(index);
  outer: for (let offset = 0; offset <= bytes.length - pattern.length; offset += 1) {
    for (let index = 0; index < pattern.length; index += 1) {
      if (bytes[offset + index] !== pattern[index]) continue outer;
    }
    return true;
  }
  return false;
}

export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
}

/** Decodes text bytes: UTF-8 (with or without BOM), UTF-16 with a BOM, otherwise Windows-1252. */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes),
      encoding: 'utf-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES);
  const hasUtf16Bom = startsWith(sample, [0xff, 0xfe]) || startsWith(sample, [0xfe, 0xff]);
  if (!hasUtf16Bom && sample.includes(0)) return false;
  const { text } = decodeText(sample);
  if (text.trim().length === 0) return false;
  let control = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) || code === 0xfffd)
      control += 1;
  }
  return control / text.length <= MAX_CONTROL_CHARACTER_SHARE;
}

const IMAGE_SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x49, 0x49, 0x2a, 0x00], // TIFF
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF
];

export function detectFileKind(bytes: Uint8Array): DetectedKind {
  if (bytes.length === 0) return 'empty';
  if (asciiAt(bytes, 0, PDF_HEADER_WINDOW).includes(PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE_MAGIC)) return containsUtf16(bytes, 'WordDocument') ? 'doc' : 'ole';
  if (
    bytes.length >= 4 &&
    new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === ZIP_LOCAL_HEADER
  ) {
    const entries = listZipEntries(bytes) ?? [];
    const isWord =
      entries.includes('word/document.xml') ||
      (entries.includes('[Content_Types].xml') && entries.some((name) => name.startsWith('word/')));
    return isWord ? 'docx' : 'zip';
  }
  if (IMAGE_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'image';
  if (asciiAt(bytes, 0, 6) === '{\\rtf1' || asciiAt(bytes, 0, 5) === '{\\rtf') return 'rtf';
  if (!looksLikeText(bytes)) return 'binary';
  const head = decodeText(bytes.subarray(0, 2048)).text.trimStart().slice(0, 200).toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || /^<\?xml[^>]*>\s*<html/.test(head))
    return 'html';
  return 'txt';
}

const EXTENSION_KIND: Record<string, ResumeFileType> = { pdf: 'pdf', docx: 'docx', doc: 'doc', txt: 'txt' };

const KIND_LABEL: Record<DetectedKind, string> = {
  pdf: 'a PDF',
  docx: 'a Word document (DOCX)',
  doc: 'a Word 97-2003 document (DOC)',
  txt: 'plain text',
  html: 'a web page (HTML)',
  rtf: 'a Rich Text (RTF) file',
  zip: 'a ZIP archive',
  ole: 'an Office file that is not a Word document',
  image: 'an image',
  binary: 'not a document we can read',
  empty: 'empty',
};

export type FileCheck =
  | { ok: true; fileType: ResumeFileType; mimeType: string }
  | { ok: false; reason: 'EMPTY' | 'TOO_LARGE' | 'INVALID_TYPE' | 'MISLABELLED'; detail: string };

/**
 * Checks an upload against the allowed types and size. The content decides the type; a known document
 * extension that disagrees with the content is rejected as mislabelled.
 */
export function checkResumeFile(
  bytes: Uint8Array,
  fileName: string,
  options: { allowed: readonly ResumeFileType[]; maxBytes: number },
): FileCheck {
  if (bytes.length === 0) return { ok: false, reason: 'EMPTY', detail: 'The file is empty.' };
  if (bytes.length > options.maxBytes)
    return { ok: false, reason: 'TOO_LARGE', detail: 'The file is too large.' };
  const kind = detectFileKind(bytes);
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  const claimed = extension ? EXTENSION_KIND[extension] : undefined;
  const allowed = (options.allowed as readonly string[]).includes(kind);
  if (!allowed) {
    return { ok: false, reason: 'INVALID_TYPE', detail: `The file is ${KIND_LABEL[kind]}.` };
  }
  if (claimed && claimed !== kind) {
    return {
      ok: false,
      reason: 'MISLABELLED',
      detail: `The file is named .${extension} but its content is ${KIND_LABEL[kind]}.`,
    };
  }
  const fileType = kind as ResumeFileType;
  return { ok: true, fileType, mimeType: MIME_TYPES[fileType] };
}
