import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../analysis/analyze-resume';
import { parseResume } from '../sections/parse-resume';
import { linesToItems, makeDocx, makePdf, type PdfTextItem } from '../testing/documents';
import { extractDocument } from './extract';
import { layoutPage, type Item } from './layout';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));
const CONTEXT = { targetRole: null, experienceLevel: null, referenceDate: REFERENCE };

/** Rows of two columns at the same heights, as Typst and LaTeX two-column templates set them. */
function sideBySide(left: string[], right: string[], top: number, leftX = 40, rightX = 330): PdfTextItem[] {
  return [
    ...linesToItems(left, { left: leftX, top, leading: 14 }),
    ...linesToItems(right, { left: rightX, top, leading: 14 }),
  ];
}

/** A full-width header, then a main column and a sidebar sharing every row. */
function headerAndTwoColumnsPdf(): Uint8Array {
  const header = linesToItems(
    [
      { text: 'Jane Doe', size: 18 },
      'jane.doe@example.com   +44 20 7946 0958   London, UK',
      'Data analyst with eight years of experience in retail pricing, forecasting and reporting for large teams.',
    ],
    { left: 40, top: 760 },
  );
  const columns = sideBySide(
    [
      'EXPERIENCE',
      'Senior Data Analyst',
      'Acme Analytics Ltd',
      'Jan 2021 – Present',
      '• Built the pricing dashboard used by 40 stores',
      'Data Analyst',
      'Globex Retail plc',
      'Jul 2018 – Dec 2020',
      '• Forecast demand for 2,000 products',
      'EDUCATION',
      'BSc Mathematics, University of Bristol, 2016',
    ],
    ['SKILLS', 'Python', 'SQL', 'Tableau', 'Power BI', 'Forecasting', 'LANGUAGES', 'English', 'Spanish'],
    690,
  );
  return makePdf([[...header, ...columns]]);
}

describe('layout analysis of PDF pages', () => {
  it('splits a sidebar below a full-width header and reads each column top to bottom', async () => {
    const document = await extractDocument(headerAndTwoColumnsPdf(), 'pdf');
    const texts = document.lines.map((line) => line.text);
    // No line mixes the columns ("EXPERIENCE   SKILLS").
    expect(texts.some((text) => text.includes('EXPERIENCE') && text.includes('SKILLS'))).toBe(false);
    const byText = (text: string) => document.lines.find((line) => line.text === text);
    expect(byText('Jane Doe')?.column).toBe(0);
    expect(byText('Senior Data Analyst')?.column).toBe(1);
    expect(byText('Tableau')?.column).toBe(2);
    // The main column is read to its end before the sidebar starts.
    expect(texts.indexOf('BSc Mathematics, University of Bristol, 2016')).toBeLessThan(
      texts.indexOf('SKILLS'),
    );
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.experience.map((role) => [role.title, role.employer])).toEqual([
      ['Senior Data Analyst', 'Acme Analytics Ltd'],
      ['Data Analyst', 'Globex Retail plc'],
    ]);
    expect(parsed.sections.map((section) => section.kind)).toEqual(
      expect.arrayContaining(['experience', 'education', 'skills', 'languages']),
    );
  });

  it('fails the layout check on what a parser reading straight across gets, and shows it', async () => {
    const analysis = analyzeResume(await extractDocument(headerAndTwoColumnsPdf(), 'pdf'), CONTEXT);
    const check = analysis.checks.find((item) => item.id === 'single-column');
    expect(check?.status).toBe('fail');
    expect(check?.detail).toContain('"EXPERIENCE   SKILLS"');
  });

  it('passes the layout check when the columns never share a line', async () => {
    // The sidebar ends above the main column: a parser reading straight across still gets it in order.
    const items = [
      ...linesToItems(['SKILLS', 'Python', 'SQL', 'Tableau', 'Forecasting'], { left: 40, top: 760 }),
      ...linesToItems(
        [
          'EXPERIENCE',
          'Data Analyst   Jul 2018 – Dec 2020',
          'Globex Retail plc',
          '• Forecast demand for 2,000 products across the whole of the country',
        ],
        { left: 330, top: 660 },
      ),
    ];
    const analysis = analyzeResume(await extractDocument(makePdf([items]), 'pdf'), CONTEXT);
    expect(analysis.checks.find((item) => item.id === 'single-column')?.status).toBe('pass');
  });

  it('reads a label column (section names and dates at the left) row by row', async () => {
    const items = [
      ...linesToItems([{ text: 'Jane Doe', size: 18 }, 'jane.doe@example.com'], { left: 200, top: 760 }),
      ...sideBySide(
        ['EXPERIENCE', '2021 – Present', '', '', '2018 – 2020', '', '', 'EDUCATION', '2016'],
        [
          '',
          'Senior Data Analyst, Acme Analytics Ltd',
          '• Built the pricing dashboard used by 40 stores',
          '• Cut weekly reporting time from 6 hours to 1',
          'Data Analyst, Globex Retail plc',
          '• Forecast demand for 2,000 products',
          '• Automated supplier scorecards in SQL',
          '',
          'BSc Mathematics, University of Bristol',
        ],
        700,
        40,
        160,
      ),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    expect(document.layout.multiColumnPages).toBe(0);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.filter((section) => section.headingLine >= 0).map((s) => s.kind)).toEqual([
      'experience',
      'education',
    ]);
    expect(parsed.experience.map((role) => role.dates?.text)).toEqual(['2021 – Present', '2018 – 2020']);
    const analysis = analyzeResume(document, CONTEXT);
    expect(analysis.checks.find((item) => item.id === 'single-column')?.status).toBe('pass');
  });
  it("puts both columns of a list set in two columns under one heading in that heading's section", async () => {
    const items = [
      ...linesToItems([{ text: 'Jane Doe', size: 18 }, 'jane.doe@example.com'], { left: 40, top: 770 }),
      ...linesToItems(['Summary', 'Office manager with ten years of facilities and travel administration.'], {
        left: 40,
        top: 720,
      }),
      ...linesToItems(
        [
          'Core Qualifications',
          'Inventory control',
          'Staff development',
          'Operations management',
          'Supervision',
          'Travel administration',
        ],
        { left: 40, top: 670, leading: 14 },
      ),
      ...linesToItems(['Schedule management', 'Self-starter', 'Spreadsheet development'], {
        left: 260,
        top: 642,
        leading: 14,
      }),
      ...linesToItems(['Experience', 'Office Manager, Acme Ltd, 2015 – 2020', '• Ran travel for 200 staff'], {
        left: 40,
        top: 560,
      }),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    const sectionOf = (text: string) =>
      parsed.sectionOfLine[document.lines.find((line) => line.text === text)?.index ?? -1];
    expect(sectionOf('Inventory control')).toBe('skills');
    expect(sectionOf('Schedule management')).toBe('skills');
    expect(sectionOf('Spreadsheet development')).toBe('skills');
    expect(parsed.experience.map((role) => role.title)).toEqual(['Office Manager']);
  });

  it('ends a list set in columns above the next section name on the left, so its roles stay in that section', async () => {
    // A "Highlights" list at the right margin ends above "Experience"; the role line and the short first
    // bullet under it sit left of the list's corridor, the longer bullets cross it.
    const items = [
      ...linesToItems([{ text: 'Jane Doe', size: 18 }, 'Summary'], { left: 40, top: 770 }),
      ...linesToItems(['Finance manager with fifteen years of accounting, budgeting and audit work.'], {
        left: 40,
        top: 730,
      }),
      ...linesToItems(['Highlights'], { left: 40, top: 700 }),
      ...linesToItems(
        ['SAP, Dynamics AX, AS400, Great Plains', 'and QuickBooks. MS Office, Excel.', 'UltiPro and ADP.'],
        { left: 40, top: 672, leading: 14 },
      ),
      ...linesToItems(
        [
          'Inventory control',
          'Purchasing',
          'Budget forecasting',
          'Year-end audit',
          'Staff management',
          'Payroll',
        ],
        { left: 470, top: 686, leading: 14 },
      ),
      ...linesToItems(['Experience', 'Finance Manager, 12/2011 to 05/2014'], {
        left: 40,
        top: 590,
        leading: 14,
      }),
      // The bullets start a little lower than the lines' spacing.
      ...linesToItems(
        [
          'Provide financial reports.',
          'Manage day to day operations including all accounting functions, procurement, annual budget forecast,',
          'payroll and complying with SOX across the three plants of the region.',
        ],
        { left: 58, top: 540, leading: 14 },
      ),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    const indexOf = (text: string) => document.lines.findIndex((line) => line.text === text);
    expect(indexOf('Payroll')).toBeLessThan(indexOf('Experience'));
    expect(parsed.sectionOfLine[indexOf('Provide financial reports.')]).toBe('experience');
    expect(parsed.experience.map((role) => role.title)).toEqual(['Finance Manager']);
  });

  it('passes the layout check for a long list set in two columns under one heading at the margin', async () => {
    // A one-column resume whose skills section is a grid of ten rows: read across, every line holds two
    // items of the same list, in the list's own order; page columns hold sections of their own.
    const left = ['Knife skills', 'Sanitation practices', 'Food preparation', 'Italian cuisine', 'Banquets'];
    const right = ['Menu planning', 'Inventory control', 'Plating', 'Catering', 'Line cooking'];
    const items = [
      ...linesToItems([{ text: 'Jane Doe', size: 18 }, 'jane.doe@example.com'], { left: 40, top: 770 }),
      ...linesToItems(['Highlights'], { left: 40, top: 720 }),
      ...sideBySide(
        [...left, ...left.map((item) => `${item} training`)],
        [...right, ...right.map((item) => `${item} training`)],
        700,
      ),
      ...linesToItems(
        ['Experience', 'Sous Chef, Harbor Grill, 2015 – 2020', '• Ran the line for 200 covers'],
        {
          left: 40,
          top: 540,
        },
      ),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    expect(document.layout.mixedRows).toEqual([]);
    const analysis = analyzeResume(document, CONTEXT);
    expect(analysis.checks.find((item) => item.id === 'single-column')?.status).toBe('pass');
    expect(analysis.layoutMultiplier).toBe(1);
    expect(document.layout.wrappedListRows).toEqual([]);
  });

  it('says a list in columns whose items run onto a second line splits when read across', async () => {
    const items = [
      ...linesToItems([{ text: 'Jane Doe', size: 18 }, 'jane.doe@example.com'], { left: 40, top: 770 }),
      ...linesToItems(['Highlights'], { left: 40, top: 720 }),
      ...sideBySide(
        [
          'Portfolio manager for all Corporate IT System',
          'implementations',
          'Vendor management',
          'Budgeting',
        ],
        ['Conflict resolution in tense', 'stakeholder meetings', 'Risk management', 'Scheduling'],
        700,
      ),
      ...linesToItems(['Experience', 'Program Manager, Acme Health, 2015 – 2020', '• Ran 12 projects'], {
        left: 40,
        top: 600,
      }),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    expect(document.layout.wrappedListRows?.length).toBeGreaterThan(0);
    const check = analyzeResume(document, CONTEXT).checks.find((item) => item.id === 'single-column');
    expect(check?.detail).toMatch(/some of its items run onto a second line of their column/);
    expect(check?.status).toBe('pass');
  });

  it('reads a timeline (section names and dates in a narrow column) as dates beside their entries', async () => {
    const label = (text: string, top: number) => linesToItems([text], { left: 40, top });
    const entry = (lines: string[], top: number) => linesToItems(lines, { left: 140, top, leading: 12 });
    const items = [
      ...linesToItems([{ text: 'Anjali Desrosiers', size: 18 }, 'anjali@example.org'], {
        left: 40,
        top: 770,
      }),
      ...label('EXPERIENCE', 700),
      ...label('2021 – Present', 680),
      ...entry(
        [
          'Pharmacist Manager',
          'Queensway Pharmacy',
          '• Managed 450 prescriptions a day',
          '• Ran vaccination clinics',
        ],
        680,
      ),
      ...label('2018 – 2021', 610),
      ...entry(['Staff Pharmacist', 'Lakeview Health Centre', '• Verified oncology prescriptions'], 610),
      ...label('EDUCATION', 550),
      ...label('2014 – 2018', 530),
      ...entry(['Doctor of Pharmacy', 'University of Lakeshore'], 530),
      ...label('SKILLS', 490),
      ...linesToItems(['Medication reviews, injections, compounding, minor ailments prescribing, Kroll'], {
        left: 40,
        top: 468,
      }),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    expect(document.layout.multiColumnPages).toBe(0);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.experience.map((role) => [role.title, role.dates?.text])).toEqual([
      ['Pharmacist Manager', '2021 – Present'],
      ['Staff Pharmacist', '2018 – 2021'],
    ]);
    const analysis = analyzeResume(document, CONTEXT);
    expect(analysis.checks.find((item) => item.id === 'quantified-achievements')?.detail).not.toMatch(
      /No achievement bullets/,
    );
  });

  it('reads cards set side by side below dated entries as columns, each under its own heading', async () => {
    // Entries with their dates at the right (a label column), then three cards whose headings share a row.
    const entries = [
      ...linesToItems(
        [
          'EXPERIENCE',
          'Dental Hygienist, Front Range Dentistry',
          '• Saw 9 to 10 patients a day',
          '• Raised sealant uptake by 35%',
          'Dental Assistant, Aspen Orthodontics',
          '• Chairside assisting and radiographs',
        ],
        { left: 40, top: 700, leading: 14 },
      ),
      ...linesToItems(['', '03/2019 – Present', '', '', '06/2015 – 02/2019'], {
        left: 470,
        top: 700,
        leading: 14,
      }),
    ];
    const cards = [
      ...linesToItems(['EDUCATION', 'A.S. Dental Hygiene', 'Mile High College, 2019'], {
        left: 40,
        top: 580,
        leading: 14,
      }),
      ...linesToItems(
        ['SKILLS', 'Periodontal charting', 'Local anesthesia', 'Dentrix', 'Patient education'],
        {
          left: 240,
          top: 580,
          leading: 14,
        },
      ),
      ...linesToItems(['LICENSES', 'RDH, Colorado', 'CPR / BLS'], { left: 440, top: 580, leading: 14 }),
    ];
    const document = await extractDocument(makePdf([[...entries, ...cards]]), 'pdf');
    const texts = document.lines.map((line) => line.text);
    expect(texts).toEqual(expect.arrayContaining(['EDUCATION', 'SKILLS', 'LICENSES', 'Dentrix']));
    expect(texts.some((text) => text.includes('EDUCATION') && text.includes('SKILLS'))).toBe(false);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.filter((section) => section.headingLine >= 0).map((s) => s.kind)).toEqual([
      'experience',
      'education',
      'skills',
      'certifications',
    ]);
    expect(parsed.experience.map((role) => role.dates?.text)).toEqual([
      '03/2019 – Present',
      '06/2015 – 02/2019',
    ]);
    const analysis = analyzeResume(document, CONTEXT);
    const headings = analysis.checks.find((item) => item.id === 'standard-headings');
    expect(headings?.status).toBe('pass');
  });
});

describe('Word tables, nested tables and text boxes', () => {
  it('reads section names wrapped over rows in a margin beside the content as one heading each', async () => {
    const row = (label: string, text: string, y: number): PdfTextItem[] => [
      ...(label ? [{ text: label, x: 40, y, size: 10, bold: false }] : []),
      { text, x: 124, y, size: 10, bold: false },
    ];
    const items: PdfTextItem[] = [
      { text: 'Robin Example', x: 200, y: 760, size: 20, bold: true },
      { text: 'robin@example.com   +1 (555) 010-0199', x: 180, y: 740, size: 10, bold: false },
      ...row('EDUCATION', 'Northfield College, Boston, Massachusetts, USA', 700),
      ...row('', 'BSc in Geology   Sep 2010 – Jun 2014', 686),
      ...row('WORK', 'Harbour Survey Ltd', 660),
      ...row('EXPERIENCE', 'Field Geologist   Jul 2014 – Present', 646),
      ...row('', '• Logged 400 boreholes for coastal defence works.', 632),
      ...row('AWARDS &', 'Young Surveyor Prize, 2016', 606),
      ...row('HONOURS', 'Dean’s List, 2013', 592),
      ...row('SKILLS', 'Core logging, GIS, AutoCAD, field mapping', 566),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    const texts = document.lines.map((line) => line.text);
    expect(texts).toContain('WORK EXPERIENCE');
    expect(texts).toContain('AWARDS & HONOURS');
    expect(texts).toContain('Harbour Survey Ltd');
    expect(texts.indexOf('WORK EXPERIENCE')).toBeLessThan(texts.indexOf('Harbour Survey Ltd'));
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    const headings = parsed.sections.filter((section) => section.headingLine >= 0);
    expect(headings.map((section) => [section.heading, section.kind])).toEqual(
      expect.arrayContaining([
        ['EDUCATION', 'education'],
        ['WORK EXPERIENCE', 'experience'],
        ['SKILLS', 'skills'],
      ]),
    );
    expect(parsed.experience.map((role) => [role.title, role.employer])).toEqual([
      ['Field Geologist', 'Harbour Survey Ltd'],
    ]);
  });

  it('joins a date range and a section name wrapped over two rows of a right-aligned label column', async () => {
    // Labels right-aligned against x = 150, content from x = 170.
    const label = (text: string, y: number): PdfTextItem => ({
      text,
      x: 150 - text.length * 5.5,
      y,
      size: 10,
      bold: false,
    });
    const content = (text: string, y: number): PdfTextItem => ({ text, x: 170, y, size: 10, bold: false });
    const items: PdfTextItem[] = [
      { text: 'Noor Haddad', x: 40, y: 760, size: 20, bold: true },
      { text: 'noor@example.com', x: 40, y: 740, size: 10, bold: false },
      label('PERFIL', 710),
      content('Técnica de laboratorio con seis años de experiencia en análisis clínicos.', 710),
      label('EXPERIENCIA', 684),
      label('PROFESIONAL', 672),
      label('abril 2020 -', 650),
      content('Técnica de laboratorio, Laboratorio Ejemplo SL', 650),
      label('actualidad', 638),
      content('Procesamiento de 300 muestras al día', 638),
      label('mayo 2016 - marzo', 612),
      content('Auxiliar de laboratorio, Clínica Modelo', 612),
      label('2020', 600),
      content('Preparación de reactivos y registro de resultados', 600),
      label('FORMACIÓN', 574),
      content('Grado en Biología, Universidad de Granada, 2016', 570),
      label('ACADÉMICA', 566),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    const texts = document.lines.map((line) => line.text);
    expect(texts).toContain('EXPERIENCIA PROFESIONAL');
    expect(texts).toContain('FORMACIÓN ACADÉMICA');
    expect(texts.some((text) => text.startsWith('abril 2020 - actualidad'))).toBe(true);
    expect(texts.some((text) => text.startsWith('mayo 2016 - marzo 2020'))).toBe(true);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.experience.map((role) => [role.title, role.employer, role.dates?.text])).toEqual([
      ['Técnica de laboratorio', 'Laboratorio Ejemplo SL', 'abril 2020 - actualidad'],
      ['Auxiliar de laboratorio', 'Clínica Modelo', 'mayo 2016 - marzo 2020'],
    ]);
  });

  it('reads words letter-spaced in the text layer ("J O H N", wide space, "D O E") as words', async () => {
    const items: PdfTextItem[] = [
      { text: 'M A R T A', x: 150, y: 740, size: 30, bold: false },
      { text: ' ', x: 260, y: 740, size: 30, bold: false },
      { text: 'K O W A L S K A', x: 290, y: 740, size: 30, bold: false },
      { text: 'marta@example.com', x: 150, y: 700, size: 10, bold: false },
      { text: 'Experience', x: 40, y: 660, size: 14, bold: true },
      { text: 'Nurse, Riverside Clinic, 2019 - 2023', x: 40, y: 640, size: 10, bold: false },
      { text: 'A B testing', x: 40, y: 620, size: 10, bold: false },
      { text: '= = = = = =', x: 40, y: 610, size: 10, bold: false },
      { text: 'N O T E S', x: 300, y: 610, size: 10, bold: false },
      ...linesToItems(
        [
          '• Ran the evening shift of a twelve-bed ward and trained four new nurses in triage.',
          '• Cut medication errors by a third with a double-check routine for every round.',
          'Education',
          'BSc Nursing, University of Leeds, 2019',
          'Skills',
          'Triage, wound care, electronic health records, patient education, phlebotomy',
        ],
        { left: 40, top: 600 },
      ),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    const texts = document.lines.map((line) => line.text);
    expect(texts[0]).toBe('MARTA KOWALSKA');
    // Two single letters alone are no letter-spaced run.
    expect(texts).toContain('A B testing');
    // One glyph repeated is a filler, not a word: it stays as it was written.
    expect(texts.filter((text) => text.includes('NOTES'))).toEqual(['= = = = = = NOTES']);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.contact.name?.text).toBe('MARTA KOWALSKA');
  });

  it('reads a row letter-spaced glyph by glyph, with a space item after every letter, as words', () => {
    // As a browser prints CSS letter spacing: each letter an item, a 1.5 pt space item after each, a wider
    // one between words; a kerning pair ("LY") stays one item.
    const items: Item[] = [];
    let x = 57;
    const words = [
      ['P', 'I', 'E', 'D', 'M', 'O', 'N', 'T'],
      ['A', 'N', 'A', 'LY', 'T', 'I', 'C', 'A', 'L'],
      ['L', 'A', 'B', 'S'],
    ];
    for (const glyphs of words) {
      for (const text of glyphs) {
        const width = text.length * 5.5;
        items.push(
          { text, x, y: 636, width, size: 9.5 },
          { text: ' ', x: x + width, y: 636, width: 1.5, size: 9.5 },
        );
        x += width + 1.2;
      }
      items.push({ text: ' ', x, y: 636, width: 7.4, size: 9.5 });
      x += 5.5;
    }
    // Words spaced letter by letter in the text itself, a kerning pair kept ("Te"), wide spaces between.
    items.push(
      { text: 'S e n i o r', x: 209, y: 760, width: 37.4, size: 9.5 },
      { text: ' ', x: 246.4, y: 760, width: 7.8, size: 9.5 },
      { text: 'Te c h n i c i a n', x: 252.2, y: 760, width: 62.4, size: 9.5 },
      // A row with a space item only between words keeps it.
      { text: 'RESEARCH', x: 57, y: 374, width: 53.7, size: 9.5 },
      { text: ' ', x: 110.4, y: 374, width: 4.7, size: 9.5 },
      { text: 'M', x: 113.9, y: 374, width: 12.4, size: 9.5 },
      { text: 'E', x: 126.4, y: 374, width: 6, size: 9.5 },
      { text: 'T', x: 132.3, y: 374, width: 6, size: 9.5 },
      { text: 'H', x: 138.3, y: 374, width: 7, size: 9.5 },
      { text: 'O', x: 145.3, y: 374, width: 7, size: 9.5 },
      { text: 'D', x: 152.4, y: 374, width: 7, size: 9.5 },
      { text: 'S', x: 159.4, y: 374, width: 5.4, size: 9.5 },
    );
    const texts = layoutPage(items, 1, 612).lines.map((line) => line.text);
    expect(texts).toEqual(['Senior Technician', 'PIEDMONT ANALYTICAL LABS', 'RESEARCH METHODS']);
  });

  it('reads a sidebar of short capitalised skills and a year as a column, not as labels of the rows', async () => {
    const main = linesToItems(
      [
        'EXPERIENCE',
        'Senior Accountant',
        'Harbour Metals Ltd',
        'Mar 2021 – Present',
        '• Closed the monthly books in five days instead of eight',
        '• Processed 1,200 supplier invoices a month',
        'Accounts Clerk',
        'Northfield Studio Ltd',
        'Sep 2017 – Feb 2021',
        '• Reconciled six bank accounts every week',
      ],
      { left: 40, top: 640, leading: 12 },
    );
    const sidebar = linesToItems(
      ['EDUCATION', 'BSc Accounting, 2017', 'SKILLS', 'SAP', 'VAT', 'Excel', 'IFRS', 'LANGUAGES', 'English'],
      { left: 380, top: 645, leading: 13.5 },
    );
    const header = linesToItems(['Noor Haddad', 'noor@example.com   +44 20 7946 0102'], {
      left: 40,
      top: 720,
    });
    const document = await extractDocument(makePdf([[...header, ...main, ...sidebar]]), 'pdf');
    const texts = document.lines.map((line) => line.text);
    expect(texts.some((text) => /invoices.*(?:SAP|VAT|IFRS|SKILLS)/.test(text))).toBe(false);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.map((section) => section.kind)).toEqual(
      expect.arrayContaining(['experience', 'education', 'skills']),
    );
    expect(parsed.experience.map((role) => role.title)).toEqual(['Senior Accountant', 'Accounts Clerk']);
  });

  it('does not join capitalised sidebar items into a heading when the margin holds ordinary lines too', async () => {
    const left = [
      'robin@example.com',
      '+1 (555) 010-0199',
      'SKILLS',
      'GIS',
      'CAD',
      'SQL',
      'Languages',
      'English',
    ];
    const right = [
      'Field Geologist',
      'Harbour Survey Ltd',
      'Jul 2014 – Present',
      'Logged 400 boreholes for coastal defence works.',
    ];
    const items: PdfTextItem[] = [
      ...linesToItems(left, { left: 40, top: 700, leading: 13 }),
      ...linesToItems(right, { left: 124, top: 694, leading: 17 }),
    ];
    const document = await extractDocument(makePdf([items]), 'pdf');
    const texts = document.lines.map((line) => line.text);
    expect(texts.some((text) => /SKILLS\s+GIS/.test(text))).toBe(false);
  });

  it('reads the paragraphs of every table cell, nested tables and text boxes included', async () => {
    const bytes = makeDocx([
      { textBox: ['Jane Doe', 'jane.doe@example.com'] },
      {
        table: [
          ['Experience', [{ table: [['Senior Data Analyst', 'Jan 2021 – Present']] }, 'Acme Analytics Ltd']],
          ['Skills', ['Python, SQL, Tableau, Power BI, forecasting, stakeholder management']],
        ],
      },
    ]);
    const document = await extractDocument(bytes, 'docx');
    const texts = document.lines.map((line) => line.text);
    expect(texts).toEqual([
      'Jane Doe',
      'jane.doe@example.com',
      'Experience',
      'Senior Data Analyst',
      'Jan 2021 – Present',
      'Acme Analytics Ltd',
      'Skills',
      'Python, SQL, Tableau, Power BI, forecasting, stakeholder management',
    ]);
    expect(document.lines.filter((line) => line.region === 'table')).toHaveLength(6);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.contact.name?.text).toBe('Jane Doe');
    expect(parsed.experience[0]?.title).toBe('Senior Data Analyst');
  });

  it('reads a form-like table of labels and values as contact details', async () => {
    const bytes = makeDocx([
      { heading: 'Curriculum Vitae' },
      {
        table: [
          ['Name', 'Joe Bloggs'],
          ['Phone', '+44 20 7946 0958'],
          ['Email', 'joe@example.com'],
          ['Profile', 'Warehouse supervisor with ten years of experience in logistics and stock control.'],
        ],
      },
    ]);
    const parsed = parseResume(await extractDocument(bytes, 'docx'), { referenceDate: REFERENCE });
    expect(parsed.contact.name?.text).toBe('Joe Bloggs');
    expect(parsed.contact.phones.map((phone) => phone.e164)).toEqual(['+442079460958']);
  });
});

describe('resumes in other languages', () => {
  const german = makeDocx([
    'Max Mustermann',
    'max.mustermann@example.de',
    { heading: 'Berufserfahrung' },
    'Softwareentwickler, Beispiel GmbH',
    '03.2019 – heute',
    { bullet: 'Entwicklung einer Plattform für die Planung der Produktion und der Logistik' },
    'Werkstudent, Muster AG',
    '15.10.2016 – 28.02.2019',
    { bullet: 'Betreuung der Datenbanken und der Auswertungen für den Vertrieb' },
    { heading: 'Ausbildung' },
    'Bachelor Informatik, Universität Stuttgart, 2018',
    { heading: 'Kenntnisse' },
    'Python, SQL, Docker',
  ]);

  it('reads German headings, dd.mm.yyyy dates and "heute", and says the language', async () => {
    const document = await extractDocument(german, 'docx');
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.filter((s) => s.headingLine >= 0).map((s) => s.kind)).toEqual([
      'experience',
      'education',
      'skills',
    ]);
    expect(parsed.experience.map((role) => [role.title, role.employer, role.dates?.current])).toEqual([
      ['Softwareentwickler', 'Beispiel GmbH', true],
      ['Werkstudent', 'Muster AG', false],
    ]);
    // Full dates are dates, never phone numbers.
    expect(parsed.contact.phones).toEqual([]);
    const analysis = analyzeResume(document, CONTEXT);
    expect(analysis.document.language).toBe('de');
    const check = (id: string) => analysis.checks.find((item) => item.id === id);
    expect(check('standard-headings')?.status).toBe('pass');
    // English wording checks say they were skipped, and count for nothing.
    expect(check('action-verbs')?.detail).toMatch(/^Skipped: .* German\.$/);
    expect(check('action-verbs')?.maxPoints).toBe(0);
  });
});

describe('checks that never contradict the file', () => {
  it('says once that no heading was found instead of failing the checks that follow from it', async () => {
    const bytes = makeDocx([
      'Jane Doe',
      'jane.doe@example.com',
      'Senior Data Analyst, Acme Analytics Ltd, Jan 2021 – Present',
      'Built the pricing dashboard used by 40 stores and cut reporting time from six hours to one.',
      'Data Analyst, Globex Retail plc, Jul 2018 – Dec 2020',
    ]);
    const analysis = analyzeResume(await extractDocument(bytes, 'docx'), CONTEXT);
    const check = (id: string) => analysis.checks.find((item) => item.id === id);
    expect(check('sections-read')?.status).toBe('fail');
    expect(analysis.document.readingNote).toMatch(/No section heading could be recognised/);
    for (const id of ['standard-headings', 'dated-roles', 'skills-section', 'quantified-achievements']) {
      expect(check(id)?.maxPoints).toBe(0);
      expect(check(id)?.detail).toMatch(/^Not judged/);
    }
  });

  it('says an empty skills heading is empty rather than missing', async () => {
    const bytes = makeDocx([
      'Jane Doe',
      { heading: 'Experience' },
      'Data Analyst, Globex Retail plc, Jul 2018 – Dec 2020',
      { bullet: 'Forecast demand for 2,000 products' },
      { heading: 'Skills' },
    ]);
    const analysis = analyzeResume(await extractDocument(bytes, 'docx'), CONTEXT);
    const check = (id: string) => analysis.checks.find((item) => item.id === id);
    expect(check('standard-headings')?.detail).toContain('Headed but empty: skills');
    expect(check('skills-section')?.detail).toBe('Your skills heading has nothing under it.');
  });
});

describe('PDF bytes as a Node Buffer', () => {
  it('reads a PDF handed over as a Buffer (node-postgres bytea, a parsing process) like any other', async () => {
    const bytes = headerAndTwoColumnsPdf();
    const fromArray = await extractDocument(bytes, 'pdf');
    const fromBuffer = await extractDocument(Buffer.from(bytes), 'pdf');
    expect(fromBuffer.lines.map((line) => line.text)).toEqual(fromArray.lines.map((line) => line.text));
    expect(fromBuffer.lines.length).toBeGreaterThan(0);
  });
});
