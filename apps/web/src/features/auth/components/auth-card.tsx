import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
  maxW = 'md',
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxW?: string;
}) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Box bg="bg" borderWidth="1px" borderRadius="2xl" boxShadow="sm" p={{ base: '5', md: '8' }}>
        <Stack gap="2" mb="5" textAlign="center">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Box>
    </Container>
  );
}
