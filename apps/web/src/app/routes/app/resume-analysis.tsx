import { Card } from '@chakra-ui/react';
import { PageHeader } from '../../../components/layouts/page-header';
import { useCurrentUser } from '../../../features/dashboard/api/get-current-user';
import { RolePicker } from '../../../features/dashboard/components/role-picker';
import { ResumeReport } from '../../../features/resume-analysis/components/resume-report';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function ResumeAnalysisRoute() {
  usePageMeta({ title: 'Resume Analysis', description: 'See how your resume scores and what to improve.' });
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title="Resume Analysis" description="Check your resume and see exactly what to improve." />
      {user ? (
        <Card.Root variant="outline" mb="6" bg="bg">
          <Card.Body>
            <RolePicker user={user} />
          </Card.Body>
        </Card.Root>
      ) : null}
      <ResumeReport />
    </>
  );
}
