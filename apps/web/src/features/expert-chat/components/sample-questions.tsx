import { Box, Heading, Icon, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { LuMessageCircleQuestion, LuSparkles } from 'react-icons/lu';

export const EMPTY_CHAT_TEXT = 'Ask me any questions about interviews, and career development';

export const SAMPLE_QUESTIONS = [
  'How can I change careers without taking a pay cut?',
  'How do I stand out when applying for data analyst roles?',
  'How should I prepare for my first leadership role?',
  'How do I negotiate a higher salary after getting an offer?',
] as const;

/** The empty state: a prompt and four sample questions that fill the input when clicked. */
export function SampleQuestions({ onPick }: { onPick(question: string): void }) {
  return (
    <Stack gap="6" align="center" textAlign="center" py={{ base: '6', md: '10' }} px="2">
      <Box
        w="14"
        h="14"
        borderRadius="full"
        bg="brand.subtle"
        color="brand.fg"
        display="grid"
        placeItems="center"
      >
        <Icon as={LuSparkles} boxSize="7" aria-hidden="true" />
      </Box>
      <Text fontSize={{ base: 'md', md: 'lg' }} fontWeight="medium" maxW="md">
        {EMPTY_CHAT_TEXT}
      </Text>
      <Stack gap="3" w="full" maxW="2xl">
        <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          Sample Questions
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {SAMPLE_QUESTIONS.map((question) => (
            <chakra.button
              key={question}
              type="button"
              onClick={() => onPick(question)}
              display="flex"
              alignItems="flex-start"
              gap="3"
              textAlign="start"
              p="4"
              borderWidth="1px"
              borderRadius="lg"
              bg="bg"
              cursor="pointer"
              transition="border-color 0.15s, background 0.15s"
              _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
            >
              <Icon
                as={LuMessageCircleQuestion}
                boxSize="5"
                color="brand.fg"
                mt="0.5"
                flexShrink="0"
                aria-hidden="true"
              />
              <Text as="span" fontSize="sm">
                {question}
              </Text>
            </chakra.button>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
