import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import type { MenuEntry } from './menu.ts';
import * as styles from './shell.css.ts';

/**
 * A menu as a nav landmark of links; the link of the current page has aria-current="page". Groups
 * are a label over their own list.
 */
export function MenuNav({ entries, label }: { entries: MenuEntry[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.menuNav}>
      <MenuList entries={entries} />
    </nav>
  );
}

function MenuList({ entries, labelledBy }: { entries: MenuEntry[]; labelledBy?: string }) {
  return (
    <ul className={styles.menuList} aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <MenuItem key={entry.key} entry={entry} />
      ))}
    </ul>
  );
}

function MenuItem({ entry }: { entry: MenuEntry }) {
  const intl = useIntl();
  const labelId = useId();
  if ('children' in entry) {
    return (
      <li className={entry.muted ? `${styles.menuGroup} ${styles.menuMuted}` : styles.menuGroup}>
        <span id={labelId} className={styles.menuGroupLabel}>
          {intl.formatMessage(entry.label)}
        </span>
        <MenuList entries={entry.children} labelledBy={labelId} />
      </li>
    );
  }
  return (
    <li>
      <Link to={entry.path} variant="plain" className={styles.menuLink}>
        {intl.formatMessage(entry.label)}
      </Link>
    </li>
  );
}
