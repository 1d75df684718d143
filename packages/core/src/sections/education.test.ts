import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { documentFromLines } from './test-document';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));

function educationOf(lines: string[]) {
  return parseResume(documentFromLines(['Education', ...lines]), { referenceDate: REFERENCE }).education;
}

describe('education entries', () => {
  it.each([
    [
      'PhD in Computer Science, Stanford University, 2015',
      'doctorate',
      'PhD',
      'Computer Science',
      'Stanford University',
    ],
    [
      'Doctor of Philosophy in Chemistry – University of Cambridge, 2012',
      'doctorate',
      'Doctor of Philosophy',
      'Chemistry',
      'University of Cambridge',
    ],
    ['MBA, Harvard Business School, 2012', 'masters', 'MBA', undefined, 'Harvard Business School'],
    [
      'MSc Data Science – University of Edinburgh, 2019',
      'masters',
      'MSc',
      'Data Science',
      'University of Edinburgh',
    ],
    [
      'M.Eng in Civil Engineering, Imperial College London, 2017',
      'masters',
      'M.Eng',
      'Civil Engineering',
      'Imperial College London',
    ],
    [
      'MA in English Literature, King’s College, 2010',
      'masters',
      'MA',
      'English Literature',
      'King’s College',
    ],
    [
      'Master of Science in Nursing, Johns Hopkins University, 2020',
      'masters',
      'Master of Science',
      'Nursing',
      'Johns Hopkins University',
    ],
    [
      'Bachelor of Science in Computer Science, University of Texas at Austin, May 2014',
      'bachelors',
      'Bachelor of Science',
      'Computer Science',
      'University of Texas at Austin',
    ],
    [
      'B.Tech in Mechanical Engineering, Indian Institute of Technology Bombay, 2010',
      'bachelors',
      'B.Tech',
      'Mechanical Engineering',
      'Indian Institute of Technology Bombay',
    ],
    ['B.E. Electronics, Anna University, 2009', 'bachelors', 'B.E.', 'Electronics', 'Anna University'],
    ['BA (Hons) History, University of Leeds, 2016', 'bachelors', 'BA', 'History', 'University of Leeds'],
    [
      'BSc, Economics, London School of Economics, 2018',
      'bachelors',
      'BSc',
      'Economics',
      'London School of Economics',
    ],
    [
      'Bachelor of Nursing, University of Sydney, 2015',
      'bachelors',
      'Bachelor of Nursing',
      'Nursing',
      'University of Sydney',
    ],
    [
      'Associate of Applied Science, Dental Hygiene 2012 Riverside Technical College',
      'associate',
      'Associate of Applied Science',
      'Dental Hygiene',
      'Riverside Technical College',
    ],
    [
      'AA in General Studies, Valencia College, 2008',
      'associate',
      'AA',
      'General Studies',
      'Valencia College',
    ],
    ['Diploma in Nursing, Seneca College, 2011', 'diploma', 'Diploma', 'Nursing', 'Seneca College'],
    [
      'Certificate in Project Management, Cornell University, 2019',
      'certificate',
      'Certificate',
      'Project Management',
      'Cornell University',
    ],
    [
      'High School Diploma, Lincoln High School, 2008',
      'high-school',
      'High School Diploma',
      undefined,
      'Lincoln High School',
    ],
    ['GED, 2004', 'high-school', 'GED', undefined, undefined],
  ])('reads "%s"', (line, level, degree, field, institution) => {
    const [entry] = educationOf([line]);
    expect(entry).toMatchObject({ level, degree });
    expect(entry?.field).toBe(field);
    expect(entry?.institution).toBe(institution);
  });

  it('finds the institution after a field that contains a school word, and stops it at a place', () => {
    const [first, second] = educationOf([
      'Master of Education : School Leadership , 2016 Bayside College – City , State',
      'Welding Certificate, Lakeshore College of Design City , State',
    ]);
    expect(first).toMatchObject({
      field: 'School Leadership',
      institution: 'Bayside College',
    });
    expect(second).toMatchObject({
      level: 'certificate',
      institution: 'Lakeshore College of Design',
    });
  });

  it('reads the graduation date, month when given', () => {
    expect(
      educationOf(['Bachelor of Science in Biology, University of Ghana, May 2014'])[0]?.graduation,
    ).toEqual({
      year: 2014,
      month: 5,
    });
    expect(educationOf(['MSc Physics, University of Oslo, 2016 – 2018'])[0]?.graduation).toEqual({
      year: 2018,
      month: 0,
    });
    expect(
      educationOf(['PhD Economics, University of Chicago, 2021 – Present'])[0]?.graduation,
    ).toBeUndefined();
  });

  it('reads a degree a design writes in capitals, and no degree in other capitals', () => {
    const entries = educationOf([
      'MASTER OF ARTS',
      'Major in Hacking and Computer Penetration, University A, New York, USA.',
      'BACHELOR OF SCIENCE',
      'Major in Engineering, University B, Los Angeles, USA.',
    ]);
    expect(entries.map((entry) => entry.level)).toEqual(['masters', 'bachelors']);
    expect(educationOf(['MASTER ELECTRICIAN LICENCE', 'HARBOUR MASTER TRAINING'])).toEqual([]);
  });

  it('reads degree names in other languages, with the field after "in", "em", "en"', () => {
    const entries = educationOf([
      'Laurea in Giurisprudenza, Università di Padova, 2014',
      'Mestrado em Engenharia Civil, Universidade do Porto, 2018',
      'Grado en Historia, Universidad de Salamanca, 2011',
      'Licence en droit, Université de Nantes, 2009',
      'HBO Verpleegkunde, Hogeschool Leiden, 2016',
    ]);
    expect(entries.map((entry) => [entry.level, entry.degree, entry.field, entry.institution])).toEqual([
      ['bachelors', 'Laurea', 'Giurisprudenza', 'Università di Padova'],
      ['masters', 'Mestrado', 'Engenharia Civil', 'Universidade do Porto'],
      ['bachelors', 'Grado', 'Historia', 'Universidad de Salamanca'],
      ['bachelors', 'Licence', undefined, 'Université de Nantes'],
      ['diploma', 'HBO', 'Verpleegkunde', 'Hogeschool Leiden'],
    ]);
    // The English words of the lists stay English: no doctorate in a promotion, no degree in a licence.
    expect(educationOf(['Promotion to shift lead, Northside Academy, 2019'])[0]?.level).toBe('other');
    expect(educationOf(['Forklift licence, Northside Academy, 2019'])[0]?.level).not.toBe('bachelors');
  });

  it('does not read a state or a product as a degree', () => {
    expect(educationOf(['Harvard Extension School, Boston, MA'])[0]).toMatchObject({
      level: 'other',
      institution: 'Harvard Extension School',
    });
    expect(educationOf(['Training in MS Office at Northside Academy'])[0]).toMatchObject({ level: 'other' });
  });

  it('splits entries where a new degree or institution starts, and keeps detail lines with them', () => {
    const entries = educationOf([
      'Lakeview Community College 1999 Associate : Bookkeeping City , State , USA',
      'Concentration in payroll',
      'Master of Arts : European Studies Leiden University',
      'Graduated with distinction',
      'BSc Computer Science',
      'University of Lagos',
      '2012 – 2016',
    ]);
    expect(entries.map((entry) => [entry.level, entry.field, entry.institution])).toEqual([
      ['associate', 'Bookkeeping', 'Lakeview Community College'],
      ['masters', 'European Studies', 'Leiden University'],
      ['bachelors', 'Computer Science', 'University of Lagos'],
    ]);
    expect(entries.map((entry) => entry.lineIndexes)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6, 7],
    ]);
    expect(entries[2]?.graduation).toEqual({ year: 2016, month: 0 });
  });

  it('keeps dates with the entry they head when the section starts with a date', () => {
    const entries = educationOf([
      '2016 – 2018',
      'MSc Physics',
      'University of Oslo',
      '2012 – 2016',
      'BSc Computer Science',
      'University of Lagos',
    ]);
    expect(
      entries.map((entry) => [entry.degree, entry.institution, entry.graduation?.year, entry.lineIndexes]),
    ).toEqual([
      ['MSc', 'University of Oslo', 2018, [1, 2, 3]],
      ['BSc', 'University of Lagos', 2016, [4, 5, 6]],
    ]);
  });
});
