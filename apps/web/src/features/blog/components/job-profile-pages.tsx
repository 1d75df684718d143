import type { BlogEntry } from '@careerlens/contracts';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { JobProfileArticle } from './job-profile-article';
import { JobProfileList } from './job-profile-list';

/** The list screen, shared by /guides (visitors) and /blog (signed-in users). */
export function JobProfileListPage({
  title,
  getArticleHref,
}: {
  title: string;
  getArticleHref(slug: string): string;
}) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {title}
        </Heading>
        <Text color="fg.muted">
          Profiles of roles built from job postings: the skills they ask for, what the job involves and how to
          prepare. Profiles marked &ldquo;Sample posting&rdquo; come from the demo data, not real openings.
        </Text>
      </Stack>
      <JobProfileList getArticleHref={getArticleHref} />
    </Stack>
  );
}

/**
 * The article screen, shared by /guides/{slug} and /blog/{slug}. It sets the page title and description from
 * the profile's metaTitle and metaDescription.
 */
export function JobProfileArticlePage({
  slug,
  listHref,
  renderExtra,
}: {
  slug: string;
  listHref: string;
  renderExtra?(entry: BlogEntry): ReactNode;
}) {
  return (
    <Stack maxW="5xl" w="full" mx="auto">
      <JobProfileArticle slug={slug} listHref={listHref} renderExtra={renderExtra} />
    </Stack>
  );
}
