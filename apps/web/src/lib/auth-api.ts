import type {
  OnboardingSignupData,
  SigninRequest,
  SigninResponse,
  SignupRequest,
  User,
} from '@careerlens/contracts';
import { api } from './api-client';

/*
 * The session's own endpoints live beside the session (lib/auth.tsx), as in bulletproof-react: every feature
 * reaches them through useAuth(), never directly.
 */

export function signin(credentials: SigninRequest): Promise<SigninResponse> {
  return api.post<SigninResponse>('/auth/signin', credentials, { isCredentialCheck: true });
}

export function signup(input: SignupRequest): Promise<User> {
  return api.post<User>('/auth/signup', input);
}

/** Ends the session on the server too: the token stops working even if a copy of it is kept somewhere. */
export async function signout(): Promise<void> {
  await api.post<null>('/auth/signout', undefined, { quietUnauthorized: true });
}

/** multipart: `signupData` as a JSON string, and `resumeFile` only when one was chosen. */
export function signupWithOnboarding(input: OnboardingSignupData, resumeFile?: File | null): Promise<User> {
  const form = new FormData();
  form.append('signupData', JSON.stringify(input));
  if (resumeFile) form.append('resumeFile', resumeFile, resumeFile.name);
  return api.post<User>('/auth/signup-with-onboarding', form);
}
