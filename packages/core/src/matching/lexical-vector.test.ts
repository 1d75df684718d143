import { describe, expect, it } from 'vitest';
import {
  computeIdf,
  cosine,
  HashedVectorTable,
  lexicalTerms,
  lexicalVector,
  MAX_TERM_FREQUENCY,
  stem,
  termHash,
  tokenize,
} from './lexical-vector';
import { DATA_ANALYST_POSTING, NURSE_POSTING } from './test-fixtures';

function norm(weights: readonly number[]): number {
  return Math.sqrt(weights.reduce((sum, weight) => sum + weight * weight, 0));
}

function weightOf(vector: { terms: string[]; weights: number[] }, term: string): number {
  const index = vector.terms.indexOf(term);
  return index < 0 ? 0 : (vector.weights[index] ?? 0);
}

describe('tokenize and stem', () => {
  it('brings the forms of a word together', () => {
    const same = (...words: string[]) => expect(new Set(words.map(stem)).size).toBe(1);
    same('dashboard', 'dashboards');
    same('manage', 'managed', 'managing', 'manages');
    same('analyse', 'analyze', 'analysed', 'analyzed', 'analyzing', 'analyses');
    same('report', 'reports', 'reporting', 'reported');
    same('build', 'built', 'building', 'builds');
    same('lead', 'led', 'leading');
    same('strategy', 'strategies');
    same('process', 'processes');
    expect(stem('analysis')).not.toBe(stem('analyst'));
  });

  it('drops stop words, boilerplate and bare numbers, and keeps c++ and c#', () => {
    expect(tokenize('We are looking for 5+ years of experience with C++ and C# in a team of 12')).toEqual([
      'c++',
      'c#',
      'team',
    ]);
    expect(tokenize('Equal opportunity employer: race, color, religion')).toEqual([]);
    expect(lexicalTerms('Reports and reporting, dashboards')).toEqual(['dashboard', 'report']);
  });
});

describe('lexicalVector', () => {
  it('is sorted, L2-normalised, capped, and plain JSON', () => {
    const vector = lexicalVector(DATA_ANALYST_POSTING, { maxTerms: 20, skillIds: ['sql', 'tableau'] });
    expect(vector.terms).toHaveLength(20);
    expect(vector.terms).toEqual([...vector.terms].sort());
    expect(norm(vector.weights)).toBeCloseTo(1, 4);
    expect(JSON.parse(JSON.stringify(vector))).toEqual(vector);
    expect(lexicalVector('')).toEqual({ terms: [], weights: [] });
    expect(lexicalVector('the and of')).toEqual({ terms: [], weights: [] });
  });

  it('weighs skill terms above ordinary words', () => {
    const vector = lexicalVector('sql dashboards', { skillIds: ['sql'] });
    expect(weightOf(vector, '#sql')).toBeGreaterThan(weightOf(vector, 'dashboard'));
  });

  it('caps repetition, and ignores it entirely in binary mode', () => {
    const once = lexicalVector('sql dashboards');
    const many = lexicalVector(`${'sql '.repeat(30)} dashboards`);
    const capped = lexicalVector(`${'sql '.repeat(MAX_TERM_FREQUENCY)} dashboards`);
    expect(weightOf(many, 'sql')).toBeGreaterThan(weightOf(once, 'sql'));
    expect(many).toEqual(capped);
    expect(lexicalVector(`${'sql '.repeat(30)} dashboards`, { termFrequency: 'binary' })).toEqual(
      lexicalVector('sql dashboards', { termFrequency: 'binary' }),
    );
  });

  it('uses an IDF table, as an object or a Map, without reading the prototype', () => {
    const plain = lexicalVector('constructor dashboards sql');
    const withIdf = lexicalVector('constructor dashboards sql', { idf: { sql: 3, dashboard: 1 } });
    expect(weightOf(withIdf, 'sql')).toBeGreaterThan(weightOf(plain, 'sql'));
    expect(weightOf(withIdf, 'constructor')).toBeCloseTo(weightOf(withIdf, 'dashboard'), 6);
    expect(lexicalVector('dashboards sql', { idf: new Map([['sql', 3]]) })).toEqual(
      lexicalVector('dashboards sql', { idf: { sql: 3 } }),
    );
  });

  it('computes an IDF table from a corpus', () => {
    const idf = computeIdf([['sql', 'report'], ['sql', 'patient'], ['sql', 'report'], ['patient']], 2);
    expect(Object.keys(idf)).toEqual(['patient', 'report', 'sql']);
    expect(idf.sql).toBeLessThan(idf.report ?? 0);
  });
});

describe('cosine', () => {
  it('is 1 for the same text, 0 for texts with nothing in common, and symmetric', () => {
    const a = lexicalVector(DATA_ANALYST_POSTING);
    const b = lexicalVector(NURSE_POSTING);
    expect(cosine(a, a)).toBeCloseTo(1, 4);
    expect(cosine(lexicalVector('sql dashboards'), lexicalVector('patient wound care'))).toBe(0);
    expect(cosine(a, b)).toBeCloseTo(cosine(b, a), 10);
    expect(cosine(a, b)).toBeLessThan(0.3);
    expect(cosine(a, { terms: [], weights: [] })).toBe(0);
  });

  it('gives the same value through the hashed table, with or without stored hashes', () => {
    const resume = lexicalVector(`${DATA_ANALYST_POSTING}\n${NURSE_POSTING}`, {
      termFrequency: 'binary',
      maxTerms: 400,
    });
    const table = new HashedVectorTable(resume);
    for (const text of [DATA_ANALYST_POSTING, NURSE_POSTING, 'sql dashboards']) {
      const plain = lexicalVector(text);
      const hashed = lexicalVector(text, { withHashes: true });
      expect(hashed.hashes).toEqual(hashed.terms.map(termHash));
      expect(table.cosine(hashed)).toBeCloseTo(cosine(resume, plain), 10);
      expect(table.cosine(plain)).toBeCloseTo(cosine(resume, plain), 10);
    }
  });

  it('hashes terms to small, stable integers', () => {
    expect(termHash('sql')).toBe(termHash('sql'));
    expect(termHash('sql')).not.toBe(termHash('sq1'));
    for (const term of ['', 'a', '#power-bi', 'c++', 'ünïcode']) {
      expect(Number.isInteger(termHash(term))).toBe(true);
      expect(termHash(term)).toBeGreaterThanOrEqual(0);
      expect(termHash(term)).toBeLessThan(2 ** 30);
    }
  });
});
