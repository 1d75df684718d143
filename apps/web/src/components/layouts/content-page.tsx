import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A simple text page inside the public shell. */
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="4">
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {intro ? (
          <Text fontSize="lg" color="fg.muted">
            {intro}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}
