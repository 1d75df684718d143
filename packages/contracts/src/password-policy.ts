import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from './constants';

/*
 * The password rule of sign-up, shared by the server and the web form: at least MIN_PASSWORD_LENGTH
 * characters, not only spaces, and not one of the most common passwords. The list is zxcvbn-ts's
 * "passwords-common" dictionary (@zxcvbn-ts/language-common, MIT; see THIRD_PARTY_NOTICES.md), the
 * most frequent passwords of public breach corpora. It is its own entry point
 * (`@careerlens/contracts/password-policy`) so that only code that checks passwords loads it.
 */

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords. Please choose a less common one.';
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';

let common: Set<string> | undefined;

/** Whether the password (compared case-insensitively) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** What is wrong with a new password, or undefined when it may be used. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (!password.trim()) return BLANK_PASSWORD_MESSAGE;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}
