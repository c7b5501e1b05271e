import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCopy } from '../copy-button/use-copy.tsx';
import { explorerUrl, type ChainValueKind, type ExplorerTemplates } from './explorer.ts';
import { copyAddress, copyHash, explorerAddress, explorerHash, messages } from './messages.ts';
import * as styles from './money-record.css.ts';
import { shortenMiddle } from './shorten.ts';

export interface ChainValueProps {
  value: string;
  kind: ChainValueKind;
  /** The explorer templates of the value's asset; without them, no explorer link. */
  explorer?: ExplorerTemplates;
  /** Shown whole (the detail drawer) rather than shortened in the middle (a list's row). */
  full?: boolean;
}

/**
 * A transaction hash or an address: shortened in the middle in lists (`1b222e…f82bcf`, the whole value
 * in its title), with a copy button that confirms, and a link to the network's block explorer.
 */
export function ChainValue({ value, kind, explorer, full = false }: ChainValueProps) {
  const intl = useIntl();
  const { state, copy, announcement, copiedText } = useCopy(value);
  const short = shortenMiddle(value);
  const url = explorerUrl(explorer, kind, value);
  return (
    <span className={styles.chainValue}>
      {full ? (
        <span className={styles.fullValue}>{value}</span>
      ) : (
        <span className={styles.mono} title={value}>
          {short}
        </span>
      )}
      <Button
        className={styles.smallAction}
        aria-label={
          state === 'copied'
            ? copiedText
            : kind === 'hash'
              ? intl.formatMessage(copyHash, { value: short })
              : intl.formatMessage(copyAddress, { value: short })
        }
        onPress={() => void copy()}
      >
        {state === 'copied' ? copiedText : intl.formatMessage(messages.copy)}
      </Button>
      {url && (
        // A plain link: the explorer is outside the app, in a new tab.
        <a
          className={styles.smallAction}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={
            kind === 'hash'
              ? intl.formatMessage(explorerHash, { value: short })
              : intl.formatMessage(explorerAddress, { value: short })
          }
        >
          {intl.formatMessage(messages.explorer)}
        </a>
      )}
      {announcement}
    </span>
  );
}
