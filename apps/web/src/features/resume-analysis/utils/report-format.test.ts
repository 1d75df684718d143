import type { AtsCheck } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import {
  countStatuses,
  formatPoints,
  formatReportDate,
  formatScore,
  formatShare,
  groupChecks,
  layoutPenalty,
  lineNumber,
  numberedLines,
} from './report-format';

function check(overrides: Partial<AtsCheck>): AtsCheck {
  return {
    id: 'x',
    group: 'content',
    title: 'A check',
    status: 'pass',
    points: 1,
    maxPoints: 1,
    detail: '',
    evidence: [],
    fix: null,
    ...overrides,
  };
}

describe('points', () => {
  it('writes whole points as they are and others to one decimal', () => {
    expect(formatPoints(3)).toBe('3');
    expect(formatPoints(1.1)).toBe('1.1');
    expect(formatPoints(27.349)).toBe('27.3');
    expect(formatPoints(4.96)).toBe('5');
    expect(formatScore(3, 5)).toBe('3/5');
    expect(formatScore(0.5, 4)).toBe('0.5/4');
  });
});

describe('groupChecks and countStatuses', () => {
  it('keeps the group order of the contract and drops empty groups', () => {
    const grouped = groupChecks([
      check({ id: 'a', group: 'targeting' }),
      check({ id: 'b', group: 'parseability' }),
      check({ id: 'c', group: 'targeting' }),
    ]);
    expect(grouped.map((entry) => [entry.group, entry.checks.map((item) => item.id)])).toEqual([
      ['parseability', ['b']],
      ['targeting', ['a', 'c']],
    ]);
  });

  it('counts pass, warn and fail', () => {
    expect(
      countStatuses([check({ status: 'pass' }), check({ status: 'fail' }), check({ status: 'fail' })]),
    ).toEqual({ pass: 1, warn: 0, fail: 2 });
  });
});

describe('lines', () => {
  it('numbers evidence and ATS text lines from 1', () => {
    expect(lineNumber(0)).toBe(1);
    expect(numberedLines('Sam\nsam@example.com\r\nSkills')).toEqual([
      { number: 1, text: 'Sam' },
      { number: 2, text: 'sam@example.com' },
      { number: 3, text: 'Skills' },
    ]);
  });
});

describe('layoutPenalty', () => {
  it('is null without a multiplier below 1 or a note', () => {
    expect(layoutPenalty({ layoutMultiplier: 1, layoutNote: null })).toBeNull();
    expect(layoutPenalty({ layoutMultiplier: 0.8, layoutNote: 'Two columns' })).toEqual({
      multiplier: 0.8,
      note: 'Two columns',
    });
  });
});

describe('formatReportDate and formatShare', () => {
  it('reads a date-only value as that calendar day', () => {
    expect(formatReportDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatReportDate('2026-01-05T10:00:00.000Z')).toBe('5 Jan 2026');
    expect(formatReportDate(null)).toBe('');
    expect(formatReportDate('nonsense')).toBe('');
  });

  it('rounds shares to whole percentages', () => {
    expect(formatShare(37.5)).toBe('38%');
    expect(formatShare(100)).toBe('100%');
  });
});
