import type { AnalysisData } from '@careerlens/contracts';
import { Box, Heading, SimpleGrid, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { formatReportDate } from '../../utils/report-format';

function SkillTags({
  title,
  skills,
  palette,
  empty,
}: {
  title: string;
  skills: readonly string[];
  palette: 'green' | 'red';
  empty: string;
}) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({skills.length})
        </Text>
      </Heading>
      {skills.length ? (
        <Wrap as="ul" gap="2" listStyle="none">
          {skills.map((skill) => (
            <Tag.Root as="li" key={skill} size="md" variant="subtle" colorPalette={palette}>
              <Tag.Label>{skill}</Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      )}
    </Box>
  );
}

/** Which core and common skills are covered or missing, and the market sample they come from. */
export function ReadinessDetails({ analysis }: { analysis: AnalysisData }) {
  const { readiness } = analysis;
  const sample = readiness.marketSample;
  const from = formatReportDate(sample?.from);
  const to = formatReportDate(sample?.to);
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SkillTags
          title="Core skills covered"
          skills={readiness.coreCovered}
          palette="green"
          empty="None yet."
        />
        <SkillTags title="Core skills missing" skills={readiness.coreMissing} palette="red" empty="None." />
        <SkillTags
          title="Common skills covered"
          skills={readiness.commonCovered}
          palette="green"
          empty="None yet."
        />
        <SkillTags
          title="Common skills missing"
          skills={readiness.commonMissing}
          palette="red"
          empty="None."
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" data-testid="market-sample">
        {sample
          ? `Requirements from ${sample.postings} job ${sample.postings === 1 ? 'posting' : 'postings'} (${sample.scope})${
              from && to ? `, posted ${from} – ${to}` : ''
            }.`
          : `Requirements from our role profile for ${analysis.targetRole ?? 'your target role'}: there were too few job postings to measure the market.`}
      </Text>
      {analysis.experience.length ? (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Experience we counted{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({analysis.totalYearsExperience} years)
            </Text>
          </Heading>
          <Stack as="ul" gap="1" listStyle="none" fontSize="sm">
            {analysis.experience.map((role, index) => (
              <Text as="li" key={`${role.title}-${role.employer}-${index}`}>
                {[role.title, role.employer].filter(Boolean).join(' at ') || 'A role'}
                {role.dates ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    · {role.dates}
                  </Text>
                ) : null}
              </Text>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
