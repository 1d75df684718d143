import { describe, expect, it } from 'vitest';
import { findSkillByName } from '../skills/taxonomy';
import { ROLE_PROFILES } from './role-profiles';

const SKILL_LISTS = ['coreSkills', 'commonSkills', 'certifications'] as const;

describe('role profiles', () => {
  it('names only skills and certifications the taxonomy resolves', () => {
    // A name that does not resolve drops out of readiness, skill gaps and matching without a word.
    const unresolved = ROLE_PROFILES.flatMap((profile) =>
      SKILL_LISTS.flatMap((list) =>
        profile[list]
          .filter((name) => findSkillByName(name) === undefined)
          .map((name) => `${profile.title} (${list}): ${name}`),
      ),
    );
    expect(unresolved).toEqual([]);
  });

  it('lists only certifications or licences under certifications', () => {
    const wrongType = ROLE_PROFILES.flatMap((profile) =>
      profile.certifications
        .map((name) => ({ name, skill: findSkillByName(name) }))
        .filter(({ skill }) => skill !== undefined && skill.type !== 'certification')
        .map(({ name, skill }) => `${profile.title}: ${name} is ${skill?.id} (${skill?.type})`),
    );
    expect(wrongType).toEqual([]);
  });
});
