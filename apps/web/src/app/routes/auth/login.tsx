import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { GuestOnly } from '../../../features/auth/components/guest-only';
import { LoginForm } from '../../../features/auth/components/login-form';
import { usePageMeta } from '../../../hooks/use-page-meta';
import {
  clearSessionExpiredNote,
  isSessionExpiredNoted,
  SESSION_EXPIRED_TITLE,
} from '../../../lib/session-expired';

export function LoginRoute() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to CareerLens to see your resume analysis, skill gaps and job matches.',
  });
  // Said once: read on arrival, then cleared, so a later visit to /login has no such note.
  const [sessionExpired] = useState(isSessionExpiredNoted);
  useEffect(clearSessionExpiredNote, []);
  return (
    <GuestOnly>
      <AuthCard title="Welcome back" subtitle="Sign in to see your resume insights and job matches.">
        {sessionExpired ? (
          <Alert.Root status="warning" borderRadius="lg" mb="5" data-testid="session-expired">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{SESSION_EXPIRED_TITLE}</Alert.Title>
              <Alert.Description>
                For your security, sessions end after a while. Please sign in again.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <LoginForm />
      </AuthCard>
    </GuestOnly>
  );
}
