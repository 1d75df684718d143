import { BLOG_PAGE_SIZE } from '@careerlens/contracts/constants';

/** Cards per page of the job profile grid: thousands of cards must never render at once. */
export const PROFILES_PER_PAGE = BLOG_PAGE_SIZE;

export function pageCount(total: number, perPage = PROFILES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number from the URL, clamped to 1..pages (anything unreadable is page 1). */
export function clampPage(raw: string | null | undefined, pages: number): number {
  const page = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, pages);
}

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` either side,
 * and 'gap' where pages are skipped.
 */
export function pageItems(current: number, pages: number, siblings = 1): Array<number | 'gap'> {
  const shown = new Set<number>([1, pages]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) {
      // A single skipped page is shown as itself rather than as a gap.
      if (page - previous === 2) items.push(previous + 1);
      else items.push('gap');
    }
    items.push(page);
  });
  return items;
}
