import type { BlogCard, BlogEntry, JobProfileContent } from '@careerlens/contracts';
import { checkAllProfiles, type ProfileCheckOptions, type ProfileCheckReport } from './profile-check';
import {
  canGroundProfile,
  DEMO_SOURCE,
  getSkill,
  PROFILE_GENERATOR,
  profileMeta,
  profileSlug,
} from '@careerlens/core';
import { AppError } from '../errors';
import type { WorkerPool } from '../lib/worker-pool';
import type { JobPostRow, ProfileRepository } from '../repositories/profile.repository';
import type { ProfileTask, ProfileTaskResult } from '../isolated/profiles-task';
import type { LlmProfileClient, LlmProfileError } from './llm-profile.client';
import { postingFromRow } from './posting-row';
import { postingAttribution } from '../sources/source-terms';

/** Postings generated per worker task, and per database round. */
const GENERATION_CHUNK = 25;
const KEY_SKILLS_ON_CARD = 3;

export interface GenerationReport {
  generated: number;
  unchanged: number;
  failed: number;
  /** Postings that state no skill and no responsibility: no guide can be grounded on them (canGroundProfile). */
  skipped: number;
  viaLlm: number;
  fallbacks: number;
}

function postJson(post: JobPostRow) {
  return {
    id: post.id,
    title: post.title,
    company_name: post.companyName,
    company_logo: post.companyLogo,
    company_url: post.companyUrl,
    company_industry: post.companyIndustry,
    job_level: post.jobLevel,
    experience_level: post.experienceLevel,
    role_title: post.roleTitle,
    is_remote: post.isRemote === true,
    job_type: post.jobType,
    job_function: post.jobFunction,
    job_url: post.jobUrl,
    job_url_direct: post.jobUrlDirect,
    location: { city: post.city, state: post.state, country: post.country },
    date_posted: post.datePosted,
    updatedAt: post.updatedAt.toISOString(),
    is_sample: post.source === DEMO_SOURCE,
    source: post.source,
    attribution: postingAttribution(post.source, post.jobUrl),
  };
}

/** The published cards with the lower-cased text each is searched by, built once per change of the profiles. */
interface PublishedCards {
  version: number;
  cards: BlogCard[];
  /** Title, role, company, key skills and keywords of each card, lower-cased. */
  texts: string[];
}

/** One page of the published cards. */
export interface PublishedPage {
  cards: BlogCard[];
  /** Cards matching the search (all published cards without one). */
  total: number;
  /** All published cards. */
  published: number;
  /** Changes whenever the list does. */
  version: number;
}

export function createProfileService(deps: {
  profiles: ProfileRepository;
  pool: () => Pick<WorkerPool<ProfileTask[], ProfileTaskResult[]>, 'run'>;
  llm: { client: LlmProfileClient; model: string } | undefined;
  log: (message: string) => void;
}) {
  const { profiles } = deps;
  let cardsCache: PublishedCards | undefined;
  let loading: Promise<PublishedCards> | undefined;

  /** The published cards, read once per change of the profiles (concurrent first requests share it). */
  async function publishedCards(): Promise<PublishedCards> {
    const version = await profiles.version();
    if (cardsCache?.version === version) return cardsCache;
    loading ??= (async () => {
      const rows = await profiles.publishedCards();
      const cards: BlogCard[] = rows.map((row) => ({
        id: row.id,
        urlSlug: row.urlSlug,
        metaTitle: row.metaTitle,
        metaDescription: row.metaDescription,
        keywords: row.keywords,
        jobPost: {
          ...postJson({ ...row.post, updatedAt: row.post.updatedAt } as JobPostRow),
          keySkills: row.keySkills,
          questionCount: row.questionCount,
        },
        publishedAt: row.createdAt.toISOString(),
      }));
      const texts = cards.map((card) =>
        [
          card.jobPost.title,
          card.jobPost.role_title,
          card.jobPost.company_name ?? '',
          ...card.jobPost.keySkills,
          ...card.keywords,
        ]
          .join('\n')
          .toLowerCase(),
      );
      cardsCache = { version, cards, texts };
      return cardsCache;
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  function sourceHashOf(post: JobPostRow): string {
    return `${post.contentHash}:${post.analysisVersion}`;
  }

  async function generateContent(
    tasks: ProfileTask[],
    report: GenerationReport,
  ): Promise<
    Array<{ content: JobProfileContent; generator: { name: string; version: string } } | undefined>
  > {
    const results: Array<
      { content: JobProfileContent; generator: { name: string; version: string } } | undefined
    > = [];
    const builtin = await deps.pool().run(tasks);
    for (const [index, task] of tasks.entries()) {
      if (deps.llm) {
        try {
          const { content } = await deps.llm.client.generate(task);
          report.viaLlm += 1;
          results.push({ content, generator: { name: 'llm', version: `llm/${deps.llm.model}` } });
          continue;
        } catch (error) {
          report.fallbacks += 1;
          deps.log(
            `LLM profile for ${task.postingId} failed, using the built-in generator: ${(error as LlmProfileError).message}`,
          );
        }
      }
      const output = builtin[index];
      results.push(output?.ok ? { content: output.content, generator: PROFILE_GENERATOR } : undefined);
    }
    return results;
  }

  const service = {
    /**
     * Makes or refreshes the profiles of these postings. Idempotent: a profile made from the same posting
     * content by the same generator version is left alone.
     */
    async generateFor(postIds: string[], options: { force?: boolean } = {}): Promise<GenerationReport> {
      const report: GenerationReport = {
        generated: 0,
        unchanged: 0,
        failed: 0,
        skipped: 0,
        viaLlm: 0,
        fallbacks: 0,
      };
      const expectedVersion = deps.llm ? `llm/${deps.llm.model}` : PROFILE_GENERATOR.version;
      for (let start = 0; start < postIds.length; start += GENERATION_CHUNK) {
        const ids = postIds.slice(start, start + GENERATION_CHUNK);
        const [posts, existing] = await Promise.all([profiles.postsByIds(ids), profiles.existingFor(ids)]);
        const current = new Map(existing.map((row) => [row.jobPostId, row]));
        const stale = posts.filter((post) => {
          const before = current.get(post.id);
          const fresh =
            before && before.sourceHash === sourceHashOf(post) && before.generatorVersion === expectedVersion;
          if (fresh && !options.force) report.unchanged += 1;
          return options.force || !fresh;
        });
        const grounded: ProfileTask[] = [];
        const ungrounded: string[] = [];
        for (const post of stale) {
          const task = {
            postingId: post.id,
            seed: post.sourceId ?? post.jobUrl ?? post.id,
            ...postingFromRow(post),
          };
          if (canGroundProfile(task.analysis)) grounded.push(task);
          else ungrounded.push(post.id);
        }
        report.skipped += ungrounded.length;
        // A guide made before the posting lost its content (or before this rule) is taken down.
        await profiles.removeFor(ungrounded.filter((id) => current.has(id)));
        if (!grounded.length) continue;
        const tasks = grounded;
        const postById = new Map(stale.map((post) => [post.id, post]));
        const generated = await generateContent(tasks, report);
        for (const [index, task] of tasks.entries()) {
          const post = postById.get(task.postingId) as JobPostRow;
          const result = generated[index];
          if (!result) {
            report.failed += 1;
            continue;
          }
          const { posting, analysis } = task;
          const skillNames = [...analysis.requiredSkills, ...analysis.preferredSkills]
            .filter((id) => ['hard', 'tool', 'domain'].includes(getSkill(id)?.type ?? ''))
            .map((id) => getSkill(id)?.name ?? id);
          const meta = profileMeta({
            title: posting.title,
            companyName: posting.companyName,
            city: posting.location.city,
            roleTitle: analysis.roleTitle,
            skills: skillNames,
            questionCount: result.content.interview_questions.length,
          });
          await profiles.upsert({
            jobPostId: post.id,
            urlSlug:
              current.get(post.id)?.urlSlug ??
              profileSlug({
                title: post.title,
                companyName: post.companyName,
                city: post.city,
                postingId: post.id,
              }),
            metaTitle: meta.metaTitle,
            metaDescription: meta.metaDescription,
            keywords: meta.keywords,
            content: result.content,
            keySkills: skillNames.slice(0, KEY_SKILLS_ON_CARD),
            questionCount: result.content.interview_questions.length,
            generatorName: result.generator.name,
            generatorVersion: result.generator.version,
            sourceHash: sourceHashOf(post),
          });
          report.generated += 1;
        }
      }
      return report;
    },

    /** The content check of the stored profiles (`npm run profiles:check`), on a seeded sample if asked. */
    async check(options: ProfileCheckOptions = {}): Promise<ProfileCheckReport> {
      return checkAllProfiles(profiles, options);
    },

    async regenerate(options: { all: boolean }): Promise<GenerationReport> {
      const ids = options.all ? await profiles.allPostIds() : await profiles.postIdsWithoutProfile();
      return service.generateFor(ids, { force: options.all });
    },

    /**
     * One page of the published cards, newest first, optionally those matching every word of `query`.
     * The cards are read once per change of the profiles; a page is a slice (10,000 cards stay fast).
     */
    async publishedPage(options: { query?: string; page: number; size: number }): Promise<PublishedPage> {
      const list = await publishedCards();
      const words = (options.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matching = words.length
        ? list.cards.filter((_card, index) => words.every((word) => list.texts[index]?.includes(word)))
        : list.cards;
      const first = options.page * options.size;
      return {
        cards: matching.slice(first, first + options.size),
        total: matching.length,
        published: list.cards.length,
        version: list.version,
      };
    },

    async bySlug(slug: string): Promise<BlogEntry> {
      const found = await profiles.bySlug(slug);
      if (!found)
        throw AppError.notFound('Job profile not found. It may have been removed, or the link is mistyped.');
      return service.present(found);
    },

    present(found: {
      profile: {
        id: string;
        urlSlug: string;
        metaTitle: string;
        metaDescription: string;
        keywords: string[];
        content: unknown;
        generatorName: string;
        generatorVersion: string;
        createdAt: Date;
      };
      post: JobPostRow;
    }): BlogEntry {
      const { profile, post } = found;
      const content = profile.content as JobProfileContent;
      return {
        id: profile.id,
        urlSlug: profile.urlSlug,
        metaTitle: profile.metaTitle,
        metaDescription: profile.metaDescription,
        keywords: profile.keywords,
        jobPost: {
          ...postJson(post),
          ...content,
          description_html: post.descriptionHtml,
          salary:
            post.salaryMin !== null || post.salaryMax !== null
              ? {
                  interval: post.salaryInterval,
                  min_amount: post.salaryMin,
                  max_amount: post.salaryMax,
                  currency: post.salaryCurrency,
                }
              : null,
        },
        generator: { name: profile.generatorName, version: profile.generatorVersion },
        publishedAt: profile.createdAt.toISOString(),
      };
    },

    sitemapEntries: () => profiles.sitemapEntries(),
  };
  return service;
}

export type ProfileService = ReturnType<typeof createProfileService>;
