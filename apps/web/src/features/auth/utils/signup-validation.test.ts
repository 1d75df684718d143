import { describe, expect, it } from 'vitest';
import {
  accountContinueHint,
  canContinueAccount,
  EMPTY_ACCOUNT,
  intentContinueHint,
  roleContinueHint,
  validateAccount,
  validateAccountField,
} from './signup-validation';

const VALID = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Analytical1!',
  confirmPassword: 'Analytical1!',
  acceptTerms: true,
};

describe('signup step 1 validation', () => {
  it('gives every required message for an empty form', () => {
    expect(validateAccount(EMPTY_ACCOUNT)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      acceptTerms: 'You must agree to the Terms of Service and Privacy Policy',
    });
  });

  it('checks the email pattern, the password length and the confirmation', () => {
    expect(validateAccountField('email', { ...VALID, email: 'ada@example' })).toBe(
      'Please enter a valid email address',
    );
    expect(validateAccountField('password', { ...VALID, password: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateAccountField('confirmPassword', { ...VALID, confirmPassword: 'Different1!' })).toBe(
      'Passwords do not match',
    );
  });

  it('accepts a complete form', () => {
    expect(validateAccount(VALID)).toEqual({});
  });

  it('lets the user continue only when all is filled, matching and ticked', () => {
    expect(canContinueAccount(VALID)).toBe(true);
    expect(canContinueAccount({ ...VALID, acceptTerms: false })).toBe(false);
    expect(canContinueAccount({ ...VALID, confirmPassword: 'Analytical2!' })).toBe(false);
    expect(canContinueAccount({ ...VALID, lastName: '  ' })).toBe(false);
  });
});

describe('why Continue is disabled', () => {
  it('names what is missing on step 1, and nothing once Continue is enabled', () => {
    expect(accountContinueHint(EMPTY_ACCOUNT)).toBe(
      'To continue, fill in every field and agree to the Terms of Service and Privacy Policy.',
    );
    expect(accountContinueHint({ ...VALID, confirmPassword: 'Other-pass-1', acceptTerms: false })).toBe(
      'To continue, make the two passwords match and agree to the Terms of Service and Privacy Policy.',
    );
    expect(accountContinueHint({ ...VALID, acceptTerms: true })).toBe(null);
    for (const values of [
      EMPTY_ACCOUNT,
      { ...VALID, acceptTerms: true },
      { ...VALID, acceptTerms: false },
      { ...VALID, acceptTerms: true, confirmPassword: 'x' },
      { ...VALID, acceptTerms: true, lastName: ' ' },
    ])
      expect(accountContinueHint(values) === null).toBe(canContinueAccount(values));
  });

  it('names what is missing on steps 2 and 3', () => {
    expect(roleContinueHint({ roleChosen: false, experienceLevel: null })).toBe(
      'To continue, choose a role from the list and choose your experience level.',
    );
    expect(roleContinueHint({ roleChosen: true, experienceLevel: 'mid-level' })).toBe(null);
    expect(intentContinueHint(null)).toBe('To continue, choose what brings you to CareerLens.');
    expect(intentContinueHint('first-job')).toBe(null);
  });
});
