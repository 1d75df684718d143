import type { DescriptionBlock } from './render-description';

/**
 * What a part of a posting is about. `intro` is the text before the first heading; `mixed` is a section
 * whose heading names both duties and requirements; `other` is under a heading we do not recognise.
 */
export type SectionKind =
  | 'intro'
  | 'overview'
  | 'about'
  | 'responsibilities'
  | 'requirements'
  | 'mixed'
  | 'preferred'
  | 'benefits'
  | 'legal'
  | 'process'
  | 'details'
  | 'other';

/**
 * What one sentence or bullet states. `context` is text that is neither a duty, a requirement nor a perk
 * (a role overview); `excluded` is text about the company, the process or the law.
 */
export type StatementIntent =
  'responsibility' | 'requirement' | 'preferred' | 'benefit' | 'context' | 'excluded';

/** One sentence of a paragraph, or one bullet, with the section it sits in and what it states. */
export interface PostingStatement {
  /** Index of the block it comes from. */
  blockIndex: number;
  section: SectionKind;
  intent: StatementIntent;
  text: string;
  isBullet: boolean;
}

export interface PostingSections {
  statements: PostingStatement[];
  /** True when the posting has at least one duties, requirements or nice-to-have section. */
  isStructured: boolean;
}

/** Longest heading, in words; longer bold text is emphasis, not a heading. */
const MAX_HEADING_WORDS = 12;
/** Longest plain line ending in a colon that reads as a heading ("What you will do:"). */
const MAX_COLON_HEADING_WORDS = 8;
/** Longest line without a colon or bold that reads as a heading when no list follows it ("Benefits"). */
const MAX_BARE_HEADING_WORDS = 4;
/** Longest lead-in sentence that switches the section ("Your responsibilities will include:"). */
const MAX_LEAD_IN_WORDS = 10;
/** Longest bold lead that switches the section ("**Requirements:** 5 years of ..."). */
const MAX_BOLD_LEAD_WORDS = 8;
/** A heading glued to the text after it ("About CanonicalCanonical is ...") is looked for this far in. */
const MAX_GLUED_HEADING_CHARS = 60;

// Headings, tested in this order: the first that matches names the section.
const LEGAL_HEADING =
  /\b(equal (employment )?opportunit|eeo\b|affirmative action|e-verify|non-?discrimination|diversity|inclusion|accommodation|privacy|disclaimer|legal notice|fraud|scam|data protection|gdpr|pay transparency|notice to)/;
const PROCESS_HEADING =
  /\b((recruitment|recruiting|hiring|interview|selection|application) (process|philosophy|steps)|how to apply|to apply\b|apply now|next steps|faqs?\b|frequently asked|what happens next)/;
const PREFERRED_HEADING =
  /\b(nice[ -]to[ -]haves?|preferred|preference|bonus|pluses|plus\b|extra credit|desired|desirable|good[ -]to[ -]haves?|great[ -]to[ -]haves?|would be (great|nice|helpful)|even better|stand out|set you apart|additional (skills|qualifications)|not required|optional|brownie points|added advantage|advantageous|we would value)/;
const BENEFITS_HEADING =
  /\b(benefits?|perks|what we offer|we offer|our offer|in it for you|why (join|work|you'?ll love)|compensation|salary|pay\b|pay (range|rate)|total rewards|rewards|package|why us\b|life at|working (here|at|with us)|what you('ll| will) get|in return|what we provide|wellbeing|well-being)/;
const OVERVIEW_HEADING =
  /^(about (the|this) (role|job|position|opportunity)|the (role|opportunity|position|job)|role|(role|job|position) (overview|summary|description|purpose|details)|job description|description|overview|summary|introduction|the opportunity|opportunity|position|your team|the team|team)$/;
const STRONG_DUTIES_HEADING =
  /\b(responsibilit|duties|accountabilit|essential functions|job functions|key tasks|tasks\b|what you('ll| will)( be)? (do|doing|work on|own|build|achieve|tackle)|what your day|a day in the life|day[- ]to[- ]day|in this (role|position)|your (role|mission|impact|day|job)|the work\b|how you('ll| will) (contribute|make an impact|help))/;
const REQUIREMENTS_HEADING =
  /\b(requirements?|required|qualifications?|qualified|pre-?requisites?|eligibility|what you('ll)? bring|you('ll)? bring|looking for|look for|who you are|about you|you have|you should have|you('ll)? need|what you need|must[ -]haves?|must have|skills|skill set|experience|competenc|background|profile|ideal candidate|the candidate|candidate|education|knowledge|expertise|strong fit|to succeed|for success|what it takes|is this you|are you\b|you are\b|credentials|certifications?|licen[cs]es?)/;
const WEAK_DUTIES_HEADING = /\b(you will|you'll|your work|what you('ll| will)|the job|scope)/;
const ABOUT_HEADING =
  /^(about\b|who we are|company\b|our (company|story|mission|team|culture|values|vision|client)|what we (do|are building|build)|the company|mission|culture|values|why we exist|the client)/;
const DETAILS_HEADING =
  /^(locations?|job type|employment type|type|schedule|shift|hours|work (location|schedule|hours|arrangement|model|type|mode)|start date|duration|contract (length|type)|travel|reports? to|reporting (to|line)|department|no\.? ?of vacancies|vacancies|openings|job id|req(uisition)? (id|number)|posted|category|industry|remote|contact|working hours|job category|job level|seniority|level)\b/;

/** Normalises heading text for the patterns: lower case, straight quotes, no decoration. */
function normalizeHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[*_#:|]+/g, ' ')
    .replace(/[^\p{L}\p{N}'&/+ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading or lead-in opens, or undefined when it is not one we recognise. */
export function classifyHeading(text: string): SectionKind | undefined {
  const heading = normalizeHeading(text);
  if (heading === '') return undefined;
  if (LEGAL_HEADING.test(heading)) return 'legal';
  if (PROCESS_HEADING.test(heading)) return 'process';
  if (PREFERRED_HEADING.test(heading)) return 'preferred';
  if (BENEFITS_HEADING.test(heading)) return 'benefits';
  if (OVERVIEW_HEADING.test(heading)) return 'overview';
  const isDuties = STRONG_DUTIES_HEADING.test(heading);
  const isRequirements = REQUIREMENTS_HEADING.test(heading);
  if (isDuties && isRequirements) return 'mixed';
  if (isDuties) return 'responsibilities';
  if (isRequirements) return 'requirements';
  if (WEAK_DUTIES_HEADING.test(heading)) return 'responsibilities';
  if (ABOUT_HEADING.test(heading)) return 'about';
  if (DETAILS_HEADING.test(heading)) return 'details';
  return undefined;
}

// Cues inside a sentence, for text outside recognised sections (or to find a plus inside requirements).
const PREFERENCE_CUE =
  /\b(preferred|preferably|(a|an) (strong |big |huge |definite |real |nice |great )?plus\b|nice[ -]to[ -]have|bonus (points|if)|(is|are|as|be|would be) (a )?bonus\b|ideally|(highly )?desirable|(is|are|be) (highly |strongly )?desired|desired(:| (skills|qualifications|experience))|(an|added|additional) advantage|advantageous|good[ -]to[ -]have|great[ -]to[ -]have|(is|are|be) (highly |very )?(beneficial|helpful)|not required|not mandatory|(is|are) optional|would be nice|helpful but)\b/i;
const LEGAL_CUE =
  /\b(equal (employment )?opportunity|without regard to|regardless of (race|age|gender|sex|religion)|race, colou?r|sexual orientation|gender identity|veteran status|reasonable accommodations?|e-verify|affirmative action|protected (veteran|characteristic|class|status)|privacy (policy|notice)|background (check|screening)|drug (test|screen)|non-?discriminat|discriminat(e|ion) (on the basis|against)|inclusive,? (and )?diverse|diverse,? (and )?inclusive|all backgrounds|celebrate diversity|committed to (building )?(a )?divers)/i;
const NEGATED_CUE =
  /\b(not (significant|sought|needed|necessary|relevant|a requirement|important|expected)|nor sought|no (prior |previous )?(experience|knowledge|degree) (is )?(required|needed|necessary))\b/i;
const BENEFIT_CUE =
  /\b(we offer|benefits? (package|include|plan)|health (insurance|care|plan|coverage)|medical, dental|dental|vision (insurance|plan|coverage)|401\s?\(?k\)?|pension|paid time off|\bpto\b|paid (holidays|vacation|leave)|parental leave|maternity|paternity|stipend|tuition (reimbursement|assistance)|stock options|employee (discount|assistance)|competitive (salary|pay|compensation)|salary range|pay range|annual bonus|(sign-on|signing|performance) bonus|life insurance|disability insurance|wellness (program|stipend)|gym membership)\b/i;
const REQUIREMENT_CUE =
  /\b(experience (with|in|using|of|as|building|developing|working|designing|managing)|years of|years' experience|years’ experience|\d\+? (years|yrs)|yrs\b|proficien|fluen(t|cy) in|knowledge of|familiar(ity)? with|understanding of|expertise (in|with)|expert (in|with)|skilled (in|with)|skills in|background in|degree|bachelor|master'?s|ph\.?d|diploma|\bged\b|certifi(ed|cation)|licen[cs]ed|licen[cs]e (required|in)|must (have|be|possess|hold)|required|requirements?|ability to|able to|track record|hands-on|demonstrated|proven|strong [\w-]+ skills|you have|you bring|you possess|comfortable (with|working)|comfort with|working knowledge|solid (grasp|understanding|knowledge))/i;
const STRONG_REQUIREMENT_CUE =
  /\b(\d+\+? (years|yrs)|years of (\w+ )?experience|degree in|bachelor'?s|master'?s degree|must (have|be|possess|hold)|required|the ideal candidate|you have|you bring|you should have|you possess|qualifications include|minimum qualifications|certification required|licen[cs]e required)\b/i;
const DUTY_CUE =
  /\b(you will|you'll|you’ll|you would|will be responsible|responsible for|responsibilities (will )?include|duties (will )?include|your (role|job|mission) (is|will be|includes)|day[- ]to[- ]day|you('ll| will) (own|lead|build|design|develop|work|partner|collaborate|drive|manage|support|be))\b/i;
const DUTY_OPENING =
  /^(?:as (?:a|an|the) [\w\s-]{1,40}, )?(?:you will|you'll|you’ll|in this role|you would|you are responsible|responsibilities include)\b/i;
const ABOUT_CUE =
  /\b(we are (a|an|the)|we're (a|an|the)|is (a|an|the) (leading|global|fast-growing|fast growing|pioneering|premier|leader)|founded (in|by)|was founded|headquartered|our (mission|customers|clients|investors|platform|products|company|story|vision|values|culture)|backed by|series [a-d]\b|fortune \d+|award-winning|industry[- ]leading|join (us|our team))\b/i;

const ACTION_VERBS: ReadonlySet<string> = new Set(
  (
    'achieve act administer advise advocate analyse analyze architect assess assist audit automate build calculate ' +
    'champion coach collaborate communicate compile conduct configure consult contribute coordinate create debug ' +
    'define deliver deploy design determine develop diagnose direct document draft drive educate enable engage ' +
    'ensure establish evaluate execute facilitate forecast guide handle help identify implement improve influence ' +
    'inspect install integrate interpret investigate lead liaise maintain manage mentor monitor negotiate operate ' +
    'optimise optimize organise organize oversee own participate partner perform plan prepare present prioritize ' +
    'process produce program promote propose provide recommend reconcile recruit research resolve review run ' +
    'schedule scale serve set shape ship solve source streamline supervise support test track train translate ' +
    'troubleshoot update use work write'
  ).split(' '),
);

/** "Design ...", "Designing ...", "Designs ...": a bullet that opens with a duty verb. */
function startsWithActionVerb(text: string): boolean {
  const first = /^[\p{L}]+/u.exec(text)?.[0]?.toLowerCase();
  if (first === undefined) return false;
  if (ACTION_VERBS.has(first)) return true;
  if (first.endsWith('ing')) {
    const stem = first.slice(0, -3);
    return ACTION_VERBS.has(stem) || ACTION_VERBS.has(`${stem}e`) || ACTION_VERBS.has(stem.slice(0, -1));
  }
  if (first.endsWith('s'))
    return ACTION_VERBS.has(first.slice(0, -1)) || ACTION_VERBS.has(first.slice(0, -2));
  return false;
}

/** True when a sentence marks what it names as a plus rather than a requirement. */
export function hasPreferenceCue(text: string): boolean {
  return PREFERENCE_CUE.test(text);
}

/**
 * True when a whole statement is a plus. A cue inside parentheses after a list ("Python, SQL and
 * Kubernetes (preferred)") marks one item, not the statement; the skill reader splits such items out.
 */
function statesPreference(text: string): boolean {
  if (!PREFERENCE_CUE.test(text)) return false;
  const outside = text.replace(/\([^()]*\)/g, ' ');
  if (PREFERENCE_CUE.test(outside)) return true;
  return !/[,;]|\b(and|or)\b/i.test(outside);
}

/** What a statement states, from its section first and its own wording second. */
function intentOf(
  section: SectionKind,
  text: string,
  isBullet: boolean,
  isStructured: boolean,
): StatementIntent {
  // Equal-opportunity and accommodation text turns up under any heading.
  if (LEGAL_CUE.test(text)) return 'excluded';
  // "Blockchain experience is not significant nor sought after": named, but not asked for.
  if (NEGATED_CUE.test(text)) return 'context';
  switch (section) {
    case 'requirements':
      return statesPreference(text) ? 'preferred' : 'requirement';
    case 'responsibilities':
      return statesPreference(text) ? 'preferred' : 'responsibility';
    case 'mixed':
      if (statesPreference(text)) return 'preferred';
      if (REQUIREMENT_CUE.test(text)) return 'requirement';
      return DUTY_CUE.test(text) || startsWithActionVerb(text) ? 'responsibility' : 'requirement';
    case 'preferred':
      return 'preferred';
    case 'benefits':
      return 'benefit';
    case 'about':
    case 'legal':
    case 'process':
    case 'details':
      return 'excluded';
    case 'overview':
      return intentFromCues(text, isBullet, false);
    default:
      // Around the sections of a structured posting, text is mostly about the company or the team.
      return intentFromCues(text, isBullet, isStructured);
  }
}

/**
 * Intent from wording alone. `isStrict` (text around the sections of a structured posting) accepts only
 * unmistakable requirement wording, so that "gaining expertise in each ecosystem" in a team blurb does
 * not become a requirement.
 */
function intentFromCues(text: string, isBullet: boolean, isStrict: boolean): StatementIntent {
  if (LEGAL_CUE.test(text)) return 'excluded';
  const requirementCue = isStrict ? STRONG_REQUIREMENT_CUE : REQUIREMENT_CUE;
  if (statesPreference(text) && requirementCue.test(text)) return 'preferred';
  if (BENEFIT_CUE.test(text)) return 'benefit';
  if (ABOUT_CUE.test(text)) return 'excluded';
  // "You will ..., using your understanding of ...": what the sentence opens with decides.
  if (DUTY_OPENING.test(text)) return 'responsibility';
  if (requirementCue.test(text)) return 'requirement';
  if (isStrict) return 'context';
  if (DUTY_CUE.test(text)) return 'responsibility';
  if (isBullet && startsWithActionVerb(text)) return 'responsibility';
  return 'context';
}

const ABBREVIATIONS: ReadonlySet<string> = new Set(
  (
    'e.g eg i.e ie etc dr mr mrs ms prof inc ltd co corp llc jr sr st no nos vs approx dept est min max yrs yr ' +
    'ph.d b.s m.s b.a m.a b.sc m.sc a.m p.m u.s u.k fig incl resp esp ex'
  ).split(' '),
);
const SENTENCE_BREAK = /[.!?]+["'”’)\]]*\s+(?=["'“‘(]?[\p{Lu}\p{N}])/gu;

/** Splits a paragraph into sentences, leaving abbreviations ("e.g.", "Dr.", "U.S.") and initials alone. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_BREAK)) {
    const end = (match.index ?? 0) + match[0].length;
    const before = text.slice(start, match.index);
    const lastWord =
      /(\S+)$/
        .exec(before)?.[1]
        ?.toLowerCase()
        .replace(/^[("'“‘[]+/, '') ?? '';
    if (match[0].startsWith('.') && (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence !== '') sentences.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const ALL_CAPS = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

/**
 * Rank of a heading, lower is more important: HTML headings 2-4, then bold lines, then plain lines that
 * read as headings. A heading we do not recognise ends the current section unless it ranks below the
 * heading that opened it (a sub-heading such as "Frontend" under "Requirements").
 */
const BOLD_HEADING_RANK = 5;
const PLAIN_HEADING_RANK = 6;

interface HeadingReading {
  isHeading: boolean;
  kind: SectionKind | undefined;
  rank: number;
}

const NOT_A_HEADING: HeadingReading = { isHeading: false, kind: undefined, rank: 0 };

/** Whether a block is a heading, which section it opens (undefined: not recognised) and its rank. */
function readHeading(block: DescriptionBlock, next: DescriptionBlock | undefined): HeadingReading {
  const words = countWords(block.text);
  const kind = words <= MAX_HEADING_WORDS ? classifyHeading(block.text) : undefined;
  if (block.kind === 'heading') return { isHeading: true, kind, rank: block.level };
  const endsSentence = /[.!?]["'”’)]*$/.test(block.text);
  if (block.kind === 'bullet') {
    // A bold bullet is a heading only when it reads as one ("* **Requirements**").
    const isHeading = block.isBold && kind !== undefined && !endsSentence;
    return isHeading ? { isHeading, kind, rank: BOLD_HEADING_RANK } : NOT_A_HEADING;
  }
  if (words > MAX_HEADING_WORDS) return NOT_A_HEADING;
  if (block.isBold && !endsSentence) return { isHeading: true, kind, rank: BOLD_HEADING_RANK };
  const plain = { isHeading: true, kind, rank: PLAIN_HEADING_RANK };
  if (block.text.endsWith(':') && words <= MAX_COLON_HEADING_WORDS) return plain;
  if (ALL_CAPS.test(block.text) && words <= MAX_COLON_HEADING_WORDS && !endsSentence) return plain;
  // A short line that names a section: always when a list follows it, otherwise only when very short.
  const isShortLine = words <= (next?.kind === 'bullet' ? MAX_COLON_HEADING_WORDS : MAX_BARE_HEADING_WORDS);
  if (kind !== undefined && isShortLine && !endsSentence && !block.text.includes(',')) return plain;
  return NOT_A_HEADING;
}

/**
 * Sections whose headings may be split off glued text. Content headings are not: "Experience with
 * TypeScript" must not read as the heading "Experience with Type".
 */
const GLUED_HEADING_SECTIONS: ReadonlySet<SectionKind> = new Set(['about', 'benefits', 'legal', 'process']);

/**
 * "What we offer colleaguesWe consider ...": scrapers drop the break between a heading and its text. The
 * heading is split off when the text before the glued capital reads as a known heading.
 */
function splitGluedHeading(block: DescriptionBlock): [string, string] | undefined {
  if (block.kind !== 'paragraph') return undefined;
  const window = block.text.slice(0, MAX_GLUED_HEADING_CHARS + 2);
  for (const match of window.matchAll(/\p{Ll}(?=\p{Lu}\p{Ll})/gu)) {
    const cut = (match.index ?? 0) + 1;
    const heading = block.text.slice(0, cut);
    if (countWords(heading) > MAX_COLON_HEADING_WORDS) return undefined;
    const kind = classifyHeading(heading);
    if (kind !== undefined && GLUED_HEADING_SECTIONS.has(kind)) return [heading, block.text.slice(cut)];
  }
  return undefined;
}

/**
 * Sections that make a posting structured. A heading we do not recognise does not end them when it
 * ranks below the heading that opened them (it is a sub-heading inside them).
 */
const CONTENT_SECTIONS: ReadonlySet<SectionKind> = new Set([
  'responsibilities',
  'requirements',
  'mixed',
  'preferred',
]);

/**
 * Reads the blocks of a description into statements: each bullet, and each sentence of a paragraph, with
 * the section it belongs to (from headings, bold lead-ins and lead-in sentences such as "Your
 * responsibilities will include:") and what it states. Text outside recognised sections is classified
 * by its wording ("you will", "experience with", "is a plus", "equal opportunity").
 */
export function readPostingSections(blocks: readonly DescriptionBlock[]): PostingSections {
  const statements: PostingStatement[] = [];
  let section: SectionKind = 'intro';
  let sectionRank = 0;
  let isStructured = false;

  const add = (blockIndex: number, text: string, isBullet: boolean): void => {
    const pieces = isBullet ? [text] : splitSentences(text);
    // The intent is set once the whole posting has been read and its structure is known.
    for (const piece of pieces)
      statements.push({ blockIndex, section, intent: 'context', text: piece, isBullet });
  };
  const open = (kind: SectionKind | undefined, rank: number): void => {
    // "The following qualifications also help:" under a nice-to-have heading does not leave it.
    const isDowngrade = section === 'preferred' && (kind === 'requirements' || kind === 'mixed');
    if (isDowngrade && rank >= PLAIN_HEADING_RANK) return;
    if (kind !== undefined) {
      section = kind;
      sectionRank = rank;
      if (CONTENT_SECTIONS.has(kind)) isStructured = true;
      return;
    }
    // An unknown heading that ranks below the one that opened a content section is a sub-heading of it.
    if (!(CONTENT_SECTIONS.has(section) && rank > sectionRank)) {
      section = 'other';
      sectionRank = rank;
    }
  };

  blocks.forEach((block, blockIndex) => {
    const glued = splitGluedHeading(block);
    if (glued !== undefined) {
      open(classifyHeading(glued[0]), BOLD_HEADING_RANK);
      add(blockIndex, glued[1], false);
      return;
    }
    const heading = readHeading(block, blocks[blockIndex + 1]);
    if (heading.isHeading) {
      open(heading.kind, heading.rank);
      return;
    }
    if (
      block.boldLead !== null &&
      block.kind === 'paragraph' &&
      countWords(block.boldLead) <= MAX_BOLD_LEAD_WORDS
    ) {
      const kind = classifyHeading(block.boldLead);
      if (kind !== undefined) {
        open(kind, BOLD_HEADING_RANK);
        add(blockIndex, block.text.slice(block.boldLead.length).replace(/^[\s:.-]+/, ''), false);
        return;
      }
    }
    add(blockIndex, block.text, block.kind === 'bullet');
    if (block.kind === 'paragraph' && block.text.endsWith(':')) {
      const leadIn = splitSentences(block.text).at(-1) ?? '';
      if (countWords(leadIn) <= MAX_LEAD_IN_WORDS) {
        const kind = classifyHeading(leadIn);
        if (kind !== undefined && kind !== 'overview' && kind !== 'details') open(kind, PLAIN_HEADING_RANK);
      }
    }
  });
  const read = statements
    .filter((statement) => statement.text !== '')
    .flatMap(splitMixedPreference)
    .map((statement) => ({
      ...statement,
      intent: intentOf(statement.section, statement.text, statement.isBullet, isStructured),
    }));
  return { statements: read, isStructured };
}

/** "Associate degree in nursing; BSN preferred": a requirement and a plus in one bullet become two. */
function splitMixedPreference(statement: PostingStatement): PostingStatement[] {
  if (!statement.text.includes(';') || !PREFERENCE_CUE.test(statement.text)) return [statement];
  const parts = statement.text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.every((part) => PREFERENCE_CUE.test(part))) return [statement];
  return parts.map((part) => ({ ...statement, text: part }));
}
