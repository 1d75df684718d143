import { describe, expect, it } from 'vitest';
import { findLocation } from './locations';
import { parseResume } from './parse-resume';
import { documentFromLines, type FixtureLine } from './test-document';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));

function contactOf(lines: FixtureLine[]) {
  return parseResume(documentFromLines(lines), { referenceDate: REFERENCE }).contact;
}

const BODY: FixtureLine[] = [
  'Experience',
  'Data Analyst, Acme Ltd, 2019 - 2021',
  '• Built the weekly sales report',
];

describe('contact details', () => {
  it('reads a town named alone between separators from the list of towns, with its country when it tells one', () => {
    const bristol = contactOf(['Tobias Osei', 'tobias@example.com · 0117 496 0732 · Bristol', ...BODY]);
    expect(bristol.location).toEqual({ text: 'Bristol', lineIndex: 1 });
    const leiria = contactOf(['Rui Pestana', '+351 917 555 380 | rui@example.com | Leiria', ...BODY]);
    expect(leiria.location?.text).toBe('Leiria');
    // A Portuguese town makes the local number Portuguese.
    expect(leiria.phones[0]?.e164).toBe('+351917555380');
    const twoWords = contactOf(['Rui Pestana', 'Marinha Grande · rui@example.com', ...BODY]);
    expect(twoWords.location?.text).toBe('Marinha Grande');
    // Between an email and a phone number whose separators were lost, with a state's code, on a line alone.
    const collapsed = contactOf([
      'Bernadette Quigley',
      '028 9018 0472 bernadette@example.com Belfast',
      ...BODY,
    ]);
    expect(collapsed.location?.text).toBe('Belfast');
    const state = contactOf(['Kirra Pham', '0412 555 804 | kirra@example.com | Brisbane QLD', ...BODY]);
    expect(state.location?.text).toBe('Brisbane QLD');
    expect(state.phones[0]?.e164).toBe('+61412555804');
    const alone = contactOf(['Ana Souza', 'ana@example.com', 'São Paulo', ...BODY]);
    expect(alone.location?.text).toBe('São Paulo');
  });

  it('reads "Town, Country" with the country named in any of the seven languages', () => {
    for (const [line, country] of [
      ['Sevilla, España', 'ES'],
      ['Roma, Italia', 'IT'],
      ['Utrecht, Nederland', 'NL'],
      ['Niterói, Brasil', 'BR'],
      ['Genève, Suisse', 'CH'],
    ] as const) {
      const contact = contactOf(['Ana García', `ana@example.com | ${line}`, ...BODY]);
      expect(contact.location?.text).toBe(line);
      expect(findLocation(line)?.country).toBe(country);
    }
  });

  it('reads no town from a name, a headline, an address number or a word that is also a town', () => {
    expect(contactOf(['Florence Lincoln', 'florence@example.com', ...BODY]).location).toBeUndefined();
    expect(contactOf(['Jane Doe', 'Nurse | jane@example.com', ...BODY]).location).toBeUndefined();
    expect(contactOf(['Jane Doe', '123 Street | jane@example.com', ...BODY]).location).toBeUndefined();
    expect(contactOf(['Jane Doe', 'Reading | jane@example.com', ...BODY]).location).toBeUndefined();
  });

  it('reads a UK header: name, place, phone, email and LinkedIn', () => {
    const contact = contactOf([
      'Jane Doe',
      'London, UK | +44 20 7946 0958 | jane.doe@example.co.uk | linkedin.com/in/janedoe',
      ...BODY,
    ]);
    expect(contact.name).toEqual({ text: 'Jane Doe', lineIndex: 0 });
    expect(contact.location).toEqual({ text: 'London, UK', lineIndex: 1 });
    expect(contact.phones).toEqual([
      { raw: '+44 20 7946 0958', e164: '+442079460958', country: 'GB', lineIndex: 1 },
    ]);
    expect(contact.emails).toEqual([{ value: 'jane.doe@example.co.uk', lineIndex: 1 }]);
    expect(contact.links).toEqual([{ kind: 'linkedin', url: 'linkedin.com/in/janedoe', lineIndex: 1 }]);
    expect(contact.lineIndexes).toEqual([0, 1]);
  });

  it('reads an Indian number and a GitHub profile', () => {
    const contact = contactOf([
      'ARJUN SHARMA',
      'Bengaluru, India',
      '+91 98765 43210 · github.com/arjun-s',
      ...BODY,
    ]);
    expect(contact.name?.text).toBe('ARJUN SHARMA');
    expect(contact.location?.text).toBe('Bengaluru, India');
    expect(contact.phones[0]).toMatchObject({ e164: '+919876543210', country: 'IN' });
    expect(contact.links[0]).toMatchObject({ kind: 'github', url: 'github.com/arjun-s' });
  });

  it('reads a German number', () => {
    const contact = contactOf(['Lena Müller', 'Berlin, Germany', 'Tel: +49 30 1234567', ...BODY]);
    expect(contact.name?.text).toBe('Lena Müller');
    expect(contact.location?.text).toBe('Berlin, Germany');
    expect(contact.phones[0]).toMatchObject({ raw: '+49 30 1234567', e164: '+49301234567', country: 'DE' });
  });

  it('reads a US number in national format, with the state as the country hint', () => {
    const contact = contactOf([
      'Maria Garcia',
      'San Francisco, CA 94105',
      '(415) 555-0132',
      'maria@example.com',
      ...BODY,
    ]);
    expect(contact.location?.text).toBe('San Francisco, CA 94105');
    expect(contact.phones[0]).toMatchObject({ raw: '(415) 555-0132', e164: '+14155550132', country: 'US' });
  });

  it('reads a UK national number using the place as the country hint', () => {
    const contact = contactOf(['Tom Baker', 'Manchester, UK', 'Mobile: 07700 900123', ...BODY]);
    expect(contact.phones[0]).toMatchObject({ raw: '07700 900123', e164: '+447700900123', country: 'GB' });
  });

  it('keeps an ambiguous national number without guessing its country', () => {
    const contact = contactOf(['Tom Baker', '07700 900123', ...BODY]);
    expect(contact.phones).toEqual([{ raw: '07700 900123', lineIndex: 1 }]);
  });

  it('takes no phone number from dates or years', () => {
    const contact = contactOf([
      'Sam Lee',
      'Available 2019 - 2021 | 01/2019 - 11/2020 | 2015 2016 2017',
      'Experience',
      'Analyst, Acme, 03/2018 - 11/2020',
      'Phone: 2018-03 – 2020-11',
    ]);
    expect(contact.phones).toEqual([]);
  });

  it('finds an international number outside the contact block, as a designed sidebar places it', () => {
    const contact = contactOf([
      'Jordan Example',
      'jordan@example.com',
      ...BODY,
      '• Grew revenue by +15% and cut costs by 20%',
      'Skills',
      'SQL, Python',
      'Contact me',
      '+44 20 7946 0958',
    ]);
    expect(contact.phones.map((phone) => phone.e164)).toEqual(['+442079460958']);
  });

  it('reports an international number that cannot be dialled as one, not as no phone', () => {
    const contact = contactOf([
      'Jordan Example',
      'jordan@example.com',
      ...BODY,
      'Skills',
      'SQL',
      '+00 (0)00 000 0000',
    ]);
    expect(contact.phones).toEqual([]);
    expect(contact.phoneLike?.text).toBe('+00 (0)00 000 0000');
  });

  it('takes no phone from figures in the text, even with a plus sign', () => {
    const contact = contactOf([
      'Jordan Example',
      'jordan@example.com',
      ...BODY,
      '• Added +1200 customers and +35 hours of training a month',
    ]);
    expect(contact.phones).toEqual([]);
    expect(contact.phoneLike).toBeUndefined();
  });

  it('finds the place in the "City , State" form with stray spaces', () => {
    const contact = contactOf(['BOOKKEEPER', 'City , State', ...BODY]);
    expect(contact.location?.text).toBe('City , State');
    expect(contact.name).toBeUndefined();
  });

  it('does not take a job title or a heading for a name', () => {
    expect(contactOf(['SENIOR DATA ANALYST', ...BODY]).name).toBeUndefined();
    expect(contactOf(['SHIFT LEAD', ...BODY]).name).toBeUndefined();
    expect(contactOf(['Operations Manager / Head Baker', ...BODY]).name).toBeUndefined();
    expect(contactOf(['Professional Summary', 'Experienced analyst.', ...BODY]).name).toBeUndefined();
  });

  it('joins a name set on two lines, first name above last name, but not a title set so', () => {
    const contact = contactOf(['MARTA', 'KOWALSKA', 'Software', 'Developer', 'marta@example.com', ...BODY]);
    expect(contact.name).toEqual({ text: 'MARTA KOWALSKA', lineIndex: 0 });
    const titleOnly = contactOf(['Software', 'Developer', 'marta@example.com', ...BODY]);
    expect(titleOnly.name).toBeUndefined();
  });

  it('takes the name from a header line that also holds a title', () => {
    expect(contactOf(['Priya Nair | Product Designer', ...BODY]).name?.text).toBe('Priya Nair');
  });

  it('tells a portfolio from other links', () => {
    const contact = contactOf([
      'Ana Silva',
      'https://www.behance.net/anasilva · anasilva.dev · twitter.com/anasilva',
      'Experience',
      'Designer, Studio Uno Ltd, 2019 - 2021',
      '• Redesigned the checkout, see https://example.org/case-study',
    ]);
    expect(contact.links.map((link) => [link.kind, link.url])).toEqual([
      ['portfolio', 'https://www.behance.net/anasilva'],
      ['portfolio', 'anasilva.dev'],
      ['other', 'twitter.com/anasilva'],
      ['other', 'https://example.org/case-study'],
    ]);
  });

  it('finds contact details in a page header region', () => {
    const contact = contactOf([
      { text: 'Jo Park · jo.park@example.com · +1 212 555 0187', region: 'header' },
      'Experience',
      'Analyst, Acme Inc, 2019 - 2021',
    ]);
    expect(contact.emails[0]?.value).toBe('jo.park@example.com');
    expect(contact.phones[0]).toMatchObject({ e164: '+12125550187' });
    expect(contact.lineIndexes).toEqual([0]);
  });

  it("reads the phone on the line of the candidate's email wherever it stands (a strip at the foot)", () => {
    const contact = contactOf([
      'Gareth Hughes',
      ...BODY,
      'Skills',
      'Route planning',
      '07700 900183 | gareth@example.com | Wrexham',
    ]);
    expect(contact.phones.map((phone) => phone.raw)).toEqual(['07700 900183']);
  });
});
