import { describe, expect, it } from 'vitest';
import { addCounts, emptyCounts, precisionByKind, scoreResume } from './skills-gold';

describe('scoreResume', () => {
  it('counts recall over gold skills and credentials, precision over found hard skills, credentials apart', () => {
    const score = scoreResume(
      'TEST/1.pdf',
      { skills: ['Lesson Planning', 'ReactJS', '?Underwater Basket Weaving'], credentials: ['ServSafe'] },
      [
        { id: 'lesson-planning', type: 'hard' },
        { id: 'react', type: 'tool' },
        { id: 'kitchen-and-bath-design', type: 'hard' },
        { id: 'servsafe-manager', type: 'certification' },
        { id: 'cpa', type: 'certification' },
        { id: 'teamwork', type: 'soft' },
      ],
    );
    expect(score.gold).toBe(4);
    expect(score.recalled).toBe(3);
    expect(score.goldInTaxonomy).toBe(3);
    expect(score.recalledInTaxonomy).toBe(3);
    expect(score.found).toBe(3);
    expect(score.correct).toBe(2);
    expect(score.credentialsFound).toBe(2);
    expect(score.credentialsCorrect).toBe(1);
    expect(score.misses).toEqual(['?underwater basket weaving']);
    expect(score.falsePositives).toEqual(['Kitchen and Bath Design', 'CPA (credential)']);
  });

  it('leaves out of precision the names the gold says it did not annotate', () => {
    const found = [
      { id: 'english', type: 'language' },
      { id: 'spanish', type: 'language' },
    ];
    const gold = { skills: ['Spanish'], credentials: [] };
    expect(scoreResume('TEST/2.pdf', gold, found).found).toBe(2);
    const score = scoreResume('TEST/2.pdf', gold, found, ['English']);
    expect(score.found).toBe(1);
    expect(score.correct).toBe(1);
    expect(score.falsePositives).toEqual([]);
  });

  it('counts precision by the strongest kind of evidence of each found skill', () => {
    const gold = { skills: ['Lesson Planning', 'Data Analysis'], credentials: [] };
    const score = scoreResume('TEST/3.pdf', gold, [
      { id: 'lesson-planning', type: 'hard', evidenceKinds: ['role', 'listed'] },
      { id: 'radiology', type: 'domain', evidenceKinds: ['role'] },
      { id: 'data-analysis', type: 'hard', evidenceKinds: ['listed'] },
      { id: 'statistics', type: 'hard', evidenceKinds: ['education'] },
    ]);
    expect(score.foundByKind).toEqual({ credential: 0, role: 2, listed: 1, education: 1, mentioned: 0 });
    expect(score.correctByKind).toEqual({ credential: 0, role: 1, listed: 1, education: 0, mentioned: 0 });
    expect(score.falsePositives).toEqual(['Radiology [role]', 'Statistics [education]']);
    const total = emptyCounts();
    addCounts(total, score);
    addCounts(total, score);
    expect(precisionByKind('all', total)).toEqual({
      group: 'all',
      credential: '- (0)',
      role: '50.0% (4)',
      listed: '100.0% (2)',
      education: '0.0% (2)',
      mentioned: '- (0)',
    });
  });
});
