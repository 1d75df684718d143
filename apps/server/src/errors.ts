import { ERROR_STATUS, type ErrorCode } from '@careerlens/contracts';

/**
 * The one application error: a stable code (mapped to an HTTP status by the error handler), a message
 * safe to show to the user, and optional per-field messages.
 */
/**
 * Per-field messages keyed by field path. A null-prototype object, so that a key sent by the client such as
 * `__proto__` is an ordinary key and never reaches Object.prototype.
 */
export class FieldErrors {
  readonly byField: Record<string, string[]> = Object.create(null) as Record<string, string[]>;

  add(field: string, message: string): void {
    const messages = Object.hasOwn(this.byField, field) ? this.byField[field] : undefined;
    if (messages) messages.push(message);
    else this.byField[field] = [message];
  }

  /** "field: first message", for the reply's message. */
  summary(fallback: string): string {
    const [field, messages] = Object.entries(this.byField)[0] ?? [];
    return field ? `${field}: ${messages?.[0]}` : fallback;
  }
}

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

  /** A 400 for a body that is not well-formed multipart/form-data (a truncated or garbled form). */
  static malformedForm(): AppError {
    return new AppError('BAD_REQUEST', 'The form data could not be read. Please send the form again.');
  }

  static badRequest(message: string, fieldErrors?: Record<string, string[]>): AppError {
    return new AppError(fieldErrors ? 'VALIDATION_ERROR' : 'BAD_REQUEST', message, fieldErrors);
  }
}
