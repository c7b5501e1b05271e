/**
 * Debian packages that npm cannot bring (nginx and wrk for the benchmarks), installed with apt-get when
 * the program they provide is missing — the same way the e2e suite gets its Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`${command} ${args.join(' ')} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * Installs the Debian packages whose programs are missing (needs root and apt-get); `programs` maps a
 * package name to the absolute path of the program it must provide.
 */
export function ensureDebianPackages(programs: Record<string, string>): void {
  const missing = Object.entries(programs).filter(([, path]) => !existsSync(path));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name);
  const list = names.join(' ');
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missing.map(([, path]) => path).join(', ')} missing and this process is not root: install Debian's ` +
        `packages first (as root: apt-get update && apt-get install -y ${list}).`,
    );
  }
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error(`There is no apt-get to install Debian's ${list}.`);
  }
  console.log(`Installing Debian's ${list}`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...names]);
  for (const [name, path] of missing) {
    if (!existsSync(path)) throw new Error(`apt-get installed ${name} but ${path} is still missing.`);
  }
}
