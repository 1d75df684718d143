import type { BlogEntry } from '@careerlens/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Icon,
  Link,
  Skeleton,
  SkeletonText,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuArrowLeft,
  LuBriefcase,
  LuBuilding2,
  LuClock,
  LuExternalLink,
  LuFileSearch,
  LuGlobe,
  LuLayers,
  LuMapPin,
  LuMic,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SourceAttribution } from '../../../components/ui/source-attribution';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ApiClientError } from '../../../lib/api-client';
import { formatJobType, formatLocation } from '../../../lib/format';
import { useBlogPost } from '../api/get-blog-post';
import { formatEmploymentTypes } from '../utils/job-labels';
import { InterviewQuestionsPanel } from './interview-questions-panel';
import { JobAnalysisPanel } from './job-analysis-panel';

type JobPost = BlogEntry['jobPost'];

function Fact({ icon, label, children }: { icon: typeof LuMapPin; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="1.5" minW="0">
      <Icon as={icon} color="fg.muted" aria-hidden="true" flexShrink="0" />
      <VisuallyHidden>{label}: </VisuallyHidden>
      <Text as="span">{children}</Text>
    </HStack>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <LuExternalLink aria-hidden="true" />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>
    </Button>
  );
}

function ArticleHeader({ post }: { post: JobPost }) {
  const city = [post.location.city, post.location.state, post.location.country].some(Boolean)
    ? formatLocation({ ...post.location })
    : formatLocation({ isRemote: post.is_remote, ...post.location });
  const employment = formatEmploymentTypes(post.job_type);
  const arrangement = formatJobType({ isRemote: post.is_remote, jobType: post.job_type });
  return (
    <Stack as="header" gap="4">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            Job Profile
          </Text>
          {post.is_remote ? (
            <Badge colorPalette="teal" variant="surface">
              Remote
            </Badge>
          ) : null}
          {post.job_level ? (
            <Badge colorPalette="blue" variant="subtle">
              {post.job_level}
            </Badge>
          ) : null}
          {post.is_sample ? (
            <Badge colorPalette="gray" variant="outline" data-testid="sample-badge">
              Sample posting
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight" lineHeight="shorter">
          {post.title}
        </Heading>
        <SourceAttribution attribution={post.attribution} />
      </Stack>
      <HStack
        as="ul"
        gap={{ base: '2', md: '5' }}
        rowGap="2"
        wrap="wrap"
        color="fg.muted"
        listStyleType="none"
      >
        {post.company_name ? (
          <Fact icon={LuBuilding2} label="Company">
            <Text as="span" color="fg" fontWeight="medium">
              {post.company_name}
            </Text>
            {post.company_industry ? ` · ${post.company_industry}` : null}
          </Fact>
        ) : null}
        <Fact icon={LuMapPin} label="Location">
          {city}
        </Fact>
        <Fact icon={LuClock} label="Job type">
          {[...employment, arrangement].join(' · ')}
        </Fact>
        {post.job_function ? (
          <Fact icon={LuLayers} label="Job function">
            {post.job_function}
          </Fact>
        ) : null}
      </HStack>
      {post.is_sample ? (
        <Text fontSize="sm" color="fg.muted" data-testid="sample-note">
          This profile is built from a sample posting that comes with CareerLens as demo data, not from a real
          job opening: the company is invented and there is no job post to apply to.
        </Text>
      ) : post.job_url || post.company_url ? (
        <HStack gap="3" wrap="wrap">
          {post.job_url ? (
            <ExternalLink href={post.job_url}>
              <LuBriefcase aria-hidden="true" /> View job post
            </ExternalLink>
          ) : null}
          {post.company_url ? (
            <ExternalLink href={post.company_url}>
              <LuGlobe aria-hidden="true" /> Company website
            </ExternalLink>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

function PrepareSection({ slug }: { slug: string }) {
  return (
    <Card.Root as="section" aria-labelledby="prepare-heading" variant="subtle" bg="brand.subtle">
      <Card.Body gap="3" p={{ base: '4', md: '6' }}>
        <Heading as="h2" id="prepare-heading" size="lg">
          Prepare for Your Interview
        </Heading>
        <Text color="fg.muted">
          See how well your resume fits this job, then practise answering the questions out loud.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild bg="brand.solid" color="white" _hover={{ opacity: 0.92 }}>
            <RouterLink to={paths.app.resumeMatch.getHref(slug)}>
              <LuFileSearch aria-hidden="true" /> Check your resume match
            </RouterLink>
          </Button>
          <Button asChild variant="outline" bg="bg">
            <RouterLink to={paths.app.mockInterviewForJob.getHref(slug)}>
              <LuMic aria-hidden="true" /> Practise a mock interview
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ArticleSkeleton() {
  return (
    <Stack gap="6" role="status" aria-live="polite">
      <VisuallyHidden>Loading job profile...</VisuallyHidden>
      <Stack gap="3" aria-hidden="true">
        <Skeleton h="4" w="24" />
        <Skeleton h="10" w="3/4" />
        <SkeletonText noOfLines={2} w="1/2" />
      </Stack>
      <Skeleton h="32" borderRadius="xl" aria-hidden="true" />
      <SkeletonText noOfLines={6} aria-hidden="true" />
    </Stack>
  );
}

export interface JobProfileArticleProps {
  slug: string;
  /** Where "All job profiles" goes: /blog or /guides. */
  listHref: string;
  /** Extra content under the tabs, given the loaded profile (the resume analysis widget on /blog/{slug}). */
  renderExtra?(entry: BlogEntry): ReactNode;
}

const FALLBACK_META = {
  title: 'Job Profile',
  description: 'A job profile with skills, responsibilities and interview questions.',
};

/** The article: header, links, Prepare for Your Interview, and the Job Analysis / Interview Questions tabs. */
export function JobProfileArticle({ slug, listHref, renderExtra }: JobProfileArticleProps) {
  const { data: entry, isPending, isError, error } = useBlogPost(slug);
  usePageMeta(entry ? { title: entry.metaTitle, description: entry.metaDescription } : FALLBACK_META);
  const back = (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to={listHref}>
        <LuArrowLeft aria-hidden="true" /> All job profiles
      </RouterLink>
    </Link>
  );

  if (isPending) {
    return (
      <Stack gap="6">
        {back}
        <Heading as="h1" srOnly>
          Job Profile
        </Heading>
        <ArticleSkeleton />
      </Stack>
    );
  }

  if (isError || !entry) {
    const detail = error instanceof ApiClientError && error.status === 404 ? error.message : null;
    return (
      <Stack gap="6">
        {back}
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Job Profile
        </Heading>
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error loading blog post. Please try again later.</Alert.Title>
            {detail ? <Alert.Description>{detail}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  const post = entry.jobPost;
  return (
    <Stack gap={{ base: '6', md: '8' }} as="article">
      {back}
      <ArticleHeader post={post} />
      <PrepareSection slug={entry.urlSlug} />
      <Tabs.Root defaultValue="analysis" variant="line" lazyMount unmountOnExit={false}>
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="analysis">Job Analysis</Tabs.Trigger>
          <Tabs.Trigger value="questions">
            Interview Questions
            <Badge colorPalette="blue" variant="subtle" size="sm">
              {post.interview_questions.length}
            </Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="analysis" pt="6">
          <JobAnalysisPanel post={post} />
        </Tabs.Content>
        <Tabs.Content value="questions" pt="6">
          <InterviewQuestionsPanel questions={post.interview_questions} />
        </Tabs.Content>
      </Tabs.Root>
      {renderExtra ? <Box>{renderExtra(entry)}</Box> : null}
    </Stack>
  );
}
