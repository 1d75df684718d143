import { PageHeader } from '../../../components/layouts/page-header';
import { ResumeReport } from '../../../features/resume-analysis/components/resume-report';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function ResumeAnalysisRoute() {
  usePageMeta({ title: 'Resume Analysis', description: 'See how your resume scores and what to improve.' });
  return (
    <>
      <PageHeader title="Resume Analysis" description="Check your resume and see exactly what to improve." />
      <ResumeReport />
    </>
  );
}
