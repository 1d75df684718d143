import type { IconType } from 'react-icons';
import {
  LuBookOpen,
  LuBot,
  LuBriefcase,
  LuChartColumn,
  LuFileText,
  LuLayoutDashboard,
  LuMic,
  LuTarget,
  LuUsers,
} from 'react-icons/lu';
import { paths } from '../../config/paths';

export interface DashboardNavItem {
  label: string;
  href: string;
  icon: IconType;
  /** Not reachable yet: shown greyed out with a Soon badge. */
  isDisabled?: boolean;
  /** Reachable, but the page only announces what is coming. */
  isComingSoon?: boolean;
}

export const MAIN_NAV_ITEMS: DashboardNavItem[] = [
  { label: 'Dashboard', href: paths.app.dashboard.getHref(), icon: LuLayoutDashboard },
  { label: 'My Resumes', href: paths.app.resumes.getHref(), icon: LuFileText },
  { label: 'Job Matching', href: paths.app.jobMatching.getHref(), icon: LuBriefcase },
  { label: 'Mock Interview', href: paths.app.mockInterview.getHref(), icon: LuMic, isDisabled: true },
  { label: 'Career Goals', href: paths.app.careerGoals.getHref(), icon: LuTarget, isDisabled: true },
  { label: 'Analytics', href: paths.app.analytics.getHref(), icon: LuChartColumn, isDisabled: true },
];

export const RESOURCE_NAV_ITEMS: DashboardNavItem[] = [
  { label: 'Blog', href: paths.app.blog.getHref(), icon: LuBookOpen },
  { label: 'AI Expert', href: paths.app.expertInsights.getHref(), icon: LuBot },
  { label: 'Community', href: paths.app.community.getHref(), icon: LuUsers, isComingSoon: true },
];
