import { findRoleGroup, type ExperienceLevel } from '@careerlens/contracts';
import { findSkillByName } from '../skills/taxonomy';
import { BUSINESS_STRATEGY_PROFILES } from './profiles/business-strategy';
import { DATA_ANALYTICS_PROFILES } from './profiles/data-analytics';
import { ENGINEERING_TECHNOLOGY_PROFILES } from './profiles/engineering-technology';
import { FINANCE_OPERATIONS_PROFILES } from './profiles/finance-operations';
import { HR_PEOPLE_PROFILES } from './profiles/hr-people';
import { MARKETING_GROWTH_PROFILES } from './profiles/marketing-growth';
import { OTHER_PROFILES } from './profiles/other';
import { PRODUCT_DESIGN_PROFILES } from './profiles/product-design';
import { SALES_CUSTOMER_PROFILES } from './profiles/sales-customer';
import type { RoleProfile } from './types';

/** Every catalogue role's profile, written by the team. */
export const ROLE_PROFILES: readonly RoleProfile[] = [
  ...ENGINEERING_TECHNOLOGY_PROFILES,
  ...PRODUCT_DESIGN_PROFILES,
  ...BUSINESS_STRATEGY_PROFILES,
  ...MARKETING_GROWTH_PROFILES,
  ...SALES_CUSTOMER_PROFILES,
  ...FINANCE_OPERATIONS_PROFILES,
  ...DATA_ANALYTICS_PROFILES,
  ...HR_PEOPLE_PROFILES,
  ...OTHER_PROFILES,
];

/** A role profile with its skill names resolved to taxonomy ids (names that do not resolve are dropped). */
export interface ResolvedRoleProfile extends RoleProfile {
  coreSkillIds: string[];
  commonSkillIds: string[];
  certificationIds: string[];
}

let byTitle: Map<string, ResolvedRoleProfile> | undefined;

function resolveIds(names: string[]): string[] {
  const ids: string[] = [];
  for (const name of names) {
    const skill = findSkillByName(name);
    if (skill && !ids.includes(skill.id)) ids.push(skill.id);
  }
  return ids;
}

function index(): Map<string, ResolvedRoleProfile> {
  byTitle ??= new Map(
    ROLE_PROFILES.map((profile) => {
      const core = resolveIds(profile.coreSkills);
      return [
        profile.title,
        {
          ...profile,
          coreSkillIds: core,
          commonSkillIds: resolveIds(profile.commonSkills).filter((id) => !core.includes(id)),
          certificationIds: resolveIds(profile.certifications),
        },
      ];
    }),
  );
  return byTitle;
}

/** The profile of a catalogue title, or undefined. */
export function getRoleProfile(title: string | null | undefined): ResolvedRoleProfile | undefined {
  return title ? index().get(title) : undefined;
}

export function allRoleProfiles(): ResolvedRoleProfile[] {
  return [...index().values()];
}

/** Years of experience each level expects: [minimum, typical upper bound]. */
export const LEVEL_YEARS: Record<ExperienceLevel, readonly [number, number]> = {
  'entry-level': [0, 2],
  'mid-level': [3, 5],
  'senior-level': [6, 10],
  'lead-principal': [10, 40],
};

export { findRoleGroup };
