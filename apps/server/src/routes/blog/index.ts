import {
  ApiErrorSchema,
  BLOG_PUBLISHED_HEADER,
  BLOG_TOTAL_HEADER,
  BlogCardSchema,
  BlogEntrySchema,
  BlogListQuerySchema,
  BlogSlugParamsSchema,
} from '@careerlens/contracts';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProfileService } from '../../services/profile.service';

export const blogRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService; listsPerMinute: number }> = async (
  app,
  options,
) => {
  app.get(
    '/published',
    {
      config: { rateLimit: { max: options.listsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['blog'],
        summary:
          'One page of the published job profiles, as cards (no questions or long texts), newest first',
        description:
          'Public: the guides are open to visitors. `page` counts from 0; `size` is at most 100 (24 by default); ' +
          '`q` keeps the cards whose title, company, skills or keywords contain every word. The reply is the ' +
          `array of cards; \`${BLOG_TOTAL_HEADER}\` gives how many match and \`${BLOG_PUBLISHED_HEADER}\` how many are published.`,
        querystring: BlogListQuerySchema,
        response: {
          200: z.array(BlogCardSchema),
          304: z.null().describe('Not modified (If-None-Match)'),
          400: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { q, page, size } = request.query;
      const result = await options.profiles.publishedPage({ query: q, page, size });
      const key = createHash('sha1')
        .update(`${q ?? ''}\n${page}\n${size}`)
        .digest('base64url')
        .slice(0, 16);
      const etag = `"cards-${result.version}-${result.published}-${key}"`;
      reply
        .header('cache-control', 'public, max-age=60')
        .header('etag', etag)
        .header(BLOG_TOTAL_HEADER, String(result.total))
        .header(BLOG_PUBLISHED_HEADER, String(result.published));
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return result.cards;
    },
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One job profile: the job analysis and its interview questions',
        params: BlogSlugParamsSchema,
        response: { 200: BlogEntrySchema, 404: ApiErrorSchema },
      },
    },
    async (request) => options.profiles.bySlug(request.params.slug),
  );
};
