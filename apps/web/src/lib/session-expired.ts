/**
 * A note, kept for this tab only, that the session ended with a 401: /login then says so once. It is
 * written before the logout, so it does not matter which redirect to /login wins (the guard's or ours).
 */
const KEY = 'careerlens-session-expired';
export const SESSION_EXPIRED_TITLE = 'Your session has expired';

export function markSessionExpired(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the user still lands on /login, without the note.
  }
}

export function isSessionExpiredNoted(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearSessionExpiredNote(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
