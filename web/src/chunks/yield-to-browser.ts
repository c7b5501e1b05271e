/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer input in
 * between: what runs before and after are two tasks instead of one long one. scheduler.yield resumes
 * ahead of other queued work; where it is missing, a timer does the same, a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
