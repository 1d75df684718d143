import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { JobPostingInput } from './types';

/**
 * One block of a rendered description: a heading, a paragraph or a bullet. Blocks keep the structure that
 * the section reader needs (headings, bold lead-ins, list items) after every source format has been
 * turned into the same sanitised HTML.
 */
export interface DescriptionBlock {
  kind: 'heading' | 'paragraph' | 'bullet';
  /** The text as written, whitespace collapsed, entities decoded. */
  text: string;
  /** 2-4 for headings, the list depth (1 = top level) for bullets, 0 for paragraphs. */
  level: number;
  /** All of the text is bold: how Markdown and many job boards write headings. */
  isBold: boolean;
  /** Bold text that opens a block that goes on ("Requirements:" in "**Requirements:** 5 years of Go"). */
  boldLead: string | null;
}

export interface RenderedDescription {
  /** Safe HTML: only the allow-listed tags, links to http(s)/mailto with rel="nofollow noopener noreferrer". */
  html: string;
  /** Plain text, one block per line; bullets start with "- " (indented two spaces per nesting level). */
  text: string;
  blocks: DescriptionBlock[];
}

/** Longer descriptions are cut here before rendering: no real posting comes near it. */
export const MAX_DESCRIPTION_CHARS = 200_000;

const ALLOWED_TAGS = [
  'p',
  'br',
  'div',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Disallowed tags whose content is dropped too, not only the tag: code, styling, embedded documents. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'noframes',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'xmp',
  'noembed',
];

const MAX_NESTING = 64;
const LINK_REL = 'nofollow noopener noreferrer';
const SAFE_HREF = /^(?:https?:\/\/|mailto:)[^\s\u0000-\u001f\u007f]+$/i;

/**
 * Anchors keep only a safe href, with our rel and target; an anchor without one loses its attributes
 * here and its tag in the exclusive filter (its text stays). Transforming it to a disallowed tag instead
 * would make sanitize-html close a later link with that tag's name.
 */
function transformLink(_tagName: string, attributes: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = (attributes.href ?? '').trim();
  if (!SAFE_HREF.test(href)) return { tagName: 'a', attribs: {} };
  return { tagName: 'a', attribs: { href, rel: LINK_REL, target: '_blank' } };
}

function dropEmptyLinks(frame: sanitizeHtml.IFrame): boolean | 'excludeTag' {
  return frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false;
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  exclusiveFilter: dropEmptyLinks,
  // Deeper nesting is only ever an attack or a broken page: the tags go, their text stays.
  nestingLimit: MAX_NESTING,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: transformLink,
    section: 'div',
    article: 'div',
    header: 'div',
    footer: 'div',
    main: 'div',
    aside: 'div',
    nav: 'div',
    center: 'div',
    dl: 'div',
    dt: 'p',
    dd: 'p',
    caption: 'p',
    tfoot: 'tbody',
  },
};

/** Sanitises HTML from any source to the description allow-list. */
export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  // Indented lines in postings are stray spaces, never code: read them as text.
  tokenizer: {
    code() {
      return undefined;
    },
  },
});

const ESCAPED_PUNCTUATION_RUN = /\\{2,}(?=[!-/:-@[-`{-~])/g;
/** "**Company Overview****:**": a bold run closed and reopened with nothing between. */
const EMPTY_BOLD_JOIN = /\*\*\*\*/g;
const BULLET_MARKER_ONLY = /^[ \t]*(?:[*+-]|\d{1,3}[.)])[ \t]*$/;
const LIST_ITEM = /^[ \t]*(?:[*+-]|\d{1,3}[.)])[ \t]+\S/;
const LIST_MARKER = /^[ \t]*(?:[*+-]|\d{1,3}[.)])[ \t]+/;
const WHOLLY_BOLD_LINE = /^[ \t]*(?:\*\*[^*\n]{1,120}\*\*|__[^_\n]{1,120}__)[ \t]*:?[ \t]*$/;
const SHORT_LEAD_IN = /^[ \t]*[^\s*#>|+-][^\n]{0,80}:[ \t]*$/;
/** "Qualifications", "Education & Experience": a short capitalised line without closing punctuation. */
const SHORT_TITLE_LINE = /^[ \t]*\p{Lu}[^\n.,;!?]*[\p{L})][ \t]*$/u;
const MAX_TITLE_LINE_WORDS = 5;
const HEADING_GLUED_TO_BULLET = /^([^*\n]*[\p{L}\p{N}).:])\*[ \t]+(\S.*)$/u;
const FENCE = /^[ \t]*(?:```|~~~)/;
const MAX_LEAD_IN_WORDS = 8;

function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/**
 * Repairs what scrapers do to Markdown before parsing it: doubled escapes ("back\\-end"), bullet markers
 * alone on a line with the item text after a blank line, a heading glued to the first bullet
 * ("What you'll do* Design ..."), and headings run into the next line (which Markdown would fold into one
 * paragraph).
 */
export function repairMarkdown(source: string): string {
  const lines = source
    .replace(/\r\n?/g, '\n')
    .replace(ESCAPED_PUNCTUATION_RUN, '\\')
    .replace(EMPTY_BOLD_JOIN, '')
    .split('\n');
  const nextNonBlank = nextNonBlankIndexes(lines);
  const output: string[] = [];
  let inFence = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) {
      output.push(line);
      continue;
    }
    const nextIndex = nextNonBlank[index + 1];
    const next = nextIndex === undefined ? undefined : lines[nextIndex];
    if (
      BULLET_MARKER_ONLY.test(line) &&
      next !== undefined &&
      !LIST_ITEM.test(next) &&
      !BULLET_MARKER_ONLY.test(next)
    ) {
      output.push(`${line.trimEnd()} ${next.trim()}`);
      index = nextIndex as number;
      continue;
    }
    const glued = line.includes('*') ? HEADING_GLUED_TO_BULLET.exec(line) : null;
    if (glued && !LIST_ITEM.test(line) && next !== undefined && LIST_ITEM.test(next)) {
      startParagraph(output);
      output.push(glued[1] as string, '', `* ${glued[2] as string}`);
      continue;
    }
    const isHeadingLine =
      !LIST_ITEM.test(line) &&
      (WHOLLY_BOLD_LINE.test(line) ||
        (SHORT_LEAD_IN.test(line) && wordCount(line) <= MAX_LEAD_IN_WORDS) ||
        (SHORT_TITLE_LINE.test(line) && wordCount(line) <= MAX_TITLE_LINE_WORDS));
    if (isHeadingLine) {
      startParagraph(output);
      output.push(line);
      if (lines[index + 1] !== undefined && (lines[index + 1] as string).trim() !== '') output.push('');
      continue;
    }
    output.push(line);
  }
  return defuseInlineMarks(output).join('\n');
}

/**
 * Most emphasis, code and link marks one inline run may hold before they are escaped. Marked's inline
 * lexer is quadratic in them ("_a" repeated 100,000 times takes a minute); no real posting comes near.
 */
const MAX_INLINE_MARKS = 256;
const INLINE_MARK = /\\?([_*`[<])/g;

/** Escapes the inline marks of any paragraph or list item that has more than MAX_INLINE_MARKS of them. */
function defuseInlineMarks(lines: string[]): string[] {
  let start = 0;
  let marks = 0;
  const close = (end: number): void => {
    if (marks > MAX_INLINE_MARKS) {
      for (let index = start; index < end; index += 1) {
        const line = lines[index] as string;
        const marker = LIST_MARKER.exec(line)?.[0] ?? '';
        lines[index] =
          marker +
          line
            .slice(marker.length)
            .replace(INLINE_MARK, (_, mark: string) => (mark === '<' ? '&lt;' : `\\${mark}`));
      }
    }
    start = end;
    marks = 0;
  };
  lines.forEach((line, index) => {
    if (line.trim() === '' || LIST_ITEM.test(line)) close(index);
    for (let position = 0; position < line.length; position += 1) {
      const code = line.charCodeAt(position);
      // _ * ` [ <
      if (code === 0x5f || code === 0x2a || code === 0x60 || code === 0x5b || code === 0x3c) marks += 1;
    }
  });
  close(lines.length);
  return lines;
}

/** Ends the paragraph or list item in progress, so that the next line starts a block of its own. */
function startParagraph(output: string[]): void {
  const previous = output[output.length - 1];
  if (previous !== undefined && previous.trim() !== '') output.push('');
}

/** For each line, the index of the first non-blank line at or after it: one pass, however many blanks. */
function nextNonBlankIndexes(lines: readonly string[]): Array<number | undefined> {
  const indexes = new Array<number | undefined>(lines.length + 1).fill(undefined);
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    indexes[index] = (lines[index] as string).trim() !== '' ? index : indexes[index + 1];
  }
  return indexes;
}

const ESCAPED_TAG = /&lt;\/?[a-z][a-z0-9]*(?:\s[^&]*?)?\/?&gt;/i;
const REAL_TAG = /<\/?[a-z][a-z0-9]*[\s/>]/i;
const BLOCK_TAG_IN_TEXT = /<\/(?:p|div|li|ul|ol|h[1-6])>|<br\s*\/?>/i;

/** HTML that arrives entity-escaped ("&lt;p&gt;...") is decoded once; it is sanitised afterwards. */
function unescapeWholeDocument(html: string): string {
  if (REAL_TAG.test(html) || !ESCAPED_TAG.test(html)) return html;
  return decodeEntities(html);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the entities that sanitize-html writes and numeric ones; others are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const TEXT_BULLET =
  /^\s*(?:[-*+\u2022\u2023\u25aa\u25cf\u25e6\u2043\u2219\u00b7\u2013\u2014]|\d{1,3}[.)])\s+/;

/** Plain text to HTML: one paragraph per line, runs of bulleted lines as lists. */
function textToHtml(text: string): string {
  const parts: string[] = [];
  let inList = false;
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    const bullet = TEXT_BULLET.exec(line);
    if (bullet) {
      if (!inList) parts.push('<ul>');
      inList = true;
      parts.push(`<li>${escapeText(line.slice(bullet[0].length).trim())}</li>`);
      continue;
    }
    if (inList) parts.push('</ul>');
    inList = false;
    parts.push(`<p>${escapeText(line)}</p>`);
  }
  if (inList) parts.push('</ul>');
  return parts.join('\n');
}

function renderMarkdown(source: string): string {
  try {
    return markdown.parse(repairMarkdown(source)) as string;
  } catch {
    return textToHtml(source);
  }
}

function toUnsafeHtml(description: string, format: JobPostingInput['descriptionFormat']): string {
  if (format === 'markdown') return renderMarkdown(description);
  if (format === 'html') return unescapeWholeDocument(description);
  // Sources that say "text" but send HTML are read as HTML.
  return BLOCK_TAG_IN_TEXT.test(description) ? description : textToHtml(description);
}

/**
 * Renders a posting's description, whatever its format, to sanitised HTML, plain text and blocks.
 * Markdown is repaired (scraper escapes, stray bullets) and parsed; HTML that arrives entity-escaped is
 * decoded once; text becomes paragraphs and lists. Everything then goes through one allow-list sanitiser,
 * and the text and blocks are read from the sanitised HTML, so all three always agree.
 */
export function renderDescription(
  input: Pick<JobPostingInput, 'description' | 'descriptionFormat'>,
): RenderedDescription {
  const description = input.description.slice(0, MAX_DESCRIPTION_CHARS).replace(/\u0000/g, '');
  const html = sanitizeDescriptionHtml(toUnsafeHtml(description, input.descriptionFormat));
  const blocks = readBlocks(html);
  const text = blocks
    .map((block) =>
      block.kind === 'bullet' ? `${'  '.repeat(Math.max(0, block.level - 1))}- ${block.text}` : block.text,
    )
    .join('\n');
  return { html, text, blocks };
}

const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const BOLD_TAGS: ReadonlySet<string> = new Set(['strong', 'b']);
const LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol']);
const HEADING_LEVEL: Readonly<Record<string, number>> = { h2: 2, h3: 3, h4: 4 };
const SANITISED_TOKEN = /<(\/?)([a-z][a-z0-9]*)[^>]*>|[^<]+/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const WHITESPACE_RUN = /[\s\u00a0]+/g;

interface TextRun {
  text: string;
  isBold: boolean;
}

/** The open block tags around the current text, with running counts so each step costs O(1). */
class BlockContext {
  private readonly stack: string[] = [];
  private readonly headingLevels: number[] = [];
  listDepth = 0;
  itemDepth = 0;
  preDepth = 0;

  open(name: string): void {
    this.stack.push(name);
    this.count(name, 1);
  }

  /** Closes the innermost open tag of this name and anything left open inside it. */
  close(name: string): void {
    const at = this.stack.lastIndexOf(name);
    if (at < 0) return;
    while (this.stack.length > at) this.count(this.stack.pop() as string, -1);
  }

  get headingLevel(): number | undefined {
    return this.headingLevels[this.headingLevels.length - 1];
  }

  private count(name: string, delta: 1 | -1): void {
    if (LIST_TAGS.has(name)) this.listDepth += delta;
    else if (name === 'li') this.itemDepth += delta;
    else if (name === 'pre') this.preDepth += delta;
    const level = HEADING_LEVEL[name];
    if (level === undefined) return;
    if (delta > 0) this.headingLevels.push(level);
    else this.headingLevels.pop();
  }
}

/** Walks sanitised HTML (well-formed, text escaped, allow-listed tags only) into blocks. */
function readBlocks(html: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  const context = new BlockContext();
  let runs: TextRun[] = [];
  let boldDepth = 0;

  const flush = (): void => {
    if (runs.length === 0) return;
    const pending = runs;
    runs = [];
    const pieces = context.preDepth > 0 ? splitPreformatted(pending) : [pending];
    for (const piece of pieces) {
      const block = toBlock(piece, context);
      if (block !== undefined) blocks.push(block);
    }
  };

  for (const match of html.matchAll(SANITISED_TOKEN)) {
    const [token, closing, rawName] = match;
    if (rawName === undefined) {
      runs.push({ text: decodeEntities(token), isBold: boldDepth > 0 });
      continue;
    }
    const name = rawName.toLowerCase();
    if (BOLD_TAGS.has(name)) {
      boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
      continue;
    }
    if (name === 'br' || name === 'hr') {
      flush();
      continue;
    }
    if (!BLOCK_TAGS.has(name)) continue;
    flush();
    if (closing) context.close(name);
    else context.open(name);
  }
  flush();
  return blocks;
}

function splitPreformatted(runs: readonly TextRun[]): TextRun[][] {
  const pieces: TextRun[][] = [[]];
  for (const run of runs) {
    const lines = run.text.split('\n');
    lines.forEach((line, index) => {
      if (index > 0) pieces.push([]);
      pieces[pieces.length - 1]?.push({ text: line, isBold: run.isBold });
    });
  }
  return pieces;
}

function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(WHITESPACE_RUN, ' ');
}

function toBlock(runs: readonly TextRun[], context: BlockContext): DescriptionBlock | undefined {
  const text = cleanText(runs.map((run) => run.text).join('')).trim();
  if (text === '' || !/[\p{L}\p{N}]/u.test(text)) return undefined;
  const meaningful = runs.filter((run) => /[\p{L}\p{N}]/u.test(run.text));
  const isBold = meaningful.length > 0 && meaningful.every((run) => run.isBold);
  let boldLead: string | null = null;
  if (!isBold && meaningful[0]?.isBold) {
    const lead: string[] = [];
    for (const run of runs) {
      if (!run.isBold && /\S/.test(run.text)) break;
      lead.push(run.text);
    }
    const leadText = cleanText(lead.join('')).trim();
    boldLead = leadText === '' ? null : leadText;
  }
  const headingLevel = context.headingLevel;
  if (headingLevel !== undefined) return { kind: 'heading', text, level: headingLevel, isBold, boldLead };
  if (context.itemDepth > 0)
    return { kind: 'bullet', text, level: Math.max(1, context.listDepth), isBold, boldLead };
  const bullet = TEXT_BULLET.exec(text);
  if (bullet && text.length > bullet[0].length) {
    return { kind: 'bullet', text: text.slice(bullet[0].length).trim(), level: 1, isBold, boldLead };
  }
  return { kind: 'paragraph', text, level: 0, isBold, boldLead };
}
