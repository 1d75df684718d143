import type { JobProfileContent } from '@careerlens/contracts';
import { generateDemoPostings, PROFILE_GENERATOR, type JobPostingInput } from '@careerlens/core';
import { describe, expect, it } from 'vitest';
import { buildProfiles, type ProfileTask, type ProfileTaskResult } from '../isolated/profiles-task';
import { readPostings } from '../isolated/postings-task';
import type { JobPostRow, NewProfileRow, ProfileRepository } from '../repositories/profile.repository';
import { contentHash, toRow } from './ingestion.service';
import type { LlmProfileClient } from './llm-profile.client';
import { LlmProfileError } from './llm-profile.client';
import { createProfileService } from './profile.service';

/*
 * Profile generation's rules against an in-memory repository (the API tests cover the database's wiring):
 * one profile per posting, idempotent on the posting's content and the generator, a stable address, the
 * model first when one is configured and the built-in generator when it fails.
 */

const POSTINGS = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).slice(0, 4);

/** A stored posting, as ingestion writes it. */
function postRow(posting: JobPostingInput, id: string): JobPostRow {
  const [read] = readPostings([posting]);
  if (!read || 'error' in read) throw new Error('the demo posting could not be read');
  const now = new Date('2026-11-20T00:00:00Z');
  return {
    ...toRow(posting, read.analysis, read.vector, contentHash(posting)),
    id,
    createdAt: now,
    updatedAt: now,
  } as JobPostRow;
}

function memoryProfiles(posts: JobPostRow[]) {
  const byPost = new Map(posts.map((post) => [post.id, post]));
  const stored = new Map<string, NewProfileRow>();
  const upserts: string[] = [];
  const repository = {
    async postsByIds(ids: string[]) {
      return ids.map((id) => byPost.get(id)).filter((post): post is JobPostRow => post !== undefined);
    },
    async existingFor(ids: string[]) {
      return ids
        .map((id) => stored.get(id))
        .filter((row): row is NewProfileRow => row !== undefined)
        .map((row) => ({
          jobPostId: row.jobPostId,
          sourceHash: row.sourceHash,
          generatorName: row.generatorName,
          generatorVersion: row.generatorVersion,
          urlSlug: row.urlSlug,
        }));
    },
    async removeFor(ids: string[]) {
      for (const id of ids) stored.delete(id);
      return ids.length;
    },
    async upsert(row: NewProfileRow) {
      upserts.push(row.jobPostId);
      stored.set(row.jobPostId, row);
    },
    async allPostIds() {
      return [...byPost.keys()];
    },
    async postIdsWithoutProfile() {
      return [...byPost.keys()].filter((id) => !stored.has(id));
    },
  };
  return { byPost, stored, upserts, repository: repository as unknown as ProfileRepository };
}

function setUp(
  options: {
    build?: (tasks: ProfileTask[]) => ProfileTaskResult[];
    llm?: Pick<LlmProfileClient, 'generate'>;
  } = {},
) {
  const posts = POSTINGS.map((posting, index) => postRow(posting, `post-${index + 1}`));
  const memory = memoryProfiles(posts);
  const logs: string[] = [];
  const service = createProfileService({
    profiles: memory.repository,
    pool: () => ({ run: async (tasks: ProfileTask[]) => (options.build ?? buildProfiles)(tasks) }),
    llm: options.llm ? { client: options.llm as LlmProfileClient, model: 'test-model' } : undefined,
    log: (message) => logs.push(message),
  });
  return { ...memory, posts, logs, service };
}

describe('profile service: generation', () => {
  it('makes one profile per posting with its address, card fields and generator', async () => {
    const { stored, posts, service } = setUp();
    const report = await service.generateFor(posts.map((post) => post.id));
    expect(report).toEqual({ generated: 4, unchanged: 0, failed: 0, skipped: 0, viaLlm: 0, fallbacks: 0 });
    for (const post of posts) {
      const row = stored.get(post.id) as NewProfileRow;
      const content = row.content as JobProfileContent;
      expect(row.urlSlug).toMatch(/^[a-z0-9-]+$/);
      expect(row.metaTitle).toContain(post.title);
      expect(row.questionCount).toBe(content.interview_questions.length);
      expect(row.questionCount).toBeGreaterThan(0);
      expect(row.keySkills?.length).toBeLessThanOrEqual(3);
      expect(row.generatorVersion).toBe(PROFILE_GENERATOR.version);
      expect(row.sourceHash).toBe(`${post.contentHash}:${post.analysisVersion}`);
    }
    expect(new Set([...stored.values()].map((row) => row.urlSlug)).size).toBe(4);
  });

  it('leaves a profile alone while its posting and the generator are the same, unless forced', async () => {
    const { upserts, posts, service } = setUp();
    const ids = posts.map((post) => post.id);
    await service.generateFor(ids);
    const again = await service.generateFor(ids);
    expect(again).toMatchObject({ generated: 0, unchanged: 4 });
    expect(upserts).toHaveLength(4);
    const forced = await service.generateFor(ids, { force: true });
    expect(forced).toMatchObject({ generated: 4, unchanged: 0 });
  });

  it('regenerates the profile of a changed posting and keeps its address', async () => {
    const { stored, byPost, posts, service } = setUp();
    const post = posts[0] as JobPostRow;
    await service.generateFor([post.id]);
    const slug = stored.get(post.id)?.urlSlug;
    byPost.set(post.id, { ...post, title: `${post.title} (Remote)`, contentHash: 'changed' });
    const report = await service.generateFor([post.id]);
    expect(report.generated).toBe(1);
    expect(stored.get(post.id)?.urlSlug).toBe(slug);
    expect(stored.get(post.id)?.sourceHash).toBe(`changed:${post.analysisVersion}`);
  });

  it('counts a posting the generator fails on and stores nothing for it', async () => {
    const { stored, posts, service } = setUp({
      build: (tasks) =>
        tasks.map((task, index) =>
          index === 0
            ? { ok: false, error: 'no questions' }
            : (buildProfiles([task])[0] as ProfileTaskResult),
        ),
    });
    const report = await service.generateFor(posts.map((post) => post.id));
    expect(report).toMatchObject({ generated: 3, failed: 1 });
    expect(stored.has((posts[0] as JobPostRow).id)).toBe(false);
  });

  it('asks the model first when one is configured, and falls back to the built-in generator when it fails', async () => {
    let calls = 0;
    const { stored, logs, posts, service } = setUp({
      llm: {
        async generate(input) {
          calls += 1;
          if (calls === 1) throw new LlmProfileError('the reply is not valid JSON');
          const [built] = buildProfiles([{ postingId: 'llm', seed: 'llm', ...input }]);
          if (!built?.ok) throw new LlmProfileError('could not build');
          return { content: built.content } as Awaited<ReturnType<LlmProfileClient['generate']>>;
        },
      },
    });
    const report = await service.generateFor(posts.map((post) => post.id));
    expect(report).toMatchObject({ generated: 4, viaLlm: 3, fallbacks: 1 });
    const versions = posts.map((post) => stored.get(post.id)?.generatorVersion);
    expect(versions).toEqual([
      PROFILE_GENERATOR.version,
      'llm/test-model',
      'llm/test-model',
      'llm/test-model',
    ]);
    expect(logs).toEqual([expect.stringContaining('the reply is not valid JSON')]);
    // A built-in profile is not "fresh" for a model-backed service: the next run asks the model again.
    const again = await service.generateFor(posts.map((post) => post.id));
    expect(again).toMatchObject({ generated: 1, unchanged: 3, viaLlm: 1 });
  });

  it('builds no guide for a posting that states no skill and no responsibility (an empty description)', async () => {
    const { stored, byPost, posts, service } = setUp();
    const empty = posts[1] as JobPostRow;
    byPost.set(empty.id, {
      ...empty,
      requiredSkills: [],
      preferredSkills: [],
      analysis: { ...(empty.analysis as object), responsibilities: [] },
    });
    const report = await service.generateFor(posts.map((post) => post.id));
    expect(report).toMatchObject({ generated: 3, skipped: 1, failed: 0 });
    expect(stored.has(empty.id)).toBe(false);
  });

  it('takes down the guide of a posting that no longer states a skill or a responsibility', async () => {
    const { stored, byPost, posts, service } = setUp();
    const post = posts[2] as JobPostRow;
    await service.generateFor([post.id]);
    expect(stored.has(post.id)).toBe(true);
    byPost.set(post.id, {
      ...post,
      contentHash: 'emptied',
      requiredSkills: [],
      preferredSkills: [],
      analysis: { ...(post.analysis as object), responsibilities: [] },
    });
    expect(await service.generateFor([post.id])).toMatchObject({ generated: 0, skipped: 1 });
    expect(stored.has(post.id)).toBe(false);
  });

  it('regenerates only postings without a profile, or all of them when asked', async () => {
    const { posts, service } = setUp();
    await service.generateFor([(posts[0] as JobPostRow).id]);
    expect(await service.regenerate({ all: false })).toMatchObject({ generated: 3, unchanged: 0 });
    expect(await service.regenerate({ all: true })).toMatchObject({ generated: 4 });
  });
});
