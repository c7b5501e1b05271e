import { useEffect } from 'react';
import type * as AuthZod from '../../api/generated/zod/auth/auth.zod.ts';
import { whenPainted } from '../../chunks/after-paint.ts';
import { loadOnce } from '../../chunks/load-once.ts';

type AuthSchemas = typeof AuthZod;

/**
 * The contract's zod schemas of the sign-in forms, out of the sign-in page's first paint: zod weighs
 * more than the page itself. They load once the page shows (useAuthSchemasSoon) and a submit awaits
 * them; a load that failed is tried again at the next call.
 */
export const loadAuthSchemas: () => Promise<AuthSchemas> = loadOnce(
  () => import('../../api/generated/zod/auth/auth.zod.ts'),
);

/**
 * The schemas, or nothing when their script could not be loaded: the form then sends what was typed
 * and shows the server's field errors, which says the same (the BFF checks against the same contract).
 */
export const authSchemasOrNothing = (): Promise<AuthSchemas | undefined> => loadAuthSchemas().catch(() => undefined);

/** Starts loading the schemas once the page has painted, so that a submit seldom waits for them. */
export function useAuthSchemasSoon(): void {
  useEffect(() => whenPainted(() => void authSchemasOrNothing()), []);
}
