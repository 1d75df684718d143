import {
  EXPERIENCE_LEVEL_IDS,
  ROLE_CATALOGUE,
  ROLE_GROUPS,
  ROLE_TITLES,
  type RoleGroup,
} from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../postings/analyze-posting';
import { levelFromTitle } from '../postings/posting-level';
import { ROLE_PROFILES } from '../roles/role-profiles';
import { DEMO_COMPANIES } from './companies';
import {
  DEMO_POSTING_WINDOW_DAYS,
  DEMO_POSTINGS_PER_LEVEL,
  DEMO_SOURCE,
  ON_SITE_ONLY_ROLES,
  generateDemoPostings,
  generateRolePostings,
} from './generate-demo-postings';
import { DEMO_COUNTRIES, DEMO_PLACES, type DemoCountry } from './places';
import { DEMO_ROLE_SETTINGS } from './role-settings';
import { slugify } from './text';

const REFERENCE_DATE = new Date('2025-06-15T09:30:00Z');
const LATER_REFERENCE_DATE = new Date('2025-09-01T23:59:00Z');
const MS_PER_DAY = 86_400_000;
const MIN_POSTINGS = 1_000;
/** Startup seeds the corpus: it stays small enough to load in seconds. */
const MAX_POSTINGS = 3_000;
const MIN_CORE_SKILLS_MENTIONED = 3;

/** Well-known real employers no demo company may be named after. */
const REAL_COMPANIES = [
  'Google',
  'Alphabet',
  'Amazon',
  'Microsoft',
  'Apple',
  'Meta',
  'Facebook',
  'Walmart',
  'Target',
  'Costco',
  'Kroger',
  'Home Depot',
  "Lowe's",
  'Best Buy',
  'Starbucks',
  "McDonald's",
  'Chipotle',
  'JPMorgan Chase',
  'Bank of America',
  'Wells Fargo',
  'Citibank',
  'Goldman Sachs',
  'Morgan Stanley',
  'Deloitte',
  'PwC',
  'EY',
  'KPMG',
  'Accenture',
  'McKinsey',
  'IBM',
  'Oracle',
  'Salesforce',
  'Adobe',
  'Netflix',
  'Tesla',
  'Ford',
  'General Motors',
  'Boeing',
  'Delta Air Lines',
  'United Airlines',
  'American Airlines',
  'Southwest Airlines',
  'FedEx',
  'UPS',
  'Pfizer',
  'Johnson & Johnson',
  'CVS Health',
  'Walgreens',
  'Kaiser Permanente',
  'HCA Healthcare',
  'Mayo Clinic',
  'Marriott',
  'Hilton',
  'Hyatt',
  'Nike',
  'Adidas',
  'Procter & Gamble',
  'Unilever',
  'Nestlé',
  'PepsiCo',
  'Coca-Cola',
  'Shopify',
  'Stripe',
  'Uber',
  'Airbnb',
  'Spotify',
  'Infosys',
  'Tata Consultancy Services',
  'Wipro',
  'HSBC',
  'Barclays',
  'Tesco',
  'SAP',
  'Siemens',
  'BMW',
  'Philips',
  'ING',
  'DBS',
  'Qantas',
  'Woolworths',
  'Planet Fitness',
  'Keller Williams',
  'Lockheed Martin',
  'Deere & Company',
];

const postings = generateDemoPostings(REFERENCE_DATE);
const groupBySlug = new Map<string, RoleGroup>(
  ROLE_GROUPS.flatMap((group) => ROLE_CATALOGUE[group].map((title) => [slugify(title), group] as const)),
);
const titleBySlug = new Map(ROLE_TITLES.map((title) => [slugify(title), title]));
const profileByTitle = new Map(ROLE_PROFILES.map((profile) => [profile.title, profile]));

/** The catalogue title a posting was written for, read back from its stable id. */
function roleOf(sourceId: string | null): { title: string; group: RoleGroup; level: string } {
  const match = /^demo-(.+)-(entry-level|mid-level|senior-level|lead-principal)(?:-[2-9])?$/u.exec(
    sourceId ?? '',
  );
  const slug = match?.[1] ?? '';
  const title = titleBySlug.get(slug);
  const group = groupBySlug.get(slug);
  if (!title || !group || !match?.[2]) throw new Error(`Unexpected demo id ${String(sourceId)}`);
  return { title, group, level: match[2] };
}

function daysBetween(fromIsoDate: string, to: Date): number {
  const toDay = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((toDay - Date.parse(`${fromIsoDate}T00:00:00Z`)) / MS_PER_DAY);
}

describe('generateDemoPostings', () => {
  it(`writes ${MIN_POSTINGS} to ${MAX_POSTINGS} postings, all from the demo source`, () => {
    expect(postings.length).toBeGreaterThanOrEqual(MIN_POSTINGS);
    expect(postings.length).toBeLessThanOrEqual(MAX_POSTINGS);
    expect(DEMO_SOURCE).toBe('demo');
    for (const posting of postings) {
      expect(posting.source).toBe(DEMO_SOURCE);
      expect(posting.descriptionFormat).toBe('markdown');
    }
  });

  it('covers every role group at every experience level', () => {
    const counts = new Map<string, number>();
    for (const posting of postings) {
      const { group, level } = roleOf(posting.sourceId);
      counts.set(`${group}|${level}`, (counts.get(`${group}|${level}`) ?? 0) + 1);
    }
    for (const group of ROLE_GROUPS) {
      for (const level of EXPERIENCE_LEVEL_IDS) {
        expect(counts.get(`${group}|${level}`) ?? 0, `${group} at ${level}`).toBeGreaterThanOrEqual(
          ROLE_CATALOGUE[group].length - 1,
        );
      }
    }
  });

  it(`posts every catalogue role ${DEMO_POSTINGS_PER_LEVEL} times at every level, and the catch-all Other once at two levels`, () => {
    for (const title of ROLE_TITLES) {
      const ofRole = postings.filter((posting) => roleOf(posting.sourceId).title === title);
      for (const level of title === 'Other' ? [] : EXPERIENCE_LEVEL_IDS) {
        expect(
          ofRole.filter((posting) => roleOf(posting.sourceId).level === level).length,
          `${title} at ${level}`,
        ).toBe(DEMO_POSTINGS_PER_LEVEL);
      }
      expect(ofRole.length, title).toBe(
        title === 'Other' ? 2 : DEMO_POSTINGS_PER_LEVEL * EXPERIENCE_LEVEL_IDS.length,
      );
    }
    expect(Object.keys(DEMO_ROLE_SETTINGS).sort()).toEqual([...ROLE_TITLES].sort());
  });

  it('varies the postings of one role and level: employers, and the skills each asks for', () => {
    const byRoleLevel = new Map<string, typeof postings>();
    for (const posting of postings) {
      const { title, level } = roleOf(posting.sourceId);
      if (title === 'Other') continue;
      const key = `${title}|${level}`;
      byRoleLevel.set(key, [...(byRoleLevel.get(key) ?? []), posting]);
    }
    const groups = [...byRoleLevel.values()];
    const manyEmployers = groups.filter(
      (group) => new Set(group.map((posting) => posting.companyName)).size > 1,
    );
    expect(manyEmployers.length / groups.length).toBeGreaterThan(0.9);
    // Every fifth group, read back as ingestion reads it: the postings do not all ask for the same skills.
    const sample = groups.filter((_, index) => index % 5 === 0);
    const variedSkills = sample.filter(
      (group) => new Set(group.map((posting) => analyzePosting(posting).requiredSkills.join(','))).size > 1,
    );
    expect(variedSkills.length / sample.length).toBeGreaterThan(0.9);
  });

  it('reads its postings back as the roles and levels they were written for', () => {
    // Roles whose posting titles rest on aliases of their own: every one of their postings reads back.
    const exact = new Set([
      'Truck Driver',
      'Claims Adjuster',
      'School Administrator',
      'Social Worker',
      'Retail Sales Associate',
      'Environmental Scientist',
    ]);
    // Titles whose own words name another level than the one they are posted at. A level word in the title
    // beats the stated years (posting-level.ts), so these read as their titles say, and the ladders they
    // come from make them genuinely ambiguous:
    // - 'Engineering Lead', 'Sales Team Lead' (entry): a first-time lead, but "Lead" reads as lead;
    // - 'Senior Sales Development Representative' (a later mid-level posting): a rung of the SDR ladder below
    //   'Senior SDR, Enterprise', but "Senior" reads as senior;
    // - 'Investment Banking Vice President' (senior): a bank's mid-career rank, but "Vice President" reads
    //   as lead;
    // - 'Senior Office Manager', 'Senior Farm Operations Manager' (lead): they ask for a decade or more,
    //   where the senior band (6-10 years) ends and lead starts, and "Senior" reads as senior.
    const titleStatesLevel = new Set([
      'Engineering Lead',
      'Sales Team Lead',
      'Senior Sales Development Representative',
      'Investment Banking Vice President',
      'Senior Office Manager',
      'Senior Farm Operations Manager',
    ]);
    let sameRole = 0;
    for (const posting of postings) {
      const { title, level } = roleOf(posting.sourceId);
      const analysis = analyzePosting(posting);
      if (analysis.roleTitle === title) sameRole += 1;
      if (exact.has(title)) expect(analysis.roleTitle, posting.sourceId ?? '').toBe(title);
      const expectedLevel = titleStatesLevel.has(posting.title) ? levelFromTitle(posting.title) : level;
      expect(analysis.experienceLevel, `${posting.sourceId ?? ''}: ${posting.title}`).toBe(expectedLevel);
    }
    expect(sameRole / postings.length).toBeGreaterThan(0.99);
  });

  it('gives every posting a unique, stable source id and a unique job URL', () => {
    const sourceIds = postings.map((posting) => posting.sourceId);
    expect(new Set(sourceIds).size).toBe(postings.length);
    expect(new Set(postings.map((posting) => posting.jobUrl)).size).toBe(postings.length);
    expect(sourceIds).toContain('demo-data-analyst-mid-level');
    expect(generateDemoPostings(LATER_REFERENCE_DATE).map((posting) => posting.sourceId)).toEqual(sourceIds);
  });

  it(`dates postings within the ${DEMO_POSTING_WINDOW_DAYS} days before the reference date`, () => {
    for (const posting of postings) {
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
      const age = daysBetween(posting.datePosted ?? '', REFERENCE_DATE);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(DEMO_POSTING_WINDOW_DAYS);
    }
    const ages = new Set(postings.map((posting) => daysBetween(posting.datePosted ?? '', REFERENCE_DATE)));
    expect(ages.size).toBeGreaterThan(DEMO_POSTING_WINDOW_DAYS / 2);
  });

  it('is deterministic, and another reference date moves only the dates', () => {
    expect(generateDemoPostings(new Date(REFERENCE_DATE))).toEqual(postings);
    const later = generateDemoPostings(LATER_REFERENCE_DATE);
    const shiftDays = daysBetween('2025-06-15', LATER_REFERENCE_DATE);
    later.forEach((posting, index) => {
      const original = postings[index];
      expect({ ...posting, datePosted: null }).toEqual({ ...original, datePosted: null });
      const movedBy =
        daysBetween(original?.datePosted ?? '', LATER_REFERENCE_DATE) -
        daysBetween(posting.datePosted ?? '', LATER_REFERENCE_DATE);
      expect(movedBy).toBe(shiftDays);
    });
  });

  it('writes "an" before a state name that starts with a vowel sound', () => {
    const wrong = postings.flatMap((posting) =>
      [
        ...posting.description.matchAll(
          /\bA (Alabama|Alaska|Arizona|Arkansas|Idaho|Illinois|Indiana|Iowa|Ohio|Oklahoma|Oregon|Ontario)\b/gu,
        ),
      ].map((match) => `${posting.title}: ${match[0]}`),
    );
    expect(wrong).toEqual([]);
    expect(
      postings.some((posting) => /\bAn (Arizona|Ohio|Illinois|Oregon|Indiana)\b/u.test(posting.description)),
    ).toBe(true);
  });

  it('never repeats a description', () => {
    expect(new Set(postings.map((posting) => posting.description)).size).toBe(postings.length);
  });

  it('mentions at least three of the role’s core skills by name in every posting', () => {
    for (const posting of postings) {
      const profile = profileByTitle.get(roleOf(posting.sourceId).title);
      const text = posting.description.toLowerCase();
      const mentioned = (profile?.coreSkills ?? []).filter((skill) => text.includes(skill.toLowerCase()));
      expect(mentioned.length, posting.sourceId ?? '').toBeGreaterThanOrEqual(MIN_CORE_SKILLS_MENTIONED);
    }
  });

  it('writes the sections a posting needs', () => {
    for (const posting of postings) {
      const bullets = posting.description.split('\n').filter((line) => line.startsWith('- '));
      expect(bullets.length, posting.sourceId ?? '').toBeGreaterThanOrEqual(12);
      expect(posting.description).toMatch(
        /equal (?:employment )?opportunit|equality of opportunity|employment equity|welcome applicants|consider all applicants/u,
      );
    }
  });

  it('never posts on-site-only roles as remote', () => {
    expect(ON_SITE_ONLY_ROLES).toEqual(
      expect.arrayContaining([
        'Registered Nurse',
        'Chef',
        'Electrician',
        'Pilot',
        'Aircraft Maintenance Technician',
      ]),
    );
    for (const posting of postings) {
      if (ON_SITE_ONLY_ROLES.includes(roleOf(posting.sourceId).title)) {
        expect(posting.isRemote, posting.sourceId ?? '').toBe(false);
        expect(posting.jobType).not.toContain('HYBRID');
      }
    }
    expect(postings.some((posting) => posting.isRemote)).toBe(true);
    expect(postings.some((posting) => posting.jobType.includes('HYBRID'))).toBe(true);
  });

  it('keeps roles that rest on US licences and law in the US', () => {
    for (const posting of postings) {
      const { title } = roleOf(posting.sourceId);
      if (DEMO_ROLE_SETTINGS[title]?.market === 'us') expect(posting.location.country, title).toBe('USA');
    }
    const countries = new Set(postings.map((posting) => posting.location.country));
    expect(countries.size).toBeGreaterThanOrEqual(8);
  });

  it('states salaries in the local currency with the minimum at or below the maximum', () => {
    const withSalary = postings.filter((posting) => posting.salary !== null);
    expect(withSalary.length).toBeGreaterThan(postings.length / 2);
    expect(withSalary.length).toBeLessThan(postings.length);
    for (const posting of withSalary) {
      const salary = posting.salary;
      expect(salary?.minAmount).toBeGreaterThan(0);
      expect(salary?.minAmount ?? 0).toBeLessThanOrEqual(salary?.maxAmount ?? 0);
      expect(salary?.currency).toBe(DEMO_COUNTRIES[posting.location.country as DemoCountry].currency);
      expect(['yearly', 'hourly']).toContain(salary?.interval);
    }
    expect(withSalary.some((posting) => posting.salary?.interval === 'hourly')).toBe(true);
  });

  it('offers internships only at entry level', () => {
    for (const posting of postings) {
      if (posting.jobType.includes('internship')) expect(roleOf(posting.sourceId).level).toBe('entry-level');
    }
  });

  it('uses fictional companies with unique names and .example websites', () => {
    const names = DEMO_COMPANIES.map((company) => company.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(DEMO_COMPANIES.map((company) => company.slug)).size).toBe(names.length);
    const realNames = REAL_COMPANIES.map((name) => name.toLowerCase());
    for (const name of names) {
      expect(realNames, name).not.toContain(name.toLowerCase());
      for (const real of REAL_COMPANIES) {
        expect(
          new RegExp(`\\b${real.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\b`, 'u').test(name),
          name,
        ).toBe(false);
      }
    }
    for (const posting of postings) {
      expect(posting.companyUrl).toMatch(/^https:\/\/[a-z0-9-]+\.example$/u);
      expect(posting.jobUrl).toMatch(/^https:\/\/careers\.[a-z0-9-]+\.example\/jobs\/[a-z0-9-]+$/u);
      expect(posting.companyLogo).toBeNull();
      for (const email of posting.emails) {
        expect(email).toMatch(/@[a-z0-9-]+\.example$/u);
        expect(posting.description).toContain(email);
      }
    }
  });

  it('places every posting at one of its company’s offices, or remote within that country', () => {
    for (const posting of postings) {
      const company = DEMO_COMPANIES.find((candidate) => candidate.name === posting.companyName);
      const offices = (company?.offices ?? []).map((key) => DEMO_PLACES[key]);
      expect(offices.map((place) => place.country)).toContain(posting.location.country);
      if (posting.location.city === null) expect(posting.isRemote).toBe(true);
      else expect(offices.map((place) => place.city)).toContain(posting.location.city);
    }
  });
});

describe('generateRolePostings', () => {
  it('writes the number asked of the roles named, each read back as its role, with ids apart from the corpus', () => {
    const more = generateRolePostings(['Teacher', 'Chef'], 40, REFERENCE_DATE);
    expect(more).toHaveLength(40);
    const ids = more.map((posting) => posting.sourceId);
    expect(new Set(ids).size).toBe(40);
    const corpusIds = new Set(postings.map((posting) => posting.sourceId));
    expect(ids.filter((id) => corpusIds.has(id))).toEqual([]);
    const roles = more.map((posting) => analyzePosting(posting).roleTitle);
    expect(roles.filter((role) => role === 'Teacher').length).toBeGreaterThanOrEqual(19);
    expect(roles.filter((role) => role === 'Chef').length).toBeGreaterThanOrEqual(19);
    // Worded as later postings are: the skills they ask for differ between postings of one role.
    const descriptions = more.map((posting) => posting.description);
    expect(new Set(descriptions).size).toBe(40);
    expect(() => generateRolePostings(['No Such Role'], 1, REFERENCE_DATE)).toThrow(/No demo postings/u);
  });
});
