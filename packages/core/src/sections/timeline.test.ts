import { describe, expect, it } from 'vitest';
import { parseDateRange } from './dates';
import { countDateFormats, isReverseChronological, timelineGaps, totalMonths } from './timeline';
import type { DateRange } from './types';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));

function ranges(...texts: string[]): DateRange[] {
  return texts.map((text) => {
    const range = parseDateRange(text, REFERENCE);
    if (!range) throw new Error(`no date in ${text}`);
    return range;
  });
}

describe('totalMonths', () => {
  it('counts months inclusively', () => {
    expect(totalMonths(ranges('Jan 2020 - Dec 2020'), REFERENCE)).toBe(12);
    expect(totalMonths(ranges('Mar 2021 - Mar 2021'), REFERENCE)).toBe(1);
  });

  it('counts overlapping roles once', () => {
    // Jan 2018–Dec 2020 and Jun 2020–Jun 2021 overlap for seven months: 36 + 13 - 7.
    expect(totalMonths(ranges('Jan 2018 - Dec 2020', 'Jun 2020 - Jun 2021'), REFERENCE)).toBe(42);
    expect(totalMonths(ranges('Jan 2018 - Dec 2020', 'Mar 2019 - Apr 2019'), REFERENCE)).toBe(36);
  });

  it('ends a current role at the reference month', () => {
    expect(totalMonths(ranges('Jan 2024 - Present'), REFERENCE)).toBe(6);
    expect(totalMonths(ranges('01/2023 to Current', 'Jun 2022 - Dec 2022'), REFERENCE)).toBe(25);
  });

  it('reads year-only ranges from July to June, and a single year as six months', () => {
    expect(totalMonths(ranges('2019 - 2021'), REFERENCE)).toBe(24);
    expect(totalMonths(ranges('2019'), REFERENCE)).toBe(6);
    expect(totalMonths(ranges('2015 - 2017', '2017 - 2020'), REFERENCE)).toBe(60);
  });

  it('counts a year-only start in the reference year from the middle of the months elapsed', () => {
    // March to June 2024; in February, January to February.
    expect(totalMonths(ranges('2024 - Present'), REFERENCE)).toBe(4);
    expect(totalMonths(ranges('2024 - Present'), new Date(Date.UTC(2024, 1, 10)))).toBe(2);
  });

  it('ignores reversed ranges and clamps the future to the reference month', () => {
    expect(totalMonths(ranges('Dec 2020 - Jan 2019'), REFERENCE)).toBe(0);
    expect(totalMonths(ranges('Jan 2024 - Dec 2026'), REFERENCE)).toBe(6);
  });
});

describe('timelineGaps: gaps', () => {
  it('reports stretches of six months or more between roles, oldest first', () => {
    const gaps = timelineGaps(
      ranges('Jan 2022 - Present', 'Jan 2019 - Sep 2021', 'Jan 2015 - Dec 2017'),
      REFERENCE,
    ).gaps;
    expect(gaps).toEqual([{ from: { year: 2017, month: 12 }, to: { year: 2019, month: 1 }, months: 12 }]);
  });

  it('does not report short changes or gaps hidden by an overlapping role', () => {
    expect(timelineGaps(ranges('Jan 2020 - Dec 2020', 'Jun 2021 - Present'), REFERENCE).gaps).toEqual([]);
    expect(timelineGaps(ranges('Jan 2020 - Dec 2020', 'Jul 2021 - Present'), REFERENCE).gaps).toHaveLength(1);
    expect(
      timelineGaps(ranges('Jan 2010 - Dec 2020', 'Jan 2012 - Dec 2012', 'Jan 2021 - Present'), REFERENCE)
        .gaps,
    ).toEqual([]);
  });

  it('reads year-only dates generously, so consecutive years are no gap', () => {
    expect(timelineGaps(ranges('2015 - 2017', '2018 - 2020'), REFERENCE).gaps).toEqual([]);
    expect(timelineGaps(ranges('2010 - 2012', '2015 - 2016'), REFERENCE).gaps).toEqual([
      // Months the file gives as a year alone are said as the year alone.
      { from: { year: 2012, month: 0 }, to: { year: 2015, month: 0 }, months: 24 },
    ]);
  });
});

describe('timelineGaps', () => {
  it('says a stretch between roles that studies cover entirely, and the whole stretch around a part they do not', () => {
    const covered = timelineGaps(
      ranges('Jan 2010 - Dec 2012', 'Jan 2015 - Dec 2016'),
      REFERENCE,
      ranges('Sep 2012 - Jun 2015'),
    );
    expect(covered.gaps).toEqual([]);
    expect(covered.studied).toEqual([
      { from: { year: 2012, month: 12 }, to: { year: 2015, month: 1 }, months: 24 },
    ]);
    const partly = timelineGaps(
      ranges('Jan 2010 - Dec 2012', 'Jan 2015 - Dec 2016'),
      REFERENCE,
      ranges('Sep 2012 - Jun 2013'),
    );
    expect(partly.studied).toEqual([]);
    expect(partly.gaps).toEqual([
      {
        from: { year: 2013, month: 6 },
        to: { year: 2015, month: 1 },
        months: 18,
        between: { from: { year: 2012, month: 12 }, to: { year: 2015, month: 1 }, months: 24 },
      },
    ]);
  });
});

describe('isReverseChronological', () => {
  it('is true when roles run newest first', () => {
    expect(
      isReverseChronological(ranges('2021 - Present', 'Mar 2018 - Feb 2021', '2015 - 2018'), REFERENCE),
    ).toBe(true);
  });

  it('is false when roles run oldest first or are mixed', () => {
    expect(isReverseChronological(ranges('02/2013 - 05/2014', '07/2014 - 10/2015'), REFERENCE)).toBe(false);
    expect(isReverseChronological(ranges('2020 - 2022', '2014 - 2016', '2017 - 2019'), REFERENCE)).toBe(
      false,
    );
  });

  it('accepts overlapping roles ordered by start date or by end date', () => {
    // By start date: the long role that ended last sits below a newer, shorter one.
    expect(
      isReverseChronological(
        ranges('07/2002 - Present', '03/1998 - 07/2002', '05/1992 - 08/1996', '10/1991 - 10/2001'),
        REFERENCE,
      ),
    ).toBe(true);
    // By end date: a side job inside a longer role, listed after it.
    expect(isReverseChronological(ranges('Jan 2010 - Jan 2013', 'Jan 2011 - Jan 2012'), REFERENCE)).toBe(
      true,
    );
    // A year alone inside the role above it is not after it.
    expect(isReverseChronological(ranges('04/1992 - 09/2000', '2000'), REFERENCE)).toBe(true);
    // Newer at both ends than the role above it: out of order.
    expect(isReverseChronological(ranges('02/2001 - 10/2012', '10/2012 - 03/2013'), REFERENCE)).toBe(false);
  });

  it('puts the longer of two current roles second', () => {
    expect(isReverseChronological(ranges('2021 - Present', '2019 - Present'), REFERENCE)).toBe(true);
  });

  it('is undefined with fewer than two dated roles', () => {
    expect(isReverseChronological(ranges('2019 - 2021'), REFERENCE)).toBeUndefined();
    expect(isReverseChronological([], REFERENCE)).toBeUndefined();
  });
});

describe('countDateFormats', () => {
  it('counts each format', () => {
    expect(
      countDateFormats(ranges('Jan 2020 - Present', '03/2018 - 11/2019', 'Feb 2015 - Mar 2018')),
    ).toEqual({
      'month-name-year': 2,
      'mm/yyyy': 1,
    });
  });
});
