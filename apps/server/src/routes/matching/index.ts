import {
  ApiErrorSchema,
  JobAnalysisResultSchema,
  JobMatchListSchema,
  JobMatchQuerySchema,
  RESUME_MAX_BYTES,
} from '@careerlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { readMultipartForm } from '../../lib/multipart';
import type { MatchingService } from '../../services/matching.service';
import { TOO_LARGE_MESSAGE } from '../../services/resume.service';

export const jobMatchRoutes: FastifyPluginAsyncZod<{ matching: MatchingService }> = async (app, options) => {
  app.get(
    '/match',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['matching'],
        summary: 'Job matches for my primary resume, best first, each with its reason',
        description:
          'Computed in the background when the resume is analysed and when postings arrive; read here. ' +
          '`hasEmbeddings` is false (with a message) while there is no analysed primary resume.',
        security: [{ bearerAuth: [] }],
        querystring: JobMatchQuerySchema,
        response: { 200: JobMatchListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { limit, ...filters } = request.query;
      return options.matching.list(request.userId, limit, filters);
    },
  );
};

export const fitRoutes: FastifyPluginAsyncZod<{ matching: MatchingService; perMinute: number }> = async (
  app,
  options,
) => {
  app.post(
    '/analyze-job',
    {
      preHandler: app.identify,
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['matching'],
        summary: 'Fit of a resume against one job (or against your target role), overall and per section',
        description:
          'multipart/form-data: `resume` (PDF, DOC, DOCX or TXT, at most 10 MB) and an optional `jobPostId`. ' +
          'Works without a token (rate-limited per client); with one and no jobPostId it compares against your ' +
          'target role. The file is analysed and discarded, not stored.',
        consumes: ['multipart/form-data'],
        response: {
          200: JobAnalysisResultSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: RESUME_MAX_BYTES,
        fileFields: ['resume'],
        textFields: ['jobPostId'],
        tooLarge: new AppError('FILE_TOO_LARGE', TOO_LARGE_MESSAGE),
      });
      const file = form.files[0];
      if (!file) {
        throw AppError.badRequest('No file selected. Please select a resume file to analyze.', {
          resume: ['A resume file is required'],
        });
      }
      const rawId = form.fields.jobPostId?.trim();
      const jobPostId = rawId ? z.uuid().safeParse(rawId) : undefined;
      if (jobPostId && !jobPostId.success) {
        throw AppError.badRequest('jobPostId must be a job posting id (a UUID).', {
          jobPostId: ['Invalid job posting id'],
        });
      }
      return options.matching.analyzeJob({
        file,
        jobPostId: jobPostId?.data,
        userId: request.userId || undefined,
      });
    },
  );
};
