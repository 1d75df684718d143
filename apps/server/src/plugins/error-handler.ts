import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ApiError, type ErrorCode } from '@careerlens/contracts';
import { AppError, FieldErrors } from '../errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify and plugin error codes that are the client's fault, with the message we show for them. */
const KNOWN_CLIENT_ERRORS: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: "The body cannot be empty when content-type is 'application/json'.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The content length is invalid.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'FILE_TOO_LARGE', message: 'The file is too large.' },
  FST_FILES_LIMIT: { code: 'BAD_REQUEST', message: 'Send one file at a time.' },
  FST_FIELDS_LIMIT: { code: 'BAD_REQUEST', message: 'Too many form fields.' },
  FST_PARTS_LIMIT: { code: 'BAD_REQUEST', message: 'Too many form parts.' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'The request contains a forbidden property name.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send this form as multipart/form-data.',
  },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR' },
};

function fieldKey(instancePath: string | undefined, fallback: string): string {
  const key = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return key || fallback;
}

function validationReply(error: FastifyError): ApiError {
  const fieldErrors = new FieldErrors();
  for (const issue of error.validation ?? []) {
    const unknownKeys =
      issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
    const keys = unknownKeys?.length
      ? unknownKeys
      : [fieldKey(issue.instancePath, error.validationContext ?? 'body')];
    const message = unknownKeys?.length ? 'This field is not allowed.' : (issue.message ?? 'Invalid value');
    for (const key of keys) fieldErrors.add(key, message);
  }
  const message = fieldErrors.summary('The request is not valid.');
  return { code: 'VALIDATION_ERROR', message, fieldErrors: fieldErrors.byField };
}

/** One error model: every error reply is {code, message, fieldErrors?}; 5xx never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { code: error.code, message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error.code === 'RATE_LIMITED') reply.header('retry-after', '60');
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(validationReply(error));
    }
    const known = error.code ? KNOWN_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply
        .status(ERROR_STATUS[known.code])
        .send({ code: known.code, message: known.message ?? error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      // Messages of other 4xx errors come from the framework's parsers and say what was wrong.
      return reply.status(status).send({ code, message: error.message || 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE });
  });
}
