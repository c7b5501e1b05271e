/** The platform and BFF as the benchmarks run them, and signing the demo member in to either. */
import { randomBytes } from 'node:crypto';
import { startBff, startPlatform, type Service } from '../lib/processes.ts';

export const MEMBER = { login: 'demo-member', password: 'Demo-Password-1' };

/** An in-memory platform with the demo data; quiet, so logging does not weigh on the figures. */
export function startBenchPlatform(accessTokenTtlSeconds: number): Promise<Service> {
  return startPlatform({
    databaseUrl: ':memory:',
    env: { LOG_LEVEL: 'warn', DEMO: 'true', ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds) },
  });
}

/**
 * A BFF as production runs it: no answer validation, a real session secret, quiet logs. With
 * BENCH_CPU_PROF=<directory>, it writes a V8 CPU profile there when it stops (Chrome DevTools opens it).
 */
export function startBenchBff(platformUrl: string): Promise<Service> {
  const profileDir = process.env.BENCH_CPU_PROF;
  return startBff({
    platformUrl,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...(profileDir && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }),
    },
  });
}

async function signIn(url: string, headers: Record<string, string>): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(MEMBER),
  });
  if (response.status !== 200)
    throw new Error(`sign-in at ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A platform access token of the demo member. */
export async function platformToken(platform: Service): Promise<string> {
  const body = (await (await signIn(`${platform.url}/auth/sign-in`, {})).json()) as { token?: string };
  if (!body.token) throw new Error('the platform answered no token');
  return body.token;
}

/** The `Cookie` header of a BFF session of the demo member. */
export async function bffSessionCookie(bff: Service): Promise<string> {
  const response = await signIn(`${bff.url}/account/api/auth/sign-in`, { 'x-csrf': '1' });
  await response.body?.cancel();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
  if (!cookie) throw new Error('the BFF set no session cookie');
  return cookie.split(';')[0]!;
}

export async function stopAll(services: (Service | undefined)[]): Promise<void> {
  for (const service of services.reverse()) await service?.stop();
}
