import type { AnalysisData, AtsCheck } from '@careerlens/contracts';
import { Badge, Box, Heading, HStack, Icon, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX, LuTriangleAlert, LuWrench } from 'react-icons/lu';
import {
  CHECK_GROUP_DESCRIPTIONS,
  CHECK_GROUP_LABELS,
  CHECK_STATUS_LABELS,
  countStatuses,
  formatScore,
  groupChecks,
} from '../../utils/report-format';
import { EvidenceLines } from './evidence-lines';

const STATUS_STYLE = {
  pass: { icon: LuCircleCheck, palette: 'green' },
  warn: { icon: LuTriangleAlert, palette: 'orange' },
  fail: { icon: LuCircleX, palette: 'red' },
} as const;

/** Points per group, as bars. */
export function ScoreBreakdown({ breakdown }: { breakdown: AnalysisData['scoreBreakdown'] }) {
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="4"
      listStyle="none"
      data-testid="score-breakdown"
    >
      {breakdown.map((entry) => {
        const share = entry.maxPoints > 0 ? (entry.points / entry.maxPoints) * 100 : 100;
        return (
          <Box as="li" key={entry.group}>
            <Progress.Root value={Math.round(share)} size="sm" colorPalette="blue">
              <HStack justify="space-between" mb="1.5">
                <Progress.Label fontSize="sm" fontWeight="medium">
                  {CHECK_GROUP_LABELS[entry.group]}
                </Progress.Label>
                <Text fontSize="sm" color="fg.muted">
                  {formatScore(entry.points, entry.maxPoints)} points
                </Text>
              </HStack>
              <Progress.Track
                aria-label={`${CHECK_GROUP_LABELS[entry.group]}: ${formatScore(entry.points, entry.maxPoints)} points`}
              >
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

function CheckItem({ check }: { check: AtsCheck }) {
  const style = STATUS_STYLE[check.status];
  return (
    <Box
      as="li"
      data-testid="ats-check"
      data-status={check.status}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
      borderStartWidth="4px"
      borderStartColor={`${style.palette}.solid`}
    >
      <Stack gap="2">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <HStack gap="2" align="flex-start" minW="0">
            <Icon
              as={style.icon}
              boxSize="5"
              color={`${style.palette}.fg`}
              mt="0.5"
              flexShrink="0"
              aria-hidden="true"
            />
            <Heading as="h4" size="sm" lineHeight="short">
              {check.title}
            </Heading>
          </HStack>
          <HStack gap="2" flexShrink="0" ps={{ base: '7', sm: '0' }}>
            <Badge size="sm" variant="subtle" colorPalette={style.palette}>
              {CHECK_STATUS_LABELS[check.status]}
            </Badge>
            {check.maxPoints > 0 ? (
              <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatScore(check.points, check.maxPoints)}
                <Text as="span" srOnly>
                  {' '}
                  points
                </Text>
              </Text>
            ) : null}
          </HStack>
        </Stack>
        <Stack gap="2" ps="7">
          <Text fontSize="sm">{check.detail}</Text>
          <EvidenceLines evidence={check.evidence} max={4} />
          {check.fix ? (
            <HStack
              gap="2"
              align="flex-start"
              bg="bg.subtle"
              borderRadius="md"
              p="2.5"
              fontSize="sm"
              data-testid="check-fix"
            >
              <Icon as={LuWrench} boxSize="4" mt="0.5" color="brand.fg" flexShrink="0" aria-hidden="true" />
              <Text>
                <Text as="strong">How to fix:</Text> {check.fix}
              </Text>
            </HStack>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

/** Every check, grouped by group, with pass/warn/fail, points, detail, evidence and the fix. */
export function ChecksByGroup({ analysis }: { analysis: AnalysisData }) {
  const groups = groupChecks(analysis.checks);
  const totals = new Map(analysis.scoreBreakdown.map((entry) => [entry.group, entry]));
  return (
    <Stack gap="8">
      {groups.map(({ group, checks }) => {
        const counts = countStatuses(checks);
        const total = totals.get(group);
        return (
          <Box as="section" key={group} aria-labelledby={`checks-${group}-heading`}>
            <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="1" mb="3">
              <Stack gap="0.5">
                <Heading as="h3" id={`checks-${group}-heading`} size="md">
                  {CHECK_GROUP_LABELS[group]}
                  {total ? (
                    <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm" ms="2">
                      {formatScore(total.points, total.maxPoints)} points
                    </Text>
                  ) : null}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {CHECK_GROUP_DESCRIPTIONS[group]}
                </Text>
              </Stack>
              <Text fontSize="sm" color="fg.muted" flexShrink="0">
                {counts.pass} passed · {counts.warn} {counts.warn === 1 ? 'warning' : 'warnings'} ·{' '}
                {counts.fail} failed
              </Text>
            </Stack>
            <Stack as="ul" gap="3" listStyle="none">
              {checks.map((check) => (
                <CheckItem key={check.id} check={check} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
