import { BUSINESS_FINANCE_SKILLS } from './taxonomy/business-finance';
import { BUSINESS_MARKETING_COMMS_SKILLS } from './taxonomy/business-marketing-comms';
import { BUSINESS_OPERATIONS_SKILLS } from './taxonomy/business-operations';
import { BUSINESS_PEOPLE_LEGAL_SKILLS } from './taxonomy/business-people-legal';
import { BUSINESS_SALES_SERVICE_SKILLS } from './taxonomy/business-sales-service';
import { CERTIFICATIONS_FIELDS } from './taxonomy/certifications-fields';
import { CERTIFICATIONS_TECH_BUSINESS } from './taxonomy/certifications-tech-business';
import { FIELD_DESIGN_MEDIA_SKILLS } from './taxonomy/field-design-media';
import { FIELD_EDUCATION_HOSPITALITY_SKILLS } from './taxonomy/field-education-hospitality';
import { FIELD_HEALTHCARE_SKILLS } from './taxonomy/field-healthcare';
import { FIELD_TRADES_ENGINEERING_SKILLS } from './taxonomy/field-trades-engineering';
import { FIELD_TRANSPORT_AGRICULTURE_SKILLS } from './taxonomy/field-transport-agriculture';
import { LANGUAGE_SKILLS } from './taxonomy/languages';
import { SOFT_SKILLS } from './taxonomy/soft-skills';
import { TECH_CLOUD_DEVOPS_SKILLS } from './taxonomy/tech-cloud-devops';
import { TECH_DATA_ML_SKILLS } from './taxonomy/tech-data-ml';
import { TECH_LANGUAGES_FRAMEWORKS_SKILLS } from './taxonomy/tech-languages-frameworks';
import { TECH_PRACTICES_TOOLS_SKILLS } from './taxonomy/tech-practices-tools';
import { TECH_SECURITY_IT_NETWORK_SKILLS } from './taxonomy/tech-security-it-network';
import { normalizeSkillName } from './tokenize';
import type { SkillDefinition } from './types';

/** The whole skill taxonomy, in a fixed order (technology, business, soft, languages, certifications, fields). */
export const SKILLS: readonly SkillDefinition[] = [
  ...TECH_LANGUAGES_FRAMEWORKS_SKILLS,
  ...TECH_CLOUD_DEVOPS_SKILLS,
  ...TECH_DATA_ML_SKILLS,
  ...TECH_PRACTICES_TOOLS_SKILLS,
  ...TECH_SECURITY_IT_NETWORK_SKILLS,
  ...BUSINESS_FINANCE_SKILLS,
  ...BUSINESS_MARKETING_COMMS_SKILLS,
  ...BUSINESS_OPERATIONS_SKILLS,
  ...BUSINESS_PEOPLE_LEGAL_SKILLS,
  ...BUSINESS_SALES_SERVICE_SKILLS,
  ...SOFT_SKILLS,
  ...LANGUAGE_SKILLS,
  ...CERTIFICATIONS_TECH_BUSINESS,
  ...CERTIFICATIONS_FIELDS,
  ...FIELD_HEALTHCARE_SKILLS,
  ...FIELD_EDUCATION_HOSPITALITY_SKILLS,
  ...FIELD_DESIGN_MEDIA_SKILLS,
  ...FIELD_TRADES_ENGINEERING_SKILLS,
  ...FIELD_TRANSPORT_AGRICULTURE_SKILLS,
];

interface TaxonomyIndex {
  byId: ReadonlyMap<string, SkillDefinition>;
  byName: ReadonlyMap<string, SkillDefinition>;
  relatedById: ReadonlyMap<string, readonly string[]>;
}

let taxonomyIndex: TaxonomyIndex | undefined;

function buildTaxonomyIndex(skills: readonly SkillDefinition[]): TaxonomyIndex {
  const byId = new Map<string, SkillDefinition>();
  const byName = new Map<string, SkillDefinition>();
  for (const skill of skills) {
    if (!byId.has(skill.id)) byId.set(skill.id, skill);
    for (const name of [skill.name, ...(skill.aliases ?? [])]) {
      const key = normalizeSkillName(name);
      // First definition wins; the taxonomy test keeps names unique, so this only matters mid-edit.
      if (key !== '' && !byName.has(key)) byName.set(key, skill);
    }
  }
  const related = new Map<string, Set<string>>();
  const link = (from: string, to: string): void => {
    let set = related.get(from);
    if (set === undefined) {
      set = new Set();
      related.set(from, set);
    }
    set.add(to);
  };
  const resolvedLinks = (skill: SkillDefinition): string[] =>
    (skill.related ?? []).filter((otherId) => otherId !== skill.id && byId.has(otherId));
  // Own links first, then the skills that point back.
  for (const skill of skills) for (const otherId of resolvedLinks(skill)) link(skill.id, otherId);
  for (const skill of skills) for (const otherId of resolvedLinks(skill)) link(otherId, skill.id);
  const relatedById = new Map<string, readonly string[]>();
  for (const [id, set] of related) relatedById.set(id, Object.freeze([...set]));
  return { byId, byName, relatedById };
}

function getTaxonomyIndex(): TaxonomyIndex {
  taxonomyIndex ??= buildTaxonomyIndex(SKILLS);
  return taxonomyIndex;
}

/** The skill with this id, or undefined. */
export function getSkill(id: string): SkillDefinition | undefined {
  return getTaxonomyIndex().byId.get(id);
}

/**
 * The skill whose name or alias equals the given text, ignoring case, spacing and punctuation that does
 * not distinguish skills ("NodeJS", "node js" and "Node.js" find the same skill; "C#" is not "C").
 */
export function findSkillByName(nameOrAlias: string): SkillDefinition | undefined {
  const key = normalizeSkillName(nameOrAlias);
  return key === '' ? undefined : getTaxonomyIndex().byName.get(key);
}

/**
 * Ids of the skills related to this one, in both directions: if A lists B, B is related to A as well.
 * Own links come first, in the order the taxonomy lists them; ids that do not resolve are left out.
 */
export function relatedSkillIds(id: string): readonly string[] {
  return getTaxonomyIndex().relatedById.get(id) ?? [];
}
