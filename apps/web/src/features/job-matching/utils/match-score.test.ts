import { describe, expect, it } from 'vitest';
import { jobLink, matchBand } from './match-score';

describe('matchBand', () => {
  it('colours and labels the 0-100 scale as the spec says', () => {
    expect(matchBand(100)).toEqual({ percent: 100, color: 'green', label: 'Excellent' });
    expect(matchBand(80)).toEqual({ percent: 80, color: 'green', label: 'Excellent' });
    expect(matchBand(79.6)).toEqual({ percent: 80, color: 'green', label: 'Excellent' });
    expect(matchBand(79)).toEqual({ percent: 79, color: 'blue', label: 'Good' });
    expect(matchBand(60)).toEqual({ percent: 60, color: 'blue', label: 'Good' });
    expect(matchBand(59)).toEqual({ percent: 59, color: 'yellow', label: 'Fair' });
    expect(matchBand(40)).toEqual({ percent: 40, color: 'yellow', label: 'Fair' });
    expect(matchBand(39)).toEqual({ percent: 39, color: 'red', label: 'Poor' });
    expect(matchBand(0)).toEqual({ percent: 0, color: 'red', label: 'Poor' });
  });
});

describe('jobLink', () => {
  it('prefers the job URL and falls back to the direct URL', () => {
    expect(jobLink({ jobUrl: 'https://a', jobUrlDirect: 'https://b' })).toBe('https://a');
    expect(jobLink({ jobUrl: null, jobUrlDirect: 'https://b' })).toBe('https://b');
    expect(jobLink({ jobUrl: '', jobUrlDirect: null })).toBeNull();
  });
});
