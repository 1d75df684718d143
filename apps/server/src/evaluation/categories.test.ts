import { ROLE_TITLES } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MAPPINGS, judgeRole, parseFieldsFile } from './categories';

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

  it("judges a role against one resume's own field, read from a fields file of catalogue titles", () => {
    const fields = parseFieldsFile(
      JSON.stringify({
        resumes: {
          'AGRICULTURE/1.pdf': {
            targetRole: 'Registered Nurse',
            family: ['Registered Nurse'],
            related: ['Medical Assistant'],
            note: 'an ICU nurse filed under AGRICULTURE',
          },
        },
      }),
      ROLE_TITLES,
    );
    const nurse = fields.resumes['AGRICULTURE/1.pdf'];
    expect(judgeRole(nurse, 'Registered Nurse')).toBe('family');
    expect(judgeRole(nurse, 'Medical Assistant')).toBe('related');
    expect(judgeRole(nurse, 'Farm Manager')).toBe('unrelated');
    expect(() =>
      parseFieldsFile(
        JSON.stringify({
          resumes: { 'X/1.pdf': { targetRole: 'Florist', family: ['Florist'], related: [] } },
        }),
        ROLE_TITLES,
      ),
    ).toThrow(/not a catalogue title/);
  });
});
