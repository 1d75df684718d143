import { HealthResponseSchema } from '@careerlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => {
      try {
        await options.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
