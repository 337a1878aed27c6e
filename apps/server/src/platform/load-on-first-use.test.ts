import { describe, expect, it } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use.js';

describe('loadOnFirstUse', () => {
  it('imports once for every caller, also for callers that come while the import runs', async () => {
    let imports = 0;
    const load = loadOnFirstUse(async () => {
      imports += 1;
      return (await import('node:zlib')).brotliCompressSync;
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(imports).toBe(1);
  });

  it('tries again after a failed import', async () => {
    let imports = 0;
    const load = loadOnFirstUse(async () => {
      imports += 1;
      if (imports === 1) return import('a-library-that-is-not-installed' as string);
      return import('node:path');
    });
    await expect(load()).rejects.toThrow();
    await expect(load()).resolves.toHaveProperty('join');
    expect(imports).toBe(2);
  });
});
