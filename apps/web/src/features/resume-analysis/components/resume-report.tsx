import type { AnalysisData, Resume } from '@careerlens/contracts';
import {
  Alert,
  Box,
  Button,
  EmptyState,
  HStack,
  Icon,
  Link,
  Stack,
  Text,
  VStack,
  Wrap,
} from '@chakra-ui/react';
import { LuFileText, LuLightbulb, LuUpload } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layouts/page-loader';
import { paths } from '../../../config/paths';
import { useReportResume } from '../api/get-primary-resume';
import { isAnalysing } from '../utils/analysis-status';
import { formatReportDate, layoutPenalty } from '../utils/report-format';
import { AnalysisFailedAlert } from './analysis-failed-alert';
import { AnalysisProgressPanel } from './analysis-progress-panel';
import { AnalysisStatusAnnouncer } from './analysis-status-announcer';
import { AtsTextBlock } from './report/ats-text-block';
import { OcrNotice } from './report/ocr-notice';
import { ChecksByGroup, ScoreBreakdown } from './report/checks-section';
import { ReadinessDetails } from './report/readiness-details';
import { ReportSection } from './report/report-section';
import { ScoreOverview } from './report/score-overview';
import { Improvements, SkillGaps, SkillsFound, Strengths } from './report/skills-and-gaps';
import { ResumeStatusBadge } from './resume-status-badge';
import { RetryAlert } from '../../../components/ui/retry-alert';

export const NO_PRIMARY_RESUME_TITLE = 'No primary resume yet';

const SECTIONS = [
  { id: 'checks', title: 'ATS checks' },
  { id: 'skills', title: 'Skills found' },
  { id: 'gaps', title: 'Skill gaps' },
  { id: 'strengths', title: 'Strengths' },
  { id: 'improve', title: 'How to improve' },
  { id: 'readiness', title: 'Readiness details' },
  { id: 'ats-text', title: 'What an ATS sees' },
] as const;

function NoPrimaryResume() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuFileText />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{NO_PRIMARY_RESUME_TITLE}</EmptyState.Title>
          <EmptyState.Description>
            Upload a resume and we will show how an applicant tracking system reads it, check by check, with
            the skills your target role asks for.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue" bg="brand.solid">
          <RouterLink to={paths.app.uploadResume.getHref()}>
            <LuUpload aria-hidden="true" />
            Upload a resume
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function ReportHeader({ resume }: { resume: Resume }) {
  // "Analyzed" only for a finished analysis: beside a Failed badge it would contradict it.
  const analyzed = resume.status === 'ANALYSIS_COMPLETED' ? formatReportDate(resume.analyzedAt) : null;
  const uploaded = analyzed ? null : formatReportDate(resume.createdAt);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ sm: 'center' }}
      gap="3"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p={{ base: '4', md: '5' }}
    >
      <HStack gap="3" minW="0" align="flex-start">
        <Icon as={LuFileText} boxSize="6" color="brand.fg" mt="0.5" flexShrink="0" aria-hidden="true" />
        <Stack gap="1" minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            Primary resume
          </Text>
          <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word" data-testid="report-file-name">
            {resume.originalFileName}
          </Text>
          <HStack gap="2" wrap="wrap">
            <ResumeStatusBadge resume={resume} />
            {analyzed ? (
              <Text fontSize="xs" color="fg.muted">
                Analyzed {analyzed}
              </Text>
            ) : null}
            {uploaded ? (
              <Text fontSize="xs" color="fg.muted">
                Uploaded {uploaded}
              </Text>
            ) : null}
            {resume.analysisData?.targetRole ? (
              <Text fontSize="xs" color="fg.muted">
                Target role: {resume.analysisData.targetRole}
              </Text>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
      <Link asChild fontSize="sm" color="brand.fg" fontWeight="semibold" flexShrink="0">
        <RouterLink to={paths.app.resumes.getHref()}>Manage resumes</RouterLink>
      </Link>
    </Stack>
  );
}

function TableOfContents() {
  return (
    <Box as="nav" aria-label="Report sections">
      <Wrap as="ul" gap="2" listStyle="none">
        {SECTIONS.map((section) => (
          <Box as="li" key={section.id}>
            <Link
              href={`#${section.id}`}
              fontSize="sm"
              px="3"
              py="1.5"
              borderWidth="1px"
              borderRadius="full"
              bg="bg"
              color="fg"
              display="inline-block"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            >
              {section.title}
            </Link>
          </Box>
        ))}
      </Wrap>
    </Box>
  );
}

function FullReport({ analysis }: { analysis: AnalysisData }) {
  const penalty = layoutPenalty(analysis);
  return (
    <Stack gap="6" data-testid="resume-report">
      <ReportSection id="scores" title="Your scores">
        <Stack gap="4">
          <OcrNotice analysis={analysis} />
          <ScoreOverview analysis={analysis} />
          {analysis.actionableTip ? (
            <Alert.Root status="info" borderRadius="lg" data-testid="actionable-tip">
              <Alert.Indicator>
                <LuLightbulb />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>Your next step</Alert.Title>
                <Alert.Description>{analysis.actionableTip}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {penalty ? (
            <Alert.Root status="warning" borderRadius="lg" data-testid="layout-note">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  Layout penalty: your score is multiplied by {penalty.multiplier.toFixed(2)}
                </Alert.Title>
                {penalty.note ? <Alert.Description>{penalty.note}</Alert.Description> : null}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Box>
            <Text fontWeight="semibold" mb="3">
              Score breakdown
            </Text>
            <ScoreBreakdown breakdown={analysis.scoreBreakdown} />
          </Box>
        </Stack>
      </ReportSection>

      <TableOfContents />

      <ReportSection
        id="checks"
        title="ATS checks"
        description="Each check, what we found, the lines of your resume that show it and how to fix it."
      >
        <ChecksByGroup analysis={analysis} />
      </ReportSection>

      <ReportSection id="skills" title="Skills found" description="Where each skill appears in your resume.">
        <SkillsFound skills={analysis.skills} />
      </ReportSection>

      <ReportSection
        id="gaps"
        title="Skill gaps"
        description={`What ${analysis.targetRole ?? 'your target role'} postings ask for that we did not find on your resume.`}
      >
        <SkillGaps analysis={analysis} />
      </ReportSection>

      <ReportSection id="strengths" title="Strengths">
        <Strengths strengths={analysis.comprehensiveAnalysis.strengths} />
      </ReportSection>

      <ReportSection id="improve" title="How to improve">
        <Improvements analysis={analysis} />
      </ReportSection>

      <ReportSection id="readiness" title="Readiness details">
        <ReadinessDetails analysis={analysis} />
      </ReportSection>

      <ReportSection
        id="ats-text"
        title="What an ATS sees"
        description={
          analysis.ocr
            ? 'The text we read by OCR from the pictures in your PDF, line by line: an applicant tracking system reads none of the scanned pages. The line numbers match the evidence above.'
            : "Your resume's text exactly as an applicant tracking system reads it, line by line. The line numbers match the evidence above."
        }
      >
        <AtsTextBlock analysis={analysis} />
      </ReportSection>

      <Text fontSize="xs" color="fg.muted" data-testid="method-version">
        Method {analysis.methodVersion} · Reference date {formatReportDate(analysis.referenceDate)}
      </Text>
    </Stack>
  );
}

/**
 * The full report for the resume named in the address (`?resume=<id>`, from My Resumes) or else the primary
 * one, with its no-resume, analysing and failed states.
 */
export function ResumeReport() {
  const [searchParams] = useSearchParams();
  const primary = useReportResume(searchParams.get('resume'));
  if (primary.isPending) return <PageLoader label="Loading your report..." />;
  if (primary.isError) {
    return (
      <RetryAlert
        title="We could not load your report."
        description={primary.error.message}
        retrying={primary.isFetching}
        onRetry={() => void primary.refetch()}
      />
    );
  }
  const resume = primary.data;
  if (!resume) return <NoPrimaryResume />;
  const analysis = resume.status === 'ANALYSIS_COMPLETED' ? resume.analysisData : null;
  return (
    <Stack gap="6">
      <AnalysisStatusAnnouncer resume={resume} />
      <ReportHeader resume={resume} />
      {isAnalysing(resume.status) ? <AnalysisProgressPanel fileName={resume.originalFileName} /> : null}
      {resume.status === 'ANALYSIS_FAILED' ? (
        <AnalysisFailedAlert failureReason={resume.failureReason} />
      ) : null}
      {analysis ? <FullReport analysis={analysis} /> : null}
    </Stack>
  );
}
