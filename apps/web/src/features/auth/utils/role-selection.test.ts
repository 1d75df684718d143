import { ROLE_TITLES } from '@careerlens/contracts/constants';
import { describe, expect, it } from 'vitest';
import { canContinueRole, catalogueSpelling, getRoleSuggestions, isRoleSelected } from './role-selection';

describe('role suggestions', () => {
  it('filters the catalogue by case-insensitive substring', () => {
    const suggestions = getRoleSuggestions('data');
    expect(suggestions).toContain('Data Analyst');
    expect(suggestions).toContain('Database Administrator');
    expect(getRoleSuggestions('ANALYST')).toEqual(getRoleSuggestions('analyst'));
    expect(suggestions.every((title) => title.toLowerCase().includes('data'))).toBe(true);
  });

  it('matches inside a title, not only at the start', () => {
    expect(getRoleSuggestions('engineer')).toContain('Software Engineer');
  });

  it('offers the whole catalogue for empty text and nothing for unknown text', () => {
    expect(getRoleSuggestions('')).toEqual([...ROLE_TITLES]);
    expect(getRoleSuggestions('astronaut')).toEqual([]);
  });
});

describe('role selection', () => {
  it('counts only an exact catalogue title', () => {
    expect(isRoleSelected('Data Analyst')).toBe(true);
    expect(isRoleSelected('data analyst')).toBe(false);
    expect(isRoleSelected('Data Analys')).toBe(false);
    expect(isRoleSelected('Data Analyst ')).toBe(false);
  });

  it('needs both a catalogue role and a level to continue', () => {
    expect(canContinueRole({ targetRole: 'Recruiter', experienceLevel: 'entry-level' })).toBe(true);
    expect(canContinueRole({ targetRole: 'Recruiter', experienceLevel: null })).toBe(false);
    expect(canContinueRole({ targetRole: 'Recruiting', experienceLevel: 'entry-level' })).toBe(false);
  });
});

describe('catalogue spelling', () => {
  it('finds the catalogue title for text typed in any letter case', () => {
    expect(catalogueSpelling('accountant')).toBe('Accountant');
    expect(catalogueSpelling('DATA ANALYST')).toBe('Data Analyst');
    expect(catalogueSpelling('Data Analyst')).toBe('Data Analyst');
  });

  it('finds nothing for part of a title or text with extra spaces', () => {
    expect(catalogueSpelling('accountan')).toBe(null);
    expect(catalogueSpelling('accountant ')).toBe(null);
    expect(catalogueSpelling('')).toBe(null);
  });
});
