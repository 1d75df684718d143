import { describe, expect, it } from 'vitest';
import { measurePasswordStrength, PASSWORD_CHECKLIST } from './password-strength';

describe('measurePasswordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Fair'],
    ['Abcdefg1', 4, 'Good'],
    ['Abcdef1!', 5, 'Strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    const strength = measurePasswordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.label).toBe(label);
  });

  it('counts each of the five checks separately', () => {
    expect(measurePasswordStrength('A').checks).toEqual({
      length: false,
      lowercase: false,
      uppercase: true,
      number: false,
      special: false,
    });
    expect(measurePasswordStrength('1').checks.number).toBe(true);
    expect(measurePasswordStrength('#').checks.special).toBe(true);
    expect(measurePasswordStrength('12345678').checks).toMatchObject({ length: true, number: true });
  });

  it('does not count spaces as special characters', () => {
    expect(measurePasswordStrength('a b').checks.special).toBe(false);
  });

  it('lists only length, uppercase, number and special in the checklist', () => {
    expect(PASSWORD_CHECKLIST.map((item) => item.check)).toEqual([
      'length',
      'uppercase',
      'number',
      'special',
    ]);
    expect(PASSWORD_CHECKLIST[0]?.label).toBe('At least 8 characters');
  });
});
