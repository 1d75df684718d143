import type { BlogEntry } from '@careerlens/contracts';
import { allowsStructuredData } from '../../sources/source-terms';

const SITE_NAME = 'CareerLens';
const DEFAULT_DESCRIPTION =
  'Check your resume the way applicant tracking systems read it, see the skills your target role asks for, ' +
  'find ranked job matches and prepare with real interview questions.';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a <script> element: "<" is escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  perdiem: 'PER_DIEM',
  volunteer: 'VOLUNTEER',
};

/**
 * The structured data of a job profile page: its posting as JobPosting, unless the posting's source
 * forbids passing its jobs on to search engines' job listings (sources/source-terms.ts: Remotive and the
 * other public job APIs), in which case the page has none.
 */
export function profileStructuredData(
  entry: BlogEntry,
  pageUrl: string,
): Record<string, unknown> | undefined {
  // A sample posting of the demo corpus is no job opening: search engines must not list it as one.
  if (entry.jobPost.is_sample) return undefined;
  return allowsStructuredData(entry.jobPost.source) ? jobPostingJsonLd(entry, pageUrl) : undefined;
}

/** schema.org JobPosting for a profile's posting, from the facts the posting states. */
export function jobPostingJsonLd(entry: BlogEntry, pageUrl: string): Record<string, unknown> {
  const post = entry.jobPost;
  const types = post.job_type.map((type) => EMPLOYMENT_TYPES[type]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: post.title,
    description: post.description_html,
    datePosted: post.date_posted ?? undefined,
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: post.company_name ?? SITE_NAME, value: post.id },
    hiringOrganization: post.company_name
      ? {
          '@type': 'Organization',
          name: post.company_name,
          ...(post.company_url ? { sameAs: post.company_url } : {}),
        }
      : undefined,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: post.location.city ?? undefined,
        addressRegion: post.location.state ?? undefined,
        addressCountry: post.location.country ?? undefined,
      },
    },
    ...(post.is_remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    ...(post.salary && post.salary.currency && (post.salary.min_amount ?? post.salary.max_amount)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: post.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(post.salary.min_amount !== null ? { minValue: post.salary.min_amount } : {}),
              ...(post.salary.max_amount !== null ? { maxValue: post.salary.max_amount } : {}),
              unitText: (post.salary.interval ?? 'year')
                .toUpperCase()
                .replace(/LY$/, '')
                .replace('DAI', 'DAY'),
            },
          },
        }
      : {}),
    skills: post.skillsAnalysis.technicalSkills.join(', ') || undefined,
    experienceRequirements: post.skillsAnalysis.requiredQualifications.slice(0, 5).join(' ') || undefined,
  };
}

/** Replaces the app shell's title and description, and adds structured data, for one page. */
export function renderHead(
  indexHtml: string,
  page: { title: string; description: string; canonical?: string; jsonLd?: unknown },
): string {
  // The shell's own title, description and Open Graph tags are replaced in place (never duplicated).
  let html = indexHtml
    // Replacer functions, never replacement strings: "$'" or "$`" in a title is text, not a pattern.
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(/\s*<meta\s+property="og:(?:title|description)"[^>]*>/g, '');
  const extra: string[] = [
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
  ];
  if (page.canonical) extra.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}" />`);
  if (page.jsonLd) extra.push(`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`);
  html = html.replace('</head>', () => `    ${extra.join('\n    ')}\n  </head>`);
  return html;
}

export const DEFAULT_PAGE = {
  title: `${SITE_NAME}: ATS resume check, skill gaps, job matches and interview prep`,
  description: DEFAULT_DESCRIPTION,
};
export { SITE_NAME };
