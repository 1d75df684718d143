import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '../../extract/types';
import {
  checkInputOf,
  SOUND_RESUME,
  tableResumeDocx,
  twoColumnResumePdf,
  UNHEADED_RESUME,
  withLayout,
} from '../../testing/resume-input';
import { linesToItems, makePdf } from '../../testing/documents';
import { judge } from '../rule';
import { skillsSection, standardHeadings } from './structure';
import {
  contactInBody,
  fileType,
  images,
  noTables,
  plainCharacters,
  sectionsRead,
  singleColumn,
  textReadable,
} from './parseability';

describe('parseability rules', () => {
  it('file-type: a text file passes; a Word 97 file warns and says what to save it as', async () => {
    const input = await checkInputOf(SOUND_RESUME);
    expect(judge(fileType, input)).toMatchObject({ status: 'pass', points: 2, maxPoints: 2, fix: null });
    const doc = { ...input, document: { ...input.document, fileType: 'doc' as const } };
    expect(judge(fileType, doc)).toMatchObject({
      status: 'warn',
      points: 1,
      detail: 'Word 97-2003 (.doc) files are read by most but not all applicant tracking systems.',
      fix: 'Save the resume as .docx or as a text-based PDF.',
    });
  });

  it('text-readable: full marks from 150 words, part marks below, a fail with a multiplier for a scan', async () => {
    const input = await checkInputOf(SOUND_RESUME);
    expect(input.wordCount).toBeGreaterThanOrEqual(150);
    expect(judge(textReadable, input)).toMatchObject({ status: 'pass', points: 4, fix: null });

    const short = { ...input, wordCount: 90 };
    expect(judge(textReadable, short)).toMatchObject({
      status: 'warn',
      points: 2.4,
      detail: '90 words were read from the file.',
      fix: 'Part of the resume may be an image or an outlined font: export it again from your editor so all text is real text.',
    });

    // Every page read by OCR: an ATS reads none of it.
    const ocr = { pages: [1], confidence: 91, textLayerWords: 0, ocrWords: 200, uncertainWords: [] };
    const scanned = judge(textReadable, { ...input, document: { ...input.document, ocr } });
    expect(scanned).toMatchObject({ status: 'fail', points: 0, layoutMultiplier: 0 });
    expect(scanned?.fix).toBeTruthy();
    expect(FAILURE_MESSAGES.NO_TEXT_LAYER).toContain(scanned?.fix ?? '-');
    expect(scanned?.detail).toContain('Your score is multiplied by 0.00');
  });

  it('single-column: one column passes; two columns sharing rows fail with the mixed rows shown', async () => {
    expect(judge(singleColumn, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      maxPoints: 0,
      layoutMultiplier: 1,
      fix: null,
    });
    const pdf = twoColumnResumePdf();
    const check = judge(singleColumn, await checkInputOf(pdf, { fileType: 'pdf' }));
    expect(check).toMatchObject({
      status: 'fail',
      layoutMultiplier: 0.9,
      fix: 'Move to a single-column layout: put skills and contact details in their own sections above or below your experience.',
    });
    expect(check?.detail).toContain('"EXPERIENCE   SKILLS"');
    expect(check?.detail).toContain('Your score is multiplied by 0.90 until this is fixed.');
  });

  it('no-tables: a resume laid out in a table fails; plain lines pass', async () => {
    expect(judge(noTables, await checkInputOf(SOUND_RESUME))).toMatchObject({ status: 'pass', fix: null });
    const docx = tableResumeDocx();
    const check = judge(noTables, await checkInputOf(docx, { fileType: 'docx' }));
    expect(check).toMatchObject({
      status: 'fail',
      layoutMultiplier: 0.93,
      fix: 'Replace tables with plain lines: one fact per line, using tabs or spaces for alignment.',
    });
    expect(check?.evidence.length).toBeGreaterThan(0);
  });

  it('contact-in-body: contact details only in a page header fail; in the body they pass', async () => {
    const input = await checkInputOf(SOUND_RESUME);
    expect(judge(contactInBody, input)).toMatchObject({ status: 'pass', fix: null });
    const contactLine = input.parsed.contact.emails[0]?.lineIndex ?? -1;
    const inHeader = {
      ...input,
      document: {
        ...input.document,
        lines: input.document.lines.map((line) =>
          line.index === contactLine ? { ...line, region: 'header' as const } : line,
        ),
      },
    };
    expect(judge(contactInBody, inHeader)).toMatchObject({
      status: 'fail',
      layoutMultiplier: 0.95,
      fix: 'Move your email and phone number from the page header into the first lines of the document.',
    });
    const evidence = judge(contactInBody, inHeader)?.evidence ?? [];
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.every((line) => line.lineIndex === contactLine)).toBe(true);
  });

  it('plain-characters: more than ten icon-font characters fail; a few pass', async () => {
    const icons = (count: number) => SOUND_RESUME.replace('Skills\n', `Skills\n${'\uE001 '.repeat(count)}\n`);
    expect(judge(plainCharacters, await checkInputOf(icons(3)))).toMatchObject({ status: 'pass', fix: null });
    const check = judge(plainCharacters, await checkInputOf(icons(12)));
    expect(check).toMatchObject({
      status: 'fail',
      layoutMultiplier: 0.97,
      fix: 'Replace icon fonts (phone, envelope, pin icons) and decorative bullets with plain text and simple bullets.',
    });
    expect(check?.evidence).toHaveLength(1);
  });

  it('images: none passes; any image warns (an ATS ignores what is written in it)', async () => {
    const input = await checkInputOf(SOUND_RESUME);
    expect(judge(images, input)).toMatchObject({ status: 'pass', points: 2, fix: null });
    expect(judge(images, withLayout(input, { images: 2 }))).toMatchObject({
      status: 'warn',
      points: 1,
      fix: 'Remove photos, logos and skill-level graphics; state those facts as text instead.',
    });
  });

  it('sections-read: headed sections pass; a file with no heading an ATS recognises fails', async () => {
    expect(judge(sectionsRead, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 4,
      fix: null,
    });
    const check = judge(sectionsRead, await checkInputOf(UNHEADED_RESUME));
    expect(check).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Put each section under a plain heading on its own line ("Experience", "Education", "Skills") and each role on its own lines with its dates.',
    });
    expect(check?.detail).toMatch(/^No section heading could be recognised/);
  });

  it('sections-read: a heading in the heading style that names no known section is read by its content', async () => {
    const lines = SOUND_RESUME.replace(/^Skills$/m, 'What I Bring')
      .split('\n')
      .filter(Boolean)
      .map((text) =>
        /^(Summary|Experience|Education|What I Bring)$/.test(text) ? { text, bold: true, size: 14 } : text,
      );
    const input = await checkInputOf(makePdf([linesToItems(lines)]), { fileType: 'pdf' });
    expect(judge(sectionsRead, input)?.status).toBe('pass');
    expect(judge(skillsSection, input)?.detail).not.toMatch(/^Not judged/);
  });

  it('sections-read: a heading that names no known section, with a standard section not found, is said to be unsure, and the checks that depend on it are not judged', async () => {
    // Its content shows no kind: a sentence, not a list.
    const lines = SOUND_RESUME.replace(/^Skills$/m, 'What I Bring')
      .replace(
        /^Python, SQL.*$/m,
        'I bring calm under pressure and a habit of writing things down for the next person on shift.',
      )
      .split('\n')
      .filter(Boolean)
      .map((text) =>
        /^(Summary|Experience|Education|What I Bring)$/.test(text) ? { text, bold: true, size: 14 } : text,
      );
    const input = await checkInputOf(makePdf([linesToItems(lines)]), { fileType: 'pdf' });
    const check = judge(sectionsRead, input);
    expect(check?.status).toBe('fail');
    expect(check?.detail).toContain('No skills section was recognised');
    expect(check?.detail).toContain('“What I Bring”');
    expect(judge(skillsSection, input)?.detail).toMatch(/^Not judged/);
    expect(judge(standardHeadings, input)?.detail).toMatch(/^Not judged/);
  });

  it('sections-read: a work history found from its dates under a heading we do not know makes the reading unsure', async () => {
    const text = SOUND_RESUME.replace(/^Experience$/m, 'Where I Worked').replace(/^Skills$/m, 'Know-how');
    const input = await checkInputOf(text);
    const check = judge(sectionsRead, input);
    expect(check?.detail).toMatch(/^Your work history was found from its dates, not from a heading we know/);
    expect(check?.detail).toContain('no skills section was recognised');
    expect(judge(skillsSection, input)?.detail).toMatch(/^Not judged/);
  });
});
