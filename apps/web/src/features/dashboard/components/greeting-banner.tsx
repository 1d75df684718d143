import type { User } from '@careerlens/contracts';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuUpload, LuFileText } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { greetingLine, greetingMessage, type PrimaryResumeState } from '../utils/greeting';

/** No readable resume yet: the banner's button opens the Upload modal directly. */
function needsUpload(state: PrimaryResumeState): boolean {
  return state === 'none' || state === 'failed';
}

export function GreetingBanner({ user, resumeState }: { user: User; resumeState: PrimaryResumeState }) {
  const upload = needsUpload(resumeState);
  return (
    <Box
      as="section"
      aria-labelledby="greeting-heading"
      borderRadius="2xl"
      p={{ base: '5', md: '8' }}
      color="white"
      bgGradient="to-r"
      gradientFrom="blue.700"
      gradientTo="blue.900"
    >
      <Stack gap="3" maxW="2xl">
        <Heading as="h1" id="greeting-heading" fontSize={{ base: 'xl', md: '3xl' }} letterSpacing="tight">
          {greetingLine(user.firstName)}
        </Heading>
        <Text fontSize={{ base: 'sm', md: 'md' }} color="blue.50">
          {greetingMessage({ targetRole: user.targetRole, resumeState })}
        </Text>
        <Box pt="2">
          <Button asChild bg="white" color="blue.800" _hover={{ bg: 'blue.50' }}>
            <RouterLink to={upload ? paths.app.uploadResume.getHref() : paths.app.resumes.getHref()}>
              {upload ? <LuUpload aria-hidden="true" /> : <LuFileText aria-hidden="true" />}
              {upload ? 'Upload Resume' : 'View My Resumes'}
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
