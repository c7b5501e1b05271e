/**
 * A throwaway PostgreSQL server for tests and benchmarks: a fresh cluster in a temp folder, listening on
 * 127.0.0.1 only, on a free port, with its unix socket inside that folder so it never meets a system
 * server. Debian's `postgresql` package is installed when no server binaries are found. initdb refuses to
 * run as root, so as root the cluster belongs to `nobody`.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.ts';

const run = promisify(execFile);

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE, trust authentication. */
  url: string;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** Name of the database created for the caller (default `platform`). */
  database?: string;
  /** Log what is happening (installing, starting). */
  log?: (message: string) => void;
}

const TOOLS = ['initdb', 'pg_ctl', 'postgres', 'createdb'] as const;
const UNPRIVILEGED_USER = 'nobody';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAllTools(dir: string): boolean {
  return TOOLS.every((tool) => isExecutable(join(dir, tool)));
}

/** A folder holding initdb, pg_ctl, postgres and createdb: on PATH, else Debian's versioned folders, newest first. */
function findBinDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && hasAllTools(dir)) return dir;
  }
  const debianRoot = '/usr/lib/postgresql';
  if (!existsSync(debianRoot)) return undefined;
  const versions = readdirSync(debianRoot)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = join(debianRoot, version, 'bin');
    if (hasAllTools(dir)) return dir;
  }
  return undefined;
}

const isRoot = (): boolean => process.getuid?.() === 0;

function installPostgres(log: (message: string) => void): void {
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found on PATH or under /usr/lib/postgresql/*/bin, ' +
        'and installing them needs root. Install them with: sudo apt-get install -y postgresql',
    );
  }
  log('PostgreSQL not found: installing the postgresql package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Debian's package starts a cluster of its own on port 5432 unless service starts are refused; we run ours.
  const policy = '/usr/sbin/policy-rc.d';
  const addedPolicy = !existsSync(policy);
  if (addedPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'pipe'], env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Installing PostgreSQL with apt-get failed: ${(error as Error).message}\n${stderr}`, {
      cause: error,
    });
  } finally {
    if (addedPolicy) rmSync(policy, { force: true });
  }
}

interface Account {
  uid: number;
  gid: number;
}

function unprivilegedAccount(): Account {
  try {
    const uid = Number(execFileSync('id', ['-u', UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch (error) {
    throw new Error(`initdb refuses to run as root, and the user "${UNPRIVILEGED_USER}" to run it as was not found`, {
      cause: error,
    });
  }
}

/** Runs a PostgreSQL tool, as `nobody` when we are root; cwd is the cluster folder, which that user can enter. */
async function runTool(
  binDir: string,
  tool: string,
  args: string[],
  cwd: string,
  asUser: Account | undefined,
): Promise<string> {
  const command = asUser ? 'setpriv' : join(binDir, tool);
  const fullArgs = asUser
    ? [`--reuid=${asUser.uid}`, `--regid=${asUser.gid}`, '--clear-groups', '--', join(binDir, tool), ...args]
    : args;
  try {
    const { stdout } = await run(command, fullArgs, {
      cwd,
      env: { ...process.env, LC_ALL: 'C', PGTZ: 'UTC' },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${(error as Error).message}\n${stdout}${stderr}`, {
      cause: error,
    });
  }
}

export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresServer> {
  const log = options.log ?? (() => undefined);
  const database = options.database ?? 'platform';
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Invalid database name: ${database}`);

  let binDir = findBinDir();
  if (!binDir) {
    installPostgres(log);
    binDir = findBinDir();
    if (!binDir)
      throw new Error('The postgresql package is installed but initdb, pg_ctl and postgres are still not found');
  }

  const asUser = isRoot() ? unprivilegedAccount() : undefined;
  // As root, under /tmp: the unprivileged user must be able to reach the folder, which TMPDIR may not allow.
  const root = mkdtempSync(join(asUser ? '/tmp' : tmpdir(), 'pg-test-'));
  if (asUser) chownSync(root, asUser.uid, asUser.gid);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');

  let started = false;
  let stopped: Promise<void> | undefined;
  const stopSync = (): void => {
    // Last resort when the process exits without calling stop(): never leave a server behind.
    if (started && !stopped) {
      try {
        execFileSync(
          asUser ? 'setpriv' : join(binDir, 'pg_ctl'),
          [
            ...(asUser
              ? [`--reuid=${asUser.uid}`, `--regid=${asUser.gid}`, '--clear-groups', '--', join(binDir, 'pg_ctl')]
              : []),
            '-D',
            dataDir,
            '-m',
            'immediate',
            'stop',
          ],
          { cwd: root, stdio: 'ignore' },
        );
      } catch {
        /* already gone */
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopSync);

  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      process.removeListener('exit', stopSync);
      try {
        if (started) await runTool(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], root, asUser);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    })();
    return stopped;
  };

  try {
    await runTool(
      binDir,
      'initdb',
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
      root,
      asUser,
    );
    // A port that was free a moment ago may be taken by the time the server binds it: try a few.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const serverOptions = [
        `-p ${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories='${root}'`,
        // A test cluster trades durability for speed: nothing in it must survive a crash.
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        await runTool(
          binDir,
          'pg_ctl',
          ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '30', 'start'],
          root,
          asUser,
        );
        started = true;
        break;
      } catch (error) {
        const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        if (attempt < 3 && /could not bind|address already in use/i.test(serverLog)) continue;
        throw new Error(`${(error as Error).message}\n${serverLog}`, { cause: error });
      }
    }
    await runTool(
      binDir,
      'createdb',
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database],
      root,
      asUser,
    );
    log(`PostgreSQL ready on 127.0.0.1:${port} (database ${database})`);
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
