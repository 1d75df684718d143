import { PageLoader } from '../../../components/layouts/page-loader';
import { DASHBOARD_LOADING_TEXT, DashboardHome } from '../../../features/dashboard/components/dashboard-home';
import { primaryResumeState } from '../../../features/dashboard/utils/greeting';
import { usePrimaryResume } from '../../../features/resume-analysis/api/get-primary-resume';
import { ResumeInsightBlocks } from '../../../features/resume-analysis/components/resume-insight-blocks';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth';

export function DashboardRoute() {
  const { user } = useAuth();
  usePageMeta({ title: 'Dashboard', description: 'Your resume insights, job matches and next steps.' });
  const primaryResume = usePrimaryResume();
  if (!user) return null;
  if (primaryResume.isPending) return <PageLoader label={DASHBOARD_LOADING_TEXT} />;
  // The dashboard treats a failed call like "no primary resume" (spec section 7).
  const resume = primaryResume.data ?? null;
  return (
    <DashboardHome
      user={user}
      resumeState={primaryResumeState(resume?.status ?? null)}
      resumeBlocks={<ResumeInsightBlocks resume={resume} />}
    />
  );
}
