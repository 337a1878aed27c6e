/** Writes .br and .gz copies of the compressible files under `dir`; answers how many files it compressed. */
export function precompress(dir: string): number;
