import { findRoleGroup, type ExperienceLevel } from '@careerlens/contracts';
import { findSkillByName } from '../skills/taxonomy';
import businessStrategy from '../../content/role-profiles/business-strategy.json';
import dataAnalytics from '../../content/role-profiles/data-analytics.json';
import engineeringTechnology from '../../content/role-profiles/engineering-technology.json';
import financeOperations from '../../content/role-profiles/finance-operations.json';
import hrPeople from '../../content/role-profiles/hr-people.json';
import marketingGrowth from '../../content/role-profiles/marketing-growth.json';
import otherRoles from '../../content/role-profiles/other.json';
import productDesign from '../../content/role-profiles/product-design.json';
import salesCustomer from '../../content/role-profiles/sales-customer.json';
import type { RoleProfile } from './types';

/**
 * Every catalogue role's profile, written by the team as data (packages/core/content/role-profiles, one file
 * per role group; see the README there).
 */
export const ROLE_PROFILES: readonly RoleProfile[] = [
  ...(engineeringTechnology as RoleProfile[]),
  ...(productDesign as RoleProfile[]),
  ...(businessStrategy as RoleProfile[]),
  ...(marketingGrowth as RoleProfile[]),
  ...(salesCustomer as RoleProfile[]),
  ...(financeOperations as RoleProfile[]),
  ...(dataAnalytics as RoleProfile[]),
  ...(hrPeople as RoleProfile[]),
  ...(otherRoles as RoleProfile[]),
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
