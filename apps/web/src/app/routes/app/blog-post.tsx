import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { JobProfileArticlePage } from '../../../features/blog/components/job-profile-pages';
import { JobFitWidget } from '../../../features/job-fit/components/job-fit-widget';

/** The article sets its own title and description (metaTitle, metaDescription) once loaded. */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <JobProfileArticlePage
      slug={slug}
      listHref={paths.app.blog.getHref()}
      renderExtra={(entry) => <JobFitWidget jobPostId={entry.jobPost.id} jobTitle={entry.jobPost.title} />}
    />
  );
}
