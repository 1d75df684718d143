import { Alert, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { paths } from '../../../config/paths';
import { useBlogPost } from '../../../features/blog/api/get-blog-post';
import { JobFitWidget } from '../../../features/job-fit/components/job-fit-widget';
import { usePageMeta } from '../../../hooks/use-page-meta';

/** /resume-match/{slug}: the job profile's title and the resume analysis widget for its posting. */
export function ResumeMatchRoute() {
  const { slug = '' } = useParams();
  const { data: entry, isPending, isError } = useBlogPost(slug);
  const post = entry?.jobPost;
  usePageMeta({
    title: post ? `Resume Match: ${post.title}` : 'Resume Match',
    description: 'Check how well your resume fits this job.',
  });
  return (
    <Stack gap="0" maxW="5xl" mx="auto" w="full">
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start" mb="4">
        <RouterLink to={paths.app.blogPost.getHref(slug)}>
          <LuArrowLeft aria-hidden="true" /> Back to the job profile
        </RouterLink>
      </Link>
      <PageHeader
        title="Resume Match"
        description="Check how well your resume fits this job before you apply."
      />
      {isPending ? (
        <Stack gap="4" role="status" aria-label="Loading the job">
          <Skeleton h="6" w="1/2" />
          <Skeleton h="64" borderRadius="xl" />
        </Stack>
      ) : isError || !post ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error loading blog post. Please try again later.</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack gap="5">
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" data-testid="resume-match-job">
            {post.title}
            {post.company_name ? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                at {post.company_name}
              </Text>
            ) : null}
          </Text>
          <JobFitWidget jobPostId={post.id} jobTitle={post.title} />
        </Stack>
      )}
    </Stack>
  );
}
