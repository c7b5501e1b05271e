import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { messages } from './messages.ts';
import * as styles from './payment-result.css.ts';

/** Where the payment provider sends the member back: it worked, or it did not. */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'error' }) {
  const intl = useIntl();
  const success = outcome === 'success';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(success ? messages.thanksTitle : messages.errorTitle)}</h1>
      <p>{intl.formatMessage(success ? messages.thanksBody : messages.errorBody)}</p>
      <p>
        <Link to="/wallets/my-wallets">{intl.formatMessage(messages.back)}</Link>
      </p>
    </div>
  );
}
