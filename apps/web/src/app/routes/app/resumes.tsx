import { PageHeader } from '../../../components/layouts/page-header';
import { ResumeManager } from '../../../features/resumes/components/resume-manager';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function ResumesRoute() {
  usePageMeta({ title: 'My Resumes', description: 'Upload and manage your resumes.' });
  return (
    <>
      <PageHeader
        title="My Resumes"
        description="Upload, manage and choose the primary resume CareerLens analyzes."
      />
      <ResumeManager />
    </>
  );
}
