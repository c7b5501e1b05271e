/**
 * A stand-in platform for the session's own rules, answering the contract's examples: sign-in sets a
 * refresh cookie, getUserInformation answers the example member for the current access token and 401 for
 * any other, and refresh-token rotates both. Its calls are recorded (upstream-double.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../../../scripts/lib/processes.ts';
import { json, startUpstreamDouble, type UpstreamDouble } from './upstream-double.ts';

const spec = parse(readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8'), { maxAliasCount: -1 }) as {
  components: { examples: Record<string, { value: unknown }> };
};
/** The contract's example member (getUserInformation's first example). */
export const memberUser = spec.components.examples.MemberUser!.value as Record<string, unknown>;

export interface StubPlatform extends UpstreamDouble {
  /** The access token getUserInformation accepts; others get 401 (an expired one, say). */
  access: string;
  /** How many refresh calls reached it. */
  refreshes: () => number;
}

export async function startStubPlatform(): Promise<StubPlatform> {
  let generation = 0;
  const state = { access: 'access-0' };
  const double = await startUpstreamDouble((request, response) => {
    const path = request.url.split('?', 1)[0];
    if (path === '/auth/sign-in')
      return json(
        response,
        200,
        { user: memberUser, token: state.access, two_factor_needed: false },
        {
          'set-cookie': `refresh_token=refresh-${generation}; Path=/auth; HttpOnly`,
        },
      );
    if (path === '/auth/refresh-token') {
      generation += 1;
      state.access = `access-${generation}`;
      return json(
        response,
        200,
        { token: state.access },
        {
          'set-cookie': `refresh_token=refresh-${generation}; Path=/auth; HttpOnly`,
        },
      );
    }
    if (path === '/user/information')
      return request.headers.authorization === `Bearer ${state.access}`
        ? json(response, 200, memberUser)
        : json(response, 401, { message: 'Your session has expired', code: 'UNAUTHORIZED' });
    return json(response, 404, { message: 'not in the stub', code: 'NOT_FOUND' });
  });
  // Accessors on the double itself (Object.assign would copy the access token's value once).
  Object.defineProperty(double, 'access', {
    get: () => state.access,
    set: (value: string) => (state.access = value),
  });
  return Object.assign(double as UpstreamDouble & { access: string }, {
    refreshes: () => double.received.filter((request) => request.url.startsWith('/auth/refresh-token')).length,
  });
}
