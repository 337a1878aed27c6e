import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertSafeKey, isSafeKey, PUBLIC_FILES_PREFIX, type Storage } from './storage.js';

/** Files under one directory, one file per key. The default backend. */
export function createLocalStorage(root: string, publicPrefix = PUBLIC_FILES_PREFIX): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const missing = (error: unknown) =>
    (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR';
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the file and renamed into place: a write that fails half-way (a full disk)
      // leaves no truncated file under the key, only an error (503 STORAGE_UNAVAILABLE).
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async open(key) {
      if (!isSafeKey(key)) return null;
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async copy(sourceKey, targetKey) {
      const target = resolve(targetKey);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(resolve(sourceKey), target);
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `${publicPrefix}/${key}`,
  };
}
