import type { BlogCard } from '@careerlens/contracts';
import { Badge, Card, Heading, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { LuBuilding2, LuMapPin, LuMessagesSquare } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SourceAttribution } from '../../../components/ui/source-attribution';
import { formatJobPlace, formatJobType } from '../../../lib/format';

/** Number of key skills a card shows (spec section 9). */
export const CARD_KEY_SKILLS = 3;

/**
 * One job profile in the grid: title, company, location or remote, level and three key skills; a profile
 * built from a demo posting says it is a sample, and one from a public job API names it ("via Remotive").
 */
export function JobProfileCard({ card, href }: { card: BlogCard; href: string }) {
  const post = card.jobPost;
  const location = formatJobPlace({ isRemote: post.is_remote, ...post.location });
  const arrangement = formatJobType({ isRemote: post.is_remote, jobType: post.job_type });
  return (
    <LinkBox as="li" listStyleType="none" h="full" data-testid="job-profile-card">
      <Card.Root
        variant="outline"
        h="full"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'brand.fg', boxShadow: 'sm' }}
        _focusWithin={{ borderColor: 'brand.fg' }}
      >
        <Card.Body gap="3" p="5">
          <HStack gap="2" wrap="wrap">
            {post.job_level ? (
              <Badge colorPalette="blue" variant="subtle">
                {post.job_level}
              </Badge>
            ) : null}
            <Badge colorPalette={arrangement === 'On-site' ? 'gray' : 'teal'} variant="subtle">
              {arrangement}
            </Badge>
            {post.is_sample ? (
              <Badge
                colorPalette="gray"
                variant="outline"
                data-testid="sample-badge"
                title="Built from a sample posting of the demo data, not a real job opening"
              >
                Sample posting
              </Badge>
            ) : null}
          </HStack>
          <Heading as="h2" size="md" lineHeight="short">
            <LinkOverlay asChild>
              <RouterLink to={href}>{post.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Stack gap="1" fontSize="sm" color="fg.muted">
            {post.company_name ? (
              <HStack gap="2">
                <Icon as={LuBuilding2} aria-hidden="true" flexShrink="0" />
                <Text truncate>{post.company_name}</Text>
              </HStack>
            ) : null}
            {location ? (
              <HStack gap="2">
                <Icon as={LuMapPin} aria-hidden="true" flexShrink="0" />
                <Text truncate>{location}</Text>
              </HStack>
            ) : null}
            <SourceAttribution attribution={post.attribution} />
          </Stack>
          {post.keySkills.length ? (
            <HStack as="ul" aria-label="Key skills" gap="2" wrap="wrap" mt="auto" pt="1">
              {post.keySkills.slice(0, CARD_KEY_SKILLS).map((skill) => (
                <Badge as="li" key={skill} variant="outline" colorPalette="gray" size="md">
                  {skill}
                </Badge>
              ))}
            </HStack>
          ) : null}
          <HStack gap="2" fontSize="xs" color="fg.muted">
            <Icon as={LuMessagesSquare} aria-hidden="true" />
            <Text>{post.questionCount} interview questions</Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
