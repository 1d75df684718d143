import { describe, expect, it } from 'vitest';
import { checkInputOf, SOUND_RESUME, SPANISH_RESUME, UNHEADED_RESUME } from '../testing/resume-input';
import { ATS_POINTS, LAYOUT_MULTIPLIERS } from './points';
import { ATS_RULES, runAtsChecks } from './run-ats-checks';

describe('the ATS rules table', () => {
  it('names each rule once, with its points from ATS_POINTS or its factor from LAYOUT_MULTIPLIERS', () => {
    const ids = ATS_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...Object.keys(ATS_POINTS), ...Object.keys(LAYOUT_MULTIPLIERS)].sort());
    for (const rule of ATS_RULES) {
      const points = (ATS_POINTS as Record<string, number>)[rule.id];
      expect(rule.maxPoints, rule.id).toBe(points ?? 0);
    }
  });

  it('runs every rule that applies, in report order, "Sections an ATS can find" last', async () => {
    const checks = runAtsChecks(await checkInputOf(SOUND_RESUME));
    expect(checks.map((check) => check.id)).toEqual(
      ATS_RULES.map((rule) => rule.id).filter((id) => id !== 'role-skills' && id !== 'target-title'),
    );
    expect(checks.at(-1)?.id).toBe('sections-read');
    const targeted = runAtsChecks(await checkInputOf(SOUND_RESUME, { targetRole: 'Data Analyst' }));
    expect(targeted.map((check) => check.id)).toEqual(ATS_RULES.map((rule) => rule.id));
  });

  it('skips the rules that read English wording on a resume in another language', async () => {
    const input = await checkInputOf(SPANISH_RESUME);
    expect(input.language).toBe('es');
    const checks = runAtsChecks(input);
    const skipped = checks.filter((check) =>
      check.detail.startsWith('Skipped: this check reads English wording'),
    );
    expect(skipped.map((check) => check.id).sort()).toEqual(
      ATS_RULES.filter((rule) => rule.englishOnly)
        .map((rule) => rule.id)
        .sort(),
    );
    for (const check of skipped)
      expect(check).toMatchObject({ status: 'pass', points: 0, maxPoints: 0, fix: null });
  });

  it('leaves failing checks that depend on the reading not judged when the sections could not be read', async () => {
    const checks = runAtsChecks(await checkInputOf(UNHEADED_RESUME));
    const notJudged = checks.filter((check) => check.detail.startsWith('Not judged:'));
    expect(notJudged.length).toBeGreaterThan(0);
    const dependent = new Set(ATS_RULES.filter((rule) => rule.readingDependent).map((rule) => rule.id));
    for (const check of notJudged) {
      expect(dependent.has(check.id), check.id).toBe(true);
      expect(check).toMatchObject({ status: 'pass', points: 0, maxPoints: 0, fix: null });
    }
    expect(checks.find((check) => check.id === 'sections-read')?.status).toBe('fail');
  });
});
