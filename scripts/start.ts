/**
 * `npm start`: generate from the contract, build the web app, start the platform (migrations and
 * demo data on first run, DEMO=1) and the BFF, and print where to go.
 *   --mock  the BFF in front of Prism's mock of openapi.yaml instead of the platform (npm run start:mock)
 *   --dev   also the Vite dev server with hot reload in front of the BFF (npm run dev)
 */
import './check-node.ts';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startBff, startPlatform, startPrismMock, waitForHttp, type Service } from './lib/processes.ts';

const args = new Set(process.argv.slice(2));
const mock = args.has('--mock');
const dev = args.has('--dev');
const bffPort = Number(process.env.PORT ?? 8080);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4010);
const npm = (script: string[]): void => {
  execFileSync('npm', script, { cwd: repoRoot, stdio: 'inherit' });
};

const services: Service[] = [];
let stopping = false;
async function stopAll(code: number): Promise<void> {
  // A service exiting while we stop the others calls this again: let the first call finish the job.
  if (stopping) return;
  stopping = true;
  for (const service of services.reverse()) await service.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  npm(['run', 'generate']);
  if (!dev) npm(['run', 'build', '-w', 'web']);

  let upstream: Service;
  if (mock) {
    upstream = await startPrismMock({ port: 4011, inheritOutput: true });
  } else {
    mkdirSync(join(repoRoot, 'data'), { recursive: true, mode: 0o700 });
    upstream = await startPlatform({
      port: platformPort,
      databaseUrl: process.env.DATABASE_URL ?? join(repoRoot, 'data', 'platform.sqlite'),
      inheritOutput: true,
      // The demo accounts of the quick start; DEMO=0 npm start leaves them out.
      env: { DEMO: process.env.DEMO ?? '1' },
    });
  }
  services.push(upstream);
  const bff = await startBff({
    port: bffPort,
    platformUrl: upstream.url,
    inheritOutput: true,
    env: { HOST: process.env.HOST ?? 'localhost' },
  });
  services.push(bff);
  for (const service of services) service.child.once('exit', () => void stopAll(1));

  let appUrl = `http://localhost:${bffPort}/account/`;
  if (dev) {
    const vite = spawn(join(repoRoot, 'node_modules', '.bin', 'vite'), ['--port', '5173', '--strictPort'], {
      cwd: join(repoRoot, 'web'),
      stdio: 'inherit',
      env: { ...process.env, BFF_URL: `http://localhost:${bffPort}` },
    });
    vite.once('exit', () => void stopAll(1));
    process.on('exit', () => vite.kill());
    appUrl = 'http://localhost:5173/account/';
    await waitForHttp(appUrl);
  }

  const line = '-'.repeat(72);
  console.log(`\n${line}`);
  console.log(`  The back-office is running: ${appUrl}`);
  console.log(`  API docs: http://localhost:${bffPort}/account/api/docs`);
  console.log(
    mock ? '  Upstream: Prism mock of openapi.yaml on http://127.0.0.1:4011' : `  Platform API: ${upstream.url}`,
  );
  if (!mock) {
    console.log('\n  Demo accounts (password Demo-Password-1, transaction password Demo-Tx-1):');
    console.log('    demo-admin    administrator');
    console.log('    demo-member   member, sponsored by demo-admin');
    console.log('    demo-2fa      member with 2FA, TOTP secret JBSWY3DPEHPK3PXP');
    console.log('    demo-admin2   second administrator, approves what demo-admin proposes');
  }
  console.log(`  Stop with Ctrl+C.\n${line}\n`);
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
