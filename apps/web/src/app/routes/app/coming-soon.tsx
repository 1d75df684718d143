import {
  ANALYTICS,
  CAREER_GOALS,
  COMMUNITY,
  MOCK_INTERVIEW,
  SETTINGS,
  type ComingSoonContent,
} from '../../../features/coming-soon/coming-soon-content';
import { ComingSoonPage } from '../../../features/coming-soon/components/coming-soon-page';
import { usePageMeta } from '../../../hooks/use-page-meta';

function ComingSoonRoute({ content }: { content: ComingSoonContent }) {
  usePageMeta({ title: `${content.title} (Coming Soon)`, description: content.description });
  return <ComingSoonPage content={content} />;
}

export const MockInterviewRoute = () => <ComingSoonRoute content={MOCK_INTERVIEW} />;
export const CareerGoalsRoute = () => <ComingSoonRoute content={CAREER_GOALS} />;
export const AnalyticsRoute = () => <ComingSoonRoute content={ANALYTICS} />;
export const SettingsRoute = () => <ComingSoonRoute content={SETTINGS} />;
export const CommunityRoute = () => <ComingSoonRoute content={COMMUNITY} />;
