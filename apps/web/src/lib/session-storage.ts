import type { User } from '@careerlens/contracts';

/** The local storage keys the spec fixes for the session. */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

export interface StoredSession {
  token: string;
  user: User;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored session when both keys exist and the user parses; otherwise clears both and returns null. */
export function readStoredSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY);
  const rawUser = store?.getItem(USER_STORAGE_KEY);
  if (token && rawUser) {
    try {
      const user: unknown = JSON.parse(rawUser);
      if (user && typeof user === 'object' && typeof (user as User).email === 'string') {
        return { token, user: user as User };
      }
    } catch {
      // falls through to clearing
    }
  }
  clearStoredSession();
  return null;
}

export function readStoredToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  store?.setItem(TOKEN_STORAGE_KEY, session.token);
  store?.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_STORAGE_KEY);
  store?.removeItem(USER_STORAGE_KEY);
}
