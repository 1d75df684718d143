import {
  ApiErrorSchema,
  ExperienceLevelSchema,
  InsightsSummarySchema,
  JobInsightsSchema,
  LevelCountSchema,
  plainText,
  RoleCountSchema,
  TrendsQuerySchema,
  TrendsSchema,
  type ExperienceLevel,
} from '@careerlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InsightsService } from '../../services/insights.service';

const security = [{ bearerAuth: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const RoleParams = z.object({ role: plainText(undefined, 'The role').min(1).max(120) });
const LevelParams = z.object({ level: ExperienceLevelSchema });
const RoleLevelParams = z.object({
  role: plainText(undefined, 'The role').min(1).max(120),
  level: ExperienceLevelSchema,
});

export const insightsRoutes: FastifyPluginAsyncZod<{
  insights: InsightsService;
  currentUser: (
    userId: string,
  ) => Promise<{ targetRole: string | null; experienceLevel: ExperienceLevel | null }>;
  recomputesPerMinute: number;
}> = async (app, options) => {
  const { insights } = options;
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['insights'],
        summary: "Job insights for the signed-in user's target role and level",
        description:
          'Computed from the job corpus: the role at the level, falling back to the role, then its group, when the ' +
          'sample is too small (the `scope.basis` and `note` say which). Cached until the corpus changes.',
        security,
        response: { 200: JobInsightsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await options.currentUser(request.userId);
      return insights.insights(user.targetRole, user.experienceLevel);
    },
  );

  app.get(
    '/role/:role',
    {
      schema: {
        tags: ['insights'],
        summary: 'Job insights for a catalogue role (all levels)',
        security,
        params: RoleParams,
        response: { 200: JobInsightsSchema, ...errors },
      },
    },
    async (request) => insights.forRole(request.params.role),
  );

  app.get(
    '/experience/:level',
    {
      schema: {
        tags: ['insights'],
        summary: 'Job insights for an experience level (all roles)',
        security,
        params: LevelParams,
        response: { 200: JobInsightsSchema, ...errors },
      },
    },
    async (request) => insights.forLevel(request.params.level),
  );

  app.get(
    '/roles',
    {
      schema: {
        tags: ['insights'],
        summary: 'Postings per catalogue role',
        security,
        response: { 200: z.array(RoleCountSchema), ...errors },
      },
    },
    async () => insights.roles(),
  );

  app.get(
    '/experience-levels',
    {
      schema: {
        tags: ['insights'],
        summary: 'Postings per experience level',
        security,
        response: { 200: z.array(LevelCountSchema), ...errors },
      },
    },
    async () => insights.levels(),
  );

  app.get(
    '/summary',
    {
      schema: {
        tags: ['insights'],
        summary: 'The whole corpus at a glance',
        security,
        response: { 200: InsightsSummarySchema, ...errors },
      },
    },
    async () => insights.summary(),
  );

  app.get(
    '/role/:role/experience/:level/trends',
    {
      schema: {
        tags: ['insights'],
        summary: 'Postings per day and the skills gaining or losing share, over a window (default 30 days)',
        security,
        params: RoleLevelParams,
        querystring: TrendsQuerySchema,
        response: { 200: TrendsSchema, ...errors },
      },
    },
    async (request) => insights.trends(request.params.role, request.params.level, request.query.trendDays),
  );

  app.post(
    '/recompute/role/:role/experience/:level',
    {
      config: { rateLimit: { max: options.recomputesPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['insights'],
        summary: 'Recompute the insights of a role and level now, bypassing the cache',
        security,
        params: RoleLevelParams,
        response: { 200: JobInsightsSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => insights.recompute(request.params.role, request.params.level),
  );
};
