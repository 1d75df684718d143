import { isCatalogueRole, ROLE_TITLES, suggestRoles } from '@careerlens/contracts/constants';

export const NO_ROLES_FOUND = 'No roles found';

/** Catalogue titles containing the typed text, case-insensitively. */
export function getRoleSuggestions(query: string): string[] {
  return suggestRoles(query);
}

/** A role counts as chosen only when the text equals a catalogue title exactly. */
export function isRoleSelected(text: string): boolean {
  return isCatalogueRole(text);
}

const TITLE_BY_LOWER_CASE = new Map(ROLE_TITLES.map((title) => [title.toLowerCase(), title]));

/**
 * The catalogue title the text spells, in any letter case ("accountant" is Accountant), else null. The
 * field puts the catalogue's spelling in place, so the text then equals a catalogue title exactly.
 */
export function catalogueSpelling(text: string): string | null {
  return TITLE_BY_LOWER_CASE.get(text.toLowerCase()) ?? null;
}

/** Step 2 needs a catalogue role and an experience level. */
export function canContinueRole(values: { targetRole: string; experienceLevel: string | null }): boolean {
  return isRoleSelected(values.targetRole) && Boolean(values.experienceLevel);
}
