import type { BlogCard } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, searchProfiles, toSearchable } from './search-profiles';

function card(title: string, company: string, skills: string[]): BlogCard {
  return {
    id: title,
    urlSlug: title.toLowerCase().replace(/\s+/g, '-'),
    metaTitle: title,
    metaDescription: '',
    keywords: [],
    publishedAt: '2026-01-01T00:00:00Z',
    jobPost: {
      id: title,
      title,
      company_name: company,
      company_logo: null,
      company_url: null,
      is_sample: false,
      company_industry: null,
      job_level: null,
      experience_level: 'mid-level',
      role_title: title,
      is_remote: false,
      job_type: [],
      job_function: null,
      job_url: null,
      job_url_direct: null,
      location: { city: null, state: null, country: null },
      date_posted: null,
      updatedAt: '2026-01-01T00:00:00Z',
      keySkills: skills,
      questionCount: 10,
    },
  };
}

const cards = [
  card('Data Analyst', 'Acme', ['SQL', 'Tableau', 'Python']),
  card('Registered Nurse', 'City Hospital', ['Patient Care', 'EHR', 'BLS']),
  card('Data Engineer', 'Globex', ['Spark', 'SQL', 'Airflow']),
];
const searchable = toSearchable(cards);

describe('searchProfiles', () => {
  it('returns everything for a blank query', () => {
    expect(searchProfiles(searchable, '  ')).toHaveLength(3);
  });
  it('matches title, company and skills, case-insensitively, every word', () => {
    expect(searchProfiles(searchable, 'data').map((c) => c.jobPost.title)).toEqual([
      'Data Analyst',
      'Data Engineer',
    ]);
    expect(searchProfiles(searchable, 'hospital').map((c) => c.jobPost.title)).toEqual(['Registered Nurse']);
    expect(searchProfiles(searchable, 'sql').length).toBe(2);
    expect(searchProfiles(searchable, 'sql globex').map((c) => c.jobPost.title)).toEqual(['Data Engineer']);
    expect(searchProfiles(searchable, 'chef')).toEqual([]);
  });
});

describe('pagination helpers', () => {
  it('counts pages and clamps the page from the URL', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(clampPage(null, 5)).toBe(1);
    expect(clampPage('abc', 5)).toBe(1);
    expect(clampPage('-2', 5)).toBe(1);
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage('99', 5)).toBe(5);
  });
  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(8, 16)).toEqual([1, 'gap', 7, 8, 9, 'gap', 16]);
    expect(pageItems(16, 16)).toEqual([1, 'gap', 15, 16]);
  });
});
