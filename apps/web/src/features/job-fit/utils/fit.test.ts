import type { JobAnalysisResult } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { formatWeights, fractionColor, isAcceptedResume, skillsToAdd, toPercent } from './fit';

describe('fractionColor', () => {
  it('follows the spec thresholds 0.8, 0.6 and 0.4', () => {
    expect(fractionColor(1)).toBe('green');
    expect(fractionColor(0.8)).toBe('green');
    expect(fractionColor(0.79)).toBe('blue');
    expect(fractionColor(0.6)).toBe('blue');
    expect(fractionColor(0.59)).toBe('yellow');
    expect(fractionColor(0.4)).toBe('yellow');
    expect(fractionColor(0.39)).toBe('red');
    expect(fractionColor(0)).toBe('red');
  });
  it('rounds to a percentage', () => {
    expect(toPercent(0.724)).toBe(72);
    expect(toPercent(0.725)).toBe(73);
    expect(toPercent(1.2)).toBe(100);
  });
});

describe('isAcceptedResume', () => {
  it('accepts PDF, DOC, DOCX and TXT only', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'a.doc', 'a.docx', 'notes.txt'])
      expect(isAcceptedResume({ name })).toBe(true);
    for (const name of ['photo.png', 'cv.pdf.exe', 'pdf', 'archive.zip', 'cv.rtf'])
      expect(isAcceptedResume({ name })).toBe(false);
  });
});

describe('skillsToAdd', () => {
  it('lists required then preferred skills and marks implied ones', () => {
    const result = {
      missingRequired: ['Tableau', 'Statistics'],
      missingPreferred: ['Looker'],
      impliedSkills: [{ skill: 'Statistics', via: 'Python' }],
    } as unknown as JobAnalysisResult;
    expect(skillsToAdd(result)).toEqual([
      { skill: 'Tableau', required: true, impliedVia: null },
      { skill: 'Statistics', required: true, impliedVia: 'Python' },
      { skill: 'Looker', required: false, impliedVia: null },
    ]);
  });
  it('formats the weights', () => {
    expect(formatWeights({ skills: 0.45, experience: 0.3 })).toBe('skills 45%, experience 30%');
  });
});
