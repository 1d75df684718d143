/**
 * What each public job API's terms ask of a site that shows its postings, kept beside the connectors so
 * that a new source states its rules before its postings reach a page. The product follows them:
 *
 * - every posting keeps its source and the job's page on that source (`jobUrl`), and the job cards and
 *   job profile pages show "via <name>" linking there;
 * - a source whose terms forbid passing its jobs on to other job boards or search engines' job listings
 *   (Google Jobs) has `structuredData: false`: its postings are never published as schema.org JobPosting
 *   (JSON-LD) on our public pages. For the aggregators below, whose jobs are not ours to list, that is
 *   the default even where the terms do not say it outright.
 *
 * The summaries are short paraphrases; `termsUrl` is the text that binds.
 */

/** A source's attribution and the terms its postings are shown under. */
export interface SourceTerms {
  /** The name shown as "via <name>". */
  name: string;
  /** The source's home page. */
  site: string;
  /** Where its API terms are published. */
  termsUrl: string;
  /** What the terms ask, in a sentence or two. */
  terms: string;
  /** May its postings be published as JobPosting structured data (JSON-LD) on our public pages? */
  structuredData: boolean;
}

/** Public job APIs there are connectors for (no key needed), synced from JOB_SOURCES. */
export type PublicSource = 'remotive' | 'arbeitnow' | 'themuse' | 'himalayas';

export const PUBLIC_SOURCES: readonly PublicSource[] = ['remotive', 'arbeitnow', 'themuse', 'himalayas'];

export const SOURCE_TERMS: Readonly<Record<PublicSource, SourceTerms>> = {
  remotive: {
    name: 'Remotive',
    site: 'https://remotive.com',
    termsUrl: 'https://github.com/remotive-com/remote-jobs-api',
    terms:
      "Link back to the job's URL on Remotive and mention Remotive as the source. Do not submit Remotive's " +
      'jobs to other job boards or aggregators (Google Jobs, LinkedIn Jobs, Jooble...). Jobs appear with a ' +
      'delay; fetch a few times a day at most.',
    structuredData: false,
  },
  arbeitnow: {
    name: 'Arbeitnow',
    site: 'https://www.arbeitnow.com',
    termsUrl: 'https://www.arbeitnow.com/terms',
    terms:
      "A free public API, not to be abused; link back to the job's page on Arbeitnow and name Arbeitnow " +
      'as the source.',
    structuredData: false,
  },
  themuse: {
    name: 'The Muse',
    site: 'https://www.themuse.com',
    termsUrl: 'https://www.themuse.com/developers/api/v2',
    terms:
      "Use is under The Muse's API terms and conditions; without an API key, 500 requests an hour. Link " +
      "to the job's landing page on The Muse.",
    structuredData: false,
  },
  himalayas: {
    name: 'Himalayas',
    site: 'https://himalayas.app',
    termsUrl: 'https://himalayas.app/api',
    terms:
      "Attribute the jobs to Himalayas and link back to the job's page on Himalayas; at most 20 jobs per " +
      'request, polite use.',
    structuredData: false,
  },
};

/** True for a posting source that is one of the public job APIs. */
export function isPublicSource(source: string): source is PublicSource {
  return (PUBLIC_SOURCES as readonly string[]).includes(source);
}

/** The "via <name>" attribution of a posting's source, or null for sources that need none. */
export function sourceAttribution(source: string): { name: string; site: string } | null {
  if (!isPublicSource(source)) return null;
  const terms = SOURCE_TERMS[source];
  return { name: terms.name, site: terms.site };
}

/**
 * What a posting shows as "via <name>": the source's name, linking to the job's page on the source (its
 * `jobUrl`, which the connectors always set), or null for sources that need no attribution.
 */
export function postingAttribution(
  source: string,
  jobUrl: string | null,
): { name: string; url: string } | null {
  const attribution = sourceAttribution(source);
  return attribution ? { name: attribution.name, url: jobUrl ?? attribution.site } : null;
}

/**
 * May a posting from this source be published as JobPosting structured data? Only sources without
 * terms against it (company boards, imports): every public job API above says no.
 */
export function allowsStructuredData(source: string): boolean {
  return isPublicSource(source) ? SOURCE_TERMS[source].structuredData : true;
}
