import { describe, expect, it } from 'vitest';
import { findDates, parseDateRange } from './dates';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));

describe('parseDateRange', () => {
  it.each([
    ['Jan 2020 - Present', { year: 2020, month: 1 }, { year: 2024, month: 6 }, true, 'month-name-year'],
    ['January 2020 – Current', { year: 2020, month: 1 }, { year: 2024, month: 6 }, true, 'month-name-year'],
    ['01/2019 to Current', { year: 2019, month: 1 }, { year: 2024, month: 6 }, true, 'mm/yyyy'],
    ['2019–2021', { year: 2019, month: 0 }, { year: 2021, month: 0 }, false, 'year-only'],
    ['2019 - present', { year: 2019, month: 0 }, { year: 2024, month: 6 }, true, 'year-only'],
    ['03/2018 - 11/2020', { year: 2018, month: 3 }, { year: 2020, month: 11 }, false, 'mm/yyyy'],
    ['03-2018 - 11-2020', { year: 2018, month: 3 }, { year: 2020, month: 11 }, false, 'mm-yyyy'],
    ['2018-03 – 2020-11', { year: 2018, month: 3 }, { year: 2020, month: 11 }, false, 'yyyy-mm'],
    ['Summer 2019', { year: 2019, month: 6 }, { year: 2019, month: 8 }, false, 'season-year'],
    ['Fall 2020 - Spring 2021', { year: 2020, month: 9 }, { year: 2021, month: 5 }, false, 'season-year'],
    ['Sept. 2017 – Jun. 2019', { year: 2017, month: 9 }, { year: 2019, month: 6 }, false, 'month-name-year'],
    ["May '19 – Aug '20", { year: 2019, month: 5 }, { year: 2020, month: 8 }, false, 'month-name-year'],
    ['Since 2020', { year: 2020, month: 0 }, { year: 2024, month: 6 }, true, 'year-only'],
    ['2015 – now', { year: 2015, month: 0 }, { year: 2024, month: 6 }, true, 'year-only'],
    ['Mar 2016 — Feb 2018', { year: 2016, month: 3 }, { year: 2018, month: 2 }, false, 'month-name-year'],
    [
      'June 2015 until May 2017',
      { year: 2015, month: 6 },
      { year: 2017, month: 5 },
      false,
      'month-name-year',
    ],
    ['Apr 2021 to date', { year: 2021, month: 4 }, { year: 2024, month: 6 }, true, 'month-name-year'],
    ['2018 - Today', { year: 2018, month: 0 }, { year: 2024, month: 6 }, true, 'year-only'],
    ['June 2019 – Till date', { year: 2019, month: 6 }, { year: 2024, month: 6 }, true, 'month-name-year'],
    ['2019 - to present', { year: 2019, month: 0 }, { year: 2024, month: 6 }, true, 'year-only'],
    [
      'October 2011 through March 2013',
      { year: 2011, month: 10 },
      { year: 2013, month: 3 },
      false,
      'month-name-year',
    ],
    ['Jan – Mar 2020', { year: 2020, month: 1 }, { year: 2020, month: 3 }, false, 'month-name-year'],
    ['Nov 2019 – Feb 2020', { year: 2019, month: 11 }, { year: 2020, month: 2 }, false, 'month-name-year'],
  ])('reads "%s"', (text, start, end, current, format) => {
    const range = parseDateRange(text, REFERENCE);
    expect(range).toMatchObject({ start, end, current, format });
    expect(range?.text.length).toBeGreaterThan(3);
  });

  it('keeps the text the range was read from', () => {
    expect(parseDateRange('Data Analyst, Jan 2020 - Present, London', REFERENCE)?.text).toBe(
      'Jan 2020 - Present',
    );
  });

  it('reads a lone date as a one-point range', () => {
    expect(parseDateRange('Graduated May 2015', REFERENCE)).toMatchObject({
      start: { year: 2015, month: 5 },
      end: { year: 2015, month: 5 },
      current: false,
    });
  });

  it('reads "2010-11" as an academic year, "2019-03" as a month', () => {
    expect(parseDateRange('2010-11', REFERENCE)).toMatchObject({
      start: { year: 2010, month: 0 },
      end: { year: 2011, month: 0 },
    });
    expect(parseDateRange('2019-03', REFERENCE)).toMatchObject({
      start: { year: 2019, month: 3 },
      format: 'yyyy-mm',
    });
  });

  it('uses the reference date, not the clock, for Present', () => {
    const earlier = new Date(Date.UTC(2021, 0, 10));
    expect(parseDateRange('2019 - Present', earlier)?.end).toEqual({ year: 2021, month: 1 });
  });

  it.each([
    'Managed 1,000 accounts and a $2000 budget',
    'Raised conversion by 2019% (typo)',
    '(415) 555-0132',
    'Grew revenue 35% in 12 months',
    'Marketing strategy for 120 stores',
  ])('finds no date in "%s"', (text) => {
    expect(parseDateRange(text, REFERENCE)).toBeUndefined();
  });

  it('does not read a far-future number as a year', () => {
    expect(parseDateRange('Part number 2049', REFERENCE)).toBeUndefined();
  });
});

describe('findDates', () => {
  it('finds every range in a line, left to right', () => {
    const found = findDates('Acme 2015-2017, Globex Mar 2018 to Jun 2020', REFERENCE);
    expect(found.map((match) => match.range.text)).toEqual(['2015-2017', 'Mar 2018 to Jun 2020']);
    expect(found.every((match) => match.isRange)).toBe(true);
  });

  it('marks a lone date as not a range', () => {
    const [match] = findDates('Certified in May 2005', REFERENCE);
    expect(match?.isRange).toBe(false);
    expect(match?.range.text).toBe('May 2005');
  });

  it('joins "2018/2019" as a year pair but not "12/2019" as two dates', () => {
    expect(findDates('2018/2019', REFERENCE)[0]?.range).toMatchObject({
      start: { year: 2018 },
      end: { year: 2019 },
    });
    expect(findDates('12/2019', REFERENCE)[0]?.range).toMatchObject({
      start: { year: 2019, month: 12 },
      format: 'mm/yyyy',
    });
  });
});
