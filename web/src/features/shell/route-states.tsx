import { useMatch, type ErrorComponentProps } from '@tanstack/react-router';
import { Suspense } from 'react';
import { whenPainted } from '../../chunks/after-paint.ts';
import { isChunkLoadError } from '../../chunks/chunk-timeout.ts';
import { FallbackOnError, lazyComponent } from '../../chunks/lazy-part.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * The router's default pending and error screens: a page's frame with its loading state or its failure
 * (page-states.tsx). Every route has them without naming them, so that the entry chunk, which holds
 * every route's definition, does not name two more chunks per route. Their one chunk comes once the
 * first signed-in page has painted (preloadPageStates), or when first needed.
 */
const loadPageStates = () => import('./page-states.tsx');
const PagePending = lazyComponent(() => loadPageStates().then((module) => module.PagePending));
const PageError = lazyComponent(() => loadPageStates().then((module) => module.PageError));

export const preloadPageStates = () => whenPainted(() => void loadPageStates().catch(() => undefined));

const useFullPath = (): string => useMatch({ strict: false }).fullPath;

export function RoutePending() {
  return (
    <FallbackOnError fallback={null}>
      <Suspense fallback={null}>
        <PagePending path={useFullPath()} />
      </Suspense>
    </FallbackOnError>
  );
}

/** A page whose script did not load offers a reload (RouteErrorPage); any other failure shows in its frame. */
export function RouteError({ error }: ErrorComponentProps) {
  const path = useFullPath();
  const page = <RouteErrorPage error={error} />;
  if (isChunkLoadError(error)) return page;
  return (
    <FallbackOnError fallback={page}>
      <Suspense fallback={null}>
        <PageError path={path} error={error} />
      </Suspense>
    </FallbackOnError>
  );
}
