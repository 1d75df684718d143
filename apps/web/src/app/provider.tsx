import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/main-error-fallback';
import { system } from '../components/theme/system';
import { ColorModeProvider } from '../components/ui/color-mode';
import { ToasterGate } from '../components/ui/toaster-gate';
import { AuthProvider } from '../lib/auth';
import { queryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              {children}
              <ToasterGate />
            </AuthProvider>
          </QueryClientProvider>
        </AppErrorBoundary>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
