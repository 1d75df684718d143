import type { JobAnalysisResult } from '@careerlens/contracts';
import { Box, Button, Card, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { toaster } from '../../../components/ui/toaster';
import { ApiClientError } from '../../../lib/api-client';
import { useAnalyzeJob } from '../api/analyze-job';
import { isAcceptedResume, matchLevelLabel, toPercent } from '../utils/fit';
import { FitResults } from './fit-results';
import { ResumeDropZone } from './resume-drop-zone';

const DEFAULT_FAILURE = 'There was an error analyzing your resume.';

/** Set by the API client when there was no server answer or no message in it. */
const CLIENT_SIDE_CODES = new Set(['NETWORK_ERROR', 'UNKNOWN_ERROR']);

/** The server's message when it sent one; the spec's default otherwise. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiClientError && !CLIENT_SIDE_CODES.has(error.code) && error.message) {
    return error.message;
  }
  return DEFAULT_FAILURE;
}

/**
 * The resume analysis widget for one job: drop or browse a resume, Analyze Resume, then the overall score,
 * level, per-section scores and feedback, matching skills, skills to add and suggestions.
 */
export function JobFitWidget({
  jobPostId,
  jobTitle,
  headingLevel = 'h2',
}: {
  jobPostId: string;
  jobTitle?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<JobAnalysisResult | null>(null);
  const analysis = useAnalyzeJob();
  const headingId = useId();
  const errorId = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the results once they are on screen, and bring their top into view.
  useEffect(() => {
    const heading = resultsHeadingRef.current;
    if (!result || !heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [result]);

  const chooseFiles = (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    if (!isAcceptedResume(picked)) {
      setFileError('Invalid file type. Please upload a PDF, DOC, DOCX, or TXT file.');
      toaster.create({
        type: 'error',
        title: 'Invalid file type',
        description: 'Please upload a PDF, DOC, DOCX, or TXT file',
        closable: true,
      });
      return;
    }
    setFileError(null);
    setFile(picked);
  };

  const analyze = () => {
    if (!file) {
      setFileError('Please select a resume file to analyze.');
      toaster.create({
        type: 'error',
        title: 'No file selected',
        description: 'Please select a resume file to analyze',
        closable: true,
      });
      return;
    }
    setFileError(null);
    analysis.mutate(
      { resume: file, jobPostId },
      {
        onSuccess: (data) => {
          setResult(data);
          toaster.create({
            type: data.isGoodMatch ? 'success' : 'info',
            title: 'Analysis Complete',
            description: `Match level: ${matchLevelLabel(data.matchLevel)} (${toPercent(data.overallMatchScore)}%)`,
            closable: true,
          });
        },
        onError: (error) => {
          toaster.create({
            type: 'error',
            title: 'Analysis Failed',
            description: failureMessage(error),
            closable: true,
          });
        },
      },
    );
  };

  const pending = analysis.isPending;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" data-testid="job-fit-widget">
      <Card.Header gap="1" p={{ base: '4', md: '6' }} pb="0">
        <Heading as={headingLevel} id={headingId} size="lg">
          Resume analysis for this job
        </Heading>
        <Text color="fg.muted">
          {jobTitle
            ? `Upload your resume to see how well it fits ${jobTitle}: your match score, matching skills, skills to add and suggestions.`
            : 'Upload your resume to see how well it fits this job: your match score, matching skills, skills to add and suggestions.'}
        </Text>
      </Card.Header>
      <Card.Body gap="6" p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <ResumeDropZone
            file={file}
            invalid={Boolean(fileError)}
            disabled={pending}
            describedBy={fileError ? errorId : undefined}
            onFiles={chooseFiles}
            onClear={() => setFile(null)}
          />
          {fileError ? (
            <Text id={errorId} color="fg.error" fontSize="sm" data-testid="file-error">
              {fileError}
            </Text>
          ) : null}
          <Box>
            <Button
              bg="brand.solid"
              color="white"
              _hover={{ opacity: 0.92 }}
              loading={pending}
              loadingText="Analyzing..."
              onClick={analyze}
              w={{ base: 'full', sm: 'auto' }}
            >
              <LuSparkles aria-hidden="true" /> Analyze Resume
            </Button>
          </Box>
          <Box role="status" aria-live="polite" data-testid="fit-status">
            {pending ? (
              <Stack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  Analyzing your resume against this job. This usually takes a few seconds.
                </Text>
                <Progress.Root value={null} size="xs" colorPalette="blue" aria-hidden="true">
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            ) : result ? (
              <Text srOnly>
                Analysis complete: {toPercent(result.overallMatchScore)}% match,{' '}
                {matchLevelLabel(result.matchLevel)}.
              </Text>
            ) : null}
          </Box>
        </Stack>
        {result ? <FitResults result={result} headingRef={resultsHeadingRef} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
