/**
 * The suites that serve pages need a built web app. `npm test` builds it before them; this covers running
 * one suite on its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/processes.ts';

export function buildWebIfMissing(): void {
  const web = join(repoRoot, 'web');
  if (existsSync(join(web, 'dist', 'index.html'))) return;
  console.log('web/dist/index.html is missing: building the web app');
  const build = spawnSync(join(repoRoot, 'node_modules', '.bin', 'vite'), ['build'], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`vite build in web/ exited with ${build.status}`);
}
