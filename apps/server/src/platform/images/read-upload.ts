import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

export interface Upload {
  buffer: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

function tooLarge(field: string): AppError {
  return new AppError('VALIDATION_ERROR', { errors: { [field]: ['validation.image_too_large'] } });
}

/**
 * Limits reached while reading keep their own answers; anything else the multipart parser
 * throws (no boundary, a body cut short, a malformed part) means the body could not be read.
 */
function uploadError(error: unknown, fileField: string): unknown {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(fileField);
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new AppError('VALIDATION_ERROR', { message: 'error.UNREADABLE_REQUEST' });
}

/** Reads one multipart file (sent as `fileField`, or one of its aliases) and the plain fields sent with it. */
export async function readUpload(request: FastifyRequest, fileField: string, aliases: string[] = []): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', { errors: { [fileField]: ['validation.required'] } });
  let file: { buffer: Buffer; fileName: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(fileField);
        if ((part.fieldname === fileField || aliases.includes(part.fieldname)) && !file)
          file = { buffer, fileName: part.filename || 'upload' };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, fileField);
  }
  if (!file || file.buffer.length === 0) throw new AppError('VALIDATION_ERROR', { errors: { [fileField]: ['validation.required'] } });
  return { ...file, fields };
}
