/** A PostgreSQL server of a test's own (initdb into a temp dir), which the test may restart and stop. */
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './crash-processes.js';

const run = promisify(execFile);
export const PG_BIN = process.env.PG_BIN ?? '/usr/local/bin';
export const hasPostgresBinaries = ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(PG_BIN, name)));

/** initdb and postgres refuse to run as root (CI runs the tests as root): there they run as the `postgres` user. */
async function asServerUser(command: string, args: string[]): Promise<void> {
  const binary = path.join(PG_BIN, command);
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
  else await run(binary, args);
}

async function uidOf(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface PgCluster {
  port: number;
  /** The address of one of its databases (`postgres` is there from the start). */
  url(database?: string): string;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: open connections are cut (57P01), the server is back once it returns. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server if it runs and removes its files. */
  destroy(): Promise<void>;
}

export async function createCluster(): Promise<PgCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'stagedoor-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = await uidOf('postgres');
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  await asServerUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  // In the cluster's configuration, so that a restart keeps it; its socket in its own directory.
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\nmax_connections = 60\n`,
  );
  const ctl = (...args: string[]) =>
    asServerUser('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-w', '-t', '30', ...args]);
  let running = false;
  const cluster: PgCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await ctl('start');
      running = true;
    },
    async restart() {
      await ctl('restart', '-m', 'fast');
      running = true;
    },
    async stop() {
      await ctl('stop', '-m', 'fast');
      running = false;
    },
    async destroy() {
      if (running) await ctl('stop', '-m', 'immediate').catch(() => undefined);
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
