import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled section of the report, reachable from the report's table of contents. */
export function ReportSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      scrollMarginTop="80px"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="1" mb="4">
        <Heading as="h2" id={`${id}-heading`} size="lg">
          {title}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
