import type { LinkProps } from '@tanstack/react-router';
import { Link } from '../link/link.tsx';
import * as styles from './breadcrumbs.css.ts';

export interface Crumb {
  name: string;
  path: NonNullable<LinkProps['to']>;
}

/**
 * The breadcrumb bar: one link per crumb, the last one the current page (aria-current, not a link).
 * The nav landmark carries `label`. A plain ordered list around react-aria links: react-aria's
 * Breadcrumbs would add its collection machinery (some 5 kB) to every framed page's first load, for
 * a list that has no keyboard behaviour of its own.
 */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <ol className={styles.list}>
        {items.map((crumb, index) => (
          <li key={`${index}:${crumb.path}`} className={styles.item}>
            {index === items.length - 1 ? (
              <span className={styles.current} aria-current="page">
                {crumb.name}
              </span>
            ) : (
              <>
                <Link to={crumb.path}>{crumb.name}</Link>
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
