import { describe, expect, it } from 'vitest';
import {
  buildSalary,
  decodeHtmlEntities,
  extractEmails,
  mentionsHybridWork,
  parseBooleanFlag,
  parseEmails,
  parseHttpUrl,
  parseJobTypes,
  parseLocation,
  parsePostingDate,
  parseSalaryInterval,
  titleCaseBoard,
} from './posting-fields';

describe('parseLocation', () => {
  it.each([
    ['Pune, Maharashtra, India', { city: 'Pune', state: 'Maharashtra', country: 'India' }],
    ['San Francisco, CA, USA', { city: 'San Francisco', state: 'CA', country: 'USA' }],
    ['Austin, Texas, United States', { city: 'Austin', state: 'TX', country: 'USA' }],
    ['New York, NY', { city: 'New York', state: 'NY', country: 'USA' }],
    ['Portland, OR', { city: 'Portland', state: 'OR', country: 'USA' }],
    ['Toronto, ON, Canada', { city: 'Toronto', state: 'ON', country: 'Canada' }],
    ['Toronto, ON', { city: 'Toronto', state: 'ON', country: 'Canada' }],
    ['Berlin, Germany', { city: 'Berlin', state: null, country: 'Germany' }],
    ['London, UK', { city: 'London', state: null, country: 'UK' }],
    ['Bengaluru, Karnataka', { city: 'Bengaluru', state: 'Karnataka', country: 'India' }],
    ['Sydney, NSW', { city: 'Sydney', state: 'NSW', country: 'Australia' }],
    ['CA, US', { city: null, state: 'CA', country: 'USA' }],
    ['United States', { city: null, state: null, country: 'USA' }],
    ['DEU', { city: null, state: null, country: 'Germany' }],
    ['Lisbon', { city: 'Lisbon', state: null, country: null }],
    ['', { city: null, state: null, country: null }],
  ])('reads %j', (text, expected) => {
    expect(parseLocation(text)).toMatchObject(expected);
  });

  it('reads remote and hybrid words without taking them for a city', () => {
    expect(parseLocation('Remote')).toEqual({
      city: null,
      state: null,
      country: null,
      mentionsRemote: true,
      mentionsHybrid: false,
    });
    expect(parseLocation('Remote, US')).toMatchObject({ city: null, country: 'USA', mentionsRemote: true });
    expect(parseLocation('Remote - Canada')).toMatchObject({
      city: null,
      country: 'Canada',
      mentionsRemote: true,
    });
    expect(parseLocation('Hybrid - London, UK')).toMatchObject({
      city: 'London',
      country: 'UK',
      mentionsHybrid: true,
    });
    expect(parseLocation('San Francisco, CA (Hybrid)')).toMatchObject({ city: 'San Francisco', state: 'CA' });
  });

  it('keeps the first of several places', () => {
    expect(parseLocation('New York, NY; London, UK')).toMatchObject({ city: 'New York', state: 'NY' });
    expect(parseLocation('Berlin, Germany or Remote')).toMatchObject({
      city: 'Berlin',
      mentionsRemote: true,
    });
  });
});

describe('field readers', () => {
  it('reads Python, JSON and spreadsheet booleans', () => {
    expect(['True', 'true', '1', 'yes', true, 1].map(parseBooleanFlag)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['False', 'false', '0', 'no', false, 0].map(parseBooleanFlag)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['', null, undefined, 'maybe'].map(parseBooleanFlag)).toEqual([null, null, null, null]);
  });

  it('normalises job types and keeps each once', () => {
    expect(parseJobTypes('fulltime, contract')).toEqual(['fulltime', 'contract']);
    expect(parseJobTypes('Full-time')).toEqual(['fulltime']);
    expect(parseJobTypes('Full Time / Part Time')).toEqual(['fulltime', 'parttime']);
    expect(parseJobTypes(['Intern', 'internship', 'FullTime'])).toEqual(['internship', 'fulltime']);
    expect(parseJobTypes('per diem, nights, hybrid')).toEqual(['perdiem', 'nights', 'HYBRID']);
    expect(parseJobTypes('gig work')).toEqual([]);
  });

  it('normalises salary intervals from every source', () => {
    expect(['yearly', 'annual', 'per-year-salary', '1 YEAR'].map(parseSalaryInterval)).toEqual(
      Array(4).fill('yearly'),
    );
    expect(['hourly', 'per-hour-wage', '1 HOUR'].map(parseSalaryInterval)).toEqual(Array(3).fill('hourly'));
    expect(['monthly', 'per-month-salary', '1 MONTH'].map(parseSalaryInterval)).toEqual(
      Array(3).fill('monthly'),
    );
    expect(parseSalaryInterval('fortnightly')).toBeNull();
  });

  it('builds a salary from text amounts and orders a reversed range', () => {
    expect(buildSalary('yearly', '145000.0', '170,000', 'usd')).toEqual({
      interval: 'yearly',
      minAmount: 145000,
      maxAmount: 170000,
      currency: 'USD',
    });
    expect(buildSalary('hourly', 30, 20, '$')).toMatchObject({
      minAmount: 20,
      maxAmount: 30,
      currency: 'USD',
    });
    expect(buildSalary('yearly', '', 'n/a', 'USD')).toBeNull();
  });

  it('accepts real ISO dates and timestamps only', () => {
    expect(parsePostingDate('2024-05-01')).toBe('2024-05-01');
    expect(parsePostingDate('2025-04-02T10:15:00-04:00')).toBe('2025-04-02');
    expect(parsePostingDate(1741600000000)).toBe('2025-03-10');
    expect(parsePostingDate('2025-02-30')).toBeNull();
    expect(parsePostingDate('05/01/2024')).toBeNull();
    expect(parsePostingDate('')).toBeNull();
  });

  it('keeps valid e-mail addresses once', () => {
    expect(parseEmails('a@x.example; not-an-email, b@y.example, A@x.example')).toEqual([
      'a@x.example',
      'b@y.example',
    ]);
    expect(parseEmails(['mailto:c@z.example'])).toEqual(['c@z.example']);
    expect(extractEmails('Write to careers@brightwater.example.')).toEqual(['careers@brightwater.example']);
  });

  it('keeps only http(s) URLs', () => {
    expect(parseHttpUrl('https://jobs.example/1')).toBe('https://jobs.example/1');
    expect(parseHttpUrl('javascript:alert(1)')).toBeNull();
    expect(parseHttpUrl('not a url')).toBeNull();
  });

  it('finds hybrid work in prose but not hybrid cloud', () => {
    expect(mentionsHybridWork('This is a hybrid role with two office days.')).toBe(true);
    expect(mentionsHybridWork('We follow a hybrid work model.')).toBe(true);
    expect(mentionsHybridWork('Work model: Hybrid')).toBe(true);
    expect(mentionsHybridWork('Our hybrid\\-first schedule')).toBe(true);
    expect(mentionsHybridWork('Experience with hybrid cloud platforms.')).toBe(false);
  });

  it('decodes HTML entities exactly once', () => {
    expect(decodeHtmlEntities('&lt;p&gt;Tom &amp;amp; Jerry&#39;s &#x27;show&#x27;&lt;/p&gt;')).toBe(
      "<p>Tom &amp; Jerry's 'show'</p>",
    );
    expect(decodeHtmlEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('turns a board token into a company name', () => {
    expect(titleCaseBoard('brightwater-analytics')).toBe('Brightwater Analytics');
    expect(titleCaseBoard('quillfeather')).toBe('Quillfeather');
  });
});
