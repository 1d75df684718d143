import { describe, expect, it } from 'vitest';
import { matchHeading, matchHeadingText } from './headings';
import { splitSections } from './sections';
import { documentFromLines } from './test-document';
import { cleanLine } from './text';

describe('matchHeadingText', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['Professional Experience', 'experience'],
    ['Employment History', 'experience'],
    ['Career History', 'experience'],
    ['Relevant Experience', 'experience'],
    ['Experience', 'experience'],
    ['Work History', 'experience'],
    ['Education', 'education'],
    ['Education & Training', 'education'],
    ['Academic Background', 'education'],
    ['Qualifications', 'education'],
    ['Skills', 'skills'],
    ['Technical Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['Key Skills', 'skills'],
    ['Areas of Expertise', 'skills'],
    ['Highlights', 'skills'],
    ['Skill Highlights', 'skills'],
    ['Strengths', 'skills'],
    ['Summary', 'summary'],
    ['Professional Summary', 'summary'],
    ['Profile', 'summary'],
    ['Objective', 'summary'],
    ['Career Objective', 'summary'],
    ['About Me', 'summary'],
    ['Executive Summary', 'summary'],
    ['Projects', 'projects'],
    ['Key Projects', 'projects'],
    ['Certifications', 'certifications'],
    ['Licenses & Certifications', 'certifications'],
    ['Certificates', 'certifications'],
    ['Awards', 'awards'],
    ['Honors', 'awards'],
    ['Accomplishments', 'awards'],
    ['Achievements', 'awards'],
    ['Publications', 'publications'],
    ['Languages', 'languages'],
    ['Volunteer Experience', 'volunteer'],
    ['Community Involvement', 'volunteer'],
    ['Interests', 'interests'],
    ['Hobbies', 'interests'],
    ['References', 'references'],
    ['Additional Information', 'other'],
    ['Contact Information', 'contact'],
    ['Presentations', 'publications'],
    ['Credentials', 'certifications'],
    ['Internship', 'experience'],
    ['Portfolio', 'projects'],
    ['Positions Held', 'experience'],
    ['Professional Development', 'certifications'],
  ])('reads "%s" as %s', (text, kind) => {
    expect(matchHeadingText(text)).toBe(kind);
  });

  it.each([
    ['WORK EXPERIENCE', 'experience'],
    ['Work Experience:', 'experience'],
    ['work experience', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['W O R K  E X P E R I E N C E', 'experience'],
    ['EDUCATION AND TRAINING', 'education'],
    ['Skills & Interests', 'skills'],
    ['Awards and Honors', 'awards'],
    ['Honors / Awards', 'awards'],
    ['Certifications, Licenses', 'certifications'],
    ['Relevant Professional Experience', 'experience'],
    ['Selected Projects', 'projects'],
    ['— SKILLS —', 'skills'],
    ['Education and Certification', 'education'],
    ["Master's Thesis", 'education'],
    ['Doctoral Thesis', 'education'],
    ['Masterarbeit', 'education'],
    ['Tesis doctoral', 'education'],
    ['Zivildienst', 'experience'],
  ])('accepts the form "%s"', (text, kind) => {
    expect(matchHeadingText(text)).toBe(kind);
  });

  it.each([
    'Experience in managing teams of ten engineers across three sites',
    'Company Name',
    'Research and Development',
    'Skilled communicator',
    'Education 2019',
    'Managed hiring',
  ])('does not read "%s" as a heading', (text) => {
    expect(matchHeadingText(text)).toBeUndefined();
  });

  it('marks everyday words as weak aliases', () => {
    expect(matchHeading('Training')).toEqual({ kind: 'education', weak: true });
    expect(matchHeading('Education & Training')).toEqual({ kind: 'education', weak: false });
    expect(matchHeading('Research')?.weak).toBe(true);
    // A bare "Thesis" is as often a label inside a degree entry.
    expect(matchHeading('Thesis')).toEqual({ kind: 'education', weak: true });
  });

  it('reads a field word before a section noun as that section, with a layout cue only', () => {
    expect(matchHeading('Clinical Skills')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('KITCHEN EXPERIENCE')).toEqual({ kind: 'experience', weak: true });
    // Letter-spaced by a web page whose text layer kept no word space.
    expect(matchHeading('CLINICALSKILLS')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('Inexperience')).toBeUndefined();
    expect(matchHeading('Three Nursing Skills')).toBeUndefined();
    // Joined by "&" or "and" as well.
    expect(matchHeading('Systems & Skills')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('Kitchen and Experience')).toEqual({ kind: 'experience', weak: true });
    expect(matchHeading('Payroll Systems & Skills')).toBeUndefined();
    // Other section nouns and languages: the qualifier before, after, or joined.
    expect(matchHeading('Clinical Competencies')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('Compétences clés')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('Skills Matrix')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('FACHKOMPETENZEN')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('Esperienza lavorativa')?.kind).toBe('experience');
    // A hyphenated qualifier, and the noun with a linked phrase after it.
    expect(matchHeading('Hands-on Skills')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('Experiência de trabalho')).toEqual({ kind: 'experience', weak: true });
    expect(matchHeading('Expérience de terrain')).toEqual({ kind: 'experience', weak: true });
    expect(matchHeading('Experience to Date')).toEqual({ kind: 'experience', weak: true });
    expect(matchHeading('Experience with children and families')).toBeUndefined();
    expect(matchHeading('Skills 2024')).toBeUndefined();
  });

  it('reads two qualifiers that share one section noun, before it or after it', () => {
    expect(matchHeading('Schulische und berufliche Ausbildung')).toEqual({ kind: 'education', weak: true });
    expect(matchHeading('Technical and Soft Skills')).toEqual({ kind: 'skills', weak: true });
    expect(matchHeading('Competências técnicas e comportamentais')).toEqual({ kind: 'skills', weak: true });
    // Nothing shared: no section noun at either end.
    expect(matchHeading('Sales and Customer Service')).toBeUndefined();
    expect(matchHeading('Reading and walking every weekend')).toBeUndefined();
  });

  it('reads a heading after its section number', () => {
    expect(matchHeading('01 Personal Profile')?.kind).toBe('summary');
    expect(matchHeading('2. Experience')?.kind).toBe('experience');
    expect(matchHeading('IV) Education')?.kind).toBe('education');
    expect(matchHeading('2019 Experience')).toBeUndefined();
    // A known alias keeps its own kind and strength.
    expect(matchHeading('Language Skills')).toEqual({ kind: 'languages', weak: false });
  });

  it('completes a German compound elided before "und" from the next word', () => {
    expect(matchHeadingText('Aus- und Weiterbildung')).toBe('education');
    expect(matchHeadingText('Berufs- und Praxiserfahrung')).toBe('experience');
  });

  it('reads a professional registration as a credential heading', () => {
    expect(matchHeading('Registration')).toEqual({ kind: 'certifications', weak: true });
    expect(matchHeadingText('Professional Registration')).toBe('certifications');
  });
});

describe('headings of a path, a summary or an education noun with a qualifier', () => {
  it.each([
    ['Percurso profissional', 'experience'],
    ['Percorso lavorativo', 'experience'],
    ['Trayectoria laboral', 'experience'],
    ['Percorso formativo', 'education'],
    ['Percorso di studi', 'education'],
    ['Parcours scolaire', 'education'],
    ['Resumen profesional', 'summary'],
    ['Formation initiale', 'education'],
    ['Habilitações literárias', 'education'],
  ])('reads "%s" as %s', (text, kind) => {
    expect(matchHeadingText(text)).toBe(kind);
  });

  it('needs a qualifier that names work or studies, and a layout cue', () => {
    expect(matchHeading('Percorso')).toBeUndefined();
    expect(matchHeading('Parcours sportif')).toBeUndefined();
    expect(matchHeading('Percorso formativo')).toEqual({ kind: 'education', weak: true });
  });
});

function split(lines: Parameters<typeof documentFromLines>[0]) {
  const document = documentFromLines(lines);
  return splitSections(
    document.lines,
    document.lines.map((line) => cleanLine(line.text)),
  );
}

describe('splitSections', () => {
  it('starts sections at headings and puts each line in one', () => {
    const result = split([
      'Jane Doe',
      'jane@example.com',
      'SUMMARY',
      'Analyst with eight years of experience in retail pricing and demand planning.',
      'EXPERIENCE',
      'Data Analyst, Acme Inc, 2019 - Present',
      '• Built the weekly pricing report used by 40 stores',
      'SKILLS',
      'SQL, Python, Tableau',
    ]);
    expect(result.sections.map((section) => [section.kind, section.headingLine])).toEqual([
      ['contact', -1],
      ['summary', 2],
      ['experience', 4],
      ['skills', 7],
    ]);
    expect(result.sectionOfLine).toEqual([
      'contact',
      'contact',
      'summary',
      'summary',
      'experience',
      'experience',
      'experience',
      'skills',
      'skills',
    ]);
    expect(result.contactLines).toEqual([0, 1]);
  });

  it('does not take a bullet or a sentence starting with a heading word as a heading', () => {
    const result = split([
      'EXPERIENCE',
      'Senior Engineer, Acme, 2020 - Present',
      '• Experience with Kafka and Flink',
      'Experience in budgeting and forecasting for a retail chain of 40 stores.',
      'Education',
      'BSc Computer Science, University of Leeds, 2016',
    ]);
    expect(result.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
    expect(result.sectionOfLine.slice(0, 4)).toEqual([
      'experience',
      'experience',
      'experience',
      'experience',
    ]);
  });

  it('accepts a sentence-case heading only for a strong alias', () => {
    const result = split([
      'Work experience',
      'Analyst, Acme Ltd, 2019 - 2021',
      'Training',
      'Professional development',
      'Excel for analysts, 2020',
    ]);
    expect(result.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['experience', 'Work experience'],
      ['certifications', 'Professional development'],
    ]);
  });

  it('reads "Qualifications" by its content: degrees or skills', () => {
    const degrees = split([
      'Qualifications',
      'BSc (Hons) Chemistry, University of Leeds, 2015',
      'Skills',
      'HPLC',
    ]);
    expect(degrees.sections.map((section) => section.kind)).toEqual(['education', 'skills']);
    const skills = split([
      'Qualifications',
      'Conflict resolution',
      'Rota planning',
      'Experience',
      'Clerk, Acme, 2019 - 2021',
    ]);
    expect(skills.sections.map((section) => section.kind)).toEqual(['skills', 'experience']);
    expect(skills.sectionOfLine.slice(0, 3)).toEqual(['skills', 'skills', 'skills']);
  });

  it("does not take a role's indented sub-heading as a section heading", () => {
    const result = split([
      'Summary',
      'Mortgage specialist.',
      'Experience',
      'Loan Officer, Acme Bank, 2011 - 2019',
      { text: 'Accomplishments', x: 60 },
      { text: 'Closed 120 mortgages a year.', x: 60 },
      'Education',
      'BS Economics, Rutgers University, 2010',
    ]);
    expect(result.sections.map((section) => section.kind)).toEqual(['summary', 'experience', 'education']);
  });

  it('does not take a wrapped continuation as a heading', () => {
    const result = split([
      'Summary',
      'Manager known for strong negotiation, budgeting and',
      'Skills',
      'Experience',
      'Buyer, Acme, 2019 - 2021',
    ]);
    expect(result.sections.map((section) => section.kind)).toEqual(['summary', 'experience']);
  });

  it('reads the text above the first heading as a summary when it is prose', () => {
    const result = split([
      'Jane Doe',
      'Seasoned analyst who turns messy operational data into clear weekly decisions for store managers.',
      'Experience',
      'Analyst, Acme, 2019 - 2021',
    ]);
    expect(result.sections.map((section) => section.kind)).toEqual(['contact', 'summary', 'experience']);
    expect(result.sections[1]?.headingLine).toBe(-1);
  });

  it('accepts weak aliases only with a layout cue', () => {
    const plain = split([
      'Accomplishments',
      'Training',
      { text: 'Trained 40 new hires on the point-of-sale system.', x: 60 },
      'Experience',
      'Cook, Diner, 2019 - 2021',
    ]);
    expect(plain.sections.map((section) => section.kind)).toEqual(['awards', 'experience']);
    const flagged = split([
      { text: 'EXPERIENCE', heading: true, fontSize: 14 },
      'Cook, Diner, 2019 - 2021',
      { text: 'TRAINING', heading: true, fontSize: 14 },
      'Food Safety Level 2',
    ]);
    expect(flagged.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
  });

  it('takes a weak education heading set like the text when a school follows it where headings stand', () => {
    const lines = (label: string, next: string) =>
      split([
        'Work Experience',
        'Driver, Acme Freight, 2003 - 2014',
        { text: 'Hauled vehicles across 12 states.', x: 60 },
        label,
        '2000',
        next,
        'Credentials',
        'TWIC card',
      ]).sections.map((section) => section.kind);
    expect(lines('Specialized Training', 'Road Master Truck driving School - Dallas, TX')).toEqual([
      'experience',
      'education',
      'certifications',
    ]);
    // Followed by work, or written as a label with a colon, it stays part of the section above.
    expect(lines('Specialized Training', 'Trained 12 new drivers on loading.')).toEqual([
      'experience',
      'certifications',
    ]);
    expect(lines('Specialized Training:', 'Road Master Truck driving School - Dallas, TX')).toEqual([
      'experience',
      'certifications',
    ]);
  });

  it('takes an unknown heading styled like the known ones as a section of its own', () => {
    const result = split([
      { text: 'EXPERIENCE', heading: true, fontSize: 14 },
      'Cook, Diner, 2019 - 2021',
      { text: 'SKILLS', heading: true, fontSize: 14 },
      'Knife skills, pastry',
      { text: 'MENTORING', heading: true, fontSize: 14 },
      'Coached two apprentices to their first placements.',
    ]);
    expect(result.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['experience', 'EXPERIENCE'],
      ['skills', 'SKILLS'],
      ['other', 'MENTORING'],
    ]);
  });

  it('does not take a degree set like a heading for a section of its own', () => {
    const result = split([
      { text: 'EXPERIENCE', heading: true, fontSize: 14 },
      'Developer, Company A, 2016 - 2021',
      { text: 'EDUCATION', heading: true, fontSize: 14 },
      { text: 'MASTER OF ARTS', heading: true, fontSize: 14 },
      'Major in Hacking and Computer Penetration, University A, New York, USA.',
      { text: 'BACHELOR OF SCIENCE', heading: true, fontSize: 14 },
      'Major in Engineering, University B, Los Angeles, USA.',
    ]);
    expect(result.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
  });

  it('does not take an ALL-CAPS employer above a dated role as a heading', () => {
    const result = split([
      { text: 'EXPERIENCE', heading: true, fontSize: 14 },
      { text: 'GLOBEX', heading: true, fontSize: 14 },
      'Engineer, 2019 - 2021',
      { text: 'EDUCATION', heading: true, fontSize: 14 },
      'BSc Physics, 2015',
    ]);
    expect(result.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
  });

  it('keeps a section per column', () => {
    const result = split([
      { text: 'SKILLS', column: 1, x: 40 },
      { text: 'SQL', column: 1, x: 40 },
      { text: 'EXPERIENCE', column: 2, x: 230 },
      { text: 'Analyst, Acme, 2019 - 2021', column: 2, x: 230 },
      { text: 'Python', page: 2, column: 1, x: 40 },
      { text: 'Engineer, Globex, 2016 - 2019', page: 2, column: 2, x: 230 },
    ]);
    expect(result.sectionOfLine).toEqual([
      'skills',
      'skills',
      'experience',
      'experience',
      'skills',
      'experience',
    ]);
  });

  it('reads a resume set as labels ("Experience: …") by its labels, the rest of the line as content', () => {
    const document = documentFromLines([
      'Kim Ode',
      'Profile:   Support worker for adults with learning disabilities, eight years in supported living.',
      'Experience: Senior Support Worker, Cart Valley Living, Paisley (2021 – present)',
      { text: 'Support Worker, Renfrew Care, Renfrew (2016 – 2021)', x: 120 },
      'Training:   SVQ Social Services Level 3, West Clyde College (2018)',
      'Strengths:   Person-centred planning, Medication administration',
    ]);
    const texts = document.lines.map((line) => cleanLine(line.text));
    const result = splitSections(document.lines, texts);
    expect(result.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['contact', ''],
      ['summary', 'Profile'],
      ['experience', 'Experience'],
      ['education', 'Training'],
      ['skills', 'Strengths'],
    ]);
    expect(result.sections[2]?.lineIndexes).toEqual([2, 3]);
    expect(texts[2]).toBe('Senior Support Worker, Cart Valley Living, Paisley (2021 – present)');
  });

  it("keeps a label inside a role of a resume with headings of its own as the role's line", () => {
    const result = split([
      { text: 'EXPERIENCE', heading: true, fontSize: 14 },
      'Developer, Acme, 2019 - 2021',
      'Skills: Python, SQL',
      'Education: paid for by the employer',
      { text: 'EDUCATION', heading: true, fontSize: 14 },
      'BSc Physics, 2015',
    ]);
    expect(result.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
    expect(result.sections[0]?.lineIndexes).toEqual([1, 2, 3]);
  });

  it('reads an unknown heading placed like centred known headings, each at its own x', () => {
    const result = split([
      { text: 'Kim Ode', x: 200 },
      { text: 'SUMMARY', x: 257 },
      { text: 'Laboratory technician with eight years in environmental testing.', x: 57 },
      { text: 'EXPERIENCE', x: 240 },
      { text: 'Laboratory Technician, Tar River Labs (2016 – 2019)', x: 57 },
      { text: 'EDUCATION', x: 248 },
      { text: 'B.S. Chemistry, Eno State University, 2016', x: 57 },
      { text: 'INSTRUMENTS', x: 231 },
      { text: 'ICP-MS, HPLC, gas chromatography, LIMS and GLP documentation', x: 57 },
    ]);
    expect(result.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['contact', ''],
      ['summary', 'SUMMARY'],
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION'],
      ['other', 'INSTRUMENTS'],
    ]);
  });

  it("reads an unknown heading of up to six words, or in sentence case, only in the known headings' font", () => {
    const lines = (size: number) => [
      { text: 'Tobias Osei', heading: true, fontSize: 22 },
      'tobias@example.com · Bristol',
      { text: 'Summary', heading: true, fontSize: 12.5 },
      'Licensed door supervisor with eight years of keeping venues safe.',
      { text: 'Employment', heading: true, fontSize: 12.5 },
      'Door Supervisor, Harbourside Venues Ltd, 2018 – 2021',
      { text: 'Education', heading: true, fontSize: 12.5 },
      'BTEC Level 2 Public Services, Kingswood Vale College, 2014',
      { text: 'What I Bring to a Site', heading: true, fontSize: size },
      'Conflict management, CCTV, Emergency first aid, Patrols',
      { text: '✓ Lo que sé hacer', heading: true, bullet: true, fontSize: size },
      'Ebanistería, CNC, Montaje de cocinas',
    ];
    expect(split(lines(12.5)).sections.map((section) => section.heading)).toEqual([
      '',
      'Summary',
      'Employment',
      'Education',
      'What I Bring to a Site',
      '✓ Lo que sé hacer',
    ]);
    // In a font of their own (an employer's, a larger title's), the same lines are not headings.
    expect(split(lines(11)).sections.map((section) => section.heading)).toEqual([
      '',
      'Summary',
      'Employment',
      'Education',
    ]);
  });

  it('reads a weak skills heading set like plain text when a list of short items follows it', () => {
    const result = split([
      'Experience',
      'Practice Nurse, Lagan Valley Group Practice, 2021 - 2024',
      'Clinical Skills',
      'Cervical screening',
      'Immunisations',
      'Spirometry',
    ]);
    expect(result.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['experience', 'Experience'],
      ['skills', 'Clinical Skills'],
    ]);
    // Followed by prose, the same words stay a line of the role.
    const prose = split([
      'Experience',
      'Practice Nurse, Lagan Valley Group Practice, 2021 - 2024',
      'Clinical Skills',
      'Ran the asthma, COPD and diabetes clinics for 14,000 patients.',
    ]);
    expect(prose.sections.map((section) => section.kind)).toEqual(['experience']);
  });
});
