import { Box, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCrown, LuMessageSquareText, LuVideo } from 'react-icons/lu';

const QUICK_ACTIONS = [
  {
    icon: LuMessageSquareText,
    title: 'See Interview Questions',
    description: 'Questions interviewers ask for your target role, with model answers.',
  },
  {
    icon: LuVideo,
    title: 'Book a Mock Interview',
    description: 'Rehearse a realistic interview and get feedback on every answer.',
  },
  {
    icon: LuCrown,
    title: 'Go Premium',
    description: 'Unlock deeper analysis and more resume checks each month.',
  },
];

/** Three quick action cards; the spec keeps them inert for now. */
export function QuickActions() {
  return (
    <Box as="section" aria-labelledby="quick-actions-heading">
      <Heading as="h2" id="quick-actions-heading" size="md" mb="3">
        Quick actions
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {QUICK_ACTIONS.map((action) => (
          <Stack key={action.title} gap="2" p="4" borderWidth="1px" borderRadius="xl" bg="bg">
            <Icon as={action.icon} boxSize="5" color="brand.fg" aria-hidden="true" />
            <Text fontWeight="semibold">{action.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {action.description}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
