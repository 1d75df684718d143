import { ROLE_GROUPS, type RoleGroup } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { findSkills } from './matcher';
import { SKILLS, findSkillByName, getSkill, relatedSkillIds } from './taxonomy';
import { normalizeSkillName } from './tokenize';
import type { SkillDefinition, SkillType } from './types';

const MIN_SKILLS = 2_500;
const MIN_SKILLS_PER_GROUP = 30;
const SKILL_TYPES: readonly SkillType[] = ['hard', 'tool', 'soft', 'certification', 'language', 'domain'];
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function namesOf(skill: SkillDefinition): string[] {
  return [skill.name, ...(skill.aliases ?? [])];
}

function guardWords(skill: SkillDefinition): string[] {
  const guard = skill.guard ?? {};
  return [...(guard.contextAny ?? []), ...(guard.notFollowedBy ?? []), ...(guard.notPrecededBy ?? [])];
}

describe('skill taxonomy data', () => {
  it('has at least 2,500 skills and reports counts by type and group', () => {
    const byType = Object.fromEntries(SKILL_TYPES.map((type) => [type, 0])) as Record<SkillType, number>;
    const byGroup = Object.fromEntries(ROLE_GROUPS.map((group) => [group, 0])) as Record<RoleGroup, number>;
    for (const skill of SKILLS) {
      byType[skill.type] += 1;
      for (const group of skill.groups ?? []) byGroup[group] += 1;
    }
    console.table({ total: { skills: SKILLS.length } });
    console.table(Object.entries(byType).map(([type, skills]) => ({ type, skills })));
    console.table(Object.entries(byGroup).map(([group, skills]) => ({ group, skills })));
    expect(SKILLS.length).toBeGreaterThanOrEqual(MIN_SKILLS);
  });

  it('gives every skill a unique kebab-case id', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const skill of SKILLS) {
      if (seen.has(skill.id)) duplicates.push(skill.id);
      seen.add(skill.id);
    }
    expect(duplicates).toEqual([]);
    expect(SKILLS.filter((skill) => !KEBAB_CASE.test(skill.id)).map((skill) => skill.id)).toEqual([]);
  });

  it('never gives two skills the same name or alias once case and punctuation are ignored', () => {
    const owner = new Map<string, string>();
    const collisions: string[] = [];
    // A name two skills share is allowed only when the document's field tells them apart: one skill asks
    // for words that the other rules out ("AWS": the cloud unless the text is about welding).
    const resolvedByField = (one: SkillDefinition | undefined, other: SkillDefinition) =>
      [one?.guard?.contextNone, other.guard?.contextNone].some((none) =>
        (none ?? []).some((word) =>
          [...(one?.guard?.contextAny ?? []), ...(other.guard?.contextAny ?? [])].includes(word),
        ),
      );
    for (const skill of SKILLS) {
      for (const name of namesOf(skill)) {
        const key = normalizeSkillName(name);
        const previous = owner.get(key);
        if (previous !== undefined && previous !== skill.id && !resolvedByField(getSkill(previous), skill))
          collisions.push(`"${name}": ${previous} / ${skill.id}`);
        owner.set(key, previous ?? skill.id);
      }
    }
    expect(collisions).toEqual([]);
  });

  it('gives every skill a name that survives normalisation', () => {
    expect(SKILLS.filter((skill) => namesOf(skill).some((name) => normalizeSkillName(name) === ''))).toEqual(
      [],
    );
  });

  it('links only to skills that exist, and never to itself', () => {
    const ids = new Set(SKILLS.map((skill) => skill.id));
    const broken = SKILLS.flatMap((skill) =>
      (skill.related ?? [])
        .filter((id) => !ids.has(id) || id === skill.id)
        .map((id) => `${skill.id} -> ${id}`),
    );
    expect(broken).toEqual([]);
  });

  it('writes every guard word in lower case', () => {
    const wrong = SKILLS.flatMap((skill) =>
      guardWords(skill)
        .filter((word) => word !== word.toLowerCase() || word.trim() === '')
        .map((word) => `${skill.id}: ${word}`),
    );
    expect(wrong).toEqual([]);
  });

  it('uses every skill type', () => {
    const used = new Set(SKILLS.map((skill) => skill.type));
    expect(SKILL_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it(`covers every role group with at least ${MIN_SKILLS_PER_GROUP} skills`, () => {
    const thin = ROLE_GROUPS.filter(
      (group) => SKILLS.filter((skill) => skill.groups?.includes(group)).length < MIN_SKILLS_PER_GROUP,
    );
    expect(thin).toEqual([]);
  });
});

describe('taxonomy lookups', () => {
  it('finds a skill by id', () => {
    expect(getSkill('python')?.name).toBe('Python');
    expect(getSkill('no-such-skill')).toBeUndefined();
  });

  it('finds a skill by name or alias whatever the case, spacing or punctuation', () => {
    for (const written of ['Node.js', 'NodeJS', 'node js', 'NODE.JS'])
      expect(findSkillByName(written)?.id).toBe('node-js');
    expect(findSkillByName('ReactJS')?.id).toBe('react');
    expect(findSkillByName('machine-learning')?.id).toBe('machine-learning');
    expect(findSkillByName('Nothing Like A Skill')).toBeUndefined();
    expect(findSkillByName('  ')).toBeUndefined();
  });

  it('keeps symbols that tell skills apart', () => {
    expect(findSkillByName('C')?.id).toBe('c');
    expect(findSkillByName('C#')?.id).toBe('c-sharp');
    expect(findSkillByName('c++')?.id).toBe('cpp');
    expect(findSkillByName('.NET')?.id).toBe('dot-net');
    expect(findSkillByName('R')?.id).toBe('r');
    expect(findSkillByName('R&D')?.id).not.toBe('r');
  });

  it('returns every taxonomy entry by its own name', () => {
    const lost = SKILLS.filter((skill) => findSkillByName(skill.name)?.id !== skill.id).map(
      (skill) => skill.id,
    );
    expect(lost).toEqual([]);
  });

  it('makes related skills symmetric and leaves out unknown ids', () => {
    for (const skill of SKILLS) {
      for (const otherId of relatedSkillIds(skill.id)) {
        expect(getSkill(otherId)).toBeDefined();
        expect(relatedSkillIds(otherId)).toContain(skill.id);
      }
      for (const listed of skill.related ?? []) {
        if (listed !== skill.id && getSkill(listed)) expect(relatedSkillIds(skill.id)).toContain(listed);
      }
    }
    expect(relatedSkillIds('no-such-skill')).toEqual([]);
  });

  it('lists own links first, in taxonomy order', () => {
    const python = getSkill('python');
    const own = (python?.related ?? []).filter((id) => getSkill(id) !== undefined);
    expect(relatedSkillIds('python').slice(0, own.length)).toEqual(own);
  });
});

describe('O*NET technology products', () => {
  const names = (text: string) => findSkills(text).map((skill) => skill.name);

  it('reads the products O*NET lists for occupations by the names resumes write', () => {
    expect(names('Scheduled patients in Dentrix and looked up doses in Epocrates')).toEqual(
      expect.arrayContaining(['Dentrix', 'Epocrates']),
    );
    expect(names('Posted journal entries in Microsoft Dynamics GP')).toContain('Microsoft Dynamics GP');
    // The team's own entry, with its guards, stands for a product O*NET also lists.
    expect(findSkillByName('Intuit QuickBooks')?.id).toBe('quickbooks');
    expect(SKILLS.filter((skill) => skill.id.startsWith('onet-') && /quickbooks$/i.test(skill.name))).toEqual(
      [],
    );
  });

  it('never reads an ordinary phrase, a maker or a town as a product', () => {
    expect(names('I work well under pressure')).not.toContain('Apple iWork');
    expect(names('Kept the premises clean')).toEqual([]);
    expect(names('Sales representative for Abbott Laboratories')).not.toContain('Abbott');
    expect(names('Produced master plans and site plans')).toEqual([]);
    expect(names('Reported to the Site Manager')).toEqual([]);
  });
});
