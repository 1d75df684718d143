import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { bearerToken, type TokenService } from '../lib/tokens';

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

/**
 * Bearer-token authentication. A token counts only while its user exists and has not signed out since it
 * was issued: each request reads the user's session version (one primary-key lookup).
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  sessionVersionOf: (userId: string) => Promise<number | undefined>,
) {
  async function currentUserId(token: string): Promise<string | undefined> {
    const session = await tokens.verify(token);
    if (!session) return undefined;
    const version = await sessionVersionOf(session.userId);
    return version === session.version ? session.userId : undefined;
  }
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw AppError.unauthorized('Sign in to continue.');
    const userId = await currentUserId(token);
    if (!userId) throw AppError.unauthorized('Your session has ended. Please sign in again.');
    request.userId = userId;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    request.userId = (await currentUserId(token)) ?? '';
  });
}
