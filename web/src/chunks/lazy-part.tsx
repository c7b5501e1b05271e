import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterPaint } from './after-paint.ts';
import { withChunkTimeout } from './chunk-timeout.ts';

/** Renders `fallback` instead of its children once they failed: a part of a page, not the page. */
export class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * React.lazy over a loader that gives the component itself, under the chunk timeout; `isLoaded()` says
 * whether its code is here, when it renders without suspending.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded = false;
  const component = lazy(() =>
    withChunkTimeout(load()).then((loadedComponent) => {
      loaded = true;
      return { default: loadedComponent };
    }),
  );
  return Object.assign(component, { isLoaded: () => loaded });
}

/**
 * A part of the page that no first paint shows, its code in a chunk of its own loaded once the page
 * is on screen: `fallback` (nothing by default) until the code arrives, and for good if it never does.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Part = lazyComponent(load);
  function LazyPart(props: Props) {
    const painted = useAfterPaint(Part.isLoaded());
    // The same boundary before and after the paint, so that the switch keeps what it shows.
    return (
      <FallbackOnError fallback={fallback}>
        <Suspense fallback={fallback}>{painted ? <Part {...props} /> : fallback}</Suspense>
      </FallbackOnError>
    );
  }
  return LazyPart;
}
