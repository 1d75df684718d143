import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export interface MultipartFile {
  fieldName: string;
  fileName: string;
  bytes: Uint8Array;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: MultipartFile[];
}

const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a whole multipart form with limits. A file over `maxFileBytes` raises `tooLarge`; a part that is
 * not expected raises a 400 naming it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxFileBytes: number; fileFields: string[]; textFields: string[]; tooLarge: AppError },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: options.maxFileBytes,
        files: options.fileFields.length,
        fields: options.textFields.length + 2,
        parts: options.fileFields.length + options.textFields.length + 2,
        fieldSize: MAX_FIELD_BYTES,
      },
    })) {
      if (part.type === 'file') {
        if (!options.fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw AppError.badRequest(`Unexpected file field "${part.fieldname}".`);
        }
        const buffer = await part.toBuffer();
        form.files.push({
          fieldName: part.fieldname,
          fileName: part.filename || 'resume',
          bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
        });
      } else {
        if (!options.textFields.includes(part.fieldname)) {
          throw AppError.badRequest(`Unexpected form field "${part.fieldname}".`);
        }
        if (part.valueTruncated) throw AppError.badRequest(`The field "${part.fieldname}" is too long.`);
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge;
    // Our own refusals and the plugin's limit errors (FST_…) carry their status; anything else is the
    // parser failing on a truncated or garbled body.
    if (error instanceof AppError || code?.startsWith('FST_')) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw AppError.malformedForm();
  }
  return form;
}
