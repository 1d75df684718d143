import { describe, expect, it } from 'vitest';
import { parseResume } from '../sections/parse-resume';
import { makeDocx, type DocxBlock } from '../testing/documents';
import { extractDocument } from './extract';
import { readParagraphLooks } from './docx-styles';

const REFERENCE = new Date('2026-11-01T00:00:00Z');
/** The document's own default: 10.5 pt Cambria, as a template sets it. */
const STYLES =
  '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="21"/></w:rPr></w:rPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="56"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:rPr><w:color w:val="5A5A5A"/><w:sz w:val="26"/></w:rPr></w:style>';
/** A heading set by direct formatting: bold, dark blue, 11 pt, barely larger than the 10.5 pt body. */
const HEADING_RUN = '<w:b/><w:color w:val="1F3864"/><w:sz w:val="22"/>';
const heading = (text: string, sym?: string): DocxBlock => ({
  text,
  run: HEADING_RUN,
  ...(sym ? { sym } : {}),
});
const title = (text: string): DocxBlock => ({ text, run: '<w:b/>' });

function resume(skillsHeading: DocxBlock): DocxBlock[] {
  return [
    { text: 'Bernadette Quigley', run: '<w:b/><w:sz w:val="40"/>' },
    '028 9018 0472   bernadette.q@example.com   Belfast',
    heading('Summary'),
    'Reliable cleaning supervisor who keeps offices and care settings spotless, on time and within budget.',
    heading('Work Experience'),
    title('Cleaning Supervisor'),
    'Lagan Facilities Services, Belfast',
    'Mar 2019 – Present',
    { bullet: 'Supervise 18 cleaners on four office contracts' },
    title('Contract Cleaner'),
    'Lagan Facilities Services, Belfast',
    'Jan 2014 – Feb 2019',
    { bullet: 'Floor care, washrooms and deep cleans' },
    heading('Education'),
    'Level 2 Certificate in Cleaning Principles',
    'Belfast Harbour Training Centre, 2015',
    skillsHeading,
    'Team supervision, Rota planning, Floor machines, Infection control, Stock ordering',
  ];
}

describe('the look of DOCX paragraphs', () => {
  it('reads each paragraph’s size and look from its runs, its style and the document defaults', () => {
    const document =
      '<w:document xmlns:w="w"><w:body>' +
      '<w:p><w:r><w:rPr><w:b/><w:sz w:val="22"/></w:rPr><w:t>Skills &amp; Tools</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t xml:space="preserve">Body </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>text</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Jane Doe</w:t></w:r></w:p>' +
      '</w:body></w:document>';
    const looks = readParagraphLooks(document, `<w:styles>${STYLES}</w:styles>`);
    expect(looks.map((look) => look.compact)).toEqual(['SkillsTools', 'Bodytext', 'JaneDoe']);
    expect(looks.map((look) => look.size)).toEqual([11, 10.5, 28]);
    // Bold only when every run with letters is bold: "Body text" is not.
    expect(looks[0]?.key.split('|')[2]).toBe('b');
    expect(looks[1]?.key.split('|')[2]).toBe('');
  });

  it('reads an unknown heading set in the same direct formatting as the known ones, not the bold job titles', async () => {
    const bytes = makeDocx(resume(heading('Things I Do Well')), { styles: STYLES });
    const document = await extractDocument(bytes, 'docx');
    const flagged = document.lines.filter((line) => line.heading).map((line) => line.text);
    expect(flagged).toEqual(
      expect.arrayContaining(['Summary', 'Work Experience', 'Education', 'Things I Do Well']),
    );
    expect(flagged).not.toContain('Cleaning Supervisor');
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.find((section) => section.heading === 'Things I Do Well')?.kind).toBe('skills');
    expect(parsed.experience.map((role) => role.title)).toEqual(['Cleaning Supervisor', 'Contract Cleaner']);
  });

  it('does not make a look a heading look when the known headings are few among its lines', async () => {
    // Every bold line shares one look: two headings among five job titles is a look of titles.
    const plain = (text: string): DocxBlock => ({ text, run: '<w:b/>' });
    const bytes = makeDocx(
      [
        'Jane Doe',
        'jane.doe@example.com',
        plain('Experience'),
        plain('Nurse'),
        'Mar 2019 – Present',
        plain('Care Assistant'),
        'Jan 2016 – Feb 2019',
        plain('Porter'),
        'Jan 2014 – Dec 2015',
        plain('Cleaner'),
        'Jan 2012 – Dec 2013',
        plain('Kitchen Porter'),
        'Jan 2010 – Dec 2011',
        plain('Education'),
        'BSc Nursing, University of Leeds, 2009',
      ],
      { styles: STYLES },
    );
    const document = await extractDocument(bytes, 'docx');
    expect(document.lines.filter((line) => line.heading)).toEqual([]);
  });

  it('reads roles exported from Google Docs: the header line in Heading 2 over its dates in a smaller Heading 3', async () => {
    const styles =
      STYLES +
      '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:rPr><w:b/><w:sz w:val="18"/></w:rPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:rPr><w:b/><w:sz w:val="22"/></w:rPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><w:rPr><w:sz w:val="16"/></w:rPr></w:style>';
    const h = (text: string, level: number): DocxBlock => ({ text, style: `Heading${level}` });
    const bytes = makeDocx(
      [
        { text: 'Álvaro Quintanilla', style: 'Title' },
        'alvaro@example.com · Murcia',
        h('Experiencia', 1),
        h('Verdemur Servicios Ambientales S.L., Murcia — Oficial de jardinería', 2),
        h('MARZO 2019 - ACTUALIDAD', 3),
        { bullet: 'Mantenimiento de 14 parques municipales' },
        h('Jardines del Segura, Molina de Segura — Jardinero', 2),
        h('ABRIL 2014 - FEBRERO 2019', 3),
        { bullet: 'Diseño y plantación de jardines' },
        h('Formación', 1),
        'Técnico en Jardinería, IES Huerta del Segura, 2014',
      ],
      { styles },
    );
    const parsed = parseResume(await extractDocument(bytes, 'docx'), { referenceDate: REFERENCE });
    expect(parsed.experience.map((role) => role.dates?.text)).toEqual([
      'MARZO 2019 - ACTUALIDAD',
      'ABRIL 2014 - FEBRERO 2019',
    ]);
    expect(parsed.experience[1]?.employer).not.toBe(parsed.experience[0]?.employer);
    expect(parsed.experience[1]?.headerLines.length).toBeGreaterThan(1);
  });

  it('reads headings set in Word’s Subtitle style, with the name in Title', async () => {
    const bytes = makeDocx(
      [
        { text: 'Rubén Echevarría', style: 'Title' },
        '622 480 315 | ruben@example.com | Zaragoza',
        { text: 'Experiencia profesional', style: 'Subtitle' },
        'Responsable de catering',
        'Cierzo Eventos, Zaragoza',
        '06/2018 – actualidad',
        { text: 'Formación', style: 'Subtitle' },
        'Técnico Superior en Dirección de Cocina, 2014',
        { text: 'Habilidades', style: 'Subtitle' },
        'Gestión de eventos · Escandallos · Alérgenos · Liderazgo de equipos',
      ],
      { styles: STYLES },
    );
    const parsed = parseResume(await extractDocument(bytes, 'docx'), { referenceDate: REFERENCE });
    expect(parsed.sections.map((section) => section.kind)).toEqual([
      'contact',
      'experience',
      'education',
      'skills',
    ]);
    expect(parsed.contact.name?.text).toBe('Rubén Echevarría');
  });

  it('reads a heading behind a Wingdings icon that reads as a bullet, in sentence case', async () => {
    const blocks = resume(heading('Lo que sé hacer', 'F0FC')).map((block) =>
      typeof block === 'object' && 'run' in block && block.run === HEADING_RUN
        ? { ...block, sym: 'F0FC' }
        : block,
    );
    const document = await extractDocument(makeDocx(blocks, { styles: STYLES }), 'docx');
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    const skills = parsed.sections.find((section) => section.kind === 'skills');
    expect(skills?.heading).toMatch(/Lo que sé hacer$/);
    expect(
      parsed.sections.filter((section) => section.headingLine >= 0).map((section) => section.kind),
    ).toEqual(['summary', 'experience', 'education', 'skills']);
  });
});
