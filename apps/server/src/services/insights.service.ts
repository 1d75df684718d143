import {
  findRoleGroup,
  isCatalogueRole,
  type ExperienceLevel,
  type JobInsights,
} from '@careerlens/contracts';
import { getSkill, MIN_MARKET_SAMPLE, type MarketSkillStats } from '@careerlens/core';
import { z } from 'zod';
import { AppError } from '../errors';
import { LruCache } from '../lib/lru-cache';
import type { JobRepository, SampleRow } from '../repositories/job.repository';

/** Newest postings a sample reads at most: recent demand is what a job seeker needs. */
const SAMPLE_LIMIT = 2_000;
const TOP_SKILLS = 10;
const TOP_CERTIFICATIONS = 5;
const CACHE_TTL_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

type Basis = JobInsights['scope']['basis'];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function percentage(part: number, whole: number): number {
  return whole ? Math.round((part / whole) * 1000) / 10 : 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Share of the sample's postings asking for each skill (required or preferred), by skill id. */
export function skillShares(
  rows: ReadonlyArray<Pick<SampleRow, 'requiredSkills' | 'preferredSkills'>>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const id of new Set([...row.requiredSkills, ...row.preferredSkills]))
      counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return new Map([...counts].map(([id, count]) => [id, count / Math.max(1, rows.length)]));
}

/** What the resume analysis reads of a sample: its size, scope, date range and skill shares. */
export function marketSample(
  rows: ReadonlyArray<Pick<SampleRow, 'requiredSkills' | 'preferredSkills' | 'datePosted'>>,
  scope: string,
): MarketSkillStats {
  const dates = rows
    .map((row) => row.datePosted)
    .filter((date): date is string => Boolean(date))
    .sort();
  return {
    postings: rows.length,
    scope,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    skillShares: Object.fromEntries(skillShares(rows)),
  };
}

function salaryOf(rows: readonly SampleRow[]): JobInsights['marketInsights']['salary'] {
  const priced = rows.filter(
    (row) => row.salaryCurrency && row.salaryInterval && (row.salaryMin ?? row.salaryMax),
  );
  if (priced.length < 3) return null;
  // The most common currency and interval: medians across currencies would mean nothing.
  const groups = new Map<string, SampleRow[]>();
  for (const row of priced) {
    const key = `${row.salaryCurrency}|${row.salaryInterval}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const [key, group] = [...groups].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!key || !group || group.length < 3) return null;
  const [currency = '', interval = ''] = key.split('|');
  const midpoints = group.map(
    (row) => ((row.salaryMin ?? row.salaryMax ?? 0) + (row.salaryMax ?? row.salaryMin ?? 0)) / 2,
  );
  return {
    currency,
    interval,
    median: Math.round(median(midpoints)),
    low: Math.round(Math.min(...group.map((row) => row.salaryMin ?? row.salaryMax ?? 0))),
    high: Math.round(Math.max(...group.map((row) => row.salaryMax ?? row.salaryMin ?? 0))),
    postings: group.length,
  };
}

const RoleParamSchema = z
  .string()
  .refine(isCatalogueRole, { message: 'Unknown role: use a title from the role catalogue' });

export function createInsightsService(deps: { jobs: JobRepository; now?: () => Date }) {
  const { jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new LruCache<string, unknown>(500, CACHE_TTL_MS);

  async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await jobs.corpusVersion();
    const fullKey = `${version}|${key}`;
    const hit = cache.get(fullKey) as T | undefined;
    if (hit !== undefined) return hit;
    const value = await compute();
    cache.set(fullKey, value);
    return value;
  }

  /** The narrowest sample with enough postings: role at level, then role, then its group, then all. */
  async function sampleFor(role: string | null, level: ExperienceLevel | null) {
    const group = role ? (findRoleGroup(role) ?? null) : null;
    const attempts: Array<{ basis: Basis; filter: Parameters<JobRepository['sample']>[0] }> = [];
    if (role && level)
      attempts.push({ basis: 'role-level', filter: { roleTitle: role, experienceLevel: level } });
    if (role) attempts.push({ basis: 'role', filter: { roleTitle: role } });
    if (group && group !== 'Other') attempts.push({ basis: 'group', filter: { roleGroup: group } });
    if (!role && level) attempts.push({ basis: 'all', filter: { experienceLevel: level } });
    attempts.push({ basis: 'all', filter: {} });
    let last: { basis: Basis; rows: SampleRow[] } | undefined;
    for (const attempt of attempts) {
      const rows = await jobs.sample(attempt.filter, SAMPLE_LIMIT);
      last = { basis: attempt.basis, rows };
      if (rows.length >= MIN_MARKET_SAMPLE) break;
    }
    return { ...(last ?? { basis: 'all' as Basis, rows: [] }), group };
  }

  function describe(
    role: string | null,
    level: ExperienceLevel | null,
    basis: Basis,
    group: string | null,
  ): string {
    switch (basis) {
      case 'role-level':
        return `${role}, ${level}`;
      case 'role':
        return `${role} (all levels)`;
      case 'group':
        return `${group} roles`;
      default:
        return level && !role ? `${level} roles` : 'all roles';
    }
  }

  async function computeInsights(role: string | null, level: ExperienceLevel | null): Promise<JobInsights> {
    const { basis, rows, group } = await sampleFor(role, level);
    const shares = skillShares(rows);
    const ranked = [...shares].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const ofType = (types: string[], limit: number) =>
      ranked
        .filter(([id]) => types.includes(getSkill(id)?.type ?? ''))
        .slice(0, limit)
        .map(([id, share]) => ({
          skill: getSkill(id)?.name ?? id,
          skillId: id,
          percentage: Math.round(share * 1000) / 10,
        }));
    const dates = rows
      .map((row) => row.datePosted)
      .filter((date): date is string => Boolean(date))
      .sort();
    const since = isoDate(new Date(now().getTime() - 30 * DAY_MS));
    const remote = rows.filter((row) => row.isRemote === true).length;
    const hybrid = rows.filter((row) => row.isRemote !== true && row.hybrid).length;
    const expected = role && level ? 'role-level' : role ? 'role' : 'all';
    const notes: string[] = [];
    if (basis !== expected) {
      notes.push(
        `Too few ${describe(role, level, expected, group)} postings to trust, so these figures come from ${describe(role, level, basis, group)}.`,
      );
    }
    if (rows.length > 0 && rows.length < 30)
      notes.push(`Based on ${rows.length} postings: treat percentages as rough.`);
    if (rows.length === 0) notes.push('No postings yet: import or sync job postings to see market figures.');
    return {
      totalJobsProcessed: rows.length,
      last30DaysJobs: rows.filter((row) => row.datePosted && row.datePosted >= since).length,
      skillInsights: {
        topTechnicalSkills: ofType(['hard', 'tool', 'domain'], TOP_SKILLS),
        topSoftSkills: ofType(['soft'], 5),
      },
      marketInsights: {
        remoteWorkPercentage: {
          remote: percentage(remote, rows.length),
          hybrid: percentage(hybrid, rows.length),
          onsite: rows.length
            ? Math.round((100 - percentage(remote, rows.length) - percentage(hybrid, rows.length)) * 10) / 10
            : 0,
        },
        topCertifications: ofType(['certification'], TOP_CERTIFICATIONS).map((entry) => ({
          certification: entry.skill,
          percentage: entry.percentage,
        })),
        salary: salaryOf(rows),
      },
      sampleSize: rows.length,
      dateRange: { from: dates[0] ?? null, to: dates.at(-1) ?? null },
      scope: { role, level, group, basis },
      note: notes.length ? notes.join(' ') : null,
      computedAt: now().toISOString(),
    };
  }

  function requireRole(role: string): string {
    const parsed = RoleParamSchema.safeParse(role);
    if (!parsed.success)
      throw new AppError('NOT_FOUND', `Unknown role "${role}": use a title from the role catalogue.`);
    return parsed.data;
  }

  return {
    insights(role: string | null, level: ExperienceLevel | null): Promise<JobInsights> {
      return cached(`insights|${role}|${level}`, () => computeInsights(role, level));
    },

    forRole(role: string): Promise<JobInsights> {
      const checked = requireRole(role);
      return cached(`insights|${checked}|`, () => computeInsights(checked, null));
    },

    forLevel(level: ExperienceLevel): Promise<JobInsights> {
      return cached(`insights||${level}`, () => computeInsights(null, level));
    },

    async recompute(role: string, level: ExperienceLevel): Promise<JobInsights> {
      const checked = requireRole(role);
      const fresh = await computeInsights(checked, level);
      cache.set(`${await jobs.corpusVersion()}|insights|${checked}|${level}`, fresh);
      return fresh;
    },

    /** What the market asks for a role and level, for the resume analysis (undefined without postings). */
    async marketStats(
      role: string | null,
      level: ExperienceLevel | null,
    ): Promise<MarketSkillStats | undefined> {
      if (!role) return undefined;
      return cached(`market|${role}|${level}`, async () => {
        const { basis, rows, group } = await sampleFor(role, level);
        if (rows.length < MIN_MARKET_SAMPLE || basis === 'all') return undefined;
        return marketSample(rows, describe(role, level, basis, group));
      });
    },

    async roles() {
      return cached('roles', async () =>
        (await jobs.countBy('roleTitle')).map((row) => ({
          role: row.key,
          group: findRoleGroup(row.key) ?? 'Other',
          postings: row.count,
        })),
      );
    },

    async levels() {
      return cached('levels', async () =>
        (await jobs.countBy('experienceLevel')).map((row) => ({
          level: row.key as ExperienceLevel,
          postings: row.count,
        })),
      );
    },

    async summary() {
      return cached('summary', async () => {
        const [total, sources, groups, roles, overall] = await Promise.all([
          jobs.countAll(),
          jobs.countBy('source'),
          jobs.countBy('roleGroup'),
          jobs.countBy('roleTitle'),
          computeInsights(null, null),
        ]);
        return {
          totalJobs: total,
          last30DaysJobs: await jobs.countSince(isoDate(new Date(now().getTime() - 30 * DAY_MS))),
          roles: roles.length,
          remotePercentage: overall.marketInsights.remoteWorkPercentage.remote,
          sources: sources.map((row) => ({ source: row.key, postings: row.count })),
          groups: groups.map((row) => ({ group: row.key, postings: row.count })),
          topSkills: overall.skillInsights.topTechnicalSkills,
          dateRange: overall.dateRange,
        };
      });
    },

    async trends(role: string, level: ExperienceLevel, trendDays: number) {
      const checked = requireRole(role);
      return cached(`trends|${checked}|${level}|${trendDays}`, async () => {
        const today = now();
        const currentStart = isoDate(new Date(today.getTime() - trendDays * DAY_MS));
        const previousStart = isoDate(new Date(today.getTime() - 2 * trendDays * DAY_MS));
        const rows = await jobs.sample({ roleTitle: checked, experienceLevel: level }, SAMPLE_LIMIT);
        const current = rows.filter((row) => row.datePosted && row.datePosted >= currentStart);
        const previous = rows.filter(
          (row) => row.datePosted && row.datePosted >= previousStart && row.datePosted < currentStart,
        );
        const currentShares = skillShares(current);
        const previousShares = skillShares(previous);
        const ids = new Set([...currentShares.keys(), ...previousShares.keys()]);
        const skillTrends = [...ids]
          .filter((id) => getSkill(id)?.type !== 'soft')
          .map((id) => {
            const currentPercentage = Math.round((currentShares.get(id) ?? 0) * 1000) / 10;
            const previousPercentage = Math.round((previousShares.get(id) ?? 0) * 1000) / 10;
            return {
              skill: getSkill(id)?.name ?? id,
              skillId: id,
              currentPercentage,
              previousPercentage,
              change: Math.round((currentPercentage - previousPercentage) * 10) / 10,
            };
          })
          .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.skillId.localeCompare(b.skillId))
          .slice(0, 10);
        const daily = await jobs.dailyCounts({ roleTitle: checked, experienceLevel: level }, currentStart);
        const byDate = new Map(daily.map((row) => [row.date, row.count]));
        const days = Array.from({ length: trendDays }, (_, index) =>
          isoDate(new Date(today.getTime() - (trendDays - 1 - index) * DAY_MS)),
        );
        return {
          role: checked,
          level,
          trendDays,
          daily: days.map((date) => ({ date, postings: byDate.get(date) ?? 0 })),
          currentPeriodPostings: current.length,
          previousPeriodPostings: previous.length,
          skillTrends,
        };
      });
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
