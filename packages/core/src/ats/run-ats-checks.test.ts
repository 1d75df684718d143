import { describe, expect, it } from 'vitest';
import { checkInputOf, SOUND_RESUME } from '../testing/resume-input';
import { ATS_POINTS, LAYOUT_MULTIPLIERS } from './points';
import { ATS_RULES, runAtsChecks } from './run-ats-checks';

const SPANISH_RESUME = `Ana García
ana.garcia@example.com | +34 612 345 678 | Madrid, España

Perfil
Analista de datos con ocho años de experiencia en comercio minorista, precios y previsión de la demanda para equipos regionales.

Experiencia
Analista de datos sénior, Northwind Analytics
Ene 2021 – Actualidad
• Responsable de los cuadros de mando de ventas para las tiendas de la región y sus directores
• Responsable de la previsión semanal de la demanda con Python y SQL para el equipo de planificación

Formación
Grado en Matemáticas, Universidad de Sevilla, 2016

Habilidades
Python, SQL, Tableau, Excel, Estadística
`;

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
    const unheaded = SOUND_RESUME.replace(/^(Summary|Experience|Education|Skills)\n/gm, '');
    const checks = runAtsChecks(await checkInputOf(unheaded));
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
