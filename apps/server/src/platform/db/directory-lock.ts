import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  release(): void;
}

export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    const holder = pid === process.pid ? 'this process already has it open' : `another Stagedoor process (pid ${pid}) uses it`;
    super(
      `The data directory ${dataDir} is locked: ${holder}. ` +
        'The embedded database allows one process at a time: stop the other process, use another DATA_DIR, ' +
        'or set DATABASE_URL to run several processes against PostgreSQL.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

/** Lock files this process holds; a lock file with our own pid is only stale when it is not one of them. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory corrupt it,
 * so the server holds an exclusive lock file (created with O_EXCL) for its lifetime.
 * A lock left by a process that no longer runs is taken over. Within one process the
 * directory can be open once too: a second open would corrupt it just the same.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const file = path.join(dataDir, 'stagedoor.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        heldByThisProcess.delete(file);
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      const live = pid === process.pid ? heldByThisProcess.has(file) : Number.isInteger(pid) && pid > 0 && isAlive(pid);
      if (live) throw new DataDirectoryLockedError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
