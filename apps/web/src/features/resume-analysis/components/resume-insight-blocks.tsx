import type { Resume } from '@careerlens/contracts';
import { Box, Button, Card, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuFileSearch, LuFileText, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { isAnalysing } from '../utils/analysis-status';
import { formatReportDate } from '../utils/report-format';
import { AnalysisFailedAlert } from './analysis-failed-alert';
import { AnalysisProgressPanel } from './analysis-progress-panel';
import { AnalysisStatusAnnouncer } from './analysis-status-announcer';
import { AtsScoreAlert } from './ats-score-alert';
import { QuickScoreCards } from './quick-score-cards';
import { ResumeStatusBadge } from './resume-status-badge';

/** No primary resume yet: an invitation to upload one. */
function UploadInvitation() {
  return (
    <Card.Root as="section" aria-labelledby="upload-invitation-heading" variant="outline" bg="bg">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          <Box
            flexShrink="0"
            boxSize="12"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
            display="grid"
            placeItems="center"
          >
            <Icon as={LuUpload} boxSize="6" aria-hidden="true" />
          </Box>
          <Stack gap="1" flex="1">
            <Heading as="h2" id="upload-invitation-heading" size="md">
              Upload your resume to get started
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              See your ATS score, the skills your target role asks for that your resume does not show yet, and
              what you already do well. PDF, DOC, DOCX or TXT, up to 10MB.
            </Text>
          </Stack>
          <Button asChild colorPalette="blue" bg="brand.solid" flexShrink="0">
            <RouterLink to={paths.app.uploadResume.getHref()}>
              <LuUpload aria-hidden="true" />
              Upload Resume
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The primary resume: its name, status, and links to the full report (once there is one: a failed
 * analysis has no report) and to My Resumes.
 */
function PrimaryResumeCard({ resume }: { resume: Resume }) {
  const uploaded = formatReportDate(resume.createdAt);
  const hasReport = resume.status !== 'ANALYSIS_FAILED';
  return (
    <Card.Root as="section" aria-labelledby="primary-resume-heading" variant="outline" bg="bg">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          <HStack gap="3" flex="1" minW="0" align="flex-start">
            <Icon as={LuFileText} boxSize="6" color="brand.fg" mt="0.5" flexShrink="0" aria-hidden="true" />
            <Stack gap="1" minW="0">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                Primary resume
              </Text>
              <Heading as="h2" id="primary-resume-heading" size="md" wordBreak="break-word">
                {resume.originalFileName}
              </Heading>
              <HStack gap="2" wrap="wrap">
                <ResumeStatusBadge resume={resume} />
                {uploaded ? (
                  <Text fontSize="xs" color="fg.muted">
                    Uploaded {uploaded}
                  </Text>
                ) : null}
              </HStack>
            </Stack>
          </HStack>
          <Stack direction={{ base: 'row', sm: 'column' }} gap="2" align={{ base: 'center', sm: 'flex-end' }}>
            {hasReport ? (
              <Button asChild size="sm" colorPalette="blue" bg="brand.solid">
                <RouterLink to={paths.app.resumeAnalysis.getHref()}>
                  <LuFileSearch aria-hidden="true" />
                  View full report
                </RouterLink>
              </Button>
            ) : null}
            <Link asChild fontSize="sm" color="brand.fg">
              <RouterLink to={paths.app.resumes.getHref()}>Manage resumes</RouterLink>
            </Link>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The dashboard's three resume blocks: the primary resume (or an invitation to upload one), its analysis
 * status (in progress, failed, or the ATS alert band) and the quick score cards.
 */
export function ResumeInsightBlocks({ resume }: { resume: Resume | null }) {
  if (!resume) {
    return (
      <Stack gap="4" data-testid="resume-blocks">
        <UploadInvitation />
      </Stack>
    );
  }
  const analysis = resume.status === 'ANALYSIS_COMPLETED' ? resume.analysisData : null;
  return (
    <Stack gap="4" data-testid="resume-blocks">
      <AnalysisStatusAnnouncer resume={resume} />
      <PrimaryResumeCard resume={resume} />
      {isAnalysing(resume.status) ? <AnalysisProgressPanel fileName={resume.originalFileName} /> : null}
      {resume.status === 'ANALYSIS_FAILED' ? (
        <AnalysisFailedAlert failureReason={resume.failureReason} />
      ) : null}
      {analysis ? (
        <>
          <AtsScoreAlert analysis={analysis} />
          <QuickScoreCards analysis={analysis} />
        </>
      ) : null}
    </Stack>
  );
}
