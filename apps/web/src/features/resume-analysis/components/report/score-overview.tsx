import type { AnalysisData } from '@careerlens/contracts';
import { AbsoluteCenter, Badge, HStack, ProgressCircle, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { atsBand } from '../../utils/ats-band';

const BAND_PALETTE = { error: 'red', warning: 'orange', info: 'blue', success: 'green' } as const;

function ScoreDial({ score, label, palette }: { score: number; label: string; palette: string }) {
  return (
    <ProgressCircle.Root value={score} size="xl" colorPalette={palette} flexShrink="0">
      <ProgressCircle.Circle css={{ '--size': '96px', '--thickness': '9px' }} aria-label={label}>
        <ProgressCircle.Track />
        <ProgressCircle.Range strokeLinecap="round" />
      </ProgressCircle.Circle>
      <AbsoluteCenter>
        <Text fontSize="2xl" fontWeight="bold" aria-hidden="true">
          {score}
        </Text>
      </AbsoluteCenter>
    </ProgressCircle.Root>
  );
}

function ScoreCard({
  title,
  score,
  palette,
  badge,
  children,
  testId,
}: {
  title: string;
  score: number;
  palette: string;
  badge?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid={testId}>
      <HStack gap={{ base: '4', md: '5' }} align="center">
        <ScoreDial score={score} label={`${title}: ${score} out of 100`} palette={palette} />
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" fontSize="lg">
            {title}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {score}/100
            </Text>
            {badge ? (
              <Badge size="sm" variant="subtle" colorPalette={palette}>
                {badge}
              </Badge>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {children}
      </Text>
    </Stack>
  );
}

/** The two scores, each with a short explanation of what it measures. */
export function ScoreOverview({ analysis }: { analysis: AnalysisData }) {
  const band = atsBand(analysis.atsScore);
  const role = analysis.targetRole ?? 'your target role';
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ScoreCard
        title="ATS score"
        score={analysis.atsScore}
        palette={BAND_PALETTE[band.status]}
        badge={band.label}
        testId="ats-score"
      >
        How well applicant tracking systems can read your resume and find what recruiters search for: the
        points your resume earns on {analysis.checks.length} checks of parseability, structure, content,
        consistency and targeting, out of 100.
      </ScoreCard>
      <ScoreCard
        title="Job readiness"
        score={analysis.jobReadinessScore}
        palette="purple"
        testId="readiness-score"
      >
        How much of what {role} postings ask for your resume shows: core and common skills, years of
        experience, education and certifications for your level.
      </ScoreCard>
    </SimpleGrid>
  );
}
