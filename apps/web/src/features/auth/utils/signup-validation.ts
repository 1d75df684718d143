import { MIN_PASSWORD_LENGTH } from '@careerlens/contracts/constants';

export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type AccountField = keyof AccountValues;
export type AccountErrors = Partial<Record<AccountField, string>>;

export const EMPTY_ACCOUNT: AccountValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The server's password rule beyond the length: not only spaces, not a common password. */
let passwordRule: ((password: string) => string | undefined) | undefined;

/**
 * Loads the password rule with its common-password list (a chunk of its own, fetched when the sign-up form
 * opens rather than with the page); until it is there, the form checks the length and the server the rest.
 */
export async function loadPasswordRule(): Promise<void> {
  passwordRule ??= (await import('@careerlens/contracts/password-policy')).passwordProblem;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The nine step-1 messages of spec section 5, for one field. */
export function validateAccountField(field: AccountField, values: AccountValues): string | undefined {
  switch (field) {
    case 'firstName':
      return values.firstName.trim() ? undefined : 'First name is required';
    case 'lastName':
      return values.lastName.trim() ? undefined : 'Last name is required';
    case 'email':
      if (!values.email.trim()) return 'Email is required';
      return EMAIL_PATTERN.test(values.email.trim()) ? undefined : 'Please enter a valid email address';
    case 'password':
      if (!values.password) return 'Password is required';
      if (values.password.length < MIN_PASSWORD_LENGTH) {
        return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
      }
      return passwordRule?.(values.password);
    case 'confirmPassword':
      if (!values.confirmPassword) return 'Please confirm your password';
      return values.confirmPassword === values.password ? undefined : 'Passwords do not match';
    case 'acceptTerms':
      return values.acceptTerms ? undefined : 'You must agree to the Terms of Service and Privacy Policy';
  }
}

const ACCOUNT_FIELDS: AccountField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
];

export function validateAccount(values: AccountValues): AccountErrors {
  const errors: AccountErrors = {};
  for (const field of ACCOUNT_FIELDS) {
    const message = validateAccountField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Continue is enabled only when every field is filled, the passwords match and the terms are ticked. */
export function canContinueAccount(values: AccountValues): boolean {
  return (
    Boolean(values.firstName.trim() && values.lastName.trim() && values.email.trim()) &&
    Boolean(values.password && values.confirmPassword) &&
    values.password === values.confirmPassword &&
    values.acceptTerms
  );
}

function sentence(parts: string[]): string | null {
  if (!parts.length) return null;
  const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `To continue, ${joined}.`;
}

/** Why step 1's Continue is disabled, in one line (null when it is enabled). */
export function accountContinueHint(values: AccountValues): string | null {
  const parts: string[] = [];
  const filled = [values.firstName, values.lastName, values.email].every((value) => value.trim());
  if (!filled || !values.password || !values.confirmPassword) parts.push('fill in every field');
  else if (values.password !== values.confirmPassword) parts.push('make the two passwords match');
  if (!values.acceptTerms) parts.push('agree to the Terms of Service and Privacy Policy');
  return sentence(parts);
}

/** Why step 2's Continue is disabled (null when it is enabled). */
export function roleContinueHint(values: {
  roleChosen: boolean;
  experienceLevel: string | null;
}): string | null {
  const parts: string[] = [];
  if (!values.roleChosen) parts.push('choose a role from the list');
  if (!values.experienceLevel) parts.push('choose your experience level');
  return sentence(parts);
}

/** Why step 3's Continue is disabled (null when it is enabled). */
export function intentContinueHint(careerIntent: string | null): string | null {
  return careerIntent ? null : sentence(['choose what brings you to CareerLens']);
}
