import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractDocument } from '../extract/extract';
import { linesToItems, makeDocx, makePdf, type PdfTextItem } from '../testing/documents';
import { parseResume } from './parse-resume';
import { documentFromLines } from './test-document';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));

/** A two-column page: sidebar (contact, skills) at x=40, main column (experience, education) at x=230. */
function twoColumnPdf(): Uint8Array {
  const sidebar = linesToItems(
    [
      { text: 'Jane Doe', bold: true, size: 18 },
      { text: 'CONTACT', bold: true },
      'jane.doe@example.com',
      '+44 20 7946 0958',
      'London, UK',
      { text: 'SKILLS', bold: true },
      'Python',
      'SQL',
      'Tableau',
      'Power BI',
      'Stakeholder management',
      'Forecasting',
      { text: 'LANGUAGES', bold: true },
      'English, Spanish',
    ],
    { left: 40, top: 740 },
  );
  const main = linesToItems(
    [
      { text: 'EXPERIENCE', bold: true },
      { text: 'Acme Analytics Ltd — London, UK', bold: true },
      'Senior Data Analyst   Jan 2021 – Present',
      '• Built the pricing dashboard used by 40 stores',
      '• Cut weekly reporting time from 6 hours to 1',
      { text: 'Globex Retail plc — Leeds, UK', bold: true },
      'Data Analyst   Jul 2018 – Dec 2020',
      '• Forecast demand for 2,000 products',
      '• Automated supplier scorecards in SQL',
      { text: 'Initech — Leeds, UK', bold: true },
      'Junior Analyst   Sep 2016 – Jun 2018',
      '• Cleaned CRM data for 80,000 customers',
      { text: 'EDUCATION', bold: true },
      'BSc Mathematics, University of Bristol, 2016',
    ],
    { left: 230, top: 740 },
  );
  return makePdf([[...sidebar, ...main]]);
}

describe('parseResume', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps sidebar skills out of the experience of a two-column PDF', async () => {
    const document = await extractDocument(twoColumnPdf(), 'pdf');
    expect(document.layout.multiColumnPages).toBe(1);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    const skillLines = document.lines
      .filter((line) =>
        ['Python', 'SQL', 'Tableau', 'Power BI', 'Stakeholder management', 'Forecasting'].includes(line.text),
      )
      .map((line) => line.index);
    expect(skillLines).toHaveLength(6);
    const roleLines = new Set(parsed.experience.flatMap((role) => role.lineIndexes));
    expect(skillLines.filter((index) => roleLines.has(index))).toEqual([]);
    expect(skillLines.map((index) => parsed.sectionOfLine[index])).toEqual(Array(6).fill('skills'));
    expect(parsed.experience.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Senior Data Analyst', 'Acme Analytics Ltd', 'London, UK'],
      ['Data Analyst', 'Globex Retail plc', 'Leeds, UK'],
      ['Junior Analyst', 'Initech', 'Leeds, UK'],
    ]);
    expect(parsed.experience.map((role) => role.bulletLines.length)).toEqual([2, 2, 1]);
    expect(parsed.sections.map((section) => section.kind)).toEqual([
      'contact',
      'contact',
      'skills',
      'languages',
      'experience',
      'education',
    ]);
    expect(parsed.contact.name?.text).toBe('Jane Doe');
    expect(parsed.contact.emails[0]?.value).toBe('jane.doe@example.com');
    expect(parsed.contact.phones[0]).toMatchObject({ e164: '+442079460958', country: 'GB' });
    expect(parsed.contact.location?.text).toBe('London, UK');
    expect(parsed.education[0]).toMatchObject({
      level: 'bachelors',
      field: 'Mathematics',
      institution: 'University of Bristol',
    });
    // Sep 2016 – Present without a break: 94 months.
    expect(parsed.totalExperienceMonths).toBe(94);
    expect(parsed.gaps).toEqual([]);
    expect(parsed.reverseChronological).toBe(true);
    expect(parsed.dateFormats).toEqual({ 'month-name-year': 3, 'year-only': 1 });
  });

  it('reads letter-spaced and larger headings from a PDF', async () => {
    const items: PdfTextItem[] = linesToItems([
      { text: 'Omar Haddad', size: 20 },
      'omar@example.com',
      { text: 'P R O F I L E', size: 14 },
      'Logistics coordinator with five years of experience in cold-chain distribution across the Gulf region.',
      { text: 'W O R K   H I S T O R Y', size: 14 },
      'Logistics Coordinator, Gulf Freight LLC, Dubai, UAE   2019 – Present',
      '• Scheduled 300 shipments a month',
      { text: 'E D U C A T I O N', size: 14 },
      'Bachelor of Commerce, University of Mumbai, 2017',
    ]);
    const document = await extractDocument(makePdf([items]), 'pdf');
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.map((section) => section.kind)).toEqual([
      'contact',
      'summary',
      'experience',
      'education',
    ]);
    expect(parsed.experience[0]).toMatchObject({
      title: 'Logistics Coordinator',
      employer: 'Gulf Freight LLC',
      location: 'Dubai, UAE',
    });
    expect(parsed.education[0]).toMatchObject({
      level: 'bachelors',
      degree: 'Bachelor of Commerce',
      field: 'Commerce',
    });
  });

  it('reads a DOCX resume by its heading styles', async () => {
    const document = await extractDocument(
      makeDocx([
        'Chidi Okafor',
        'Lagos, Nigeria · chidi@example.com · +234 803 123 4567',
        { heading: 'Professional Summary' },
        'Registered nurse with eight years in intensive care.',
        { heading: 'Employment History' },
        'ICU Nurse, Lagos University Teaching Hospital, 2018 – Present',
        { bullet: 'Cared for up to three ventilated patients per shift' },
        'Staff Nurse, Reddington Hospital, 2014 – 2018',
        { bullet: 'Trained 12 new nurses' },
        { heading: 'Education' },
        'Bachelor of Nursing Science, University of Ibadan, 2013',
        { heading: 'Certifications' },
        'Basic Life Support, 2023',
      ]),
      'docx',
    );
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.map((section) => section.kind)).toEqual([
      'contact',
      'summary',
      'experience',
      'education',
      'certifications',
    ]);
    expect(parsed.contact.phones[0]).toMatchObject({ e164: '+2348031234567', country: 'NG' });
    expect(parsed.contact.location?.text).toBe('Lagos, Nigeria');
    expect(parsed.experience.map((role) => [role.title, role.employer])).toEqual([
      ['ICU Nurse', 'Lagos University Teaching Hospital'],
      ['Staff Nurse', 'Reddington Hospital'],
    ]);
    expect(parsed.education[0]).toMatchObject({ level: 'bachelors', institution: 'University of Ibadan' });
    expect(parsed.sectionOfLine.filter((kind) => kind === 'experience')).toHaveLength(5);
  });

  it('reports gaps and the order of roles', () => {
    const parsed = parseResume(
      documentFromLines([
        'Experience',
        'Analyst, Acme Ltd, 2012 - 2014',
        '• Did things',
        'Senior Analyst, Globex Ltd, Mar 2016 - Present',
        '• Did more things',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.reverseChronological).toBe(false);
    expect(parsed.gaps).toEqual([
      // The role before ended in "2014": the stretch says the year alone.
      { from: { year: 2014, month: 0 }, to: { year: 2016, month: 3 }, months: 14 },
    ]);
    // July 2012 – June 2014 (24) and March 2016 – June 2024 (100).
    expect(parsed.totalExperienceMonths).toBe(124);
  });

  it('counts no gap where the resume shows the person studying', () => {
    const summers = [
      'Experience',
      'Field Technician, Acme Surveys, May 2010 - Aug 2010',
      '• Surveyed sites',
      'Field Technician, Acme Surveys, May 2009 - Aug 2009',
      '• Surveyed sites',
      'Park Aide, County Parks, Sep 2001 - Jan 2002',
      '• Kept trails',
      'Education',
    ];
    // A degree dated by its end only: the usual four years before it are study, not a gap between summer jobs.
    const byEnd = parseResume(
      documentFromLines([...summers, 'Bachelor of Science: Biology, 2011', 'Keystone College']),
      { referenceDate: REFERENCE },
    );
    expect(byEnd.gaps).toEqual([
      {
        from: { year: 2002, month: 1 },
        to: { year: 2008, month: 1 },
        months: 71,
        // The whole stretch between the roles, part of it in study.
        between: { from: { year: 2002, month: 1 }, to: { year: 2009, month: 5 }, months: 87 },
      },
    ]);
    // A degree with its own span.
    const bySpan = parseResume(
      documentFromLines([...summers, 'BSc Biology, Keystone College, Sep 2008 - May 2011']),
      { referenceDate: REFERENCE },
    );
    expect(bySpan.gaps.map((gap) => gap.months)).toEqual([79]);
    // Without education the summers leave gaps between them.
    const without = parseResume(documentFromLines(summers.slice(0, -1)), { referenceDate: REFERENCE });
    expect(without.gaps.map((gap) => gap.months)).toEqual([87, 8]);
  });

  it('gives every line a section and handles a document without headings', () => {
    const parsed = parseResume(documentFromLines(['Jane Doe', 'jane@example.com', 'I like data.']), {
      referenceDate: REFERENCE,
    });
    expect(parsed.sectionOfLine).toEqual(['contact', 'contact', 'contact']);
    expect(parsed.experience).toEqual([]);
    expect(parsed.totalExperienceMonths).toBe(0);
    expect(parsed.reverseChronological).toBeUndefined();
  });

  it("reads the roles of a resume set as labels, the first role on the label's line", () => {
    const parsed = parseResume(
      documentFromLines([
        'Kim Ode',
        'Experience: Senior Support Worker, Cart Valley Living, Paisley (2021 – present)',
        { text: 'Lead a team of 9 across three tenancies', x: 120 },
        { text: 'Support Worker, Renfrew Care, Renfrew (2016 – 2021)', x: 120 },
        { text: 'Supported 4 tenants with medication and travel', x: 120 },
        'Training:   SVQ Social Services Level 3, West Clyde College (2018)',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.experience.map((role) => [role.title, role.employer])).toEqual([
      ['Senior Support Worker', 'Cart Valley Living'],
      ['Support Worker', 'Renfrew Care'],
    ]);
  });

  it('reads a projects section holding a dated work history as experience when there is no other', () => {
    const lines = [
      'Fergus Lindqvist',
      { text: 'Project Experience', heading: true, fontSize: 14 },
      'Senior Quantity Surveyor',
      'Clydeholm Construction Ltd | Glasgow | Feb 2020 – Present',
      '• Commercial lead on a £42m secondary school under NEC4 Option C',
      'Quantity Surveyor',
      'Kelvinside Partnership LLP | Glasgow | Jul 2016 – Jan 2020',
      '• Prepared cost plans and tender documents for 11 housing projects',
      { text: 'Education', heading: true, fontSize: 14 },
      'BSc (Hons) Quantity Surveying, Caledon University, 2014',
    ];
    const parsed = parseResume(documentFromLines(lines), { referenceDate: REFERENCE });
    expect(parsed.sections.map((section) => section.kind)).toEqual(['contact', 'experience', 'education']);
    expect(parsed.experience.map((role) => role.title)).toEqual([
      'Senior Quantity Surveyor',
      'Quantity Surveyor',
    ]);
    // Beside an experience section, projects stay projects.
    const both = parseResume(
      documentFromLines([
        ...lines.slice(0, 8),
        { text: 'Experience', heading: true, fontSize: 14 },
        'Assistant, Acme Ltd, 2014 - 2016',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(both.sections.map((section) => section.kind)).toEqual(['contact', 'projects', 'experience']);
  });

  it("reads headings in the document's heading style whose words it does not know, their kind from their content", () => {
    const heading = (text: string) => ({ text, heading: true, fontSize: 12 });
    const lines = [
      { text: 'Callum Whitlock', heading: true, fontSize: 21 },
      'callum@example.com',
      heading('Snapshot'),
      'Qualified arborist with nine years of climbing, felling and hedgerow work for councils and estates.',
      heading('Positions Held'),
      'Severnside Tree Care Ltd | Shrewsbury | Apr 2020 – Present',
      'Lead Climber',
      '• Run a three-person crew on council highway contracts',
      'Long Mynd Estates | Church Stretton | Jun 2017 – Mar 2020',
      'Climbing Arborist',
      '• Crown reductions and veteran tree work',
      heading('Tickets and Training'),
      'Walford College 2016',
      'Level 3 Diploma in Arboriculture',
      heading('Hands-on Skills'),
      'Aerial rescue · Sectional felling · Rigging · Stump grinding',
      heading('Driving'),
      '• Full UK licence with trailer entitlement',
    ];
    const parsed = parseResume(documentFromLines(lines), { referenceDate: REFERENCE });
    const kinds = parsed.sections.map((section) => [section.heading, section.kind]);
    expect(kinds).toEqual([
      ['', 'contact'],
      ['Snapshot', 'summary'],
      ['Positions Held', 'experience'],
      ['Tickets and Training', 'education'],
      ['Hands-on Skills', 'skills'],
      ['Driving', 'other'],
    ]);
    expect(parsed.experience.map((role) => role.title)).toEqual(['Lead Climber', 'Climbing Arborist']);
    // Two such lines are not yet a style: "Driving" alone beside a known heading stays a line of its section.
    const fewer = parseResume(
      documentFromLines([
        'Callum Whitlock',
        'callum@example.com',
        heading('Experience'),
        'Lead Climber, Severnside Tree Care Ltd, 2020 – 2024',
        heading('Driving'),
        'Full UK licence',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(fewer.sections.map((section) => section.kind)).toEqual(['contact', 'experience']);
  });

  it('keeps role titles and groups of roles set in the heading style inside their section', () => {
    const heading = (text: string) => ({ text, heading: true, fontSize: 12 });
    const parsed = parseResume(
      documentFromLines([
        'Jo Smith',
        'jo@example.com',
        heading('Languages'),
        'English, Spanish',
        heading('Experience'),
        heading('Full Time'),
        '2012 – 2020 Lehman Brothers, London',
        'Analyst',
        heading('Part Time'),
        '2010 – 2011 Lehman Brothers, London',
        'Summer Intern',
        heading('Education'),
        'BSc Economics, University of Leeds, 2010',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.sections.map((section) => section.kind)).toEqual([
      'contact',
      'languages',
      'experience',
      'education',
    ]);
    expect(parsed.experience).toHaveLength(2);
  });

  it("reads an employer line set in the sidebar headings' size as part of the main column's experience", () => {
    const side = (text: string, y: number, heading = false) => ({
      text,
      column: 1,
      x: 34,
      y,
      heading,
      fontSize: heading ? 11 : 9,
    });
    const main = (text: string, y: number, fontSize = 9.5) => ({
      text,
      column: 2,
      x: 244,
      y,
      heading: fontSize >= 11,
      fontSize,
    });
    const parsed = parseResume(
      documentFromLines([
        side('Contact', 790, true),
        side('thandi@example.com', 775),
        side('Top Skills', 740, true),
        side('Cash Handling', 725),
        side('Languages', 700, true),
        side('English', 685),
        main('Thandi Castellanos', 780, 24),
        main('Summary', 740, 14),
        main('Retail banking lead with twelve years at the counter and in branch operations.', 725),
        main('Experience', 700, 14),
        main('Harbour Mutual Bank', 685, 11),
        main('Senior Teller', 672, 10.5),
        main('June 2016 - January 2020', 660),
        main('Bluenose Credit Union', 640, 11),
        main('Customer Service Representative', 627, 10.5),
        main('May 2012 - May 2016', 615),
        main('Education', 590, 14),
        main('Diploma, Business Administration, Atlantic Community College, 2012', 575),
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.experience.map((role) => [role.title, role.employer])).toEqual([
      ['Senior Teller', 'Harbour Mutual Bank'],
      ['Customer Service Representative', 'Bluenose Credit Union'],
    ]);
  });

  it("reads role cards set two to a row under one heading as that heading's section", () => {
    const at = (text: string, column: number, y: number, extra: Record<string, unknown> = {}) => ({
      text,
      column,
      y,
      x: column === 2 ? 320 : 45,
      ...extra,
    });
    const heading = { heading: true, fontSize: 12 };
    // A card: its dates, title and employer, one under the other.
    const card = (column: number, y: number, ...texts: string[]) =>
      texts.map((text, position) => at(text, column, y - position * 15));
    const parsed = parseResume(
      documentFromLines([
        at('Seb Holloway', 0, 777, { heading: true, fontSize: 22 }),
        at('seb@example.org / Glasgow', 0, 742),
        at('Career Snapshot', 0, 717, heading),
        at('Events producer with a decade of festivals, conferences and touring shows behind him.', 0, 698),
        at('Roles', 1, 672, heading),
        ...card(1, 642, '2021–present', 'Senior Producer', 'Clydebank Live Ltd · Glasgow'),
        ...card(1, 528, '2016–2018', 'Production Coordinator', 'Northern Lights Touring · Manchester'),
        ...card(2, 642, '2018–2021', 'Event Producer', 'Thistle Conference Company · Edinburgh'),
        ...card(2, 528, '2014–2016', 'Stage Manager', 'Tron Community Theatre · Glasgow'),
        at('Learning', 0, 439, heading),
        at('BA Stage Management — Royal Conservatoire of the North, 2014', 0, 421),
        at('Certificates', 0, 351, heading),
        at('IOSH Managing Safely', 0, 333),
      ]),
      { referenceDate: REFERENCE },
    );
    const kinds = parsed.sections.map((section) => [section.heading, section.kind]);
    expect(kinds).toContainEqual(['Career Snapshot', 'summary']);
    expect(kinds).toContainEqual(['Roles', 'experience']);
    expect(parsed.experience.map((role) => role.title)).toEqual([
      'Senior Producer',
      'Production Coordinator',
      'Event Producer',
      'Stage Manager',
    ]);
  });

  it('leaves a section under an unknown heading as other when the resume has that kind already', () => {
    const heading = (text: string) => ({ text, heading: true, fontSize: 12 });
    const parsed = parseResume(
      documentFromLines([
        'Ana Ruiz',
        'ana@example.com',
        heading('Experience'),
        'Nurse, City Hospital, 2019 – 2024',
        heading('Skills'),
        'Triage · Wound care · Phlebotomy',
        heading('Idiomas hablados'),
        'Spanish (native) · English (C1) · French (B1)',
        heading('Education'),
        'BSc Nursing, University of Seville, 2019',
        heading('Memberships'),
        'Royal College of Nursing',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.sections.map((section) => section.kind)).toEqual([
      'contact',
      'experience',
      'skills',
      'other',
      'education',
      'other',
    ]);
  });

  it('reads certificates that name a school as the education of a resume with no education section', () => {
    const heading = (text: string) => ({ text, heading: true, fontSize: 12 });
    const lines = (certificates: string[]) =>
      documentFromLines([
        'Tobias Osei',
        'tobias@example.com · Bristol',
        heading('Employment'),
        'Door Supervisor, Harbourside Venues Ltd, 2018 – 2021',
        heading('Certificates & Training'),
        ...certificates,
        heading('Skills'),
        'Conflict management · CCTV · Emergency first aid',
      ]);
    const withSchool = parseResume(
      lines([
        'SIA Door Supervisor Licence Training, 2016',
        'BTEC Level 2 Public Services',
        'Kingswood Vale College · 2014',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(withSchool.sections.find((section) => section.heading === 'Certificates & Training')?.kind).toBe(
      'education',
    );
    // Certificates alone are no studies: the section stays what its heading says.
    const certificatesOnly = parseResume(
      lines(['SIA Door Supervisor Licence, 2016', 'Emergency First Aid at Work']),
      {
        referenceDate: REFERENCE,
      },
    );
    expect(
      certificatesOnly.sections.find((section) => section.heading === 'Certificates & Training')?.kind,
    ).toBe('certifications');
  });

  it('reads a sentence wrapped over lines under an unknown first heading as the summary', () => {
    const heading = (text: string) => ({ text, heading: true, fontSize: 12 });
    const parsed = parseResume(
      documentFromLines([
        'Jannik Brakelmann',
        'jannik@example.org · Cloppenburg',
        heading('Zur Person'),
        'Landwirt mit Schwerpunkt Milchvieh und Ackerbau, verantwortlich für Herdenmanagement, Fütterung',
        'und Erntearbeiten.',
        heading('Beruflicher Werdegang'),
        'Herdenmanager, Milchhof Garrel, seit 2020',
        heading('Kenntnisse'),
        'Herdenmanagement, Melktechnik, Schlepperfahren',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.sections.find((section) => section.heading === 'Zur Person')?.kind).toBe('summary');
  });

  it('finds a work history in the block of another section, parted from the lines above it', () => {
    const parsed = parseResume(
      documentFromLines([
        'Dwayne Reyes',
        'dwayne@example.com',
        'Profile',
        'EPA 608 certified technician keeping commercial rooftop units cool through Arizona summers.',
        'Jobs',
        '2019 – 2024 — HVAC Service Technician, Superstition Air & Heat',
        '• Serviced 5–7 rooftop units a day',
        '2015 – 2019 — HVAC Installer, Saguaro Comfort Systems',
        '• Installed split systems and ductwork in new homes',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.experience.map((role) => role.dates?.text)).toEqual(['2019 – 2024', '2015 – 2019']);
    expect(parsed.experience[0]?.title).toBe('HVAC Service Technician');
    expect(parsed.sectionOfLine.slice(0, 4)).not.toContain('experience');
    expect(parsed.contact.emails.map((email) => email.value)).toEqual(['dwayne@example.com']);
  });

  it('parts a work history from the block above at its first role, also one above the first role read', () => {
    const parsed = parseResume(
      documentFromLines([
        'Lachlan Fairweather',
        'lachlan@example.com',
        { text: 'Profile', heading: true, fontSize: 13 },
        'Head chef cooking seasonal Scottish food for fifteen years, from hotel banqueting to a bistro.',
        'Kitchens',
        '2021 Head Chef — The Water of Leith Bistro',
        { text: 'Run a brigade of eight; rewrote the menu and earned a Bib Gourmand in 2023.', x: 113 },
        '2016 Sous Chef — Caledonian Quay Hotel',
        { text: 'Second in a kitchen of twenty serving banqueting for up to 400 guests.', x: 113 },
        '2012 Chef de Partie — Arthur’s Seat Brasserie',
        { text: 'Ran the sauce and fish sections of a busy brasserie.', x: 113 },
        { text: 'Skills', heading: true, fontSize: 13 },
        'Menu costing / Butchery / Allergen management',
      ]),
      { referenceDate: REFERENCE },
    );
    expect(parsed.experience.map((role) => role.title)).toEqual(['Head Chef', 'Sous Chef', 'Chef de Partie']);
    expect(parsed.sections.find((section) => section.kind === 'experience')?.heading).toBe('Kitchens');
  });

  it('is deterministic and never reads the clock', async () => {
    const document = await extractDocument(twoColumnPdf(), 'pdf');
    const first = parseResume(document, { referenceDate: REFERENCE });
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2031, 0, 1)));
    const second = parseResume(document, { referenceDate: REFERENCE });
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});
