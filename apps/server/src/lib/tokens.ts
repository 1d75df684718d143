import { SignJWT, jwtVerify } from 'jose';
import { LruCache } from './lru-cache';

const ALGORITHM = 'HS256';
const ISSUER = 'careerlens';
/** Verified session tokens are remembered (never past their own expiry) so hot routes skip the HMAC. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
const VERIFIED_TOKEN_CACHE_TTL_MS = 5 * 60_000;

/** A session token's subject and the session version it was issued under. */
export interface Session {
  userId: string;
  version: number;
}

/** The token of an `Authorization: Bearer …` header value. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1];
}

export interface TokenService {
  issue(userId: string, version: number): Promise<string>;
  /**
   * The session of a validly signed, unexpired token, or undefined for a missing, malformed, forged or
   * expired one. Whether the session was revoked since is the caller's check (the user's version).
   */
  verify(token: string): Promise<Session | undefined>;
  /** The user a bearer header's token was signed for (no revocation check): for rate-limit keys. */
  userOf(authorizationHeader: string | undefined): Promise<string | undefined>;
  /** A short-lived token for one purpose (a signed download link), bound to a subject. */
  issueScoped(subject: string, purpose: string, ttlSeconds: number): Promise<string>;
  verifyScoped(token: string, purpose: string): Promise<string | undefined>;
}

export function createTokenService(secret: string, expiresInHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new LruCache<string, Session>(VERIFIED_TOKEN_CACHE_SIZE, VERIFIED_TOKEN_CACHE_TTL_MS);
  const service: TokenService = {
    issue(userId, version) {
      return new SignJWT({ typ: 'session', ver: version })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${expiresInHours}h`)
        .sign(key);
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (payload.typ !== 'session' || typeof payload.sub !== 'string') return undefined;
        const version = typeof payload.ver === 'number' ? payload.ver : 0;
        const session = { userId: payload.sub, version };
        if (payload.exp) verified.set(token, session, payload.exp * 1000);
        return session;
      } catch {
        return undefined;
      }
    },
    async userOf(authorizationHeader) {
      const token = bearerToken(authorizationHeader);
      return token ? (await service.verify(token))?.userId : undefined;
    },
    issueScoped(subject, purpose, ttlSeconds) {
      return new SignJWT({ typ: purpose })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verifyScoped(token, purpose) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        return payload.typ === purpose && typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
  return service;
}
