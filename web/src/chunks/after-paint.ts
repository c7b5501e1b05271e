import { startTransition, useEffect, useState } from 'react';

// Open unless the app's start-up holds it (holdUntilFirstPage): a component alone has painted once mounted.
let firstPage: Promise<void> = Promise.resolve();

/**
 * Keeps whenPainted waiting until the function it gives is called, once the first page is on screen.
 * The start-up paints index.html's loader while the router loads the page; a frame of the loader is not
 * the page, and what waits for a paint would otherwise compete with the page's own code and data.
 */
export function holdUntilFirstPage(): () => void {
  let release!: () => void;
  firstPage = new Promise((resolve) => (release = resolve));
  return release;
}

/**
 * Calls `callback` once what the page has rendered is on screen and the browser has a moment; gives a
 * function that cancels it.
 *
 * For what a page can show without (a menu's overlay code, the toaster, the form schemas, the
 * notifications' dot): asked for earlier, it competes with the page's own code and data for the
 * network and the main thread, and the page's largest text shows later. A frame callback runs before
 * that frame's paint, a task queued from it after; the idle callback (where the browser has one) then
 * waits for the frame to be presented and the main thread to be free, a second at most.
 */
export function whenPainted(callback: () => void): () => void {
  let cancelled = false;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  void firstPage.then(() => {
    if (cancelled) return;
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(callback, { timeout: 1000 });
        else callback();
      });
    });
  });
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * False on a component's first render, true once it is on screen (whenPainted); true from the start
 * when there is nothing to wait for (`ready`: the part's code is already here).
 *
 * Rendered at once, a part whose code is in a chunk of its own suspends the page's first render, a
 * transition, until that code has arrived: the page would not show before it. The switch is a
 * transition too, so that what was shown until then (a placeholder) stays until the code is there.
 */
export function useAfterPaint(ready = false): boolean {
  const [painted, setPainted] = useState(ready);
  useEffect(() => {
    if (!painted) return whenPainted(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
