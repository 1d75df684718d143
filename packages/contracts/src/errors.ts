import { z } from 'zod';

/** Stable error codes, each with the HTTP status the server answers with. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_FILE_TYPE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An upload whose bytes the user has already uploaded. */
  DUPLICATE_FILE: 409,
  /** A per-account limit (such as the number of stored resumes) is reached. */
  QUOTA_EXCEEDED: 409,
  FILE_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one shape of every error reply. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Per-field messages for validation errors, keyed by the field path ("email", "signupData.targetRole"). */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
