import type { AnalysisData } from '@careerlens/contracts';
import { Badge, Box, Card, Heading, HStack, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck, LuTriangleAlert } from 'react-icons/lu';
import { atsBand } from '../utils/ats-band';

/** Spec section 9: the quick score cards show 3 gaps and 3 strengths. */
export const QUICK_GAPS = 3;
export const QUICK_STRENGTHS = 3;

const IMPORTANCE_LABELS = { core: 'Core', common: 'Common', certification: 'Certification' } as const;

function ScoreCard({ label, score, hint }: { label: string; score: number; hint: string }) {
  return (
    <Card.Root variant="outline" bg="bg" size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
          {score}
          <Text as="span" fontSize="md" color="fg.muted" fontWeight="medium">
            /100
          </Text>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function ListCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg" size="sm">
      <Card.Body gap="3">
        <Heading as="h3" id={id} size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** ATS and readiness scores, the top 3 gaps (criticalGaps) and the top 3 strengths. */
export function QuickScoreCards({ analysis }: { analysis: AnalysisData }) {
  const gaps = analysis.comprehensiveAnalysis.skillGapAnalysis.criticalGaps.slice(0, QUICK_GAPS);
  const strengths = analysis.comprehensiveAnalysis.strengths.slice(0, QUICK_STRENGTHS);
  return (
    <Box as="section" aria-labelledby="quick-scores-heading" data-testid="quick-score-cards">
      <Heading as="h2" id="quick-scores-heading" size="md" mb="3">
        Your scores at a glance
      </Heading>
      <Stack gap="4">
        <SimpleGrid columns={2} gap={{ base: '3', md: '4' }}>
          <ScoreCard
            label="ATS score"
            score={analysis.atsScore}
            hint={`${atsBand(analysis.atsScore).label}: how well hiring software reads your resume`}
          />
          <ScoreCard
            label="Job readiness"
            score={analysis.jobReadinessScore}
            hint={`How much of what ${analysis.targetRole ?? 'your target role'} asks for your resume shows`}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ListCard id="quick-gaps-heading" title="Top skill gaps">
            {gaps.length ? (
              <List.Root gap="2.5" variant="plain">
                {gaps.map((gap) => (
                  <List.Item key={gap.skillId} alignItems="flex-start">
                    <List.Indicator asChild color="orange.fg" mt="0.5">
                      <Icon as={LuTriangleAlert} aria-hidden="true" />
                    </List.Indicator>
                    <HStack gap="2" wrap="wrap">
                      <Text fontSize="sm" fontWeight="medium">
                        {gap.skill}
                      </Text>
                      <Badge
                        size="xs"
                        variant="subtle"
                        colorPalette={gap.importance === 'core' ? 'red' : 'gray'}
                      >
                        {IMPORTANCE_LABELS[gap.importance]}
                      </Badge>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No critical gaps for your target role.
              </Text>
            )}
          </ListCard>
          <ListCard id="quick-strengths-heading" title="Your strengths">
            {strengths.length ? (
              <List.Root gap="2.5" variant="plain">
                {strengths.map((strength) => (
                  <List.Item key={strength.title} alignItems="flex-start">
                    <List.Indicator asChild color="green.fg" mt="0.5">
                      <Icon as={LuCircleCheck} aria-hidden="true" />
                    </List.Indicator>
                    <Text fontSize="sm" fontWeight="medium">
                      {strength.title}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No strengths stood out yet. Your full report shows what to add.
              </Text>
            )}
          </ListCard>
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
