import {
  ApiErrorSchema,
  DownloadUrlSchema,
  plainText,
  RESUME_MAX_BYTES,
  ResumeIdParamsSchema,
  ResumeListSchema,
  ResumeSchema,
} from '@careerlens/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { readMultipartForm } from '../../lib/multipart';
import { TOO_LARGE_MESSAGE, type ResumeService } from '../../services/resume.service';

const security = [{ bearerAuth: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const resumeRoutes: FastifyPluginAsyncZod<{
  resumes: ResumeService;
  uploadsPerMinute: number;
}> = async (app, options) => {
  const { resumes } = options;

  // The signed download link works without the Authorization header (it is opened in a new tab).
  app.get(
    '/download/:token',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Download the original file through a signed, expiring link',
        params: z.object({ token: plainText().min(10).max(2000) }),
      },
    },
    async (request, reply) => {
      const file = await resumes.download(request.params.token);
      const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .header('content-type', file.mimeType)
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  await app.register(async (plugin) => {
    const owned = plugin.withTypeProvider<ZodTypeProvider>();
    owned.addHook('preHandler', owned.authenticate);

    owned.post(
      '/upload',
      {
        config: { rateLimit: { max: options.uploadsPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['resumes'],
          summary:
            'Upload a resume (multipart field `file`: PDF, DOC, DOCX or TXT, at most 10 MB); 409 DUPLICATE_FILE when the user already has the same bytes',
          consumes: ['multipart/form-data'],
          security,
          response: {
            201: ResumeSchema,
            ...errors,
            409: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, {
          maxFileBytes: RESUME_MAX_BYTES,
          fileFields: ['file'],
          textFields: ['documentType'],
          tooLarge: new AppError('FILE_TOO_LARGE', TOO_LARGE_MESSAGE),
        });
        const file = form.files[0];
        if (!file) throw AppError.badRequest('Choose a file to upload.', { file: ['A file is required'] });
        return reply.status(201).send(await resumes.upload(request.userId, file));
      },
    );

    owned.get(
      '/',
      {
        schema: {
          tags: ['resumes'],
          summary: 'My resumes, primary first then newest',
          security,
          response: { 200: ResumeListSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => resumes.list(request.userId),
    );

    owned.get(
      '/primary',
      {
        schema: {
          tags: ['resumes'],
          summary: 'My primary resume (404 when there is none)',
          security,
          response: { 200: ResumeSchema, ...errors },
        },
      },
      async (request) => resumes.primary(request.userId),
    );

    owned.get(
      '/:id',
      {
        schema: {
          tags: ['resumes'],
          summary: 'One of my resumes',
          security,
          params: ResumeIdParamsSchema,
          response: { 200: ResumeSchema, ...errors },
        },
      },
      async (request) => resumes.get(request.userId, request.params.id),
    );

    owned.delete(
      '/:id',
      {
        schema: {
          tags: ['resumes'],
          summary: 'Delete a resume; if it was primary, the newest remaining one becomes primary',
          security,
          params: ResumeIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await resumes.remove(request.userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    owned.put(
      '/:id/primary',
      {
        schema: {
          tags: ['resumes'],
          summary: 'Make this resume primary (the others stop being primary)',
          security,
          params: ResumeIdParamsSchema,
          response: { 200: ResumeSchema, ...errors },
        },
      },
      async (request) => resumes.setPrimary(request.userId, request.params.id),
    );

    owned.get(
      '/:id/download-url',
      {
        schema: {
          tags: ['resumes'],
          summary: 'A signed link to the original file, valid for five minutes',
          security,
          params: ResumeIdParamsSchema,
          response: { 200: DownloadUrlSchema, ...errors },
        },
      },
      async (request) => resumes.downloadUrl(request.userId, request.params.id),
    );
  });
};
