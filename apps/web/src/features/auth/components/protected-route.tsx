import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';

/** Shows the content to signed-in users only; everybody else goes to /login, replacing history. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  if (loading) {
    return (
      <Center minH="100dvh" role="status" aria-live="polite">
        <VStack gap="3">
          <Spinner size="lg" color="brand.fg" />
          <Text color="fg.muted">Verifying authentication...</Text>
        </VStack>
      </Center>
    );
  }
  if (!isAuthenticated) return <Navigate to={paths.auth.login.getHref()} replace />;
  return children;
}
