import { matchHeading } from '../sections/headings';
import type { StructuredLine } from './structured-lines';

/**
 * What Word's own formatting says of each paragraph, which mammoth's HTML drops: its font size and a key of
 * its look (paragraph style, size, bold, italic, capitals, colour, underline). Most Word resumes set their
 * section headings by direct formatting ("bold, 11 pt, dark blue") rather than a Heading style, so a DOCX
 * heading is often known only by looking like the others.
 */
export interface ParagraphLook {
  /** The paragraph's letters and digits, to find its line in mammoth's output. */
  compact: string;
  /** Font size in points of most of its letters. */
  size: number;
  /** Same key, same look. */
  key: string;
  /** Letters in it, to weigh the body's look. */
  letters: number;
}

interface RunProps {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  caps?: boolean;
  color?: string;
  underline?: boolean;
}

interface StyleDef extends RunProps {
  basedOn?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** XML text with its character references read. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (match, entity: string) => {
    const code =
      entity.startsWith('#x') || entity.startsWith('#X')
        ? parseInt(entity.slice(2), 16)
        : entity.startsWith('#')
          ? parseInt(entity.slice(1), 10)
          : undefined;
    if (code !== undefined) return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Word's size when no style sets one: 10 pt (sz 20, in half-points). */
const WORD_DEFAULT_HALF_POINTS = 20;
/** Paragraphs looked ahead from the last one matched when a line's text is not the next paragraph's. */
const ALIGN_WINDOW = 40;

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
/** An on/off property (<w:b/>, <w:b w:val="0"/>). */
const isOn = (tag: string) => !/\bw:val="(?:0|false|off|none)"/.test(tag);

/** Reads one <w:rPr> property tag into `props`. */
function readRunProperty(name: string, tag: string, props: RunProps): void {
  switch (name) {
    case 'w:b':
      props.bold = isOn(tag);
      break;
    case 'w:i':
      props.italic = isOn(tag);
      break;
    case 'w:caps':
      props.caps = isOn(tag);
      break;
    case 'w:sz': {
      const value = Number(attr(tag, 'w:val'));
      if (Number.isFinite(value) && value > 0) props.size = value;
      break;
    }
    case 'w:color': {
      const value = attr(tag, 'w:val');
      if (value) props.color = value.toLowerCase() === 'auto' ? '000000' : value.toUpperCase();
      break;
    }
    case 'w:u':
      props.underline = isOn(tag);
      break;
  }
}

const TAG = /<(\/?)([a-zA-Z0-9:]+)\b[^>]*?(\/?)>|([^<]+)/g;

/** The styles part: each style's run properties and what it is based on, and the documents' defaults. */
export function readStyles(xml: string): {
  styles: Map<string, StyleDef>;
  defaults: RunProps;
  defaultParagraph?: string;
} {
  const styles = new Map<string, StyleDef>();
  const defaults: RunProps = {};
  let defaultParagraph: string | undefined;
  let current: StyleDef | undefined;
  let inDefaults = false;
  let inRunProps = false;
  for (const match of xml.matchAll(TAG)) {
    const [tag, closing, name] = match;
    if (!name) continue;
    if (name === 'w:rPrDefault') inDefaults = !closing;
    else if (name === 'w:style') {
      if (closing) current = undefined;
      else {
        const id = attr(tag, 'w:styleId');
        current = {};
        if (id) styles.set(id, current);
        if (id && attr(tag, 'w:default') === '1' && attr(tag, 'w:type') === 'paragraph')
          defaultParagraph = id;
      }
    } else if (name === 'w:basedOn' && current) current.basedOn = attr(tag, 'w:val');
    else if (name === 'w:rPr') inRunProps = !closing && !match[3];
    else if (inRunProps && !closing) {
      if (current) readRunProperty(name, tag, current);
      else if (inDefaults) readRunProperty(name, tag, defaults);
    }
  }
  return { styles, defaults, ...(defaultParagraph ? { defaultParagraph } : {}) };
}

/** A style's run properties with those of the styles it is based on beneath them. */
function resolveStyle(styles: Map<string, StyleDef>, id: string | undefined): RunProps {
  const chain: StyleDef[] = [];
  const seen = new Set<string>();
  for (let next = id; next && !seen.has(next) && chain.length < 16;) {
    seen.add(next);
    const style = styles.get(next);
    if (!style) break;
    chain.push(style);
    next = style.basedOn;
  }
  const props: RunProps = {};
  for (const style of chain.reverse()) {
    for (const [field, value] of Object.entries(style)) {
      if (field !== 'basedOn' && value !== undefined) (props as Record<string, unknown>)[field] = value;
    }
  }
  return props;
}

/**
 * Every paragraph of the document part with its look, in the order they close (a text box's paragraphs
 * before the paragraph that anchors it). The look is that of the run holding most of its letters; bold,
 * italic, capitals and underline only when every run with letters has them.
 */
export function readParagraphLooks(documentXml: string, stylesXml: string): ParagraphLook[] {
  const { styles, defaults, defaultParagraph } = readStyles(stylesXml);
  const looks: ParagraphLook[] = [];
  interface Open {
    style?: string;
    runs: Array<{ props: RunProps; text: string }>;
  }
  const stack: Open[] = [];
  let run: { props: RunProps; style?: string } | undefined;
  let inRunProps = false;
  let inParagraphProps = false;
  let inText = false;
  for (const match of documentXml.matchAll(TAG)) {
    const [tag, closing, name, selfClosing, text] = match;
    const paragraph = stack.at(-1);
    if (text !== undefined) {
      if (inText && run && paragraph)
        paragraph.runs.push({ props: { ...run.props }, text: decodeEntities(text) });
      continue;
    }
    if (name === 'w:p') {
      if (!closing && !selfClosing) stack.push({ runs: [] });
      else if (closing) {
        const done = stack.pop();
        if (done) looks.push(lookOf(done, styles, defaults, defaultParagraph));
      }
    } else if (name === 'w:pPr') inParagraphProps = !closing && !selfClosing;
    else if (name === 'w:pStyle' && inParagraphProps && paragraph) paragraph.style = attr(tag, 'w:val');
    else if (name === 'w:r') run = closing || selfClosing ? undefined : { props: {} };
    else if (name === 'w:rPr') inRunProps = !closing && !selfClosing && !inParagraphProps && !!run;
    else if (name === 'w:rStyle' && inRunProps && run) run.style = attr(tag, 'w:val');
    else if (name === 'w:t') inText = !closing && !selfClosing;
    else if (name === 'w:tab' && run && paragraph && !inParagraphProps)
      paragraph.runs.push({ props: { ...run.props }, text: '\t' });
    else if (inRunProps && run && !closing) readRunProperty(name ?? '', tag, run.props);
    if (run?.style && name === 'w:rStyle') run.props = { ...resolveStyle(styles, run.style), ...run.props };
  }
  return looks;
}

function lookOf(
  paragraph: { style?: string; runs: Array<{ props: RunProps; text: string }> },
  styles: Map<string, StyleDef>,
  defaults: RunProps,
  defaultParagraph: string | undefined,
): ParagraphLook {
  const base = { ...defaults, ...resolveStyle(styles, paragraph.style ?? defaultParagraph) };
  const runs = paragraph.runs
    .map((run) => ({
      props: { ...base, ...run.props },
      letters: run.text.replace(/[^\p{L}\p{N}]/gu, '').length,
    }))
    .filter((run) => run.letters > 0);
  const letters = runs.reduce((sum, run) => sum + run.letters, 0);
  const main = runs.reduce<(typeof runs)[number] | undefined>(
    (best, run) => (!best || run.letters > best.letters ? run : best),
    undefined,
  );
  const all = (field: 'bold' | 'italic' | 'caps' | 'underline') =>
    runs.length > 0 && runs.every((run) => run.props[field] === true);
  const halfPoints = main?.props.size ?? base.size ?? WORD_DEFAULT_HALF_POINTS;
  const key = [
    paragraph.style ?? defaultParagraph ?? '',
    halfPoints,
    all('bold') ? 'b' : '',
    all('italic') ? 'i' : '',
    all('caps') ? 'c' : '',
    all('underline') ? 'u' : '',
    main?.props.color ?? base.color ?? '000000',
  ].join('|');
  return {
    compact: lettersOf(paragraph.runs.map((run) => run.text).join('')),
    size: halfPoints / 2,
    key,
    letters,
  };
}

/** Footnote and comment marks mammoth writes into the text ("[1]"), which the paragraph's runs lack. */
const compactLine = (text: string) => lettersOf(text.replace(/\[\d+\]/g, ''));
/** Letters and digits only: mammoth writes a Wingdings symbol (<w:sym>) as a character the runs lack. */
const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Gives each line read from mammoth's HTML the look of its paragraph: the next paragraph with the same text,
 * looked for a little ahead of the last one found (mammoth leaves out empty paragraphs and adds footnotes).
 */
export function attachLooks(
  lines: StructuredLine[],
  looks: ParagraphLook[],
): Array<StructuredLine & { look?: ParagraphLook }> {
  let cursor = 0;
  return lines.map((line) => {
    const compact = compactLine(line.text);
    if (!compact) return line;
    for (let at = cursor; at < Math.min(looks.length, cursor + ALIGN_WINDOW); at += 1) {
      if (looks[at]?.compact === compact) {
        cursor = at + 1;
        return { ...line, look: looks[at] };
      }
    }
    return line;
  });
}

/** A line this much larger than the body's text is a heading, as in a PDF. */
const HEADING_SIZE_RATIO = 1.15;
const MAX_HEADING_WORDS = 6;
/** A look is the document's heading look when this many of its lines are known section headings ... */
const MIN_KNOWN_IN_LOOK = 2;
/** ... and they are at least this share of its lines (a job title may look like a heading: then it is not). */
const MIN_KNOWN_SHARE = 0.4;

/**
 * Flags as headings the lines whose look sets them apart: larger than the body's text by the PDF rule, or
 * of a look (not the body's) that two or more known section headings have, that no long line has, and
 * that is mostly known headings. The parser then reads an unknown heading of that look ("Things I Do
 * Well") by its look, as it does a PDF's heading by its font.
 */
export function flagHeadingsByLook(
  lines: Array<StructuredLine & { look?: ParagraphLook }>,
): StructuredLine[] {
  const weights = new Map<string, number>();
  const sizeWeights = new Map<number, number>();
  for (const line of lines) {
    if (!line.look || line.region === 'header' || line.region === 'footer') continue;
    weights.set(line.look.key, (weights.get(line.look.key) ?? 0) + line.look.letters);
    sizeWeights.set(line.look.size, (sizeWeights.get(line.look.size) ?? 0) + line.look.letters);
  }
  const modeOf = <T>(map: Map<T, number>) => [...map.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const bodyKey = modeOf(weights);
  const bodySize = modeOf(sizeWeights) ?? 0;
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const byKey = new Map<string, { known: number; total: number; long: boolean }>();
  for (const line of lines) {
    if (!line.look || line.region === 'header' || line.region === 'footer' || line.bullet) continue;
    const entry = byKey.get(line.look.key) ?? { known: 0, total: 0, long: false };
    entry.total += 1;
    if (words(line.text) > MAX_HEADING_WORDS + 2) entry.long = true;
    else if (matchHeading(line.text.trim())) entry.known += 1;
    byKey.set(line.look.key, entry);
  }
  const headingKeys = new Set(
    [...byKey.entries()]
      .filter(
        ([key, entry]) =>
          key !== bodyKey &&
          !entry.long &&
          entry.known >= MIN_KNOWN_IN_LOOK &&
          entry.known / entry.total >= MIN_KNOWN_SHARE,
      )
      .map(([key]) => key),
  );
  return lines.map(({ look, ...line }) => {
    if (!look) return line;
    const short = words(line.text) <= MAX_HEADING_WORDS && !line.bullet;
    const bySize = bodySize > 0 && look.size >= bodySize * HEADING_SIZE_RATIO;
    const heading = line.heading || (short && (bySize || headingKeys.has(look.key)));
    return { ...line, heading, fontSize: look.size };
  });
}
