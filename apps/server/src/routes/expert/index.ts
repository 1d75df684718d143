import {
  ApiErrorSchema,
  ExpertChatRequestSchema,
  ExpertChatStatusSchema,
  type ExpertChatEvent,
} from '@careerlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { ExpertChatService } from '../../services/expert-chat.service';

export const expertRoutes: FastifyPluginAsyncZod<{ expert: ExpertChatService; perMinute: number }> = async (
  app,
  options,
) => {
  app.get(
    '/chat',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['expert'],
        summary: 'Whether the AI Expert answers through a model (otherwise the page replies locally)',
        security: [{ bearerAuth: [] }],
        response: { 200: ExpertChatStatusSchema, 401: ApiErrorSchema },
      },
    },
    async () => ({ enabled: options.expert.enabled }),
  );

  app.post(
    '/chat',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['expert'],
        summary: 'Ask the AI Expert: the reply streams as server-sent events',
        description:
          'Only with a model configured (LLM_BASE_URL). The model sees your target role, your primary ' +
          "resume's analysis and your best matches, never your contact details. Events: {delta} pieces of " +
          'text, then {done}; {fallback} when the model failed (the page then shows its local reply).',
        security: [{ bearerAuth: [] }],
        body: ExpertChatRequestSchema,
        response: { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!options.expert.enabled)
        throw new AppError('NOT_FOUND', 'The AI Expert answers on this device: no model is configured.');
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
      const replies = options.expert.reply(request.userId, request.body, abort.signal);
      // The first piece (or the failure) before the headers go out: errors before it are ordinary replies.
      const first = await replies.next();
      reply.hijack();
      // Helmet's headers are on the reply; a hijacked reply writes them itself.
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
        ),
      );
      reply.raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const send = (event: ExpertChatEvent): void => {
        if (!reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      let result = first;
      while (!result.done) {
        send({ delta: result.value });
        result = await replies.next();
      }
      send(result.value ? { done: true } : { fallback: true });
      reply.raw.end();
    },
  );
};
