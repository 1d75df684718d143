import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Guides for everybody; Dashboard only for signed-in users. */
export function publicNavItems(isAuthenticated: boolean): NavItem[] {
  const items: NavItem[] = [{ label: 'Guides', href: paths.guides.list.getHref() }];
  if (isAuthenticated) items.push({ label: 'Dashboard', href: paths.app.dashboard.getHref() });
  return items;
}
