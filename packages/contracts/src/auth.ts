import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { plainText } from './text';
import { CareerIntentSchema, ExperienceLevelSchema, TargetRoleSchema } from './roles';

const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 100;

export const EmailSchema = plainText({ error: 'Email is required' }, 'Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const PasswordSchema = plainText({ error: 'Password is required' }, 'Password')
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const nameSchema = (label: string) =>
  plainText({ error: `${label} is required` }, label)
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`);

export const SignupRequestSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** The JSON carried in the `signupData` part of signup-with-onboarding. */
export const OnboardingSignupDataSchema = SignupRequestSchema.extend({
  targetRole: TargetRoleSchema,
  experienceLevel: ExperienceLevelSchema,
  careerIntent: CareerIntentSchema,
});
export type OnboardingSignupData = z.infer<typeof OnboardingSignupDataSchema>;

/** What the analysis is measured against; changeable after sign-up (the rest of Settings is Coming Soon). */
export const UpdateProfileRequestSchema = z.strictObject({
  targetRole: TargetRoleSchema,
  experienceLevel: ExperienceLevelSchema,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const SigninRequestSchema = z.strictObject({
  email: plainText({ error: 'Email is required' }, 'Email').trim().min(1, 'Email is required').max(254),
  password: plainText({ error: 'Password is required' }, 'Password')
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
});
export type SigninRequest = z.infer<typeof SigninRequestSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  targetRole: z.string().nullable(),
  experienceLevel: ExperienceLevelSchema.nullable(),
  careerIntent: CareerIntentSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SigninResponseSchema = UserSchema.extend({ token: z.string() });
export type SigninResponse = z.infer<typeof SigninResponseSchema>;

export const HealthResponseSchema = z.object({ status: z.literal('ok') });
