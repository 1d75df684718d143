/**
 * Splits JSON text that arrives in chunks into one record's text at a time, so that files of hundreds of
 * megabytes are read with memory bounded by the largest record: the elements of a top-level array, or the
 * lines of a JSON Lines file. Parsing each record is left to the caller, so a broken record is reported on
 * its own and the next one is still read.
 */

/** One record's text and the 1-based line it starts on, or why it could not be cut out. */
export type RawJsonRecord = { line: number; text: string } | { line: number; error: string };

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const BYTE_ORDER_MARK = 0xfeff;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function isWhitespace(code: number): boolean {
  return (
    code === SPACE ||
    code === LINE_FEED ||
    code === CARRIAGE_RETURN ||
    code === TAB ||
    code === BYTE_ORDER_MARK
  );
}

/** Collects one record's text across chunks, dropping it (but remembering) once it passes the limit. */
class RecordBuffer {
  private parts: string[] = [];
  private size = 0;
  tooLarge = false;

  constructor(private readonly maxChars: number) {}

  reset(): void {
    this.parts = [];
    this.size = 0;
    this.tooLarge = false;
  }

  append(text: string): void {
    if (this.tooLarge || text === '') return;
    this.size += text.length;
    if (this.size > this.maxChars) {
      this.tooLarge = true;
      this.parts = [];
      return;
    }
    this.parts.push(text);
  }

  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return text;
  }
}

function tooLargeMessage(maxChars: number): string {
  return `the record is longer than ${maxChars.toLocaleString('en-US')} characters`;
}

/**
 * The elements of a top-level JSON array (`[{...}, {...}]`), one at a time, with the line each starts on.
 * A structural problem outside the elements (no array, data after it, a file cut short) ends the run
 * with one error.
 */
export async function* splitJsonArray(
  chunks: AsyncIterable<string>,
  maxChars: number,
): AsyncGenerator<RawJsonRecord> {
  type Mode = 'before-array' | 'between-values' | 'in-value' | 'after-array';
  let mode: Mode = 'before-array';
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let valueLine = 0;
  const buffer = new RecordBuffer(maxChars);

  const finish = (chunk: string, start: number, end: number): RawJsonRecord => {
    buffer.append(chunk.slice(start, end));
    const tooLarge = buffer.tooLarge;
    const text = buffer.take();
    buffer.reset();
    return tooLarge ? { line: valueLine, error: tooLargeMessage(maxChars) } : { line: valueLine, text };
  };

  for await (const chunk of chunks) {
    let valueStart = 0;
    for (let index = 0; index < chunk.length; index++) {
      const code = chunk.charCodeAt(index);
      if (code === LINE_FEED) line++;

      if (mode === 'before-array') {
        if (isWhitespace(code)) continue;
        if (code === OPEN_BRACKET) {
          mode = 'between-values';
          continue;
        }
        yield { line, error: 'expected a JSON array of objects (or JSON Lines, one object per line)' };
        return;
      }

      if (mode === 'after-array') {
        if (isWhitespace(code)) continue;
        yield { line, error: 'unexpected data after the end of the JSON array' };
        return;
      }

      if (mode === 'between-values') {
        if (isWhitespace(code) || code === COMMA) continue;
        if (code === CLOSE_BRACKET) {
          mode = 'after-array';
          continue;
        }
        mode = 'in-value';
        valueLine = line;
        valueStart = index;
        depth = 0;
        inString = false;
        escaped = false;
        buffer.reset();
      }

      // In a value: follow strings and nesting until the value closes.
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) inString = false;
        continue;
      }
      if (code === QUOTE) {
        inString = true;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        depth++;
      } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) {
        depth--;
        if (depth === 0) {
          yield finish(chunk, valueStart, index + 1);
          mode = 'between-values';
        }
      } else if (depth === 0 && (code === COMMA || code === CLOSE_BRACKET || isWhitespace(code))) {
        // The end of a bare value (a number, a string, null): not an object, but its own record.
        yield finish(chunk, valueStart, index);
        mode = code === CLOSE_BRACKET ? 'after-array' : 'between-values';
      }
    }
    if (mode === 'in-value') buffer.append(chunk.slice(valueStart));
  }

  if (mode === 'in-value') {
    const tooLarge = buffer.tooLarge;
    const text = buffer.take();
    if (tooLarge) yield { line: valueLine, error: tooLargeMessage(maxChars) };
    else if (depth === 0 && !inString) yield { line: valueLine, text };
    else yield { line: valueLine, error: 'the file ends inside this record' };
    return;
  }
  if (mode === 'before-array') return;
  if (mode !== 'after-array') yield { line, error: 'the file ends before the JSON array is closed' };
}

/** The non-blank lines of a JSON Lines file, one at a time, with their 1-based line numbers. */
export async function* splitJsonLines(
  chunks: AsyncIterable<string>,
  maxChars: number,
): AsyncGenerator<RawJsonRecord> {
  let line = 1;
  const buffer = new RecordBuffer(maxChars);

  const finish = (): RawJsonRecord | null => {
    const tooLarge = buffer.tooLarge;
    const text = buffer.take();
    buffer.reset();
    if (tooLarge) return { line, error: tooLargeMessage(maxChars) };
    const trimmed = text.replace(/^\uFEFF/u, '').trim();
    return trimmed === '' ? null : { line, text: trimmed };
  };

  for await (const chunk of chunks) {
    let start = 0;
    for (let newline = chunk.indexOf('\n'); newline !== -1; newline = chunk.indexOf('\n', start)) {
      buffer.append(chunk.slice(start, newline));
      const record = finish();
      if (record) yield record;
      line++;
      start = newline + 1;
    }
    buffer.append(chunk.slice(start));
  }
  const record = finish();
  if (record) yield record;
}
