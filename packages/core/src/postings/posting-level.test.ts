import { EXPERIENCE_LEVELS } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { findMinYears, inferExperienceLevel, levelFromTitle, levelFromYears } from './posting-level';
import type { PostingStatement, StatementIntent } from './posting-sections';

function statements(
  ...texts: ReadonlyArray<string | readonly [string, StatementIntent]>
): PostingStatement[] {
  return texts.map((entry, blockIndex) => {
    const [text, intent] = typeof entry === 'string' ? [entry, 'requirement' as const] : entry;
    return { blockIndex, section: 'requirements', intent, text, isBullet: true };
  });
}

describe('findMinYears', () => {
  const cases: ReadonlyArray<readonly [string, number | null]> = [
    ['3+ years of experience with Go', 3],
    ['Minimum of 5 years in a clinical setting', 5],
    ['5-7 years of relevant experience', 5],
    ['5 to 7 years of professional experience', 5],
    ['At least 3-4 years of experience in distributed systems', 3],
    ['More than Four years of experience in ReactJS development.', 4],
    ['Minimum 1 year of working experience as a ReactJS Developer.', 1],
    ['Five (5) years of progressive accounting experience', 5],
    ["2 years' experience in a kitchen", 2],
    ['Bachelor’s degree (a 4-year degree) in nursing', null],
    ['A 2-year contract with the option to extend', null],
    ['The company is 15 years old', null],
    ['We have served customers for 30 years', null],
  ];
  it.each(cases)('%s -> %s', (text, years) => {
    expect(findMinYears(statements(text))).toBe(years);
  });

  it.each([
    ['A decade or more of commercial driving experience', 10],
    ['Over a decade of experience in hotel operations', 10],
    ['More than a decade in commercial construction, leading crews', 10],
    ["A decade's experience in payroll", 10],
    ['A decade-plus of product management experience', 10],
    ['Two decades of experience in the legal profession', 20],
    ['Half a decade of hands-on experience in a warehouse', 5],
    ['A decade and a half of experience in pharmacy practice', 15],
    ['Ten years of experience in logistics', 10],
    ['At least five years of professional accounting experience', 5],
    ['A minimum of seven years of nursing experience', 7],
    ['Fourteen years of experience in aviation maintenance', 14],
    ['Eighteen years of experience as a pilot', 18],
    ['Two to four years of experience in customer service', 2],
    ['Two-to-four years of experience in customer service', 2],
    ['2-to-4 years of experience in customer service', 2],
    ['One or two years of experience in a kitchen', 1],
    ['Between three and five years of experience in sales', 3],
    ['Between 3 and 5 years of experience in sales', 3],
    ['Five-plus years of software development experience', 5],
    ['5 plus years of software development experience', 5],
    ['10 or more years of account management experience', 10],
    ['Five or more years of experience in procurement', 5],
    ['5 years or more of experience in procurement', 5],
    ['Ten (10+) years of management experience', 10],
    ['Over five years of experience in recruiting', 5],
    ['More than 5 years of experience in recruiting', 5],
    ['One year of experience in retail', 1],
    ['A year of retail or customer service experience', 1],
    ['At least a year in a customer-facing role, with working knowledge of POS systems', 1],
    ['A full year of hands-on experience with forklifts', 1],
  ] as const)('reads years written in words: %s -> %s', (text, years) => {
    expect(findMinYears(statements(text))).toBe(years);
  });

  it.each([
    'Company founded 20 years ago, with experience across three continents',
    'Must be at least 18 years old; experience with forklifts is a plus',
    'Must be 18 years or older, with customer service experience',
    'Applicants must be 21 years of age or older and have retail experience',
    'Obtain the certification within two years of hire; experience preferred',
    'Complete the training in the first two years of employment, working alongside a mentor',
    'Relevant experience gained in the last five years',
    'A two-year degree or equivalent work experience',
    'An associate degree (two years of college) or equivalent experience',
    'Two years of post-secondary education, or equivalent work experience',
    'For the first year you will work alongside an experienced driver',
    'A 5-year warranty on every install, backed by our experienced crews',
    'Five years warranty on parts; experience with HVAC systems preferred',
    'Earn $52,000 a year, depending on experience',
    'Reviews once a year, with raises based on experience',
    'We have grown every year for a decade, working with local farms',
    'Celebrating 25 years of working with families in the region',
    'Relocation within a year; experience with SAP is a plus',
  ])('does not read years that measure something else: %s', (text) => {
    expect(findMinYears(statements(text))).toBeNull();
  });

  it('guards digits the same way: time frames, ages and study are not experience', () => {
    expect(
      findMinYears(statements('Obtain the certification within 2 years of hire; experience preferred')),
    ).toBeNull();
    expect(findMinYears(statements('Must be 18 years or older, with 2 years of retail experience'))).toBe(2);
    expect(findMinYears(statements('3 years of experience gained in the last 5 years'))).toBe(3);
    expect(findMinYears(statements('2 years of college coursework or equivalent experience'))).toBeNull();
  });

  it('reads a ceiling ("up to two years") as no minimum', () => {
    expect(
      findMinYears(statements('Up to two years of farm or ranch work experience; students welcome')),
    ).toBe(0);
    expect(findMinYears(statements('Less than 1 year of experience required'))).toBe(0);
    expect(findMinYears(statements('No more than 3 years of professional experience'))).toBe(0);
    expect(
      findMinYears(statements('At least 2 years of experience, up to 5 years of experience preferred')),
    ).toBe(2);
  });

  it('reads the second count when "and" joins two things, not a range', () => {
    expect(findMinYears(statements('Python 3 and 5 years of experience building web services'))).toBe(5);
  });

  it('reads years of education-related experience as experience', () => {
    expect(findMinYears(statements('Three years of higher education administration experience'))).toBe(3);
    expect(findMinYears(statements('Five years of school leadership experience'))).toBe(5);
    expect(findMinYears(statements('Five years of university teaching experience'))).toBe(5);
  });

  it('takes the largest required minimum across mentions', () => {
    expect(
      findMinYears(
        statements('5+ years of software engineering experience', '2+ years of experience with React'),
      ),
    ).toBe(5);
  });

  it('ignores years in nice-to-haves when a requirement states years', () => {
    expect(
      findMinYears(statements('3+ years of experience', ['8+ years of experience preferred', 'preferred'])),
    ).toBe(3);
    expect(findMinYears(statements(['8+ years of experience preferred', 'preferred']))).toBe(8);
  });

  it('ignores company and benefit text', () => {
    expect(
      findMinYears(statements(['Founded 12 years ago with 10 years of experience in logistics', 'excluded'])),
    ).toBeNull();
  });
});

describe('levelFromTitle', () => {
  const cases: ReadonlyArray<readonly [string, string | undefined]> = [
    ['Software Engineering Intern', 'entry-level'],
    ['Junior Accountant', 'entry-level'],
    ['Jr. Data Analyst', 'entry-level'],
    ['Associate Product Manager', 'entry-level'],
    ['Graduate Mechanical Engineer', 'entry-level'],
    ['Senior Software Engineer', 'senior-level'],
    ['Sr Rust Engineer', 'senior-level'],
    ['Data Scientist III', 'senior-level'],
    ['Engineer 4, Software Development & Engineering-8308', 'senior-level'],
    ['Data Scientist II', 'mid-level'],
    ['Specialist I - Software Engineering', 'entry-level'],
    ['Rust Engineering Lead - Linux and Open Source', 'lead-principal'],
    ['Principal Product Manager', 'lead-principal'],
    ['Staff Backend Engineer', 'lead-principal'],
    ['Head of People', 'lead-principal'],
    ['Director of Nursing', 'lead-principal'],
    ['Staff Accountant', undefined],
    ['Staff Nurse', undefined],
    ['Sales Associate', undefined],
    ['IV Therapy Nurse', undefined],
    ['Lead Generation Specialist', undefined],
    ['Software Engineer', undefined],
  ];
  it.each(cases)('%s -> %s', (title, level) => {
    expect(levelFromTitle(title)).toBe(level);
  });

  it.each([
    ['Assistant Principal', undefined],
    ['Vice Principal', undefined],
    ['Elementary School Principal', undefined],
    ['Principal - High School', undefined],
    ['Senior Assistant Principal', 'senior-level'],
    ['Head of School', 'lead-principal'],
    ['Principal', 'lead-principal'],
    ['Principal Engineer', 'lead-principal'],
    ['Assistant Principal Engineer', 'lead-principal'],
  ])("reads a school principal's title as a job, not a level: %s -> %s", (title, level) => {
    expect(levelFromTitle(title)).toBe(level);
  });
});

describe('inferExperienceLevel', () => {
  it('maps years to bands: 0-2 entry, 3-5 mid, 6-9 senior, 10+ lead', () => {
    expect([0, 2, 3, 5, 6, 9, 10, 15].map(levelFromYears)).toEqual([
      'entry-level',
      'entry-level',
      'mid-level',
      'mid-level',
      'senior-level',
      'senior-level',
      'lead-principal',
      'lead-principal',
    ]);
  });

  it("follows the catalogue's level bands: every band's lowest years read as that band", () => {
    for (const band of EXPERIENCE_LEVELS) expect(levelFromYears(band.minYears), band.id).toBe(band.id);
  });

  it('prefers the title over everything else', () => {
    expect(inferExperienceLevel('Senior Data Engineer', 'Entry level', 1)).toBe('senior-level');
  });

  it('takes a director or executive source level before the years', () => {
    expect(inferExperienceLevel('Engineering Manager', 'Director', 4)).toBe('lead-principal');
    expect(inferExperienceLevel('Operations', 'Executive', null)).toBe('lead-principal');
  });

  it('takes the stated years before a grade in the title', () => {
    expect(inferExperienceLevel('Specialist I - Software Engineering', 'Mid-Senior level', 10)).toBe(
      'lead-principal',
    );
    expect(inferExperienceLevel('Data Scientist II', null, null)).toBe('mid-level');
  });

  it('takes the stated years before the source level', () => {
    expect(inferExperienceLevel('Frontend Developer', 'Mid-Senior level', 1)).toBe('entry-level');
    expect(inferExperienceLevel('Backend Engineer', 'Entry level', 7)).toBe('senior-level');
  });

  it('falls back to the source level, then to mid-level', () => {
    expect(inferExperienceLevel('Frontend Developer', 'entry level', null)).toBe('entry-level');
    expect(inferExperienceLevel('Frontend Developer', 'Associate', null)).toBe('entry-level');
    expect(inferExperienceLevel('Frontend Developer', 'Mid-Senior level', null)).toBe('mid-level');
    expect(inferExperienceLevel('Frontend Developer', null, null)).toBe('mid-level');
  });
});
