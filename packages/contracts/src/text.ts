import { z } from 'zod';

/** C0 control characters (NUL included) and DEL: never part of a name, an email, a search or a slug. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * A single-line text input: a string without control characters. Every string a request carries goes
 * through it, so a NUL byte or an escape sequence is a 400 naming the field, never a database error.
 */
export function plainText(params?: Parameters<typeof z.string>[0], label?: string) {
  return z.string(params).refine((value) => !hasControlCharacters(value), {
    message: label ? `${label} ${CONTROL_CHARACTER_MESSAGE}` : `The value ${CONTROL_CHARACTER_MESSAGE}`,
    abort: true,
  });
}
