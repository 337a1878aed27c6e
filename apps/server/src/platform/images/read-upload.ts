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

/** Reads one multipart file (sent as `fileField`, or one of its aliases) and the plain fields sent with it. */
export async function readUpload(request: FastifyRequest, fileField: string, aliases: string[] = []): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', { errors: { [fileField]: ['validation.required'] } });
  let file: { buffer: Buffer; fileName: string } | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileField);
        throw error;
      }
      if (part.file.truncated) throw tooLarge(fileField);
      if ((part.fieldname === fileField || aliases.includes(part.fieldname)) && !file) file = { buffer, fileName: part.filename || 'upload' };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file || file.buffer.length === 0) throw new AppError('VALIDATION_ERROR', { errors: { [fileField]: ['validation.required'] } });
  return { ...file, fields };
}
