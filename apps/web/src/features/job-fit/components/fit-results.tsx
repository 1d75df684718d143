import type { JobAnalysisResult } from '@careerlens/contracts';
import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Icon,
  List,
  ProgressCircle,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { LuCircleCheck, LuCrown, LuDownload, LuLightbulb, LuPencil, LuPlus } from 'react-icons/lu';
import {
  FIT_SECTIONS,
  formatWeights,
  fractionColor,
  matchLevelLabel,
  skillsToAdd,
  toPercent,
} from '../utils/fit';
import { ScoreBar } from './score-bar';

function Block({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      bg="bg"
      minW="0"
    >
      <HStack gap="2">
        <Heading as="h4" size="md">
          {title}
        </Heading>
        {count !== undefined ? (
          <Badge variant="subtle" colorPalette="gray">
            {count}
          </Badge>
        ) : null}
      </HStack>
      {children}
    </Stack>
  );
}

function EmptyText({ children }: { children: string }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}

function OverallScore({ result }: { result: JobAnalysisResult }) {
  const percent = toPercent(result.overallMatchScore);
  const color = fractionColor(result.overallMatchScore);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      gap="5"
      align="center"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      bg="bg"
      data-testid="overall-score"
      data-color={color}
    >
      <Box position="relative" flexShrink="0">
        <ProgressCircle.Root value={percent} size="xl" colorPalette={color} aria-hidden="true">
          <ProgressCircle.Circle css={{ '--size': '112px', '--thickness': '10px' }}>
            <ProgressCircle.Track />
            <ProgressCircle.Range />
          </ProgressCircle.Circle>
        </ProgressCircle.Root>
        <Text
          position="absolute"
          inset="0"
          display="grid"
          placeItems="center"
          fontSize="2xl"
          fontWeight="bold"
          color={`${color}.fg`}
        >
          {percent}%
        </Text>
      </Box>
      <Stack gap="2" textAlign={{ base: 'center', sm: 'start' }} align={{ base: 'center', sm: 'flex-start' }}>
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          Overall match score
        </Text>
        <Badge colorPalette={color} variant="subtle" size="lg" data-testid="match-level">
          {matchLevelLabel(result.matchLevel)}
        </Badge>
        <Text>
          {result.isGoodMatch
            ? 'Your resume is a good match for this job.'
            : 'Your resume has gaps to close before you apply to this job.'}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Compared with {result.target.title}
          {result.target.companyName ? ` at ${result.target.companyName}` : ''}.
        </Text>
      </Stack>
    </Stack>
  );
}

function SectionScores({ result }: { result: JobAnalysisResult }) {
  return (
    <Block title="Section scores">
      <Stack as="ul" gap="4" listStyleType="none">
        {FIT_SECTIONS.map(({ key, label }) => {
          // A section that does not count is not drawn as a loss (a red 0% beside "it costs nothing").
          const counted = !result.sectionsNotCounted.includes(key);
          const score = result.sectionScores[key] ?? 0;
          const color = fractionColor(score);
          const percent = toPercent(score);
          return (
            <Stack
              as="li"
              key={key}
              gap="1.5"
              data-testid={`section-${key}`}
              data-color={counted ? color : 'not-counted'}
            >
              <HStack justify="space-between">
                <Text fontWeight="medium">{label}</Text>
                {counted ? (
                  <Text fontWeight="semibold" color={`${color}.fg`}>
                    {percent}%
                  </Text>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    Not counted
                  </Text>
                )}
              </HStack>
              {counted ? <ScoreBar percent={percent} color={color} /> : null}
              {result.sectionFeedback[key] ? (
                <Text fontSize="sm" color="fg.muted">
                  {result.sectionFeedback[key]}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Block>
  );
}

function MatchingSkills({ result }: { result: JobAnalysisResult }) {
  const details = result.matchingSkillsDetail.filter((detail) => detail.kind === 'exact');
  // matchingSkills is the spec's list; the detail adds the line of the resume that proves each one.
  const skills = result.matchingSkills.map(
    (skill) => details.find((detail) => detail.skill === skill) ?? { skill, evidence: null, required: false },
  );
  const [open, setOpen] = useState<string | null>(null);
  const evidenceId = useId();
  const selected = skills.find((entry) => entry.skill === open);
  return (
    <Block title="Matching skills" count={skills.length}>
      {skills.length ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            Select a skill to see where your resume shows it.
          </Text>
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" data-testid="matching-skills">
            {skills.map((entry) => {
              const isOpen = open === entry.skill;
              return (
                <li key={entry.skill}>
                  <Button
                    size="xs"
                    variant={isOpen ? 'outline' : 'subtle'}
                    colorPalette="green"
                    borderWidth="1px"
                    borderColor={isOpen ? 'green.fg' : 'transparent'}
                    aria-expanded={isOpen}
                    aria-controls={evidenceId}
                    title={entry.evidence ? `From your resume: ${entry.evidence.text}` : undefined}
                    onClick={() => setOpen(isOpen ? null : entry.skill)}
                  >
                    <LuCircleCheck aria-hidden="true" />
                    {entry.skill}
                  </Button>
                </li>
              );
            })}
          </HStack>
          <Box id={evidenceId} aria-live="polite" data-testid="skill-evidence">
            {selected ? (
              <Box borderLeftWidth="3px" borderColor="green.solid" ps="3" py="1" fontSize="sm">
                <Text fontWeight="semibold">{selected.skill}</Text>
                <Text color="fg.muted">
                  {selected.evidence ? `“${selected.evidence.text}”` : 'Named on your resume.'}
                </Text>
              </Box>
            ) : null}
          </Box>
        </>
      ) : (
        <EmptyText>No matching skills identified</EmptyText>
      )}
    </Block>
  );
}

function SkillsToAdd({ result }: { result: JobAnalysisResult }) {
  const skills = skillsToAdd(result);
  const groups = [
    { label: 'Required', items: skills.filter((entry) => entry.required), palette: 'red' },
    { label: 'Preferred', items: skills.filter((entry) => !entry.required), palette: 'orange' },
  ].filter((group) => group.items.length);
  return (
    <Block title="Skills to add" count={skills.length}>
      {skills.length ? (
        <Stack gap="4" data-testid="skills-to-add">
          <Text fontSize="xs" color="fg.muted">
            Skills this job asks for that we did not find on your resume, by their names or by what a line
            says you did. If you have one, name it where you used it.
          </Text>
          {groups.map((group) => (
            <Stack key={group.label} gap="2">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                {group.label}
              </Text>
              <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
                {group.items.map((entry) => (
                  <Badge
                    as="li"
                    key={entry.skill}
                    colorPalette={group.palette}
                    variant="subtle"
                    size="lg"
                    whiteSpace="normal"
                  >
                    <LuPlus aria-hidden="true" />
                    {entry.skill}
                    {entry.impliedVia ? (
                      <Text as="span" fontWeight="normal" fontStyle="italic">
                        (implied via {entry.impliedVia})
                      </Text>
                    ) : null}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          ))}
          {result.impliedSkills.length ? (
            <Text fontSize="xs" color="fg.muted">
              Implied skills get partial credit from a related skill on your resume; name them to get full
              credit.
            </Text>
          ) : null}
        </Stack>
      ) : (
        <EmptyText>No missing skills identified</EmptyText>
      )}
      <PossiblyInOtherWords result={result} />
    </Block>
  );
}

/** Skills a line may name in other words: quoted for the user to check, never called missing. */
function PossiblyInOtherWords({ result }: { result: JobAnalysisResult }) {
  const items = result.unconfirmedSkills;
  if (!items.length) return null;
  return (
    <Stack gap="2" mt="4" data-testid="fit-unconfirmed-skills">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        Possibly in other words
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Your resume may describe these in other words, which an ATS searching for their usual names may not
        find. We do not call them missing, and we do not count them. If you have them, use their usual name
        where you used them.
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => (
          <Box as="li" key={item.skill} borderWidth="1px" borderRadius="md" p="2.5" fontSize="sm">
            <Text fontWeight="semibold">
              {item.skill}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted">
                ({item.required ? 'required' : 'preferred'})
              </Text>
            </Text>
            <Text color="fg.muted" overflowWrap="anywhere">
              Your resume says “{item.line}”
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function Suggestions({ result }: { result: JobAnalysisResult }) {
  return (
    <Block title="Suggestions" count={result.suggestions.length}>
      {result.suggestions.length ? (
        <List.Root as="ol" gap="2" ps="5" listStyleType="decimal" data-testid="suggestions">
          {result.suggestions.map((suggestion) => (
            <List.Item key={suggestion}>{suggestion}</List.Item>
          ))}
        </List.Root>
      ) : (
        <EmptyText>No suggestions available</EmptyText>
      )}
    </Block>
  );
}

/** Everything the analysis returned. The heading takes focus when a new result arrives. */
export function FitResults({
  result,
  headingRef,
}: {
  result: JobAnalysisResult;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack gap="4" data-testid="fit-results">
      <Heading
        as="h3"
        size="lg"
        ref={headingRef}
        tabIndex={-1}
        scrollMarginTop="24"
        _focus={{ outline: 'none' }}
      >
        <HStack as="span" gap="2">
          <Icon as={LuLightbulb} color="brand.fg" aria-hidden="true" />
          Your results
        </HStack>
      </Heading>
      <OverallScore result={result} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <SectionScores result={result} />
        <Stack gap="4">
          <MatchingSkills result={result} />
          <SkillsToAdd result={result} />
        </Stack>
      </SimpleGrid>
      <Suggestions result={result} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
        {/* Spec: these three buttons do nothing yet. */}
        <Button type="button" variant="outline">
          <LuPencil aria-hidden="true" /> Edit Resume
        </Button>
        <Button type="button" variant="outline">
          <LuDownload aria-hidden="true" /> Download Report
        </Button>
        <Button type="button" colorPalette="purple" variant="subtle">
          <LuCrown aria-hidden="true" /> Get Premium Tips
        </Button>
      </Stack>
      <Text fontSize="xs" color="fg.muted" data-testid="fit-method">
        Weights: {formatWeights(result.weights)}. Method {result.methodVersion}.
      </Text>
    </Stack>
  );
}
