import {
  ApiErrorSchema,
  BlogCardSchema,
  BlogEntrySchema,
  BlogSlugParamsSchema,
  type BlogCard,
} from '@careerlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProfileService } from '../../services/profile.service';

export const blogRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, options) => {
  app.get(
    '/published',
    {
      schema: {
        tags: ['blog'],
        summary: 'Every published job profile, as cards (no questions or long texts), newest first',
        description: 'Public: the guides are open to visitors. The list is serialised once per change.',
        response: { 200: z.array(BlogCardSchema), 304: z.null().describe('Not modified (If-None-Match)') },
      },
    },
    async (request, reply) => {
      const cards = await options.profiles.publishedJson();
      // Built, serialised and compressed once per change of the profiles: sent as is.
      reply
        .header('cache-control', 'public, max-age=60')
        .header('etag', cards.etag)
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === cards.etag) return reply.code(304).send(null);
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply
          .header('content-encoding', 'gzip')
          .serializer((payload) => payload as unknown as string)
          .send(cards.gzip() as unknown as BlogCard[]);
      }
      return reply.serializer((payload) => payload as string).send(cards.json as unknown as BlogCard[]);
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
