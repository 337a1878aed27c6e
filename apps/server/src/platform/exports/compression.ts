import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/**
 * Route option of the export routes for @fastify/compress. A CSV export is tens of megabytes
 * compressed while it streams, and at the app's default levels (gzip 6, brotli 4) the
 * compression costs the process more CPU than reading and writing the rows. The fastest
 * levels still make a CSV four to five times smaller. XLSX files are zip archives already
 * and are sent as they are (their content type is not compressible).
 */
export const EXPORT_COMPRESSION: {
  encodings: ('br' | 'gzip')[];
  threshold: number;
  zlibOptions: ZlibOptions;
  brotliOptions: BrotliOptions;
} = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  zlibOptions: { level: constants.Z_BEST_SPEED },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};
