import { describe, expect, it } from 'vitest';
import { formatJobPlace, formatJobType, formatLocation, formatRelativeDate } from './format';

// Noon local time, so that whole days back stay on their calendar day in any time zone.
const NOW = new Date(2025, 5, 30, 12, 0, 0);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe('formatRelativeDate', () => {
  it('says "Today" for a date earlier today, not "1 day ago"', () => {
    expect(formatRelativeDate(daysAgo(0.1), NOW)).toBe('Today');
    expect(formatRelativeDate(new Date(2025, 5, 30, 0, 5), NOW)).toBe('Today');
    expect(formatRelativeDate('2025-06-30', NOW)).toBe('Today');
  });

  it('says "1 day ago" for yesterday, even late last night', () => {
    expect(formatRelativeDate(daysAgo(1), NOW)).toBe('1 day ago');
    expect(formatRelativeDate(new Date(2025, 5, 29, 23, 55), NOW)).toBe('1 day ago');
    expect(formatRelativeDate('2025-06-29', NOW)).toBe('1 day ago');
  });

  it('counts calendar days up to seven', () => {
    expect(formatRelativeDate(daysAgo(2), NOW)).toBe('2 days ago');
    expect(formatRelativeDate(daysAgo(1.2), NOW)).toBe('1 day ago');
    expect(formatRelativeDate(daysAgo(7), NOW)).toBe('7 days ago');
  });

  it('counts weeks from eight days up to thirty, rounding up', () => {
    expect(formatRelativeDate(daysAgo(8), NOW)).toBe('2 weeks ago');
    expect(formatRelativeDate(daysAgo(14), NOW)).toBe('2 weeks ago');
    expect(formatRelativeDate(daysAgo(15), NOW)).toBe('3 weeks ago');
    expect(formatRelativeDate(daysAgo(30), NOW)).toBe('5 weeks ago');
  });

  it('counts months beyond thirty days, rounding up', () => {
    expect(formatRelativeDate(daysAgo(31), NOW)).toBe('2 months ago');
    expect(formatRelativeDate(daysAgo(60), NOW)).toBe('2 months ago');
    expect(formatRelativeDate(daysAgo(61), NOW)).toBe('3 months ago');
  });

  it('accepts ISO strings and returns nothing for an invalid date', () => {
    expect(formatRelativeDate(daysAgo(3).toISOString(), NOW)).toBe('3 days ago');
    expect(formatRelativeDate('not a date', NOW)).toBe('');
  });
});

describe('formatLocation', () => {
  it('says Remote for remote jobs whatever the address', () => {
    expect(formatLocation({ isRemote: true, city: 'Austin', state: 'TX', country: 'USA' })).toBe('Remote');
  });

  it('joins the parts that are present with commas', () => {
    expect(formatLocation({ city: 'Austin', state: 'TX', country: 'USA' })).toBe('Austin, TX, USA');
    expect(formatLocation({ city: 'Berlin', state: null, country: 'Germany' })).toBe('Berlin, Germany');
    expect(formatLocation({ isRemote: false, country: 'Canada' })).toBe('Canada');
  });

  it('says Not specified when nothing is known', () => {
    expect(formatLocation({})).toBe('Not specified');
    expect(formatLocation({ city: '  ', state: '', country: null })).toBe('Not specified');
  });
});

describe('formatJobType', () => {
  it('puts Remote first', () => {
    expect(formatJobType({ isRemote: true, jobType: ['HYBRID'] })).toBe('Remote');
  });

  it('says Hybrid when the job type mentions HYBRID, as a list or a string', () => {
    expect(formatJobType({ isRemote: false, jobType: ['FULL_TIME', 'HYBRID'] })).toBe('Hybrid');
    expect(formatJobType({ jobType: 'fulltime, hybrid' })).toBe('Hybrid');
  });

  it('says On-site otherwise', () => {
    expect(formatJobType({ isRemote: false, jobType: ['FULL_TIME'] })).toBe('On-site');
    expect(formatJobType({})).toBe('On-site');
  });
});

describe('formatJobPlace', () => {
  it('names the place when the posting gives one, remote or not', () => {
    expect(formatJobPlace({ isRemote: true, city: 'Austin', state: 'TX', country: 'USA' })).toBe(
      'Austin, TX, USA',
    );
    expect(formatJobPlace({ isRemote: false, city: 'Leeds', country: 'UK' })).toBe('Leeds, UK');
  });

  it('says nothing for a remote job without a place (its badge says Remote), "Not specified" otherwise', () => {
    expect(formatJobPlace({ isRemote: true, city: null, state: ' ', country: null })).toBeNull();
    expect(formatJobPlace({ isRemote: false })).toBe('Not specified');
  });
});
