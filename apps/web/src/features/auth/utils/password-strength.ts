import { MIN_PASSWORD_LENGTH } from '@careerlens/contracts/constants';

export type PasswordCheck = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';
export type PasswordStrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** 0 to 5: one point per check passed. */
  score: number;
  label: PasswordStrengthLabel;
  checks: Record<PasswordCheck, boolean>;
}

const CHECK_RULES: Record<PasswordCheck, (password: string) => boolean> = {
  length: (password) => password.length >= MIN_PASSWORD_LENGTH,
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  number: (password) => /\d/.test(password),
  special: (password) => /[^A-Za-z0-9\s]/.test(password),
};

/** Index = score: 0 and 1 are both Very Weak. */
const LABELS: readonly PasswordStrengthLabel[] = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong'];

/** The checks shown to the user: lowercase counts towards the score but is not listed. */
export const PASSWORD_CHECKLIST: ReadonlyArray<{ check: PasswordCheck; label: string }> = [
  { check: 'length', label: `At least ${MIN_PASSWORD_LENGTH} characters` },
  { check: 'uppercase', label: 'One uppercase letter' },
  { check: 'number', label: 'One number' },
  { check: 'special', label: 'One special character' },
];

/** Five checks, one point each (only the length is enforced at signup). */
export function measurePasswordStrength(password: string): PasswordStrength {
  const checks = Object.fromEntries(
    (Object.keys(CHECK_RULES) as PasswordCheck[]).map((check) => [check, CHECK_RULES[check](password)]),
  ) as Record<PasswordCheck, boolean>;
  const score = Object.values(checks).filter(Boolean).length;
  return { score, label: LABELS[score] ?? 'Very Weak', checks };
}
