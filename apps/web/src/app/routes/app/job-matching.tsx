import { PageHeader } from '../../../components/layouts/page-header';
import { JobMatchList } from '../../../features/job-matching/components/job-match-list';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function JobMatchingRoute() {
  usePageMeta({ title: 'Job Matching', description: 'Jobs ranked by how well they match your resume.' });
  return (
    <>
      <PageHeader
        title="Job Matching"
        description="Jobs ranked by how well they match your primary resume."
      />
      <JobMatchList />
    </>
  );
}
