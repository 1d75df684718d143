import { Box, Heading, HStack, Icon, Progress, Stack, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { useRotatingMessage } from '../hooks/use-rotating-message';
import { ANALYSIS_ESTIMATE, ANALYSIS_STAGE_INTERVAL_MS, ANALYSIS_STAGES } from '../utils/analysis-status';

export const ANALYSIS_PROGRESS_TITLE = 'AI analysis in progress';

/**
 * UPLOADED and ANALYSIS_IN_PROGRESS: an indeterminate bar, the estimate (1-2 minutes at most) and the stage messages
 * (parsing, ATS check, skills analysis, recommendations), which rotate visually only: the status itself is
 * announced once by <AnalysisStatusAnnouncer>.
 */
export function AnalysisProgressPanel({ fileName }: { fileName: string }) {
  const stage = useRotatingMessage(ANALYSIS_STAGES, ANALYSIS_STAGE_INTERVAL_MS);
  return (
    <Box
      data-testid="analysis-progress"
      borderWidth="1px"
      borderColor="blue.muted"
      bg="blue.subtle"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <HStack gap="3">
          <Icon as={LuSparkles} boxSize="5" color="blue.fg" aria-hidden="true" />
          <Heading as="h2" size="md">
            {ANALYSIS_PROGRESS_TITLE}
          </Heading>
        </HStack>
        <Text fontSize="sm">
          We are reading <Text as="strong">{fileName}</Text> the way an applicant tracking system does.{' '}
          {ANALYSIS_ESTIMATE}
        </Text>
        <Progress.Root value={null} size="sm" colorPalette="blue">
          <Progress.Track bg="bg" aria-label="Analysis progress" aria-valuetext="Analyzing">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="off" data-testid="analysis-stage" minH="5">
          {stage}
        </Text>
      </Stack>
    </Box>
  );
}
