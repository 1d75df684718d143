import { PageHeader } from '../../../components/layouts/page-header';
import { ExpertChat } from '../../../features/expert-chat/components/expert-chat';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function ExpertInsightsRoute() {
  usePageMeta({
    title: 'Your AI Expert',
    description: 'Ask questions about interviews, job searches and career moves.',
  });
  return (
    <>
      <PageHeader
        title="Your AI Expert"
        description="Get practical answers about interviews, resumes, job searches and career moves. Ask anything, or start with a sample question."
      />
      <ExpertChat />
    </>
  );
}
