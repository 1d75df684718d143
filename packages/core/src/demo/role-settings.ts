import type { ExperienceLevel } from '@careerlens/contracts';
import type { DemoSector } from './companies';
import settingsBusinessStrategy from '../../content/demo/role-settings/business-strategy.json';
import settingsDataAnalytics from '../../content/demo/role-settings/data-analytics.json';
import settingsEngineeringTechnology from '../../content/demo/role-settings/engineering-technology.json';
import settingsFinanceOperations from '../../content/demo/role-settings/finance-operations.json';
import settingsHrPeople from '../../content/demo/role-settings/hr-people.json';
import settingsMarketingGrowth from '../../content/demo/role-settings/marketing-growth.json';
import settingsOther from '../../content/demo/role-settings/other.json';
import settingsProductDesign from '../../content/demo/role-settings/product-design.json';
import settingsSalesCustomer from '../../content/demo/role-settings/sales-customer.json';

/**
 * How the demo corpus posts each catalogue role: titles per level, who hires it, where and how the work
 * happens, US pay by level, and the licences and conditions a posting must state. The skills,
 * responsibilities and education come from the role profiles; this table adds what a posting needs on top.
 */

/** One value per experience level, in EXPERIENCE_LEVELS order: entry, mid, senior, lead/principal. */
export type LevelTuple<T> = readonly [T, T, T, T];

/** A US pay range (USD): a yearly salary or an hourly rate. */
export interface PayBand {
  interval: 'yearly' | 'hourly';
  min: number;
  max: number;
}

/** The most flexible arrangement the role allows: remote roles may also be hybrid or on-site. */
export type Workplace = 'remote' | 'hybrid' | 'onsite';

/** Where the role is posted: 'us' when the posting rests on US licences, codes or law. */
export type Market = 'us' | 'global';

/** How the demo corpus posts one catalogue role. */
export interface DemoRoleSetting {
  /** Posting titles per level; a list gives alternatives to choose from. */
  titles: LevelTuple<string | readonly string[]>;
  /** The field of experience, as "6+ years of ___ experience" reads ("software development"). */
  field: string;
  /** The team the hire joins, as "the ___ team" reads. */
  team: string;
  /** LinkedIn's job function for the role. */
  jobFunction: string;
  /** Kinds of employers that post the role. */
  sectors: readonly DemoSector[];
  /** Company slugs that post a level instead of the sector list (a flight school hires flight instructors). */
  employers?: Partial<Record<ExperienceLevel, readonly string[]>>;
  workplace: Workplace;
  market: Market;
  /** US pay by level; null where pay is commission only. */
  pay: LevelTuple<PayBand> | null;
  /** Pay includes commission on top of any base. */
  commission?: boolean;
  /** The licence or certification a posting requires at a level; `{state}` becomes the state's name. */
  credentials?: Partial<Record<ExperienceLevel, string>>;
  /** Certifications a posting may list as nice to have, instead of the profile's (which may be below the level). */
  niceCertifications?: readonly string[];
  /** Core skills a level's postings ask for, where the profile's full list does not fit the level. */
  levelSkills?: Partial<Record<ExperienceLevel, readonly string[]>>;
  /** The first sentence of "About the role", where the profile's summary does not read as a posting. */
  summary?: string;
  /** Education lines to use instead of the profile's. */
  education?: readonly string[];
  /** The experience line of entry-level postings, where the generic one does not fit. */
  entryExperience?: string;
  /** Schedule or physical conditions of the work. */
  conditions?: string;
  /** Levels at which part-time postings are common. */
  shiftWork?: readonly ExperienceLevel[];
  /** Title of the internship variant; entry-level postings may be internships only when set. */
  internship?: string;
  /** Some mid and senior postings are contracts. */
  contracts?: boolean;
  /** Levels posted, when not all four. */
  levels?: readonly ExperienceLevel[];
  /**
   * Other names of the role that later mid-level postings may use, instead of the profile's plain aliases,
   * where some aliases fit only some employers (a grocery distributor does not post "Car Hauler").
   */
  midLevelAliases?: readonly string[];
}

/** JSON has no tuples: src/content/content.test.ts checks each file against the schema of DemoRoleSetting. */
const asSettings = (data: unknown): Record<string, DemoRoleSetting> =>
  data as Record<string, DemoRoleSetting>;

/**
 * Settings for every catalogue title that gets demo postings, keyed by the title:
 * packages/core/content/demo/role-settings, one file per role group.
 */
export const DEMO_ROLE_SETTINGS: Readonly<Record<string, DemoRoleSetting>> = {
  ...asSettings(settingsEngineeringTechnology),
  ...asSettings(settingsProductDesign),
  ...asSettings(settingsBusinessStrategy),
  ...asSettings(settingsMarketingGrowth),
  ...asSettings(settingsSalesCustomer),
  ...asSettings(settingsFinanceOperations),
  ...asSettings(settingsDataAnalytics),
  ...asSettings(settingsHrPeople),
  ...asSettings(settingsOther),
};
