import { getExampleNumber, type CountryCode } from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { AtsCheck, ExperienceLevel } from '@careerlens/contracts';
import { FAILURE_MESSAGES, type DocumentLine, type ExtractedDocument } from '../extract/types';
import { contactCountry } from '../sections/contact';
import { LANGUAGE_NAMES, type ResumeLanguage } from '../sections/languages';
import type { ParsedResume, SectionKind } from '../sections/types';
import {
  ACTION_VERBS,
  ACTION_VERBS_PAST,
  ACTION_VERBS_PRESENT,
  CLICHES,
  DUTY_PHRASES,
  FIRST_PERSON,
} from './vocabulary';

/** Everything the checks look at, computed once. Contact lines are excluded from content checks. */
export interface CheckInput {
  document: ExtractedDocument;
  parsed: ParsedResume;
  /** Lines outside the contact block: what name-invariant checks read. */
  contentLines: DocumentLine[];
  /** Achievement lines: bullets of experience and projects (or their body lines when no bullets are marked). */
  bullets: DocumentLine[];
  /** Lines of past roles' bullets and of the current role, for the tense check. */
  pastRoleBullets: DocumentLine[];
  wordCount: number;
  level: ExperienceLevel | null;
  targetRole: string | null;
  /** Target-role skill coverage, 0-1, and the skills behind it. */
  roleCoverage: { share: number; covered: string[]; missing: string[] } | undefined;
  /** Target title or one of its aliases, where the resume shows it. */
  titleEvidence: DocumentLine[];
  /** The language the resume is written in; checks of English wording are skipped for the others. */
  language: ResumeLanguage;
  /** Why the reading itself is unsure, when it is: checks that depend on it are then not judged. */
  readingNote: string | undefined;
}

/** Checks that read English wording (verbs, tense, stock phrases, pronouns). */
const ENGLISH_ONLY_CHECKS = new Set([
  'action-verbs',
  'varied-verbs',
  'consistent-tense',
  'results-not-duties',
  'no-first-person',
  'no-cliches',
]);
/** Checks whose failure would only repeat that the sections or roles could not be read. */
const READING_DEPENDENT_CHECKS = new Set([
  'standard-headings',
  'dated-roles',
  'reverse-chronological',
  'education-section',
  'skills-section',
  'quantified-achievements',
  'action-verbs',
  'results-not-duties',
  'bullet-length',
  'varied-verbs',
  'consistent-tense',
  'summary',
  'date-format',
  'employment-gaps',
]);
/** Rows of text that a parser reading straight across mixes from two columns before the layout check fails. */
const MIXED_ROWS_TO_FAIL = 3;
const MIXED_ROWS_SHOWN = 2;

/** A check that is not scored, with the reason it was not judged. */
function notJudged(check: CheckResult, reason: string): CheckResult {
  return { ...check, status: 'pass', points: 0, maxPoints: 0, detail: reason, evidence: [], fix: null };
}

export interface LayoutPenalty {
  checkId: string;
  multiplier: number;
}

type Evidence = AtsCheck['evidence'];
type CheckResult = AtsCheck & { layoutMultiplier?: number };

const MAX_EVIDENCE = 3;

function evidenceOf(lines: readonly DocumentLine[]): Evidence {
  return lines.slice(0, MAX_EVIDENCE).map((line) => ({ lineIndex: line.index, text: line.text }));
}

function result(
  id: string,
  group: AtsCheck['group'],
  title: string,
  maxPoints: number,
  share: number,
  detail: string,
  fix: string | null,
  evidence: Evidence = [],
): CheckResult {
  const clamped = Math.max(0, Math.min(1, share));
  const points = Math.round(maxPoints * clamped * 10) / 10;
  const status = clamped >= 0.999 ? 'pass' : clamped >= 0.5 ? 'warn' : 'fail';
  return {
    id,
    group,
    title,
    status,
    points,
    maxPoints,
    detail,
    evidence,
    fix: status === 'pass' ? null : fix,
  };
}

function layoutResult(
  id: string,
  title: string,
  multiplier: number,
  detail: string,
  fix: string,
  evidence: Evidence = [],
): CheckResult {
  const failed = multiplier < 1;
  return {
    id,
    group: 'parseability',
    title,
    status: failed ? 'fail' : 'pass',
    points: 0,
    maxPoints: 0,
    detail: failed
      ? `${detail} Your score is multiplied by ${multiplier.toFixed(2)} until this is fixed.`
      : detail,
    evidence,
    fix: failed ? fix : null,
    layoutMultiplier: multiplier,
  };
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? [];
}

function firstWord(line: DocumentLine): string {
  return words(line.text)[0] ?? '';
}

function hasHeading(parsed: ParsedResume, kind: SectionKind): boolean {
  return parsed.sections.some((section) => section.kind === kind && section.headingLine >= 0);
}

function hasSection(parsed: ParsedResume, kind: SectionKind): boolean {
  return parsed.sections.some((section) => section.kind === kind && section.lineIndexes.length > 0);
}

/** Numbers that show scale or impact: percentages, money, counts; not bare years or phone-like digits. */
const QUANTIFIER =
  /(\d+(\.\d+)?\s?%|[$€£¥₹]\s?\d|\b\d+(\.\d+)?\s?(k|m|mm|bn|million|billion|thousand)\b|\b\d{1,3}(,\d{3})+\b|\b(?!(19|20)\d{2}\b)\d+\+?\s+[a-z])/i;

/** Word counts that read as complete for each level: [too short below, too long above]. */
const WORD_RANGE: Record<ExperienceLevel | 'unknown', readonly [number, number]> = {
  'entry-level': [200, 750],
  'mid-level': [350, 950],
  'senior-level': [400, 1200],
  'lead-principal': [400, 1400],
  unknown: [250, 1100],
};
const MAX_PAGES: Record<ExperienceLevel | 'unknown', number> = {
  'entry-level': 1,
  'mid-level': 2,
  'senior-level': 2,
  'lead-principal': 3,
  unknown: 2,
};

/** Layout penalties: how much each problem multiplies the score by. */
export const LAYOUT_MULTIPLIERS = {
  multiColumn: 0.9,
  tables: 0.93,
  headerFooterContact: 0.95,
  oddCharacters: 0.97,
} as const;

const BULLET_WORDS = { min: 6, max: 35 } as const;

/**
 * The phone fix, with an example in the format of the resume's own country (its location or email
 * domain): a US resume is not shown a London number. With no country to go by, no example country.
 */
export function phoneFix(country: string | undefined): string {
  const example = country ? getExampleNumber(country as CountryCode, mobileExamples) : undefined;
  return example
    ? `Add a phone number with its country code, for example ${example.formatInternational()}.`
    : 'Add a phone number with its country code in front (+1 in the US and Canada, +44 in the UK, +91 in India).';
}

/** The "no text layer" message's statement (an ATS reads nothing) and its fix, kept in one place. */
const [SCAN_STATEMENT, SCAN_FIX] = (() => {
  const [scan = '', ats = '', ...fix] = FAILURE_MESSAGES.NO_TEXT_LAYER.split(/(?<=\.) /);
  return [`${scan} ${ats}`, fix.join(' ')];
})();

function pageList(pages: readonly number[]): string {
  return pages.length === 1
    ? `Page ${pages[0]}`
    : `Pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}

function scannedDetail(pages: readonly number[], pageCount: number, textLayerShare: number): string {
  const all = pages.length >= pageCount;
  const statement = all
    ? SCAN_STATEMENT
    : `${pageList(pages)} of this PDF ${pages.length === 1 ? 'has' : 'have'} no text layer: ${pages.length === 1 ? 'it looks' : 'they look'} like a scan or a picture. An ATS cannot read ${pages.length === 1 ? 'it' : 'them'}.`;
  return (
    `${statement} We read ${all ? 'it' : pages.length === 1 ? 'that page' : 'those pages'} with text recognition (OCR) to show you the rest of this analysis. ` +
    `Your score is multiplied by ${textLayerShare.toFixed(2)}, the share of your words an ATS can read, until this is fixed.`
  );
}

export function runAtsChecks(input: CheckInput): CheckResult[] {
  const { document, parsed, bullets } = input;
  const levelKey = input.level ?? 'unknown';
  const checks: CheckResult[] = [];
  const contact = parsed.contact;
  const lineAt = (index: number) => document.lines[index];
  const linesAt = (indexes: readonly number[]) =>
    indexes.map(lineAt).filter((line): line is DocumentLine => Boolean(line));

  // ---------- Parseability ----------
  const fileType = document.fileType;
  checks.push(
    result(
      'file-type',
      'parseability',
      'File type an ATS reads reliably',
      2,
      fileType === 'doc' ? 0.5 : 1,
      fileType === 'doc'
        ? 'Word 97-2003 (.doc) files are read by most but not all applicant tracking systems.'
        : `${fileType.toUpperCase()} is read reliably by applicant tracking systems.`,
      'Save the resume as .docx or as a text-based PDF.',
    ),
  );
  const ocr = document.ocr;
  if (ocr) {
    // Pages read by OCR are pictures to an ATS: it reads only the text-layer pages' words.
    const textLayerShare = ocr.textLayerWords / Math.max(1, ocr.textLayerWords + ocr.ocrWords);
    const readable = result(
      'text-readable',
      'parseability',
      'All text is machine-readable',
      4,
      Math.min(1, (input.wordCount * textLayerShare) / 150),
      scannedDetail(ocr.pages, document.layout.pageCount, textLayerShare),
      SCAN_FIX,
    );
    checks.push({ ...readable, status: 'fail', fix: SCAN_FIX, layoutMultiplier: textLayerShare });
  } else {
    checks.push(
      result(
        'text-readable',
        'parseability',
        'All text is machine-readable',
        4,
        Math.min(1, input.wordCount / 150),
        `${input.wordCount} words were read from the file.`,
        'Part of the resume may be an image or an outlined font: export it again from your editor so all text is real text.',
      ),
    );
  }
  // What an ATS gets: a simple parser reads straight across the page, so two columns side by side come out
  // mixed line by line. Columns that sit one under the other, or labels beside their rows, read in order.
  const mixedRows = document.layout.mixedRows ?? [];
  const scrambled = mixedRows.length >= MIXED_ROWS_TO_FAIL;
  checks.push(
    layoutResult(
      'single-column',
      'Text reads in order',
      scrambled ? LAYOUT_MULTIPLIERS.multiColumn : 1,
      scrambled
        ? `${mixedRows.length} lines put two columns side by side. An ATS that reads straight across the page gets them mixed, for example: ${mixedRows
            .slice(0, MIXED_ROWS_SHOWN)
            .map((row) => `"${row}"`)
            .join('; ')}. We rebuilt the reading order column by column, but many ATS do not.`
        : document.layout.multiColumnPages > 0
          ? 'The columns do not share lines, so even a parser reading straight across gets the text in order.'
          : 'The text flows in one column, which every ATS reads in order.',
      'Move to a single-column layout: put skills and contact details in their own sections above or below your experience.',
      scrambled ? evidenceOf(document.lines.filter((line) => line.column === 2)) : [],
    ),
  );
  const tableLines = document.lines.filter((line) => line.region === 'table');
  const tableHeavy = document.layout.tableCells >= 6 && tableLines.length >= 3;
  checks.push(
    layoutResult(
      'no-tables',
      'Content outside tables',
      tableHeavy ? LAYOUT_MULTIPLIERS.tables : 1,
      tableHeavy
        ? `${tableLines.length} lines sit in tables or table-like grids, which some ATS skip or read cell by cell out of order.`
        : 'No content depends on tables.',
      'Replace tables with plain lines: one fact per line, using tabs or spaces for alignment.',
      evidenceOf(tableLines),
    ),
  );
  const bodyContact = [...contact.emails, ...contact.phones].some(
    (item) => lineAt(item.lineIndex)?.region === 'body' || lineAt(item.lineIndex)?.region === 'table',
  );
  const edgeContact = [...contact.emails, ...contact.phones].filter((item) => {
    const region = lineAt(item.lineIndex)?.region;
    return region === 'header' || region === 'footer';
  });
  const contactOnlyAtEdges = edgeContact.length > 0 && !bodyContact;
  checks.push(
    layoutResult(
      'contact-in-body',
      'Contact details in the main body',
      contactOnlyAtEdges ? LAYOUT_MULTIPLIERS.headerFooterContact : 1,
      contactOnlyAtEdges
        ? 'Your email or phone appears only in the page header or footer, which many ATS ignore.'
        : 'Contact details are in the body of the document.',
      'Move your email and phone number from the page header into the first lines of the document.',
      evidenceOf(linesAt(edgeContact.map((item) => item.lineIndex))),
    ),
  );
  const odd = document.layout.oddCharacters;
  checks.push(
    layoutResult(
      'plain-characters',
      'Characters an ATS can read',
      odd > 10 ? LAYOUT_MULTIPLIERS.oddCharacters : 1,
      odd > 10
        ? `${odd} characters are icons or symbols from private font ranges; an ATS shows them as boxes or drops them.`
        : 'The text uses standard characters.',
      'Replace icon fonts (phone, envelope, pin icons) and decorative bullets with plain text and simple bullets.',
      evidenceOf(document.lines.filter((line) => /[\uE000-\uF8FF\uFFFD]/u.test(line.text))),
    ),
  );
  checks.push(
    result(
      'images',
      'parseability',
      'No text inside images',
      2,
      document.layout.images === 0 ? 1 : 0.5,
      document.layout.images === 0
        ? 'No images were found.'
        : `${document.layout.images} image(s) found. An ATS ignores images, so anything written inside them (logos, charts, skill bars) is lost.`,
      'Remove photos, logos and skill-level graphics; state those facts as text instead.',
    ),
  );

  // ---------- Structure ----------
  const standardSections: SectionKind[] = ['experience', 'education', 'skills'];
  const foundStandard = standardSections.filter((kind) => hasSection(parsed, kind));
  const emptyStandard = standardSections.filter(
    (kind) => !foundStandard.includes(kind) && hasHeading(parsed, kind),
  );
  const missingStandard = standardSections.filter(
    (kind) => !foundStandard.includes(kind) && !emptyStandard.includes(kind),
  );
  checks.push(
    result(
      'standard-headings',
      'structure',
      'Standard section headings',
      5,
      foundStandard.length / standardSections.length,
      foundStandard.length === standardSections.length
        ? 'Experience, Education and Skills are all under headings an ATS recognises.'
        : [
            missingStandard.length ? `Missing or unrecognised: ${missingStandard.join(', ')}.` : '',
            emptyStandard.length ? `Headed but empty: ${emptyStandard.join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
      `Use the plain headings "Experience", "Education" and "Skills" so an ATS files each part correctly.`,
      evidenceOf(
        linesAt(
          parsed.sections.filter((section) => section.headingLine >= 0).map((section) => section.headingLine),
        ),
      ),
    ),
  );
  checks.push(
    result(
      'contact-email',
      'structure',
      'Email address',
      3,
      contact.emails.length > 0 ? 1 : 0,
      contact.emails.length > 0 ? 'An email address is present.' : 'No email address was found.',
      'Add a professional email address in the first lines of the resume.',
      evidenceOf(linesAt(contact.emails.map((email) => email.lineIndex))),
    ),
  );
  checks.push(
    result(
      'contact-phone',
      'structure',
      'Phone number',
      3,
      contact.phones.length > 0 ? 1 : 0,
      contact.phones.length > 0
        ? 'A phone number is present.'
        : contact.phoneLike
          ? `"${contact.phoneLike.text}" looks like a phone number but is not one that can be dialled (a placeholder, or digits missing).`
          : 'No phone number was found (international formats with a country code are recognised).',
      phoneFix(contactCountry(contact)),
      evidenceOf(linesAt(contact.phones.map((phone) => phone.lineIndex))),
    ),
  );
  checks.push(
    result(
      'contact-location',
      'structure',
      'Location',
      1,
      contact.location ? 1 : 0,
      contact.location
        ? 'A location is present.'
        : 'No city or region was found; recruiters filter by location.',
      'Add your city and region or country (no street address needed), for example "Austin, TX" or "Leeds, UK".',
      contact.location ? evidenceOf(linesAt([contact.location.lineIndex])) : [],
    ),
  );
  const linkedin = contact.links.filter((link) => link.kind === 'linkedin');
  checks.push(
    result(
      'contact-profile',
      'structure',
      'Professional profile link',
      1,
      contact.links.length > 0 ? 1 : 0,
      contact.links.length > 0
        ? `Found ${linkedin.length ? 'a LinkedIn profile' : 'a profile or portfolio link'}.`
        : 'No LinkedIn, portfolio or GitHub link was found.',
      'Add your LinkedIn profile URL (and a portfolio or GitHub link if your work is public).',
      evidenceOf(linesAt(contact.links.map((link) => link.lineIndex))),
    ),
  );
  const roles = parsed.experience;
  const dated = roles.filter((role) => role.dates?.start);
  checks.push(
    result(
      'dated-roles',
      'structure',
      'Every role has dates',
      4,
      roles.length === 0 ? 0 : dated.length / roles.length,
      roles.length === 0
        ? 'No roles were found under an experience heading.'
        : `${dated.length} of ${roles.length} roles have start and end dates.`,
      roles.length === 0
        ? 'Add an "Experience" section listing each role with its title, employer and dates (for example "Jan 2021 – Present").'
        : 'Give every role a start and end date in one format, for example "Mar 2019 – Jun 2022".',
      evidenceOf(linesAt(roles.filter((role) => !role.dates?.start).flatMap((role) => role.headerLines))),
    ),
  );
  checks.push(
    result(
      'reverse-chronological',
      'structure',
      'Newest role first',
      3,
      parsed.reverseChronological === false ? 0 : 1,
      parsed.reverseChronological === false
        ? 'Your roles are not listed newest first, which is the order an ATS and a recruiter expect.'
        : parsed.reverseChronological === undefined
          ? 'Fewer than two dated roles, so the order cannot be judged.'
          : 'Roles run from newest to oldest.',
      'Reorder your experience so the current or most recent role comes first.',
    ),
  );
  checks.push(
    result(
      'education-section',
      'structure',
      'Education listed',
      3,
      parsed.education.length > 0 ? 1 : hasSection(parsed, 'education') ? 0.5 : 0,
      parsed.education.length > 0
        ? `${parsed.education.length} education entr${parsed.education.length === 1 ? 'y' : 'ies'} found.`
        : 'No degree, diploma or course was recognised.',
      'Add an "Education" section with the qualification, institution and year, even for a diploma or certificate.',
      evidenceOf(linesAt(parsed.education.flatMap((entry) => entry.lineIndexes))),
    ),
  );
  checks.push(
    result(
      'skills-section',
      'structure',
      'Skills section',
      2,
      hasSection(parsed, 'skills') ? 1 : 0,
      hasSection(parsed, 'skills')
        ? 'A skills section lists your skills in one place.'
        : hasHeading(parsed, 'skills')
          ? 'Your skills heading has nothing under it.'
          : 'No skills section was found; ATS keyword searches look for one.',
      'Add a "Skills" section listing the tools and methods you use, using the names job postings use.',
    ),
  );

  // ---------- Content ----------
  const quantified = bullets.filter((line) => QUANTIFIER.test(line.text));
  const quantShare = bullets.length ? quantified.length / bullets.length : 0;
  checks.push(
    result(
      'quantified-achievements',
      'content',
      'Achievements with numbers',
      6,
      bullets.length === 0 ? 0 : Math.min(1, quantShare / 0.3),
      bullets.length === 0
        ? 'No achievement bullets were found under your roles.'
        : `${quantified.length} of ${bullets.length} bullets (${Math.round(quantShare * 100)}%) show a number: a percentage, amount, count or time saved. Aim for at least 30%.`,
      'Add the result to your strongest bullets with a number, if true: how much, how many, how fast, how often.',
      evidenceOf(quantified),
    ),
  );
  const verbLed = bullets.filter((line) => ACTION_VERBS.has(firstWord(line)));
  const verbShare = bullets.length ? verbLed.length / bullets.length : 0;
  checks.push(
    result(
      'action-verbs',
      'content',
      'Bullets start with an action verb',
      5,
      bullets.length === 0 ? 0 : Math.min(1, verbShare / 0.6),
      bullets.length === 0
        ? 'No bullets to check.'
        : `${verbLed.length} of ${bullets.length} bullets (${Math.round(verbShare * 100)}%) open with an action verb such as "Led", "Built" or "Reduced".`,
      'Start each bullet with a strong verb that says what you did ("Reduced", "Launched", "Negotiated").',
      evidenceOf(bullets.filter((line) => !ACTION_VERBS.has(firstWord(line)))),
    ),
  );
  const duties = bullets.filter((line) =>
    DUTY_PHRASES.some((phrase) => line.text.toLowerCase().startsWith(phrase)),
  );
  checks.push(
    result(
      'results-not-duties',
      'content',
      'Results rather than duties',
      3,
      bullets.length === 0 ? 0 : 1 - Math.min(1, duties.length / Math.max(2, bullets.length * 0.25)),
      duties.length === 0
        ? 'No bullet reads like a job description ("Responsible for...").'
        : `${duties.length} bullet(s) describe duties ("Responsible for", "Duties included") instead of results.`,
      'Rewrite "Responsible for X" as what you achieved in X: "Cut X by 20%", "Delivered X for 40 clients".',
      evidenceOf(duties),
    ),
  );
  const longBullets = bullets.filter((line) => words(line.text).length > BULLET_WORDS.max);
  const shortBullets = bullets.filter((line) => words(line.text).length < BULLET_WORDS.min);
  const badLength = longBullets.length + shortBullets.length;
  checks.push(
    result(
      'bullet-length',
      'content',
      'Bullets of readable length',
      3,
      bullets.length === 0 ? 0 : 1 - Math.min(1, badLength / Math.max(2, bullets.length * 0.5)),
      `${longBullets.length} bullet(s) run over ${BULLET_WORDS.max} words and ${shortBullets.length} are under ${BULLET_WORDS.min} words.`,
      'Keep each bullet to one or two lines (about 12-30 words): one action, one result.',
      evidenceOf([...longBullets, ...shortBullets]),
    ),
  );
  const [minWords, maxWords] = WORD_RANGE[levelKey];
  const wordShare =
    input.wordCount < minWords
      ? input.wordCount / minWords
      : input.wordCount > maxWords
        ? Math.max(0, 1 - (input.wordCount - maxWords) / maxWords)
        : 1;
  checks.push(
    result(
      'word-count',
      'content',
      'Length fits your experience level',
      4,
      wordShare,
      `${input.wordCount} words; ${minWords}-${maxWords} is typical for ${input.level ?? 'your'} ${input.level ? 'resumes' : 'resume'}.`,
      input.wordCount < minWords
        ? 'Add detail to your most relevant roles: the problem, what you did, and the result.'
        : 'Cut older or less relevant detail so the resume stays focused on what matters for your target role.',
    ),
  );
  const maxPages = MAX_PAGES[levelKey];
  checks.push(
    result(
      'page-count',
      'content',
      'Page count',
      2,
      document.fileType !== 'pdf' || document.layout.pageCount <= maxPages
        ? 1
        : document.layout.pageCount <= maxPages + 1
          ? 0.5
          : 0,
      document.fileType === 'pdf'
        ? `${document.layout.pageCount} page(s); up to ${maxPages} is usual at this level.`
        : 'Page count is decided when the document is rendered; keep it within the usual length for your level.',
      `Trim the resume to ${maxPages} page${maxPages > 1 ? 's' : ''}.`,
    ),
  );
  const pronounLines = input.contentLines.filter((line) =>
    words(line.text).some((word) => (FIRST_PERSON as readonly string[]).includes(word.replace(/[’']s$/, ''))),
  );
  checks.push(
    result(
      'no-first-person',
      'content',
      'No first-person pronouns',
      3,
      1 - Math.min(1, pronounLines.length / 4),
      pronounLines.length === 0
        ? 'The resume is written without "I", "me" or "my".'
        : `${pronounLines.length} line(s) use "I", "me" or "my".`,
      'Drop "I" and "my": start lines with the verb ("Managed a team of 6" instead of "I managed my team of 6").',
      evidenceOf(pronounLines),
    ),
  );
  const clicheHits = input.contentLines.filter((line) => {
    const lower = line.text.toLowerCase();
    return CLICHES.some((phrase) =>
      new RegExp(`(^|[^a-z])${phrase.replace(/[-]/g, '[- ]?')}([^a-z]|$)`).test(lower),
    );
  });
  checks.push(
    result(
      'no-cliches',
      'content',
      'No empty buzzwords',
      3,
      1 - Math.min(1, clicheHits.length / 4),
      clicheHits.length === 0
        ? 'No stock phrases such as "team player" or "results-driven".'
        : `${clicheHits.length} line(s) use stock phrases such as "team player", "results-driven" or "detail-oriented".`,
      'Replace each buzzword with evidence: instead of "results-driven", name a result you drove.',
      evidenceOf(clicheHits),
    ),
  );
  const openers = new Map<string, DocumentLine[]>();
  for (const line of bullets) {
    const word = firstWord(line);
    if (!ACTION_VERBS.has(word)) continue;
    openers.set(word, [...(openers.get(word) ?? []), line]);
  }
  const repeated = [...openers.entries()].filter(([, lines]) => lines.length >= 4);
  checks.push(
    result(
      'varied-verbs',
      'content',
      'Varied wording',
      2,
      repeated.length === 0 ? 1 : repeated.length === 1 ? 0.5 : 0,
      repeated.length === 0
        ? 'No action verb opens more than three bullets.'
        : `Overused openers: ${repeated.map(([word, lines]) => `"${word}" (${lines.length}×)`).join(', ')}.`,
      'Vary your verbs: "Managed" can become "Led", "Directed", "Ran" or, better, the result itself.',
      evidenceOf(repeated.flatMap(([, lines]) => lines)),
    ),
  );
  const summary = parsed.sections.find((section) => section.kind === 'summary');
  const summaryWords = summary
    ? words(
        linesAt(summary.lineIndexes)
          .map((line) => line.text)
          .join(' '),
      ).length
    : 0;
  checks.push(
    result(
      'summary',
      'content',
      'A short professional summary',
      3,
      !summary ? 0 : summaryWords >= 15 && summaryWords <= 90 ? 1 : 0.5,
      !summary
        ? 'No summary or profile was found at the top.'
        : `The summary has ${summaryWords} words (15-90 reads well).`,
      !summary
        ? 'Open with a 2-3 line summary: your target role, years of experience, and two strengths with evidence.'
        : 'Keep the summary to 2-4 lines: role, experience, and two proven strengths.',
      summary ? evidenceOf(linesAt(summary.lineIndexes)) : [],
    ),
  );

  // ---------- Consistency ----------
  const formats = Object.entries(parsed.dateFormats).filter(([, count]) => (count ?? 0) > 0);
  const dominant = Math.max(0, ...formats.map(([, count]) => count ?? 0));
  const totalDates = formats.reduce((sum, [, count]) => sum + (count ?? 0), 0);
  checks.push(
    result(
      'date-format',
      'consistency',
      'One date format',
      4,
      totalDates === 0 ? 0.5 : dominant / totalDates,
      totalDates === 0
        ? 'No dates were found to compare.'
        : formats.length <= 1
          ? 'Dates use one format throughout.'
          : `Dates use ${formats.length} formats (${formats.map(([format]) => format).join(', ')}).`,
      'Write every date the same way, for example "Jan 2021 – Mar 2023".',
    ),
  );
  const longGaps = parsed.gaps.filter((gap) => gap.months >= 6);
  checks.push(
    result(
      'employment-gaps',
      'consistency',
      'No unexplained gaps',
      3,
      longGaps.length === 0 ? 1 : longGaps.length === 1 ? 0.5 : 0,
      longGaps.length === 0
        ? 'No gap of six months or more between roles.'
        : `Gaps of six months or more: ${longGaps.map((gap) => `${gap.months} months from ${gap.from.year}`).join('; ')}.`,
      'Account for each long gap in one line (study, caregiving, a career break, freelance work) so it does not raise questions.',
    ),
  );
  const presentInPast = input.pastRoleBullets.filter((line) => {
    const word = firstWord(line);
    return ACTION_VERBS_PRESENT.has(word) && !(ACTION_VERBS_PAST as readonly string[]).includes(word);
  });
  checks.push(
    result(
      'consistent-tense',
      'consistency',
      'Past roles in the past tense',
      3,
      input.pastRoleBullets.length === 0
        ? 1
        : 1 - Math.min(1, presentInPast.length / Math.max(2, input.pastRoleBullets.length * 0.3)),
      presentInPast.length === 0
        ? 'Bullets of past roles are in the past tense.'
        : `${presentInPast.length} bullet(s) of past roles are in the present tense.`,
      'Use the past tense for finished roles ("Led", "Built") and the present tense only for your current role.',
      evidenceOf(presentInPast),
    ),
  );

  // ---------- Targeting ----------
  if (input.roleCoverage) {
    const share = input.roleCoverage.share;
    checks.push(
      result(
        'role-skills',
        'targeting',
        `Skills ${input.targetRole ?? 'your target role'} postings ask for`,
        8,
        Math.min(1, share / 0.7),
        `Shows ${input.roleCoverage.covered.length} of the ${input.roleCoverage.covered.length + input.roleCoverage.missing.length} skills most asked for${input.targetRole ? ` in ${input.targetRole} postings` : ''}.`,
        input.roleCoverage.missing.length
          ? `If you have them, name these skills where you used them: ${input.roleCoverage.missing.slice(0, 4).join(', ')}.`
          : 'Name your key skills in your bullets, not only in the skills list.',
      ),
    );
    checks.push(
      result(
        'target-title',
        'targeting',
        'Target job title appears',
        2,
        input.titleEvidence.length > 0 ? 1 : 0,
        input.titleEvidence.length > 0
          ? `The title "${input.targetRole}" (or a close variant) appears, which ATS searches often match on.`
          : `The title "${input.targetRole}" does not appear anywhere.`,
        `If it fits your experience, use the title "${input.targetRole}" in your summary or headline.`,
        evidenceOf(input.titleEvidence),
      ),
    );
  }
  checks.push(
    result(
      'sections-read',
      'parseability',
      'Sections an ATS can find',
      4,
      input.readingNote ? 0 : 1,
      input.readingNote ?? 'Your sections and roles were read under headings an ATS recognises.',
      'Put each section under a plain heading on its own line ("Experience", "Education", "Skills") and each role on its own lines with its dates.',
    ),
  );
  const language = LANGUAGE_NAMES[input.language];
  return checks.map((check) => {
    if (input.language !== 'en' && ENGLISH_ONLY_CHECKS.has(check.id))
      return notJudged(
        check,
        `Skipped: this check reads English wording, and your resume is in ${language}.`,
      );
    if (input.readingNote && READING_DEPENDENT_CHECKS.has(check.id) && check.status !== 'pass')
      return notJudged(
        check,
        'Not judged: it depends on sections or roles that could not be read reliably (see "Sections an ATS can find").',
      );
    return check;
  });
}
