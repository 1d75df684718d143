import { describe, expect, it } from 'vitest';
import { scoreResume } from './skills-gold';

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
});
