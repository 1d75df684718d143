import type { BlogEntry } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { profileStructuredData, renderHead } from './page-head';

/** The parts of a job profile the page head reads. */
function entry(source: string, isSample = false): BlogEntry {
  return {
    metaTitle: 'Data Analyst at Orchard Metrics',
    metaDescription: 'What the job asks',
    jobPost: {
      id: 'post-1',
      source,
      is_sample: isSample,
      title: 'Data Analyst',
      company_name: 'Orchard Metrics',
      company_url: null,
      description_html: '<p>SQL and Python.</p>',
      date_posted: '2026-11-19',
      job_type: ['contract'],
      is_remote: true,
      location: { city: null, state: null, country: null },
      salary: null,
      skillsAnalysis: { technicalSkills: ['SQL'], requiredQualifications: [] },
    },
  } as unknown as BlogEntry;
}

const SHELL =
  '<html><head><title>x</title><meta name="description" content="y" /></head><body></body></html>';

describe('job profile structured data', () => {
  it('publishes a company board posting as JobPosting JSON-LD', () => {
    const jsonLd = profileStructuredData(entry('greenhouse'), 'https://careerlens.example/guides/x');
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Data Analyst' });
    const html = renderHead(SHELL, { title: 't', description: 'd', jsonLd });
    expect(html).toContain('<script type="application/ld+json">');
  });

  it('never publishes a posting from a public job API whose terms forbid passing it on (Remotive and the rest)', () => {
    for (const source of ['remotive', 'arbeitnow', 'themuse', 'himalayas']) {
      const jsonLd = profileStructuredData(entry(source), 'https://careerlens.example/guides/x');
      expect(jsonLd).toBeUndefined();
      const html = renderHead(SHELL, { title: 't', description: 'd', jsonLd });
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('JobPosting');
    }
  });

  it('never publishes a sample posting of the demo corpus: it is no job opening', () => {
    const jsonLd = profileStructuredData(entry('demo', true), 'https://careerlens.example/guides/x');
    expect(jsonLd).toBeUndefined();
    expect(renderHead(SHELL, { title: 't', description: 'd', jsonLd })).not.toContain('JobPosting');
  });
});
