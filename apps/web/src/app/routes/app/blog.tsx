import { paths } from '../../../config/paths';
import { JobProfileListPage } from '../../../features/blog/components/job-profile-pages';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function BlogRoute() {
  usePageMeta({
    title: 'Blog',
    description: 'Job profiles with skills, responsibilities and interview questions.',
  });
  return <JobProfileListPage title="Blog" getArticleHref={paths.app.blogPost.getHref} />;
}
