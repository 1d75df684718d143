import type { AnalysisData } from '@careerlens/contracts';
import { Badge, Box, Heading, HStack, List, SimpleGrid, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatShare } from '../../utils/report-format';
import { EvidenceLines } from './evidence-lines';

const SKILL_TYPE_LABELS: Record<string, string> = {
  hard: 'Skill',
  tool: 'Tool',
  soft: 'Soft skill',
  certification: 'Certification',
  language: 'Language',
  domain: 'Domain',
};
const IMPORTANCE = {
  core: { label: 'Core', palette: 'red' },
  common: { label: 'Common', palette: 'orange' },
  certification: { label: 'Certification', palette: 'purple' },
} as const;

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="sm" mb="2">
      {children}
    </Heading>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

/** Every skill found, how often, and the lines that show it. */
export function SkillsFound({ skills }: { skills: AnalysisData['skills'] }) {
  if (!skills.length) return <Empty>No skills from our taxonomy were found in your resume.</Empty>;
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyle="none" data-testid="skills-found">
      {skills.map((skill) => (
        <Box as="li" key={skill.id} borderWidth="1px" borderRadius="lg" p="3">
          <HStack gap="2" wrap="wrap" mb="2">
            <Text fontWeight="semibold" fontSize="sm">
              {skill.name}
            </Text>
            <Badge size="sm" variant="subtle">
              {SKILL_TYPE_LABELS[skill.type] ?? skill.type}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              found {skill.count} {skill.count === 1 ? 'time' : 'times'}
            </Text>
          </HStack>
          <EvidenceLines evidence={skill.evidence} max={2} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Critical gaps (importance and market share or reason), missing skills and skills only implied. */
export function SkillGaps({ analysis }: { analysis: AnalysisData }) {
  const gaps = analysis.comprehensiveAnalysis.skillGapAnalysis.criticalGaps;
  const implied = analysis.readiness.impliedSkills;
  const unconfirmed = analysis.readiness.unconfirmedSkills;
  return (
    <Stack gap="6">
      <Box>
        <SubHeading>Critical gaps</SubHeading>
        {gaps.length ? (
          <Stack as="ul" gap="2.5" listStyle="none" data-testid="critical-gaps">
            {gaps.map((gap) => (
              <Box as="li" key={gap.skillId} borderWidth="1px" borderRadius="lg" p="3">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold" fontSize="sm">
                    {gap.skill}
                  </Text>
                  <Badge size="sm" variant="subtle" colorPalette={IMPORTANCE[gap.importance].palette}>
                    {IMPORTANCE[gap.importance].label}
                  </Badge>
                  {gap.marketShare !== null ? (
                    <Badge size="sm" variant="outline" colorPalette="gray">
                      {formatShare(gap.marketShare)} of postings
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {gap.reason}
                </Text>
              </Box>
            ))}
          </Stack>
        ) : (
          <Empty>No critical gaps for your target role.</Empty>
        )}
      </Box>
      <Box>
        <SubHeading>Missing skills</SubHeading>
        {analysis.missingSkills.length ? (
          <Text fontSize="sm" color="fg.muted" mb="2">
            Skills your target role asks for that we did not find on your resume, by their names or by what a
            line says you did. If you have one, name it where you used it, so an ATS finds it too.
          </Text>
        ) : null}
        {analysis.missingSkills.length ? (
          <Wrap as="ul" gap="2" listStyle="none" data-testid="missing-skills">
            {analysis.missingSkills.map((skill) => (
              <Tag.Root as="li" key={skill} size="md" variant="subtle" colorPalette="red">
                <Tag.Label>{skill}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        ) : (
          <Empty>No missing skills identified</Empty>
        )}
      </Box>
      <Box>
        <SubHeading>Suggested, not named</SubHeading>
        {implied.length ? (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2">
              Your resume suggests these, through related skills or in other words, but we did not find their
              usual names. Use the usual name where you used each one, so an ATS finds it.
            </Text>
            <Wrap as="ul" gap="2" listStyle="none" data-testid="implied-skills">
              {implied.map((item) => (
                <Tag.Root as="li" key={`${item.skill}-${item.via}`} size="md" variant="outline">
                  <Tag.Label>
                    {item.skill}{' '}
                    <Text as="span" color="fg.muted">
                      via {item.via}
                    </Text>
                  </Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          </>
        ) : (
          <Empty>None: every skill we counted is named on your resume.</Empty>
        )}
      </Box>
      {unconfirmed.length ? (
        <Box>
          <SubHeading>Possibly in other words</SubHeading>
          <Text fontSize="sm" color="fg.muted" mb="2">
            Your resume may describe these in other words, which an ATS searching for their usual names may
            not find. We do not call them missing, and we do not count them. If you have them, use their usual
            name where you used them.
          </Text>
          <Stack as="ul" gap="2" listStyle="none" data-testid="unconfirmed-skills">
            {unconfirmed.map((item) => (
              <Box as="li" key={item.skill} borderWidth="1px" borderRadius="lg" p="3">
                <Text fontWeight="semibold" fontSize="sm">
                  {item.skill}
                </Text>
                <Text fontSize="sm" color="fg.muted" mt="1" overflowWrap="anywhere">
                  Your resume says “{item.line}”
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

/** Strengths, each with its detail and evidence. */
export function Strengths({ strengths }: { strengths: AnalysisData['comprehensiveAnalysis']['strengths'] }) {
  if (!strengths.length) return <Empty>No strengths stood out yet.</Empty>;
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyle="none" data-testid="strengths">
      {strengths.map((strength) => (
        <Box as="li" key={strength.title} borderWidth="1px" borderRadius="lg" p="3">
          <Text fontWeight="semibold" fontSize="sm">
            {strength.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="1" mb={strength.evidence.length ? '2' : '0'}>
            {strength.detail}
          </Text>
          <EvidenceLines evidence={strength.evidence} max={2} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function NumberedList({ items, testId }: { items: readonly string[]; testId: string }) {
  return (
    <List.Root as="ol" gap="2" ps="5" fontSize="sm" data-testid={testId}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** Development areas and ATS optimization tips. */
export function Improvements({ analysis }: { analysis: AnalysisData }) {
  const areas = analysis.comprehensiveAnalysis.jobReadinessAnalysis.developmentAreas;
  const tips = analysis.comprehensiveAnalysis.atsAnalysis.atsOptimizationTips;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Box>
        <SubHeading>Development areas</SubHeading>
        {areas.length ? (
          <NumberedList items={areas} testId="development-areas" />
        ) : (
          <Empty>Nothing stands out to develop.</Empty>
        )}
      </Box>
      <Box>
        <SubHeading>ATS optimization tips</SubHeading>
        {tips.length ? (
          <NumberedList items={tips} testId="ats-tips" />
        ) : (
          <Empty>No suggestions available</Empty>
        )}
      </Box>
    </SimpleGrid>
  );
}
