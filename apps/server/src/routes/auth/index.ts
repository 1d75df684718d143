import {
  ApiErrorSchema,
  OnboardingSignupDataSchema,
  SIGNUP_RESUME_MAX_BYTES,
  SigninRequestSchema,
  SigninResponseSchema,
  SignupRequestSchema,
  UpdateProfileRequestSchema,
  UserSchema,
} from '@careerlens/contracts';
import { checkResumeFile } from '@careerlens/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, FieldErrors } from '../../errors';
import { readMultipartForm } from '../../lib/multipart';
import type { AuthService, UploadedResume } from '../../services/auth.service';

const SIGNUP_RESUME_TYPES = ['pdf', 'doc', 'docx'] as const;
const SIGNUP_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file';
const SIGNUP_SIZE_MESSAGE = 'File size must be under 1MB';

const errorResponses = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

function parseSignupData(raw: string | undefined) {
  if (raw === undefined) {
    throw AppError.badRequest('signupData is required', { signupData: ['signupData is required'] });
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw AppError.badRequest('signupData must be a JSON object', {
      signupData: ['signupData must be valid JSON'],
    });
  }
  const parsed = OnboardingSignupDataSchema.safeParse(json);
  if (!parsed.success) {
    const fieldErrors = new FieldErrors();
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'signupData'];
      const message = issue.code === 'unrecognized_keys' ? 'This field is not allowed.' : issue.message;
      for (const key of keys) fieldErrors.add(key, message);
    }
    throw AppError.badRequest(fieldErrors.summary('signupData: is not valid'), fieldErrors.byField);
  }
  return parsed.data;
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  rateLimitPerMinute: number;
  /** A session began (signup or signin): the user is likely to upload a resume next. */
  onSession?: () => void;
}> = async (app, options) => {
  const { auth } = options;
  const onSession = options.onSession ?? (() => undefined);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/signup',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: SignupRequestSchema,
        response: { 201: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await auth.signup(request.body);
      onSession();
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/signup-with-onboarding',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with target role, level, intent and an optional resume',
        description:
          'multipart/form-data with `signupData` (a JSON string: email, password, firstName, lastName, ' +
          'targetRole, experienceLevel, careerIntent) and an optional `resumeFile` (PDF, DOC or DOCX, at most 1 MB).',
        consumes: ['multipart/form-data'],
        response: { 201: UserSchema, ...errorResponses, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: SIGNUP_RESUME_MAX_BYTES,
        fileFields: ['resumeFile'],
        textFields: ['signupData'],
        tooLarge: new AppError('FILE_TOO_LARGE', SIGNUP_SIZE_MESSAGE),
      });
      const data = parseSignupData(form.fields.signupData);
      let resume: UploadedResume | undefined;
      const file = form.files[0];
      if (file) {
        const check = checkResumeFile(file.bytes, file.fileName, {
          allowed: SIGNUP_RESUME_TYPES,
          maxBytes: SIGNUP_RESUME_MAX_BYTES,
        });
        if (!check.ok) {
          if (check.reason === 'TOO_LARGE') throw new AppError('FILE_TOO_LARGE', SIGNUP_SIZE_MESSAGE);
          throw new AppError('INVALID_FILE_TYPE', `${SIGNUP_TYPE_MESSAGE}. ${check.detail}`, {
            resumeFile: [SIGNUP_TYPE_MESSAGE],
          });
        }
        resume = {
          fileName: file.fileName,
          fileType: check.fileType,
          mimeType: check.mimeType,
          content: file.bytes,
        };
      }
      const created = await auth.signupWithOnboarding(data, resume);
      onSession();
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/signin',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in and receive a token',
        body: SigninRequestSchema,
        response: { 200: SigninResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await auth.signin(request.body.email, request.body.password);
      onSession();
      return session;
    },
  );

  app.post(
    '/signout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: every session token of the user issued so far stops working',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.signout(request.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: UserSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => auth.currentUser(request.userId),
  );

  app.patch(
    '/me',
    {
      preHandler: app.authenticate,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Change the target role and level the analysis is measured against (the user's resumes are analysed again)",
        security: [{ bearerAuth: [] }],
        body: UpdateProfileRequestSchema,
        response: { 200: UserSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => auth.updateProfile(request.userId, request.body),
  );
};
