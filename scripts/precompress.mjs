// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the
// web app's build, so the server sends them as they are (preCompressed) instead of
// compressing the same bytes on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders (Vite's .vite/manifest.json) are build metadata, never sent.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

export function precompress(dir) {
  let written = 0;
  for (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: path.extname(file) === '.svg' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // Even a small file gets its copies: without one the server would compress it on every request.
    // A copy that is not smaller is not worth sending; the server falls back to the plain file.
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
  console.log(`Precompressed ${precompress(dir)} files in ${dir}`);
}
