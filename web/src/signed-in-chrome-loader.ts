import { useEffect, useReducer } from 'react';
import { loadOnce } from './chunks/load-once.ts';

/**
 * A part of the frame in a chunk of its own: its loader, which routes await so that a page and its
 * menus show together, with no shift; and a hook that gives the module once it is here, else undefined
 * (a page that did not wait for it loads it and renders again when it arrives; if it cannot load, the
 * page goes on without it).
 */
function framePart<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  const ensure = loadOnce(() =>
    load().then((module) => {
      loaded = module;
      return module;
    }),
  );
  function useLoaded(wanted: boolean): M | undefined {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!wanted || loaded) return;
      let current = true;
      ensure().then(
        () => current && arrived(),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted]);
    return wanted ? loaded : undefined;
  }
  return [ensure, useLoaded] as const;
}

/** The signed-in user's frame (side menu, bell, profile menu): every protected route waits for it. */
export const [loadSignedInChrome, useSignedInChrome] = framePart(() => import('./signed-in-chrome.tsx'));

/** The admin menu, which members never load: the admin routes wait for it. */
export const [loadAdminMenu, useAdminMenu] = framePart(() => import('./features/shell/admin-menu.tsx'));
