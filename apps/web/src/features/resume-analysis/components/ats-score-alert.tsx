import type { AnalysisData } from '@careerlens/contracts';
import { Alert, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { atsBand, type AtsBandLevel } from '../utils/ats-band';

function message(level: AtsBandLevel, analysis: AnalysisData): string {
  const role = analysis.targetRole ? `${analysis.targetRole} roles` : 'your target role';
  switch (level) {
    case 'critical':
      return 'Applicant tracking systems are likely to misread or filter out this resume. Fix the failed checks in your full report first.';
    case 'needs-attention': {
      const count = analysis.missingSkills.length;
      return `${count} missing ${count === 1 ? 'skill' : 'skills'} for ${role}.`;
    }
    case 'good':
      return 'Most applicant tracking systems read your resume well. A few fixes will take it past 90.';
    case 'excellent':
      return 'Your resume is well optimized for applicant tracking systems. Keep it current as you grow.';
  }
}

/** Spec section 4, "ATS alert bands": below 50 error, under 75 warning, under 90 info, else success. */
export function AtsScoreAlert({ analysis }: { analysis: AnalysisData }) {
  const band = atsBand(analysis.atsScore);
  return (
    <Alert.Root status={band.status} borderRadius="xl" data-testid="ats-alert" data-level={band.level}>
      <Alert.Indicator />
      <Alert.Content gap="1.5">
        <Alert.Title fontSize="md">
          {band.label}: your ATS score is {analysis.atsScore}
        </Alert.Title>
        <Alert.Description>
          <Text>{message(band.level, analysis)}</Text>
          {band.level === 'needs-attention' && analysis.actionableTip ? (
            <Text mt="1">
              <Text as="strong">Tip:</Text> {analysis.actionableTip}
            </Text>
          ) : null}
          <Link
            asChild
            mt="2"
            display="inline-block"
            fontWeight="semibold"
            color="inherit"
            textDecoration="underline"
          >
            <RouterLink to={paths.app.resumeAnalysis.getHref()}>See the full report</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
