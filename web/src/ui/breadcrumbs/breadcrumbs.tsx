import type { LinkProps } from '@tanstack/react-router';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs } from 'react-aria-components';
import { Link } from '../link/link.tsx';
import * as styles from './breadcrumbs.css.ts';

export interface Crumb {
  name: string;
  path: NonNullable<LinkProps['to']>;
}

/**
 * The breadcrumb bar: one link per crumb, the last one the current page (aria-current, not a link).
 * The nav landmark carries `label`.
 */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <AriaBreadcrumbs className={styles.list}>
        {items.map((crumb, index) => (
          <Breadcrumb key={`${index}:${crumb.path}`} className={styles.item}>
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
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
