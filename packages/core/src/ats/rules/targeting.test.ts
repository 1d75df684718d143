import { describe, expect, it } from 'vitest';
import { checkInputOf, SOUND_RESUME } from '../../testing/resume-input';
import { judge } from '../rule';
import { roleSkills, targetTitle } from './targeting';

const ROLE = { targetRole: 'Data Analyst' } as const;

describe('targeting rules', () => {
  it('apply only with a target role', async () => {
    const input = await checkInputOf(SOUND_RESUME);
    expect(judge(roleSkills, input)).toBeUndefined();
    expect(judge(targetTitle, input)).toBeUndefined();
  });

  it('role-skills: most of the role’s skills pass, titled with the role; fewer warn; few fail naming what to add', async () => {
    const sound = await checkInputOf(SOUND_RESUME, ROLE);
    const some = judge(roleSkills, sound);
    expect(some).toMatchObject({
      title: 'Skills Data Analyst postings ask for',
      status: 'warn',
      points: 4.8,
      maxPoints: 8,
    });
    // Skills only implied by a related one are not shown to an ATS, which searches for the name.
    expect(some?.detail).toBe(
      'Shows 7 of the 18 skills most asked for in Data Analyst postings. 1 more is only implied by related skills: R.',
    );
    const missing = sound.roleCoverage?.missing ?? [];
    expect(missing.length).toBeGreaterThan(0);
    expect(some?.fix).toBe(
      `If you have them, name these skills where you used them: ${missing.slice(0, 4).join(', ')}.`,
    );

    const all = SOUND_RESUME.replace('Data Visualization\n', `Data Visualization, ${missing.join(', ')}\n`);
    expect(judge(roleSkills, await checkInputOf(all, ROLE))).toMatchObject({
      status: 'pass',
      points: 8,
      fix: null,
    });

    const sparse = SOUND_RESUME.replace(
      /Python|SQL|Tableau|Microsoft Excel|Excel|Statistics|statistics|Data Visualization/g,
      'Budgets',
    );
    const few = judge(roleSkills, await checkInputOf(sparse, ROLE));
    expect(few?.status).toBe('fail');
    expect(few?.points).toBeLessThan(4);
  });

  it('target-title: the title (or an alias) on the resume passes; absent fails with the fix to use it', async () => {
    const shown = judge(targetTitle, await checkInputOf(SOUND_RESUME, ROLE));
    expect(shown).toMatchObject({ status: 'pass', points: 2, fix: null });
    expect(shown?.evidence[0]?.text.toLowerCase()).toContain('data analyst');
    const retitled = SOUND_RESUME.replace(/Senior Data Analyst|Data Analyst|Data analyst/g, 'Insights Lead');
    expect(judge(targetTitle, await checkInputOf(retitled, ROLE))).toMatchObject({
      status: 'fail',
      points: 0,
      detail: 'The title "Data Analyst" does not appear anywhere.',
      fix: 'If it fits your experience, use the title "Data Analyst" in your summary or headline.',
    });
  });

  it('target-title: reads a title as whole words, so "cooking" is not the title Cook and "learn" not RN', async () => {
    const retitled = SOUND_RESUME.replace(/Senior Data Analyst|Data Analyst|Data analyst/g, 'Insights Lead');
    const chef = await checkInputOf(`${retitled}\nHighly skilled in cooking for 40 guests\n`, {
      targetRole: 'Chef',
    });
    expect(judge(targetTitle, chef)?.status).toBe('fail');
    const nurse = await checkInputOf(`${retitled}\nEager to learn and return to patient care\n`, {
      targetRole: 'Registered Nurse',
    });
    expect(judge(targetTitle, nurse)?.status).toBe('fail');
    const cook = await checkInputOf(`${retitled}\nTrained three line cooks on the grill station\n`, {
      targetRole: 'Chef',
    });
    expect(judge(targetTitle, cook)?.evidence[0]?.text).toContain('line cooks');
  });
});
