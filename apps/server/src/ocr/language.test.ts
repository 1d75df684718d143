import type { OcrPageResult } from '@careerlens/core/resume-analysis';
import { describe, expect, it } from 'vitest';
import { guessLanguage, needsOtherLanguages } from './language';

const LANGUAGES = ['eng', 'deu', 'fra', 'spa'];

/** A page the engine read: one line per string, its words at any place. */
function page(...lines: string[]): OcrPageResult {
  return {
    width: 1000,
    height: 1000,
    lines: lines.map((line) => ({
      words: line.split(' ').map((text) => ({ text, confidence: 90, x0: 0, y0: 0, x1: 10, y1: 10 })),
    })),
  };
}

describe('the language of a page read with English alone', () => {
  it('reads English, German, French and Spanish pages by their stop words', () => {
    const english = page('Managed the front desk of a hotel with 120 rooms and trained new staff.');
    const german = page(
      'Führung der Buchhaltung für über 300 Kunden sowie Erstellung der Abschlüsse mit DATEV und SAP.',
    );
    const french = page(
      'Prise en charge des patients et suivi des soins pour le service de cardiologie avec une équipe.',
    );
    const spanish = page(
      'Gestión de los pedidos y atención al cliente para una empresa con sus proveedores.',
    );
    expect(guessLanguage(english, LANGUAGES)).toBe('eng');
    expect(guessLanguage(german, LANGUAGES)).toBe('deu');
    expect(guessLanguage(french, LANGUAGES)).toBe('fra');
    expect(guessLanguage(spanish, LANGUAGES)).toBe('spa');
    expect(needsOtherLanguages(english, LANGUAGES)).toBe(false);
    for (const other of [german, french, spanish]) expect(needsOtherLanguages(other, LANGUAGES)).toBe(true);
  });

  it('keeps English for a page with too few stop words to tell, and without other languages configured', () => {
    const skills = page('Python, SQL, Excel', 'Berlin, Paris, Madrid', 'Die Hard, Le Mans, El Paso');
    expect(guessLanguage(skills, LANGUAGES)).toBeUndefined();
    expect(needsOtherLanguages(skills, LANGUAGES)).toBe(false);
    const german = page(
      'Führung der Buchhaltung für über 300 Kunden sowie Erstellung der Abschlüsse mit DATEV.',
    );
    expect(needsOtherLanguages(german, ['eng'])).toBe(false);
    expect(needsOtherLanguages(german, ['eng', 'fra'])).toBe(false);
  });

  it('with a first reading in English and French, reads again only a page in a language it did not have', () => {
    const french = page(
      'Prise en charge des patients et suivi des soins pour le service de cardiologie avec une équipe.',
    );
    const german = page(
      'Führung der Buchhaltung für über 300 Kunden sowie Erstellung der Abschlüsse mit DATEV und SAP.',
    );
    const english = page('Managed the front desk of a hotel with 120 rooms and trained new staff.');
    expect(needsOtherLanguages(french, LANGUAGES, ['eng', 'fra'])).toBe(false);
    expect(needsOtherLanguages(english, LANGUAGES, ['eng', 'fra'])).toBe(false);
    expect(needsOtherLanguages(german, LANGUAGES, ['eng', 'fra'])).toBe(true);
  });
});
