import type { JobMatch } from '@careerlens/contracts';
import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Icon,
  Link,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LuArrowUpRight, LuBookOpen, LuBuilding2, LuClock, LuFactory, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SourceAttribution } from '../../../components/ui/source-attribution';
import { paths } from '../../../config/paths';
import { formatLocation, formatRelativeDate } from '../../../lib/format';
import { jobLink, matchBand } from '../utils/match-score';

/**
 * One match: title, company, level, the rounded percentage with its colour bar and label, location, industry,
 * posted date and the one-line reason. The whole card opens the job in a new tab; a sample posting (demo data)
 * says so and opens its job profile in the product instead. A posting from a public job API names it
 * ("via Remotive"), linking to the job's page there.
 */
export function JobMatchCard({ match }: { match: JobMatch }) {
  const band = matchBand(match.matchScore);
  // A sample posting of the demo corpus has no real job behind it: the card opens its job profile here.
  const profileHref = match.profileSlug ? paths.app.blogPost.getHref(match.profileSlug) : null;
  const internalHref = match.isSample ? profileHref : null;
  const href = match.isSample ? null : jobLink(match);
  const location = formatLocation(match);
  const posted = match.datePosted ? formatRelativeDate(match.datePosted) : '';
  return (
    <LinkBox
      as="li"
      listStyleType="none"
      h="full"
      data-testid="job-match-card"
      data-score={band.percent}
      data-color={band.color}
      data-label={band.label}
    >
      <Card.Root
        variant="outline"
        h="full"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={href ? { borderColor: 'brand.fg', boxShadow: 'sm' } : undefined}
        _focusWithin={{ borderColor: 'brand.fg' }}
      >
        <Card.Body gap="4" p={{ base: '4', md: '5' }}>
          <HStack align="flex-start" justify="space-between" gap="3">
            <Stack gap="1" minW="0">
              <Heading as="h2" size="md" lineHeight="short">
                {internalHref ? (
                  <LinkOverlay asChild>
                    <RouterLink to={internalHref}>{match.jobTitle}</RouterLink>
                  </LinkOverlay>
                ) : href ? (
                  <LinkOverlay href={href} target="_blank" rel="noopener noreferrer">
                    {match.jobTitle}
                    <Icon as={LuArrowUpRight} ms="1" boxSize="4" verticalAlign="middle" aria-hidden="true" />
                    <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                  </LinkOverlay>
                ) : (
                  match.jobTitle
                )}
              </Heading>
              {match.companyName ? (
                <HStack gap="1.5" color="fg.muted" fontSize="sm">
                  <Icon as={LuBuilding2} aria-hidden="true" flexShrink="0" />
                  <Text truncate>{match.companyName}</Text>
                </HStack>
              ) : null}
              <SourceAttribution attribution={match.attribution} />
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink="0">
              {match.jobLevel ? (
                <Badge colorPalette="purple" variant="subtle" data-testid="job-level">
                  {match.jobLevel}
                </Badge>
              ) : null}
              {match.isSample ? (
                <Badge
                  colorPalette="gray"
                  variant="outline"
                  data-testid="sample-badge"
                  title="A sample posting from the demo data, not a real job opening"
                >
                  Sample posting
                </Badge>
              ) : null}
            </Stack>
          </HStack>

          <Stack gap="2">
            <HStack justify="space-between" align="baseline">
              <Text fontSize="2xl" fontWeight="bold" color={`${band.color}.fg`} lineHeight="1">
                <span data-testid="match-percent">{band.percent}%</span>
                <VisuallyHidden> match</VisuallyHidden>
              </Text>
              <Badge colorPalette={band.color} variant="subtle" size="md" data-testid="match-label">
                {band.label}
              </Badge>
            </HStack>
            <Box h="2" borderRadius="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
              <Box
                h="full"
                w={`${band.percent}%`}
                bg={`${band.color}.solid`}
                borderRadius="full"
                data-testid="match-bar"
              />
            </Box>
          </Stack>

          <HStack
            as="ul"
            gap="4"
            rowGap="1.5"
            wrap="wrap"
            fontSize="sm"
            color="fg.muted"
            listStyleType="none"
          >
            <HStack as="li" gap="1.5" data-testid="match-location">
              <Icon as={LuMapPin} aria-hidden="true" />
              <VisuallyHidden>Location: </VisuallyHidden>
              {location}
            </HStack>
            {match.companyIndustry ? (
              <HStack as="li" gap="1.5">
                <Icon as={LuFactory} aria-hidden="true" />
                <VisuallyHidden>Industry: </VisuallyHidden>
                {match.companyIndustry}
              </HStack>
            ) : null}
            {posted ? (
              <HStack as="li" gap="1.5" data-testid="match-posted">
                <Icon as={LuClock} aria-hidden="true" />
                <VisuallyHidden>Posted </VisuallyHidden>
                {posted}
              </HStack>
            ) : null}
          </HStack>

          {match.reason ? (
            <Text fontSize="sm" data-testid="match-reason">
              {match.reason}
            </Text>
          ) : null}

          {match.profileSlug && !internalHref ? (
            <Link
              asChild
              fontSize="sm"
              fontWeight="medium"
              color="brand.fg"
              position="relative"
              zIndex="1"
              alignSelf="flex-start"
              mt="auto"
            >
              <RouterLink to={paths.app.blogPost.getHref(match.profileSlug)}>
                <LuBookOpen aria-hidden="true" /> View job profile
                <VisuallyHidden>: {match.jobTitle}</VisuallyHidden>
              </RouterLink>
            </Link>
          ) : null}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
