import businessFinance from '../../content/taxonomy/business-finance.json';
import businessMarketingComms from '../../content/taxonomy/business-marketing-comms.json';
import businessOperations from '../../content/taxonomy/business-operations.json';
import businessPeopleLegal from '../../content/taxonomy/business-people-legal.json';
import businessSalesService from '../../content/taxonomy/business-sales-service.json';
import certificationsFields from '../../content/taxonomy/certifications-fields.json';
import certificationsTechBusiness from '../../content/taxonomy/certifications-tech-business.json';
import fieldDesignMedia from '../../content/taxonomy/field-design-media.json';
import fieldEducationHospitality from '../../content/taxonomy/field-education-hospitality.json';
import fieldHealthcare from '../../content/taxonomy/field-healthcare.json';
import fieldTradesEngineering from '../../content/taxonomy/field-trades-engineering.json';
import fieldTransportAgriculture from '../../content/taxonomy/field-transport-agriculture.json';
import languageSkills from '../../content/taxonomy/languages.json';
import softSkills from '../../content/taxonomy/soft-skills.json';
import techCloudDevops from '../../content/taxonomy/tech-cloud-devops.json';
import techDataMl from '../../content/taxonomy/tech-data-ml.json';
import techLanguagesFrameworks from '../../content/taxonomy/tech-languages-frameworks.json';
import techPracticesTools from '../../content/taxonomy/tech-practices-tools.json';
import techSecurityItNetwork from '../../content/taxonomy/tech-security-it-network.json';
import { ONET_TOOLS_JSON } from './onet-tools.generated';
import { normalizeSkillName } from './tokenize';
import type { SkillDefinition } from './types';

interface OnetTool {
  id: string;
  name: string;
  aliases?: string[];
  guard?: SkillDefinition['guard'];
}

/**
 * The software and systems O*NET lists for the occupations (scripts/build-onet-tech.ts: 5,273 products
 * whose names the team's files do not hold, with the names a resume writes them by), as tools after the
 * team's entries, so a team entry's name and guards win.
 */
const ONET_TOOLS: readonly SkillDefinition[] = (
  JSON.parse(ONET_TOOLS_JSON) as { tools: OnetTool[] }
).tools.map(({ id, name, aliases, guard }) => ({
  id,
  name,
  type: 'tool' as const,
  ...(aliases ? { aliases } : {}),
  ...(guard ? { guard } : {}),
}));

/**
 * The whole skill taxonomy, written by the team as data (packages/core/content/taxonomy, one file per skill
 * group; see the README there), in a fixed order (technology, business, soft, languages, certifications, fields). */
export const SKILLS: readonly SkillDefinition[] = [
  ...(techLanguagesFrameworks as SkillDefinition[]),
  ...(techCloudDevops as SkillDefinition[]),
  ...(techDataMl as SkillDefinition[]),
  ...(techPracticesTools as SkillDefinition[]),
  ...(techSecurityItNetwork as SkillDefinition[]),
  ...(businessFinance as SkillDefinition[]),
  ...(businessMarketingComms as SkillDefinition[]),
  ...(businessOperations as SkillDefinition[]),
  ...(businessPeopleLegal as SkillDefinition[]),
  ...(businessSalesService as SkillDefinition[]),
  ...(softSkills as SkillDefinition[]),
  ...(languageSkills as SkillDefinition[]),
  ...(certificationsTechBusiness as SkillDefinition[]),
  ...(certificationsFields as SkillDefinition[]),
  ...(fieldHealthcare as SkillDefinition[]),
  ...(fieldEducationHospitality as SkillDefinition[]),
  ...(fieldDesignMedia as SkillDefinition[]),
  ...(fieldTradesEngineering as SkillDefinition[]),
  ...(fieldTransportAgriculture as SkillDefinition[]),
  ...ONET_TOOLS,
];

interface TaxonomyIndex {
  byId: ReadonlyMap<string, SkillDefinition>;
  byName: ReadonlyMap<string, SkillDefinition>;
  relatedById: ReadonlyMap<string, readonly string[]>;
  /** For each skill, the skills whose own entry lists it. */
  listedByIds: ReadonlyMap<string, readonly string[]>;
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
  const listedBy = new Map<string, string[]>();
  for (const skill of skills)
    for (const otherId of resolvedLinks(skill)) {
      const list = listedBy.get(otherId) ?? [];
      if (!list.includes(skill.id)) list.push(skill.id);
      listedBy.set(otherId, list);
    }
  const listedByIds = new Map<string, readonly string[]>();
  for (const [id, list] of listedBy) listedByIds.set(id, Object.freeze(list));
  return { byId, byName, relatedById, listedByIds };
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

/**
 * Ids of the skills that can imply this one: those whose own entry lists it, in taxonomy order. The link
 * is read one way. A skill's entry lists what goes with doing it (Journal Entries lists General Ledger),
 * and also what it is done with (Financial Modeling lists Microsoft Excel): a resume showing Journal
 * Entries suggests General Ledger, but one showing Excel does not suggest Financial Modeling. Measured in
 * the claims audit (docs/evaluation/skills.md): of the implied claims resting only on the requirement's
 * own list, readers found 10 of 21 contradicted; of those resting on the other skill's list, 20 of 106.
 */
export function implyingSkillIds(id: string): readonly string[] {
  return getTaxonomyIndex().listedByIds.get(id) ?? [];
}

let suiteList: readonly SkillDefinition[] | undefined;

/** The suites of the taxonomy: products made of products (`parts`), such as Microsoft Office. */
export function suiteSkills(): readonly SkillDefinition[] {
  suiteList ??= SKILLS.filter((skill) => (skill.parts?.length ?? 0) > 0);
  return suiteList;
}

/** The suites this product is a part of (Microsoft Office for Microsoft Excel). */
export function suitesOf(id: string): readonly SkillDefinition[] {
  return suiteSkills().filter((suite) => suite.parts?.includes(id));
}
