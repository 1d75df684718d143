import { FAILURE_MESSAGES } from '../../extract/types';
import { ATS_POINTS, LAYOUT_MULTIPLIERS } from '../points';
import { evidenceOf, linesAt, type AtsRule } from '../rule';

/** Parseability: whether an ATS can read the file at all, and in order. */

/** Rows of text that a parser reading straight across mixes from two columns before the layout check fails. */
const MIXED_ROWS_TO_FAIL = 3;
const MIXED_ROWS_SHOWN = 2;
/** Words read from the file for full marks on "All text is machine-readable". */
const FULL_TEXT_WORDS = 150;
/** Icon and symbol characters tolerated before "Characters an ATS can read" fails. */
const ODD_CHARACTERS_TOLERATED = 10;

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

export const fileType: AtsRule = {
  id: 'file-type',
  group: 'parseability',
  title: 'File type an ATS reads reliably',
  maxPoints: ATS_POINTS['file-type'],
  evaluate: ({ document }) => ({
    share: document.fileType === 'doc' ? 0.5 : 1,
    detail:
      document.fileType === 'doc'
        ? 'Word 97-2003 (.doc) files are read by most but not all applicant tracking systems.'
        : `${document.fileType.toUpperCase()} is read reliably by applicant tracking systems.`,
    fix: 'Save the resume as .docx or as a text-based PDF.',
  }),
};

export const textReadable: AtsRule = {
  id: 'text-readable',
  group: 'parseability',
  title: 'All text is machine-readable',
  maxPoints: ATS_POINTS['text-readable'],
  evaluate: ({ document, wordCount }) => {
    const ocr = document.ocr;
    if (!ocr)
      return {
        share: Math.min(1, wordCount / FULL_TEXT_WORDS),
        detail: `${wordCount} words were read from the file.`,
        fix: 'Part of the resume may be an image or an outlined font: export it again from your editor so all text is real text.',
      };
    // Pages read by OCR are pictures to an ATS: it reads only the text-layer pages' words.
    const textLayerShare = ocr.textLayerWords / Math.max(1, ocr.textLayerWords + ocr.ocrWords);
    return {
      share: Math.min(1, (wordCount * textLayerShare) / FULL_TEXT_WORDS),
      detail: scannedDetail(ocr.pages, document.layout.pageCount, textLayerShare),
      fix: SCAN_FIX,
      failWithMultiplier: textLayerShare,
    };
  },
};

/**
 * What an ATS gets: a simple parser reads straight across the page, so two columns side by side come out
 * mixed line by line. Columns that sit one under the other, or labels beside their rows, read in order.
 */
export const singleColumn: AtsRule = {
  id: 'single-column',
  group: 'parseability',
  title: 'Text reads in order',
  maxPoints: 0,
  evaluate: ({ document }) => {
    const mixedRows = document.layout.mixedRows ?? [];
    const scrambled = mixedRows.length >= MIXED_ROWS_TO_FAIL;
    return {
      multiplier: scrambled ? LAYOUT_MULTIPLIERS['single-column'] : 1,
      detail: scrambled
        ? `${mixedRows.length} lines put two columns side by side. An ATS that reads straight across the page gets them mixed, for example: ${mixedRows
            .slice(0, MIXED_ROWS_SHOWN)
            .map((row) => `"${row}"`)
            .join('; ')}. We rebuilt the reading order column by column, but many ATS do not.`
        : (document.layout.wrappedListRows?.length ?? 0) > 0
          ? `A list is set in columns that share lines, and some of its items run onto a second line of their column, so a parser reading straight across splits them, for example: "${document.layout.wrappedListRows?.[0] ?? ''}". We read each column whole; some ATS may not.`
          : (document.layout.listRows?.length ?? 0) > 0
            ? `A list is set in columns that share lines, for example: "${document.layout.listRows?.[0] ?? ''}". Read straight across, each such line still gives whole items of that one list, in order.`
            : document.layout.multiColumnPages > 0
              ? 'The columns do not share lines, so even a parser reading straight across gets the text in order.'
              : 'The text flows in one column, which every ATS reads in order.',
      fix: 'Move to a single-column layout: put skills and contact details in their own sections above or below your experience.',
      evidence: scrambled ? evidenceOf(document.lines.filter((line) => line.column === 2)) : [],
    };
  },
};

export const noTables: AtsRule = {
  id: 'no-tables',
  group: 'parseability',
  title: 'Content outside tables',
  maxPoints: 0,
  evaluate: ({ document }) => {
    const tableLines = document.lines.filter((line) => line.region === 'table');
    const tableHeavy = document.layout.tableCells >= 6 && tableLines.length >= 3;
    return {
      multiplier: tableHeavy ? LAYOUT_MULTIPLIERS['no-tables'] : 1,
      detail: tableHeavy
        ? `${tableLines.length} lines sit in tables or table-like grids, which some ATS skip or read cell by cell out of order.`
        : 'No content depends on tables.',
      fix: 'Replace tables with plain lines: one fact per line, using tabs or spaces for alignment.',
      evidence: evidenceOf(tableLines),
    };
  },
};

export const contactInBody: AtsRule = {
  id: 'contact-in-body',
  group: 'parseability',
  title: 'Contact details in the main body',
  maxPoints: 0,
  evaluate: (input) => {
    const { contact } = input.parsed;
    const regionOf = (lineIndex: number) => input.document.lines[lineIndex]?.region;
    const items = [...contact.emails, ...contact.phones];
    const bodyContact = items.some(
      (item) => regionOf(item.lineIndex) === 'body' || regionOf(item.lineIndex) === 'table',
    );
    const edgeContact = items.filter((item) => {
      const region = regionOf(item.lineIndex);
      return region === 'header' || region === 'footer';
    });
    const contactOnlyAtEdges = edgeContact.length > 0 && !bodyContact;
    return {
      multiplier: contactOnlyAtEdges ? LAYOUT_MULTIPLIERS['contact-in-body'] : 1,
      detail: contactOnlyAtEdges
        ? 'Your email or phone appears only in the page header or footer, which many ATS ignore.'
        : 'Contact details are in the body of the document.',
      fix: 'Move your email and phone number from the page header into the first lines of the document.',
      evidence: evidenceOf(
        linesAt(
          input,
          edgeContact.map((item) => item.lineIndex),
        ),
      ),
    };
  },
};

export const plainCharacters: AtsRule = {
  id: 'plain-characters',
  group: 'parseability',
  title: 'Characters an ATS can read',
  maxPoints: 0,
  evaluate: ({ document }) => {
    const odd = document.layout.oddCharacters;
    return {
      multiplier: odd > ODD_CHARACTERS_TOLERATED ? LAYOUT_MULTIPLIERS['plain-characters'] : 1,
      detail:
        odd > ODD_CHARACTERS_TOLERATED
          ? `${odd} characters are icons or symbols from private font ranges; an ATS shows them as boxes or drops them.`
          : 'The text uses standard characters.',
      fix: 'Replace icon fonts (phone, envelope, pin icons) and decorative bullets with plain text and simple bullets.',
      evidence: evidenceOf(document.lines.filter((line) => /[\uE000-\uF8FF\uFFFD]/u.test(line.text))),
    };
  },
};

export const images: AtsRule = {
  id: 'images',
  group: 'parseability',
  title: 'No text inside images',
  maxPoints: ATS_POINTS.images,
  evaluate: ({ document }) => ({
    share: document.layout.images === 0 ? 1 : 0.5,
    detail:
      document.layout.images === 0
        ? 'No images were found.'
        : `${document.layout.images} image(s) found. An ATS ignores images, so anything written inside them (logos, charts, skill bars) is lost.`,
    fix: 'Remove photos, logos and skill-level graphics; state those facts as text instead.',
  }),
};

/** Judged last, after the checks it explains: those it makes "not judged" point to it by its title. */
export const sectionsRead: AtsRule = {
  id: 'sections-read',
  group: 'parseability',
  title: 'Sections an ATS can find',
  maxPoints: ATS_POINTS['sections-read'],
  evaluate: ({ readingNote }) => ({
    share: readingNote ? 0 : 1,
    detail: readingNote ?? 'Your sections and roles were read under headings an ATS recognises.',
    fix: 'Put each section under a plain heading on its own line ("Experience", "Education", "Skills") and each role on its own lines with its dates.',
  }),
};

/** In report order; "Sections an ATS can find" comes after every other group (see ATS_RULES). */
export const PARSEABILITY_RULES: readonly AtsRule[] = [
  fileType,
  textReadable,
  singleColumn,
  noTables,
  contactInBody,
  plainCharacters,
  images,
];
