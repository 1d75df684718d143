import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { readJobspyFile } from '../../sources/jobspy-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainText } from '@careerlens/contracts';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { Services } from '../../composition/container';
import { corpusSyncDeps } from '../../composition/queue-handlers';
import { mergeOutcomes, syncConfiguredSources } from '../../services/corpus-sync';
import { parseSourceList } from '../../sources/sync';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operations for the CLI when the embedded database is held by this running server. Loopback only
 * (the socket address, not a forwarded header) and guarded by the per-start admin token in DATA_DIR.
 */
export const internalRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, options) => {
  const { services } = options;
  app.addHook('onRequest', async (request) => {
    const address = request.raw.socket.remoteAddress ?? '';
    const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
    const token = request.headers['x-admin-token'];
    if (!loopback || typeof token !== 'string' || !sameSecret(token, services.adminToken)) {
      throw AppError.notFound('Not found');
    }
  });

  // Files for import arrive as a raw stream and are spooled to disk, never held in memory.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.post(
    '/jobs/import',
    {
      bodyLimit: 2 * 1024 * 1024 * 1024,
      schema: {
        hide: true,
        querystring: z.strictObject({ name: plainText().min(1).max(300) }),
      },
    },
    async (request) => {
      const extension = path.extname(request.query.name).toLowerCase() || '.csv';
      const file = path.join(tmpdir(), `careerlens-import-${randomUUID()}${extension}`);
      try {
        await pipeline(request.body as Readable, createWriteStream(file));
        return await services.ingestion.ingest(readJobspyFile(file));
      } finally {
        await rm(file, { force: true });
      }
    },
  );

  app.post(
    '/jobs/sync',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          greenhouse: z.array(plainText().max(100)).max(200),
          lever: z.array(plainText().max(100)).max(200),
          ashby: z.array(plainText().max(100)).max(200),
          /** Public job APIs in JOB_SOURCES' syntax ("remotive:data,himalayas"). */
          sources: plainText().max(2000).optional(),
        }),
      },
    },
    async (request) => {
      const { sources: sourceList, ...boards } = request.body;
      const sources = parseSourceList(sourceList ?? '');
      if (sources.errors.length)
        throw new AppError('VALIDATION_ERROR', sources.errors.join('; '), { sources: sources.errors });
      const log = {
        info: (message: string) => request.log.info(message),
        warn: (message: string) => request.log.warn(message),
      };
      const result = await syncConfiguredSources({
        ...corpusSyncDeps(services, log),
        boards,
        sources: sources.config,
      });
      return mergeOutcomes(result.outcomes);
    },
  );

  app.post(
    '/jobs/remove-source',
    { schema: { hide: true, body: z.strictObject({ source: plainText().min(1).max(40) }) } },
    async (request) => ({ removed: await services.ingestion.removeSource(request.body.source) }),
  );

  app.post(
    '/profiles/regenerate',
    { schema: { hide: true, body: z.strictObject({ all: z.boolean().default(false) }) } },
    async (request) => services.profiles.regenerate({ all: request.body.all }),
  );

  app.post('/profiles/check', { schema: { hide: true } }, async () => services.profiles.check());

  app.post(
    '/resumes/reanalyze',
    {
      schema: {
        hide: true,
        body: z.strictObject({ all: z.boolean().default(false) }),
        response: { 200: z.object({ processed: z.number(), completed: z.number(), failed: z.number() }) },
      },
    },
    async (request) => services.resumes.reanalyzeStored({ all: request.body.all }),
  );
};
