import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Shown while a route's code loads. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.fg" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
