import { SignJWT, jwtVerify } from 'jose';
import { LruCache } from './lru-cache';

const ALGORITHM = 'HS256';
const ISSUER = 'careerlens';
/** Verified session tokens are remembered (never past their own expiry) so hot routes skip the HMAC. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
const VERIFIED_TOKEN_CACHE_TTL_MS = 5 * 60_000;

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id of a valid token, or undefined for a missing, malformed, forged or expired one. */
  verify(token: string): Promise<string | undefined>;
  /** A short-lived token for one purpose (a signed download link), bound to a subject. */
  issueScoped(subject: string, purpose: string, ttlSeconds: number): Promise<string>;
  verifyScoped(token: string, purpose: string): Promise<string | undefined>;
}

export function createTokenService(secret: string, expiresInHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new LruCache<string, string>(VERIFIED_TOKEN_CACHE_SIZE, VERIFIED_TOKEN_CACHE_TTL_MS);
  return {
    issue(userId) {
      return new SignJWT({ typ: 'session' })
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
        if (payload.exp) verified.set(token, payload.sub, payload.exp * 1000);
        return payload.sub;
      } catch {
        return undefined;
      }
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
}
