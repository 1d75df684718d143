import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { JobProfileArticlePage } from '../../../features/blog/components/job-profile-pages';

/** The article sets its own title and description (metaTitle, metaDescription) once loaded. */
export function GuideArticleRoute() {
  const { slug = '' } = useParams();
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <JobProfileArticlePage slug={slug} listHref={paths.guides.list.getHref()} />
    </Container>
  );
}
