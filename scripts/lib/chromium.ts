/**
 * The browser for the e2e suite is Debian's Chromium, driven by playwright-core: nothing downloads a
 * browser build of its own (the machines reach only the package registries, and Debian's is one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Headless in a container: no sandbox (no user namespaces), no GPU, and nothing that calls home.
// Also what the Lighthouse benchmark starts Chromium with.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`${command} ${args.join(' ')} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** Installs Debian's `chromium` package when /usr/bin/chromium is missing (needs root and apt-get). */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM_PATH} is missing and this process is not root: install Debian's package first ` +
        '(as root: apt-get update && apt-get install -y chromium).',
    );
  }
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error(`${CHROMIUM_PATH} is missing and there is no apt-get to install Debian's chromium package.`);
  }
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
  }
}

/** Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
