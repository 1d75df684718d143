import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '../config/site';

export interface PageMeta {
  /** The page's own title; the site name is appended unless the title already carries it. */
  title: string;
  description?: string;
}

function setMetaDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

export function formatPageTitle(title: string): string {
  if (!title) return SITE_NAME;
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Sets document.title and the meta description for the current route. */
export function usePageMeta({ title, description = DEFAULT_DESCRIPTION }: PageMeta) {
  useEffect(() => {
    document.title = formatPageTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
