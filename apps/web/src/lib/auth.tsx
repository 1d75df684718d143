import type {
  OnboardingSignupData,
  SigninRequest,
  SigninResponse,
  SignupRequest,
  User,
} from '@careerlens/contracts';
import { createContext, use, useCallback, useLayoutEffect, useMemo, useReducer, type ReactNode } from 'react';
import * as authApi from './auth-api';
import { queryClient } from './query-client';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

export interface SessionState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
}

type SessionAction =
  | { type: 'restored'; user: User; token: string }
  | { type: 'signed-in'; user: User; token: string }
  | { type: 'loading' }
  | { type: 'settled' }
  | { type: 'signed-out' };

/** The session starts unauthenticated and loading, until the stored session has been read. */
export const INITIAL_SESSION: SessionState = {
  user: null,
  token: null,
  isAuthenticated: false,
  loading: true,
};

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'restored':
    case 'signed-in':
      return { user: action.user, token: action.token, isAuthenticated: true, loading: false };
    case 'loading':
      return { ...state, loading: true };
    case 'settled':
      return { ...state, loading: false };
    case 'signed-out':
      return { user: null, token: null, isAuthenticated: false, loading: false };
  }
}

export interface AuthContextValue extends SessionState {
  login(credentials: SigninRequest): Promise<SigninResponse>;
  signup(input: SignupRequest): Promise<User>;
  signupWithOnboarding(input: OnboardingSignupData, resumeFile?: File | null): Promise<User>;
  /** Forgets the session in this browser (after the server ended it). */
  logout(): void;
  /** The user signs out: the server revokes the session, and this browser forgets it. */
  signOut(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function userFromSignin(response: SigninResponse): User {
  const { token: _token, ...user } = response;
  return user;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);

  // Before the first paint, so a restored session never flashes the signed-out navigation.
  useLayoutEffect(() => {
    const stored = readStoredSession();
    dispatch(stored ? { type: 'restored', ...stored } : { type: 'signed-out' });
  }, []);

  const login = useCallback(async (credentials: SigninRequest) => {
    dispatch({ type: 'loading' });
    try {
      const response = await authApi.signin(credentials);
      const user = userFromSignin(response);
      queryClient.clear();
      writeStoredSession({ token: response.token, user });
      dispatch({ type: 'signed-in', user, token: response.token });
      return response;
    } catch (error) {
      dispatch({ type: 'settled' });
      throw error;
    }
  }, []);

  // Signing up never signs in by itself: the caller logs in afterwards.
  const signup = useCallback(async (input: SignupRequest) => {
    dispatch({ type: 'loading' });
    try {
      return await authApi.signup(input);
    } finally {
      dispatch({ type: 'settled' });
    }
  }, []);

  const signupWithOnboarding = useCallback(async (input: OnboardingSignupData, resumeFile?: File | null) => {
    dispatch({ type: 'loading' });
    try {
      return await authApi.signupWithOnboarding(input, resumeFile);
    } finally {
      dispatch({ type: 'settled' });
    }
  }, []);

  const logout = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    dispatch({ type: 'signed-out' });
  }, []);

  const signOut = useCallback(() => {
    // The request takes the stored token as it starts, so the session can be forgotten at once.
    authApi.signout().catch(() => undefined);
    logout();
  }, [logout]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, signup, signupWithOnboarding, logout, signOut }),
    [state, login, signup, signupWithOnboarding, logout, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
