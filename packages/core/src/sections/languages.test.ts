import { describe, expect, it } from 'vitest';
import { normalizeText } from '../extract/normalize';
import { extractContact } from './contact';
import { findDates } from './dates';
import { matchHeadingText } from './headings';
import { detectLanguage } from './languages';
import { isTitleWord } from './lexicon';
import { parseResume } from './parse-resume';
import { documentFromLines } from './test-document';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));

describe('headings in other languages', () => {
  it.each([
    ['Berufserfahrung', 'experience'],
    ['Praktische Tätigkeiten', 'experience'],
    ['Ausbildung', 'education'],
    ['Besondere Kenntnisse', 'skills'],
    ['Hobbys und Interessen', 'interests'],
    ['Expérience professionnelle', 'experience'],
    ['Formation', 'education'],
    ['Compétences', 'skills'],
    ['Experiencia laboral', 'experience'],
    ['Formación académica', 'education'],
    ['Idiomas', 'languages'],
    ['Experiência profissional', 'experience'],
    ['Formação acadêmica', 'education'],
    ['ESPERIENZA PROFESSIONALE', 'experience'],
    ['ISTRUZIONE E FORMAZIONE', 'education'],
    ['Werkervaring', 'experience'],
    ['Opleiding', 'education'],
    ['Vaardigheden', 'skills'],
    ['Soft Skills', 'skills'],
    ['Hard Skills', 'skills'],
  ])('reads "%s" as %s', (heading, kind) => {
    expect(matchHeadingText(heading)).toBe(kind);
  });
});

describe('dates in other languages', () => {
  it.each([
    ['März 2019 – heute', { year: 2019, month: 3 }, true],
    ['Marz 2019 - Juni 2020', { year: 2019, month: 3 }, false],
    ["janv. 2020 – aujourd'hui", { year: 2020, month: 1 }, true],
    ['enero 2018 - actualidad', { year: 2018, month: 1 }, true],
    ['set. 2019 - atual', { year: 2019, month: 9 }, true],
    ['gennaio 2017 - oggi', { year: 2017, month: 1 }, true],
    ['mrt 2015 - heden', { year: 2015, month: 3 }, true],
    ['15.03.2019 – 30.06.2021', { year: 2019, month: 3 }, false],
    ['seit 2020', { year: 2020, month: 0 }, true],
    ['desde 2021', { year: 2021, month: 0 }, true],
  ])('reads "%s"', (text, start, current) => {
    const [match] = findDates(text, REFERENCE);
    expect(match?.range.text).toBe(text);
    expect(match?.range.start).toEqual(start);
    expect(match?.range.current).toBe(current);
  });
});

describe('the language of a resume', () => {
  it('tells German, French and Spanish from English', () => {
    expect(detectLanguage(['Entwicklung der Plattform für die Planung und die Logistik mit dem Team'])).toBe(
      'de',
    );
    expect(detectLanguage(["Gestion des projets et suivi de la qualité pour les clients de l'agence"])).toBe(
      'fr',
    );
    expect(detectLanguage(['Desarrollo de la plataforma para los clientes y gestión de las ventas'])).toBe(
      'es',
    );
    expect(detectLanguage(['Built the pricing dashboard for the stores and cut the reporting time'])).toBe(
      'en',
    );
  });
});

describe('contact details that are not the candidate’s', () => {
  it('never reads dd.mm.yyyy dates as phone numbers', () => {
    const contact = extractContact({
      texts: ['Max Mustermann', 'Geboren am 15.03.1990', '01.10.2016 – 28.02.2019', 'Tel.: +49 170 1234567'],
      contactLines: [0, 1, 2, 3],
    });
    expect(contact.phones.map((phone) => phone.e164)).toEqual(['+491701234567']);
  });

  it('does not read a ZIP code and an hours figure as a phone', () => {
    const contact = extractContact({
      texts: ['Jane Doe', 'Austin, TX 78701   40 hrs/w'],
      contactLines: [0, 1],
    });
    expect(contact.phones).toEqual([]);
  });

  it('keeps referees’ emails and phones out of the candidate’s', () => {
    const document = documentFromLines([
      'Jane Doe',
      'jane.doe@example.com',
      'EXPERIENCE',
      'Data Analyst, Globex Retail plc   Jul 2018 – Dec 2020',
      '• Forecast demand for 2,000 products',
      'Supervisor: Tom Roe, tom.roe@globex.com, Phone: +1 415 555 0100',
      'REFERENCES',
      'Ann Smith, Head of Analytics, ann.smith@acme.com, +1 212 555 0199',
    ]);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.contact.emails.map((email) => email.value)).toEqual(['jane.doe@example.com']);
    expect(parsed.contact.phones).toEqual([]);
  });

  it('reads a name on a shared line', () => {
    const named = (line: string) =>
      extractContact({ texts: [line, 'jane@example.com'], contactLines: [0, 1] });
    expect(named('Jane Doe Resume').name?.text).toBe('Jane Doe');
    expect(named('NAME Jane Doe').name?.text).toBe('Jane Doe');
    expect(named('Name: Jane Doe').name?.text).toBe('Jane Doe');
  });

  it('reads a letter-spaced email in the contact block', () => {
    const contact = extractContact({
      texts: ['CONTACT', 'j o h n . d o e @ e m a il . c o m'],
      contactLines: [0, 1],
    });
    expect(contact.emails.map((email) => email.value)).toEqual(['john.doe@email.com']);
  });
});

describe('smaller defects', () => {
  it('mends the "ï¼" mojibake on its own', () => {
    expect(normalizeText('Sales ï¼ Marketing')).toBe('Sales - Marketing');
  });

  it('keeps a "Relevant Training:" label inside a role from ending the experience section', () => {
    const document = documentFromLines([
      'Jane Doe',
      'EXPERIENCE',
      'Data Analyst, Globex Retail plc   Jul 2018 – Dec 2020',
      '• Forecast demand for 2,000 products',
      'Relevant Training:',
      '• Advanced SQL course, 40 hours',
      'Junior Analyst, Initech Ltd   Sep 2016 – Jun 2018',
      '• Cleaned CRM data for 80,000 customers',
      'EDUCATION',
      'BSc Mathematics, University of Bristol, 2016',
    ]);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.experience).toHaveLength(2);
  });

  it('reads "MS SharePoint" under Qualifications as a skill, not a master’s degree', () => {
    const document = documentFromLines([
      'Jane Doe',
      'QUALIFICATIONS',
      'MS SharePoint',
      'MS Excel',
      'Customer service',
      'EXPERIENCE',
      'Office Administrator, Globex Retail plc   Jul 2018 – Dec 2020',
      '• Ran the office for a team of 40',
    ]);
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.sections.find((section) => section.heading === 'QUALIFICATIONS')?.kind).toBe('skills');
    expect(parsed.education).toEqual([]);
  });
});

describe('title words of other languages', () => {
  it('reads German and Dutch compounds ending in a title word, English loans included, as title words', () => {
    for (const word of [
      'Konstruktionsingenieurin',
      'Softwareontwikkelaar',
      'Filiaalmanager',
      'Afdelingsleider',
    ])
      expect(isTitleWord(word), word).toBe(true);
    expect(isTitleWord('Mediendesigner')).toBe(true);
    // A title word alone, or too short a head, is not a compound.
    expect(isTitleWord('Exmanager')).toBe(false);
    expect(isTitleWord('Filiaal')).toBe(false);
  });
});
