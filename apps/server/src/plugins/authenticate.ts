import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { TokenService } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: a valid Bearer token, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler for routes open to visitors: sets userId when a valid token is sent. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function registerAuthentication(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized('Sign in to continue.');
    const userId = await tokens.verify(token);
    if (!userId) throw AppError.unauthorized('Your session has ended. Please sign in again.');
    request.userId = userId;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    request.userId = (await tokens.verify(token)) ?? '';
  });
}
