import { ApiErrorSchema, JobPageSchema, JobSearchQuerySchema } from '@careerlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobSearchService } from '../../services/job-search.service';

export const jobRoutes: FastifyPluginAsyncZod<{
  search: JobSearchService;
  searchesPerMinute: number;
}> = async (app, options) => {
  app.get(
    '/search',
    {
      config: { rateLimit: { max: options.searchesPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['jobs'],
        summary: 'Search job postings (public: the guides are open to visitors)',
        description:
          'Each parameter applies only when present. `jobTitle` is a full-text query over titles, companies and ' +
          'descriptions that also matches postings mapped to the same catalogue role ("SDE" finds Software ' +
          'Engineer postings). `sortBy` defaults to relevance with a jobTitle and to datePosted without one. ' +
          '`size` is at most 100.',
        querystring: JobSearchQuerySchema,
        response: { 200: JobPageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => options.search.search(request.query),
  );
};
