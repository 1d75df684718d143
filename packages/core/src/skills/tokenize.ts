/**
 * The one tokeniser behind skill matching and skill-name lookup, so that a name in the taxonomy and the
 * same name in a resume always break into the same tokens.
 *
 * A token is a run of letters and digits plus the symbols that carry meaning in skill names: a trailing
 * `#` or `+` ("C#", "C++"), an `&` glued between letters ("R&D", "FP&A": one token, so never "R"), and a
 * leading `.` ("`.NET`"). Apostrophes inside a word are dropped ("Python's" -> "Pythons", flagged as
 * possessive). A lone "&" becomes the token "and".
 */

/**
 * How a token is separated from the one before it.
 * joined: soft punctuation and no space ("Node.js", "CI/CD", "machine-learning").
 * space: one or two spaces, possibly with soft punctuation ("React JS", "Python / R").
 * bracket: a parenthesis, with or without spaces ("Registered Nurse (RN)"); a phrase may run across it,
 *   but the tokens are not adjacent words for guards.
 * hard: anything else (comma, colon, bullet, sentence end, tab, a wide gap, a spaced dash); first token.
 */
export type TokenBoundary = 'hard' | 'bracket' | 'space' | 'joined';

export interface SkillToken {
  /** Lower-case text used for lookups ("node", "c++", ".net", "r&d", "and" for a lone "&"). */
  lower: string;
  /** Original case, apostrophes removed ("Pythons" for "Python's"; "and" for a lone "&"). */
  raw: string;
  /** Offsets in the line; end is exclusive. */
  start: number;
  end: number;
  boundary: TokenBoundary;
  /** The token ended in an apostrophe-s ("Python's"). */
  possessive: boolean;
}

/** Spaces in a row that read as a gap between columns rather than between words. */
const WIDE_GAP_SPACES = 3;

const DOT = 0x2e;
const AMPERSAND = 0x26;
const HASH = 0x23;
const PLUS = 0x2b;
const APOSTROPHE = 0x27;
const RIGHT_SINGLE_QUOTE = 0x2019;
const SPACE = 0x20;
const NO_BREAK_SPACE = 0xa0;
const HYPHEN = 0x2d;
const UNICODE_HYPHEN = 0x2010;
const NON_BREAKING_HYPHEN = 0x2011;
const SLASH = 0x2f;
const UNDERSCORE = 0x5f;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
const LETTER = /\p{L}/u;

function isWordCode(line: string, position: number): boolean {
  const code = line.charCodeAt(position);
  if (code < 0x80) {
    return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  }
  if (Number.isNaN(code)) return false;
  return WORD_CHARACTER.test(line[position] ?? '');
}

function isLetterAt(line: string, position: number): boolean {
  const code = line.charCodeAt(position);
  if (code < 0x80) return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  if (Number.isNaN(code)) return false;
  return LETTER.test(line[position] ?? '');
}

function isSpaceCode(code: number): boolean {
  return code === SPACE || code === NO_BREAK_SPACE;
}

function isHyphenCode(code: number): boolean {
  return code === HYPHEN || code === UNICODE_HYPHEN || code === NON_BREAKING_HYPHEN;
}

/** A single-letter token ("U" in "U.S.", "R" in "John R. Smith"): a dot after it is an abbreviation. */
function isSingleLetter(token: SkillToken | undefined): boolean {
  return token !== undefined && token.raw.length === 1 && LETTER.test(token.raw);
}

/** Classifies the characters between two tokens. */
function classifyGap(
  line: string,
  from: number,
  to: number,
  previous: SkillToken | undefined,
): TokenBoundary {
  if (previous === undefined) return 'hard';
  let hasSpace = false;
  let hasBracket = false;
  let spacesInRow = 0;
  for (let position = from; position < to; position += 1) {
    const code = line.charCodeAt(position);
    if (isSpaceCode(code)) {
      hasSpace = true;
      spacesInRow += 1;
      if (spacesInRow >= WIDE_GAP_SPACES) return 'hard';
      continue;
    }
    spacesInRow = 0;
    if (code === OPEN_PAREN || code === CLOSE_PAREN) {
      hasBracket = true;
    } else if (isHyphenCode(code)) {
      // "Acme - Engineer" is a dash between phrases; "machine-learning" is one term.
      if (position === from || position === to - 1) continue;
      if (isSpaceCode(line.charCodeAt(position - 1)) || isSpaceCode(line.charCodeAt(position + 1)))
        return 'hard';
    } else if (code === DOT) {
      const next = line.charCodeAt(position + 1);
      // A dot before a space ends a sentence, except after an initial ("U.S. GAAP").
      if (next === DOT) return 'hard';
      if ((isSpaceCode(next) || position + 1 >= line.length) && !isSingleLetter(previous)) return 'hard';
    } else if (code !== SLASH && code !== UNDERSCORE) {
      return 'hard';
    }
  }
  if (hasBracket) return 'bracket';
  return hasSpace ? 'space' : 'joined';
}

/** Splits one line into tokens. Pure and allocation-light: it runs on every line of every document. */
export function tokenizeLine(line: string): SkillToken[] {
  const tokens: SkillToken[] = [];
  const length = line.length;
  let gapStart = 0;
  let position = 0;
  while (position < length) {
    const code = line.charCodeAt(position);
    const previous = tokens[tokens.length - 1];
    if (code === AMPERSAND) {
      // Glued ampersands were consumed inside the token; this one stands alone: "Mergers & Acquisitions".
      tokens.push({
        lower: 'and',
        raw: 'and',
        start: position,
        end: position + 1,
        boundary: classifyGap(line, gapStart, position, previous),
        possessive: false,
      });
      position += 1;
      gapStart = position;
      continue;
    }
    // A dot right after a token joins two parts ("ASP.NET"); after a gap it starts one (".NET").
    const startsWithDot =
      code === DOT && (position !== gapStart || tokens.length === 0) && isWordCode(line, position + 1);
    if (!startsWithDot && !isWordCode(line, position)) {
      position += 1;
      continue;
    }
    const start = position;
    let end = code === DOT ? position + 1 : position;
    let hasApostrophe = false;
    let possessive = false;
    while (end < length) {
      if (isWordCode(line, end)) {
        end += 1;
        continue;
      }
      const inner = line.charCodeAt(end);
      if ((inner === APOSTROPHE || inner === RIGHT_SINGLE_QUOTE) && isLetterAt(line, end + 1)) {
        hasApostrophe = true;
        const afterS = end + 2;
        if (
          (line[end + 1] === 's' || line[end + 1] === 'S') &&
          (afterS >= length || !isWordCode(line, afterS))
        ) {
          possessive = true;
        }
        end += 1;
        continue;
      }
      if (inner === AMPERSAND && isWordCode(line, end + 1)) {
        end += 1;
        continue;
      }
      if ((inner === HASH || inner === PLUS) && !isWordCode(line, end + 1)) {
        end += 1;
        continue;
      }
      break;
    }
    const text = line.slice(start, end);
    const raw = hasApostrophe ? text.replace(/['\u2019]/g, '') : text;
    tokens.push({
      lower: raw.toLowerCase(),
      raw,
      start,
      end,
      boundary: classifyGap(line, gapStart, start, previous),
      possessive,
    });
    position = end;
    gapStart = end;
  }
  return tokens;
}

/**
 * The lookup key of a skill name or alias: lower case, with separators and punctuation removed but the
 * symbols that distinguish skills kept. "Node.js", "NodeJS" and "node js" share "nodejs"; "C", "C#",
 * "C++" and ".NET" stay apart; "Research & Development" reads as "researchanddevelopment".
 */
export function normalizeSkillName(name: string): string {
  let key = '';
  for (const token of tokenizeLine(name.normalize('NFKC'))) key += token.lower;
  return key;
}
