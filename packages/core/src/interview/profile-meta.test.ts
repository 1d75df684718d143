import { describe, expect, it } from 'vitest';
import {
  MAX_META_DESCRIPTION_CHARS,
  MAX_META_TITLE_CHARS,
  MAX_SLUG_CHARS,
  profileMeta,
  profileSlug,
} from './profile-meta';

describe('profileSlug', () => {
  it('joins title, company and city in kebab case and ends with the short posting id', () => {
    expect(
      profileSlug({
        title: 'Data Analyst',
        companyName: 'Northwind',
        city: 'Denver',
        postingId: '3f6c1a52-8d0e-4b7a-9c11-5e2f7a9b0c41',
      }),
    ).toBe('data-analyst-northwind-denver-3f6c1a52');
  });

  it('folds accents and symbols to ASCII', () => {
    expect(
      profileSlug({
        title: 'Señor Chef (Façade)',
        companyName: 'Brød & Søn',
        city: 'Zürich',
        postingId: 'ab12cd34ef',
      }),
    ).toBe('senor-chef-facade-brod-son-zurich-ab12cd34');
    expect(
      profileSlug({ title: 'C++ / C# Developer', companyName: null, city: null, postingId: '0b1c2d3e-4f5a' }),
    ).toBe('cpp-csharp-developer-0b1c2d3e');
  });

  it('stays within 80 characters, dropping the city, then the company, then cutting the title at a word', () => {
    const postingId = '5e8f0a1b-3c4d-4e5f-9a6b-7c8d9e0f1a2b';
    const long = profileSlug({
      title: 'Senior Staff Software Engineer, Distributed Payments Infrastructure and Reliability Platform',
      companyName: 'Tidewater Systems International Holdings',
      city: 'Amsterdam',
      postingId,
    });
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_CHARS);
    expect(long).toMatch(/^senior-staff-software-engineer-[a-z0-9-]*[a-z0-9]-5e8f0a1b$/u);
    const dropsCity = profileSlug({
      title: 'Registered Nurse Medical Surgical Unit',
      companyName: 'Linden Vale Medical Center',
      city: 'Columbus',
      postingId,
    });
    expect(dropsCity).toBe('registered-nurse-medical-surgical-unit-linden-vale-medical-center-5e8f0a1b');
  });

  it('is stable for a posting and differs between postings with the same title', () => {
    const input = {
      title: 'Barista',
      companyName: 'Fernhill Coffee',
      city: 'Portland',
      postingId: 'e1f2a3b4-c5d6',
    };
    expect(profileSlug(input)).toBe(profileSlug({ ...input }));
    expect(profileSlug(input)).not.toBe(profileSlug({ ...input, postingId: 'a0b1c2d3-e4f5' }));
  });
});

describe('profileMeta', () => {
  it('writes the title with company and city when they fit', () => {
    const meta = profileMeta({
      title: 'Data Analyst',
      companyName: 'Northwind',
      city: 'Denver',
      roleTitle: 'Data Analyst',
      skills: ['SQL', 'Tableau', 'Python', 'Microsoft Excel'],
      questionCount: 10,
    });
    expect(meta.metaTitle).toBe('Data Analyst at Northwind (Denver): Interview Questions');
    expect(meta.metaDescription).toBe(
      'Prepare for the Data Analyst interview at Northwind in Denver: 10 questions with model answers on SQL, Tableau and Python.',
    );
    expect(meta.keywords).toEqual([
      'Data Analyst',
      'Data Analyst interview questions',
      'SQL',
      'Tableau',
      'Python',
      'Microsoft Excel',
      'Northwind',
      'Denver',
    ]);
  });

  it('keeps within the length limits by dropping details, never inventing any', () => {
    const skills = ['Java', 'Apache Kafka', 'PostgreSQL', 'Kubernetes', 'Spring Boot', 'AWS'];
    const meta = profileMeta({
      title: 'Senior Backend Engineer (Payments Platform) - Hybrid, Amsterdam or Rotterdam',
      companyName: 'Tidewater Systems International Holdings',
      city: 'Amsterdam',
      roleTitle: 'Backend Engineer',
      skills,
      questionCount: 11,
    });
    expect(meta.metaTitle.length).toBeLessThanOrEqual(MAX_META_TITLE_CHARS);
    expect(meta.metaTitle).toBe('Senior Backend Engineer: Interview Questions');
    expect(meta.metaDescription.length).toBeLessThanOrEqual(MAX_META_DESCRIPTION_CHARS);
    expect(meta.metaDescription).toContain('11 questions');
    const named = skills.filter((skill) => meta.metaDescription.includes(skill));
    expect(named).toEqual(skills.slice(0, named.length));
    expect(meta.keywords).toEqual(expect.arrayContaining(['Backend Engineer', 'Java', 'Amsterdam']));
  });

  it('cuts a title too long for any pattern at a word', () => {
    const meta = profileMeta({
      title: 'Principal Distributed Systems Reliability and Observability Engineer',
      companyName: null,
      city: null,
      roleTitle: 'Software Engineer',
      skills: [],
      questionCount: 9,
    });
    expect(meta.metaTitle.length).toBeLessThanOrEqual(MAX_META_TITLE_CHARS);
    expect(meta.metaTitle).toMatch(/^Principal Distributed Systems.*…: Interview Questions$/u);
    expect(meta.metaDescription).toBe(
      'Prepare for the Principal Distributed Systems Reliability and Observability Engineer interview: 9 questions with model answers.',
    );
  });
});
