import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import type { DepositAddress } from '../../api/generated/model/depositAddress.ts';
import { CopyButton } from '../../ui/copy-button/copy-button.tsx';
import { QrCode } from '../../ui/qr-code/qr-code.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { useErrorTextsSettled } from '../../ui/form/use-error-texts-settled.ts';
import { RouteErrorState } from '../../ui/page-state/error-state.tsx';
import { deposit, depositConfirmations, depositQr, depositWarning, networkNames } from './deposit-messages.ts';
import { GroupedAddress } from './grouped-address.tsx';
import { AssetUnavailable } from './operation.tsx';
import { depositAddressQueryOptions } from './operation-queries.ts';
import * as styles from './wallets.css.ts';

/**
 * /wallets/my-wallets/deposit/$origin: the member's address for the asset, to copy or scan, and what
 * must be sent there (this asset, on this network, only).
 */
export function DepositPage({ origin }: { origin: string }) {
  const { data } = useSuspenseQuery(depositAddressQueryOptions(origin));
  return <DepositDetails address={data} />;
}

/** The route's error component: a refusal of the platform (fiat, deposits closed, no such asset) is an answer, not a failure to retry. */
export function DepositError({ error }: { error: unknown }) {
  const intl = useIntl();
  const settled = useErrorTextsSettled();
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 422);
  if (!refused) return <RouteErrorState error={error} />;
  return settled ? <AssetUnavailable text={errorText(intl, error)} /> : null;
}

function DepositDetails({ address }: { address: DepositAddress }) {
  const intl = useIntl();
  const network = intl.formatMessage(networkNames[address.network]);
  const labelId = useId();
  return (
    <div className={styles.stack}>
      <p className={styles.warning} role="note">
        {intl.formatMessage(depositWarning, { asset: address.asset, network })}
      </p>
      <div className={styles.addressRow}>
        <div className={`${styles.addressField} ${styles.depositField}`}>
          <span id={labelId} className={styles.depositLabel}>
            {intl.formatMessage(deposit.address)}
          </span>
          {/* Read-only and whole: it wraps between groups of four, which a selection copies without spaces. */}
          <div
            role="textbox"
            aria-readonly="true"
            aria-labelledby={labelId}
            tabIndex={0}
            className={styles.depositAddress}
          >
            <GroupedAddress address={address.address} />
          </div>
        </div>
        <CopyButton text={address.address} label={intl.formatMessage(deposit.copy)} />
      </div>
      <QrCode value={address.address} label={intl.formatMessage(depositQr, { asset: address.asset })} />
      <dl className={styles.facts}>
        <dt>{intl.formatMessage(deposit.network)}</dt>
        <dd>{network}</dd>
      </dl>
      <p>{intl.formatMessage(depositConfirmations, { count: address.confirmations })}</p>
    </div>
  );
}
