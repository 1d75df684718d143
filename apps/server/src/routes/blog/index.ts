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
        response: { 200: z.array(BlogCardSchema) },
      },
    },
    async (_request, reply) => {
      const { json } = await options.profiles.publishedJson();
      // Built and serialised once per change of the profiles: sent as is, not serialised again.
      return reply
        .header('cache-control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(json as unknown as BlogCard[]);
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
