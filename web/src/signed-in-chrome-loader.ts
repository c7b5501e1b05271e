import { useEffect, useReducer } from 'react';
import { loadOnce } from './chunks/load-once.ts';
// A type only: the module itself is imported below, when it is needed.
import type * as SignedInChromeModule from './signed-in-chrome.tsx';

type SignedInChrome = typeof SignedInChromeModule;

let loaded: SignedInChrome | undefined;

/**
 * Loads the signed-in user's frame (menus, bell, profile menu). The protected routes wait for it
 * before they render, so a member's page and its menus show together, with no shift.
 */
export const loadSignedInChrome = loadOnce(() =>
  import('./signed-in-chrome.tsx').then((module) => {
    loaded = module;
    return module;
  }),
);

/**
 * The signed-in user's frame once its code is there, else undefined: a protected route has always
 * loaded it; a public page seen by a signed-in user loads it here and renders again when it arrives.
 * If it cannot load, the page goes on without it.
 */
export function useSignedInChrome(signedIn: boolean): SignedInChrome | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!signedIn || loaded) return;
    let current = true;
    loadSignedInChrome().then(
      () => current && arrived(),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn]);
  return signedIn ? loaded : undefined;
}
