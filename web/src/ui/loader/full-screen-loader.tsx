import * as styles from './loader.css.ts';

/** Covers the page while something the whole app needs is loading; announced by its label. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.fullScreen} role="status" aria-label={label}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
