import { isCatalogueRole, suggestRoles } from '@careerlens/contracts';

export const NO_ROLES_FOUND = 'No roles found';

/** Catalogue titles containing the typed text, case-insensitively. */
export function getRoleSuggestions(query: string): string[] {
  return suggestRoles(query);
}

/** A role counts as chosen only when the text equals a catalogue title exactly. */
export function isRoleSelected(text: string): boolean {
  return isCatalogueRole(text);
}

/** Step 2 needs a catalogue role and an experience level. */
export function canContinueRole(values: { targetRole: string; experienceLevel: string | null }): boolean {
  return isRoleSelected(values.targetRole) && Boolean(values.experienceLevel);
}
