import { Container } from '@chakra-ui/react';
import { paths } from '../../../config/paths';
import { JobProfileListPage } from '../../../features/blog/components/job-profile-pages';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function GuidesRoute() {
  usePageMeta({
    title: 'Career Guides',
    description:
      'Job profiles with the skills each role asks for, what the work involves and interview questions with model answers.',
  });
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <JobProfileListPage title="Career Guides" getArticleHref={paths.guides.article.getHref} />
    </Container>
  );
}
