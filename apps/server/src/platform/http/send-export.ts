import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ExportAborted, type ExportFile } from '../exports/export-file.js';

/**
 * Answers the request with the file. Rows are pulled only as fast as the client
 * reads; a failure after the first byte ends the response early, which the client
 * sees as a truncated download rather than a wrong file. What writing needs is loaded
 * before the answer starts, so a failure to load it is answered as the error it is.
 */
export async function sendExport(reply: FastifyReply, file: ExportFile): Promise<FastifyReply> {
  await file.prepare();
  const out = new PassThrough();
  const safeName = file.filename.replace(/[^A-Za-z0-9._-]+/g, '-');
  file.write(out).catch((error: unknown) => {
    if (error instanceof ExportAborted) {
      reply.log.info({ filename: file.filename }, 'export stopped: the client went away');
      return;
    }
    reply.log.error({ err: error }, 'export failed while streaming');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${safeName}.${file.format}"`)
    .header('x-total-count', String(file.total))
    .header('access-control-expose-headers', 'X-Total-Count, Content-Disposition')
    .header('cache-control', 'no-store')
    .send(out);
}
