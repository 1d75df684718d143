import { ROLE_TITLES } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MAPPINGS, judgeRole } from './categories';

describe('evaluation categories', () => {
  it('name only catalogue roles, and never a role as both family and related', () => {
    for (const [category, mapping] of Object.entries(CATEGORY_MAPPINGS)) {
      expect(ROLE_TITLES, category).toContain(mapping.targetRole);
      expect(mapping.family, category).toContain(mapping.targetRole);
      for (const role of [...mapping.family, ...mapping.related])
        expect(ROLE_TITLES, category).toContain(role);
      expect(
        mapping.related.filter((role) => mapping.family.includes(role)),
        category,
      ).toEqual([]);
      expect(mapping.family, category).not.toContain('Other');
      expect(mapping.related, category).not.toContain('Other');
    }
  });

  it('judges a role as family, related or unrelated', () => {
    expect(judgeRole('ACCOUNTANT', 'Bookkeeper')).toBe('family');
    expect(judgeRole('ACCOUNTANT', 'Data Analyst')).toBe('related');
    expect(judgeRole('ACCOUNTANT', 'Chef')).toBe('unrelated');
    expect(judgeRole('ACCOUNTANT', 'Other')).toBe('unrelated');
    expect(judgeRole('ACCOUNTANT', undefined)).toBe('unrelated');
    expect(judgeRole('NO-SUCH-FOLDER', 'Chef')).toBe('unrelated');
  });
});
