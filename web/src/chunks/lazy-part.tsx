import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

/** React.lazy over a loader that gives the component itself, under the chunk timeout. */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => withChunkTimeout(load()).then((component) => ({ default: component })));
}

/**
 * A part of the page that no first paint shows, its code in a chunk of its own loaded once it
 * renders: `fallback` (nothing by default) until the code arrives, and for good if it never does.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Part = lazyComponent(load);
  function LazyPart(props: Props) {
    return (
      <FallbackOnError fallback={fallback}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </FallbackOnError>
    );
  }
  return LazyPart;
}
