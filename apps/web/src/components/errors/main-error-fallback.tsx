import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

function MainErrorFallback() {
  return (
    <Center minH="100dvh" p="6" role="alert">
      <VStack gap="4" maxW="md" textAlign="center">
        <Heading as="h1" size="lg">
          Something went wrong
        </Heading>
        <Text color="fg.muted">An unexpected error stopped this page. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.assign(window.location.origin)}>Reload CareerLens</Button>
      </VStack>
    </Center>
  );
}

/** Last line of defence around the whole app. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <MainErrorFallback /> : this.props.children;
  }
}

export function RouteErrorFallback() {
  return <MainErrorFallback />;
}
