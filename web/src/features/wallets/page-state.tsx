import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { useErrorText } from './errors.ts';
import { messages } from './messages.ts';
import * as styles from './wallets.css.ts';

/** What a page or a panel says while its data loads. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className={styles.muted}>
      {text}
    </p>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <div role="alert" className={styles.errorBox}>
      <p className={styles.errorMessage}>{errorText(error)}</p>
      <Button variant="secondary" onPress={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
