import { describe, expect, it } from 'vitest';
import {
  articleFor,
  contentWords,
  fillTemplate,
  hasPlaceholder,
  jaccard,
  normalizeForMatch,
  responsibilityPhrase,
  splitDuty,
} from './profile-text';

describe('responsibilityPhrase', () => {
  it.each([
    ['You will build dashboards for finance leaders.', 'build dashboards for finance leaders'],
    [
      "You'll work closely with product managers and designers.",
      'work closely with product managers and designers',
    ],
    ['Responsible for maintaining accurate patient records', 'maintain accurate patient records'],
    [
      'Designs, builds, tests and maintains software services',
      'design, build, test and maintain software services',
    ],
    [
      'As a nurse, you will start and maintain IV therapy as ordered',
      'start and maintain IV therapy as ordered',
    ],
    ['In this role, you will reconcile bank statements.', 'reconcile bank statements'],
    [
      'Train and check off new assistants on clinical skills',
      'train and check off new assistants on clinical skills',
    ],
  ])('turns "%s" into a lower-case imperative phrase', (responsibility, phrase) => {
    expect(responsibilityPhrase(responsibility)).toBe(phrase);
  });

  it('puts "handle" before a duty without a verb and keeps acronyms', () => {
    expect(responsibilityPhrase('Month-end close and reconciliations')).toBe(
      'handle month-end close and reconciliations',
    );
    expect(responsibilityPhrase('SQL reporting for the finance team')).toBe(
      'handle SQL reporting for the finance team',
    );
  });

  it('cuts a long duty at a clause boundary, never inside a word', () => {
    const phrase = responsibilityPhrase(
      "You'll lead at the highest level of the engineering function, balancing hands-on expertise with strategy and people leadership.",
    );
    expect(phrase).toBe('lead at the highest level of the engineering function');
  });

  it('splits a duty into its verbs and what they act on', () => {
    expect(splitDuty('Design and build batch pipelines in Python')).toEqual({
      verbs: ['design', 'build'],
      object: 'batch pipelines in Python',
    });
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder and fixes the article before the role', () => {
    const filled = fillTemplate('As a {role}, how do you use {skill} to {responsibility}?', {
      role: 'Accountant',
      skill: 'Microsoft Excel',
      responsibility: 'reconcile bank statements',
    });
    expect(filled).toBe('As an Accountant, how do you use Microsoft Excel to reconcile bank statements?');
    expect(fillTemplate('In a {role} job', { role: 'RN' })).toBe('In an RN job');
    expect(fillTemplate('In a {role} job', { role: 'UX Designer' })).toBe('In a UX Designer job');
  });

  it('writes a tool as an ability after "your"', () => {
    const filled = fillTemplate('How did you improve your {skill}? Which {skill} feature?', {
      role: 'Recruiter',
      skill: 'Greenhouse',
      skillAsAbility: 'Greenhouse skills',
    });
    expect(filled).toBe('How did you improve your Greenhouse skills? Which Greenhouse feature?');
  });

  it('leaves a placeholder without a value for the caller to detect', () => {
    const filled = fillTemplate('Tell me about a time you had to {responsibility}.', { role: 'Chef' });
    expect(hasPlaceholder(filled)).toBe(true);
    expect(hasPlaceholder('No placeholders here.')).toBe(false);
  });

  it('chooses "an" by sound', () => {
    expect(articleFor('HR generalist')).toBe('an');
    expect(articleFor('user researcher')).toBe('a');
    expect(articleFor('electrician')).toBe('an');
  });
});

describe('contentWords and jaccard', () => {
  it('ignores function words and question framing and folds plurals', () => {
    expect([...contentWords("Tell me about a time you built the team's dashboards")]).toEqual([
      'built',
      'team',
      'dashboa',
    ]);
    expect(contentWords('reconciliation discrepancies')).toEqual(contentWords('reconcile discrepancy'));
  });

  it('scores a reworded question above 0.5 and a different one below', () => {
    const first = contentWords('How do you reconcile a bank statement with the general ledger?');
    const reworded = contentWords('How would you reconcile the bank statement against the general ledger?');
    const other = contentWords('Tell me about a time you disagreed with your manager.');
    expect(jaccard(first, reworded)).toBeGreaterThan(0.5);
    expect(jaccard(first, other)).toBeLessThan(0.1);
  });

  it('normalises quotes, dashes, emphasis and closing punctuation for comparisons', () => {
    expect(normalizeForMatch('  **Bachelor’s degree** – required.  ')).toBe("bachelor's degree - required");
  });
});
