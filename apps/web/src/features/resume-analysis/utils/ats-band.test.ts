import { describe, expect, it } from 'vitest';
import { atsBand } from './ats-band';

describe('atsBand', () => {
  it('puts every score in the spec band, with the boundaries on the higher side', () => {
    const cases: Array<[number, string, string]> = [
      [0, 'critical', 'error'],
      [49, 'critical', 'error'],
      [50, 'needs-attention', 'warning'],
      [74, 'needs-attention', 'warning'],
      [75, 'good', 'info'],
      [89, 'good', 'info'],
      [90, 'excellent', 'success'],
      [100, 'excellent', 'success'],
    ];
    for (const [score, level, status] of cases) {
      expect(atsBand(score), String(score)).toMatchObject({ level, status });
    }
  });

  it('handles fractional scores by the same rule', () => {
    expect(atsBand(49.9).level).toBe('critical');
    expect(atsBand(74.99).level).toBe('needs-attention');
  });
});
