/** Display helpers shared by the job screens (spec section 4, "Relative date" and "Display rules"). */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Up to this many days the label counts days. */
export const RELATIVE_DAYS_CUTOFF = 7;
/** Up to this many days the label counts weeks; beyond it, months. */
export const RELATIVE_WEEKS_CUTOFF = 30;
const DAYS_PER_WEEK = 7;
const DAYS_PER_MONTH = 30;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight (local time) of the calendar day a date falls on; a bare "YYYY-MM-DD" is that day itself. */
function calendarDay(date: string | number | Date): number {
  const dateOnly = typeof date === 'string' ? DATE_ONLY.exec(date) : null;
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])).getTime();
  const parsed = new Date(date);
  return new Date(parsed.getFullYear(), parsed.getMonth(), parsed.getDate()).getTime();
}

/**
 * "Today" for a date on today's calendar day (a job posted this morning was not posted "1 day ago"),
 * "1 day ago" for yesterday, "N days ago" up to 7 days, "N weeks ago" up to 30 days, else "N months ago"
 * (weeks and months rounded up). Days are counted in calendar days.
 */
export function formatRelativeDate(date: string | number | Date, now: Date = new Date()): string {
  const day = calendarDay(date);
  if (Number.isNaN(day)) return '';
  const days = Math.round((calendarDay(now) - day) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days <= RELATIVE_DAYS_CUTOFF) return `${days} days ago`;
  if (days <= RELATIVE_WEEKS_CUTOFF) return `${Math.ceil(days / DAYS_PER_WEEK)} weeks ago`;
  return `${Math.ceil(days / DAYS_PER_MONTH)} months ago`;
}

export interface LocationParts {
  isRemote?: boolean | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

/** "Remote" for remote jobs, else city, state and country joined by commas, else "Not specified". */
export function formatLocation(location: LocationParts): string {
  if (location.isRemote) return 'Remote';
  const parts = [location.city, location.state, location.country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : 'Not specified';
}

/**
 * Where a job is, for a card that also shows its arrangement badge (Remote, Hybrid, On-site): the place when
 * the posting names one; nothing for a remote job without one (the badge already says Remote, and saying it
 * twice helps nobody); "Not specified" otherwise.
 */
export function formatJobPlace(location: LocationParts): string | null {
  const place = formatLocation({ ...location, isRemote: false });
  if (place !== 'Not specified') return place;
  return location.isRemote ? null : place;
}

export type JobTypeLabel = 'Remote' | 'Hybrid' | 'On-site';

/** Remote, Hybrid (when the job type mentions HYBRID) or On-site. */
export function formatJobType(job: {
  isRemote?: boolean | null;
  jobType?: string | readonly string[] | null;
}): JobTypeLabel {
  if (job.isRemote) return 'Remote';
  const types = typeof job.jobType === 'string' ? [job.jobType] : (job.jobType ?? []);
  if (types.some((type) => type.toUpperCase().includes('HYBRID'))) return 'Hybrid';
  return 'On-site';
}

/** A file's size as shown beside its name: 512 B, 2 KB, 11.0 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
