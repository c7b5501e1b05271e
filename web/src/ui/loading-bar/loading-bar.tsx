import * as styles from './loading-bar.css.ts';

/**
 * The thin bar across the top of the page while something loads. An indeterminate progress bar,
 * named by `label`; nothing at all when idle, so it is never announced for nothing.
 */
export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={label}>
      <div className={styles.bar} />
    </div>
  );
}
