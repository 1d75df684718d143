import { ERROR_STATUS, type ErrorCode } from '@careerlens/contracts';

/**
 * The one application error: a stable code (mapped to an HTTP status by the error handler), a message
 * safe to show to the user, and optional per-field messages.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static unauthorized(message = 'Authentication required'): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  static badRequest(message: string, fieldErrors?: Record<string, string[]>): AppError {
    return new AppError(fieldErrors ? 'VALIDATION_ERROR' : 'BAD_REQUEST', message, fieldErrors);
  }
}
