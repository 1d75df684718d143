import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

/** A friendly, clearly temporary block where a later feature will render. */
export function PlaceholderPanel({
  icon: IconComponent,
  title,
  children,
  headingLevel = 'h2',
}: {
  icon: IconType;
  title: string;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Stack
      gap="3"
      align="center"
      textAlign="center"
      py="10"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
      bg="bg"
    >
      <Box color="brand.fg" fontSize="2xl" aria-hidden="true">
        <IconComponent />
      </Box>
      <Heading as={headingLevel} size="md">
        {title}
      </Heading>
      {children ? (
        <Text color="fg.muted" maxW="lg">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
