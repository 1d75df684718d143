import { joinList } from './profile-text';

/** Longest slug, in characters (the short id included). */
export const MAX_SLUG_CHARS = 80;
/** Characters of the posting id (dashes removed) that end a slug and keep it unique. */
export const SLUG_ID_CHARS = 8;
/** Search engines cut titles and descriptions past these lengths. */
export const MAX_META_TITLE_CHARS = 60;
export const MAX_META_DESCRIPTION_CHARS = 155;
/** Skills named in a description, and in the keywords. */
const MAX_DESCRIPTION_SKILLS = 3;
const MAX_KEYWORD_SKILLS = 5;

/** Letters that Unicode decomposition does not fold to ASCII. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower-case ASCII words joined by dashes: "Señor Café & Bar" -> "senor-cafe-bar". */
function kebab(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/gu, (letter) => EXTRA_FOLDS[letter] ?? letter)
    .replace(/\+\+/gu, 'pp')
    .replace(/#/gu, 'sharp')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/** The short id: the first hex characters of the posting id without dashes (or its first letters and digits). */
function shortId(postingId: string): string {
  const compact = postingId.toLowerCase().replace(/-/gu, '');
  const source = /^[0-9a-f]+$/u.test(compact) ? compact : kebab(postingId).replace(/-/gu, '');
  return source.slice(0, SLUG_ID_CHARS);
}

/** Cuts a kebab text at the last dash that keeps it within the limit. */
function cutAtDash(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit + 1);
  const dash = head.lastIndexOf('-');
  return (dash > 0 ? head.slice(0, dash) : text.slice(0, limit)).replace(/-+$/u, '');
}

/**
 * A readable, unique and stable slug for a posting's profile: "data-analyst-northwind-denver-3f6c1a52".
 * Title, company and city are folded to ASCII kebab case; when too long the city goes first, then the
 * company, then the title is cut at a word. The short id (first 8 hex characters of the posting id)
 * keeps slugs unique and never changes for a posting.
 */
export function profileSlug(input: {
  title: string;
  companyName: string | null;
  city: string | null;
  postingId: string;
}): string {
  const id = shortId(input.postingId);
  const budget = MAX_SLUG_CHARS - (id === '' ? 0 : id.length + 1);
  const parts = [kebab(input.title), kebab(input.companyName), kebab(input.city)].filter(
    (part) => part !== '',
  );
  // A company or city the title already ends with is not repeated ("Chef, Copper Pine" at Copper Pine).
  const unique = parts.filter(
    (part, index) => index === 0 || !parts.slice(0, index).some((earlier) => earlier.endsWith(part)),
  );
  while (unique.length > 1 && unique.join('-').length > budget) unique.pop();
  const base = cutAtDash(unique.join('-'), budget);
  return [base, id].filter((part) => part !== '').join('-') || 'job-profile';
}

/** What a profile page's head holds. */
export interface ProfileMeta {
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}

/** The title without bracketed notes or trailing details after a dash: "Senior Data Engineer (Remote) - EU" -> "Senior Data Engineer". */
function shortTitle(title: string): string {
  return (
    title
      .replace(/\([^)]*\)|\[[^\]]*\]/gu, ' ')
      .split(/\s[-–—|]\s/u)[0]
      ?.replace(/\s+/gu, ' ')
      .trim() ?? title
  );
}

function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const space = head.lastIndexOf(' ');
  return `${(space > 0 ? head.slice(0, space) : head).replace(/[\s,;:–—-]+$/u, '')}…`;
}

function firstThatFits(options: readonly string[], limit: number): string | undefined {
  return options.find((option) => option.length <= limit);
}

/**
 * The page title, description and keywords of a posting's profile. Every part comes from the posting:
 * its title, company, city, the skills it asks for (display names, most important first) and the number
 * of questions in the profile. The title is at most 60 characters and the description at most 155.
 */
export function profileMeta(input: {
  title: string;
  companyName: string | null;
  city: string | null;
  /** The catalogue role the posting maps to ("Data Analyst"). */
  roleTitle: string;
  /** Skills the posting asks for, most important first. */
  skills: readonly string[];
  questionCount: number;
}): ProfileMeta {
  const title = input.title.replace(/\s+/gu, ' ').trim();
  const short = shortTitle(title) || title;
  const company = input.companyName?.trim() || null;
  const city = input.city?.trim() || null;
  const suffix = ': Interview Questions';

  const titles: string[] = [];
  for (const name of [title, short]) {
    if (company !== null && city !== null) titles.push(`${name} at ${company} (${city})${suffix}`);
    if (company !== null) titles.push(`${name} at ${company}${suffix}`);
    titles.push(`${name}${suffix}`);
  }
  const metaTitle =
    firstThatFits(titles, MAX_META_TITLE_CHARS) ??
    `${cutAtWord(short, MAX_META_TITLE_CHARS - suffix.length - 1)}${suffix}`;

  const where = [company === null ? '' : ` at ${company}`, city === null ? '' : ` in ${city}`].join('');
  const count = input.questionCount;
  const descriptions: string[] = [];
  for (
    let skillCount = Math.min(MAX_DESCRIPTION_SKILLS, input.skills.length);
    skillCount >= 0;
    skillCount -= 1
  ) {
    const skills = input.skills.slice(0, skillCount);
    const about = skills.length > 0 ? ` on ${joinList(skills)}` : '';
    for (const place of [where, company === null ? '' : ` at ${company}`, '']) {
      descriptions.push(
        `Prepare for the ${short} interview${place}: ${count} questions with model answers${about}, plus the role's duties and requirements.`,
        `Prepare for the ${short} interview${place}: ${count} questions with model answers${about}.`,
      );
    }
  }
  const metaDescription =
    firstThatFits(descriptions, MAX_META_DESCRIPTION_CHARS) ??
    cutAtWord(`${short} interview: ${count} questions with model answers.`, MAX_META_DESCRIPTION_CHARS);

  const keywords: string[] = [];
  const seen = new Set<string>();
  const addKeyword = (keyword: string | null): void => {
    const value = keyword?.trim();
    if (value === undefined || value === '' || seen.has(value.toLowerCase())) return;
    seen.add(value.toLowerCase());
    keywords.push(value);
  };
  addKeyword(short);
  if (input.roleTitle !== 'Other') addKeyword(input.roleTitle);
  addKeyword(`${input.roleTitle === 'Other' ? short : input.roleTitle} interview questions`);
  for (const skill of input.skills.slice(0, MAX_KEYWORD_SKILLS)) addKeyword(skill);
  addKeyword(company);
  addKeyword(city);
  return { metaTitle, metaDescription, keywords };
}
