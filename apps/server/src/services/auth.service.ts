import { createHash } from 'node:crypto';
import type {
  OnboardingSignupData,
  SigninResponse,
  SignupRequest,
  UpdateProfileRequest,
  User,
} from '@careerlens/contracts';
import { passwordProblem } from '@careerlens/contracts/password-policy';
import type { Db, RunInTransaction } from '../db/client';
import { AppError } from '../errors';
import { isUniqueViolation } from '../lib/db-errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import type { TokenService } from '../lib/tokens';
import type { ResumeRepository } from '../repositories/resume.repository';
import type { UserRepository, UserRow } from '../repositories/user.repository';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

export interface UploadedResume {
  fileName: string;
  fileType: string;
  mimeType: string;
  content: Uint8Array;
}

/** The sign-up password rule (length, not blank, not a common password), as the web form shows it. */
function assertPasswordAllowed(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw AppError.badRequest(`password: ${problem}`, { password: [problem] });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    targetRole: row.targetRole,
    experienceLevel: row.experienceLevel as User['experienceLevel'],
    careerIntent: row.careerIntent as User['careerIntent'],
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuthService(deps: {
  /** One transaction over several repository calls. */
  transaction: RunInTransaction;
  users: UserRepository;
  resumes: ResumeRepository;
  tokens: TokenService;
  onResumeStored: (resumeId: string) => Promise<void>;
  /** The target role or level changed: the user's resumes are analysed again against it. */
  onProfileChanged?: (userId: string) => Promise<void>;
}) {
  const { transaction, users, resumes, tokens } = deps;

  async function insertUser(
    values: Parameters<UserRepository['insert']>[0],
    executor?: Db,
  ): Promise<UserRow> {
    try {
      return await users.insert(values, executor);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  return {
    async signup(input: SignupRequest): Promise<User> {
      assertPasswordAllowed(input.password);
      const email = normaliseEmail(input.email);
      if (await users.findByEmail(email)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
      const row = await insertUser({
        email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      });
      return presentUser(row);
    },

    /** Creates the user and, when given, their first resume in one transaction. */
    async signupWithOnboarding(
      input: OnboardingSignupData,
      resume: UploadedResume | undefined,
    ): Promise<User> {
      assertPasswordAllowed(input.password);
      const email = normaliseEmail(input.email);
      if (await users.findByEmail(email)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      const { user, resumeId } = await transaction(async (tx) => {
        const created = await insertUser(
          {
            email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            targetRole: input.targetRole,
            experienceLevel: input.experienceLevel,
            careerIntent: input.careerIntent,
          },
          tx,
        );
        const stored = resume
          ? await resumes.insertWithFile(
              {
                userId: created.id,
                originalFileName: resume.fileName,
                fileType: resume.fileType,
                mimeType: resume.mimeType,
                sha256: createHash('sha256').update(resume.content).digest('hex'),
                isPrimary: true,
                content: resume.content,
              },
              tx,
            )
          : undefined;
        return { user: created, resumeId: stored?.id };
      });
      if (resumeId) await deps.onResumeStored(resumeId);
      return presentUser(user);
    },

    async signin(emailInput: string, password: string): Promise<SigninResponse> {
      const row = await users.findByEmail(normaliseEmail(emailInput));
      const valid = row
        ? await verifyPassword(row.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!row || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
      const { createdAt, ...user } = presentUser(row);
      return { token: await tokens.issue(row.id, row.sessionVersion), ...user, createdAt };
    },

    /** The version a session token must carry to count; undefined when the user no longer exists. */
    async sessionVersion(userId: string): Promise<number | undefined> {
      return UUID.test(userId) ? users.sessionVersion(userId) : undefined;
    },

    /** Signs the user out everywhere: every token issued so far stops working. */
    async signout(userId: string): Promise<void> {
      await users.bumpSessionVersion(userId);
    },

    /** Changes what the analysis is measured against, and has every resume of the user analysed again. */
    async updateProfile(userId: string, input: UpdateProfileRequest): Promise<User> {
      const row = await users.updateProfile(userId, {
        targetRole: input.targetRole,
        experienceLevel: input.experienceLevel,
      });
      if (!row) throw AppError.unauthorized('Your session has ended. Please sign in again.');
      await deps.onProfileChanged?.(userId);
      return presentUser(row);
    },

    async currentUser(userId: string): Promise<User> {
      const row = await users.findById(userId);
      if (!row) throw AppError.unauthorized('Your session has ended. Please sign in again.');
      return presentUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
