import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  useRequestWithdrawal,
  type RequestWithdrawalMutationVariables,
} from '../../api/generated/endpoints/withdrawal/withdrawal.ts';
import type { TransactionLimit } from '../../api/generated/model/transactionLimit.ts';
import type { Wallet } from '../../api/generated/model/wallet.ts';
import type { Withdrawal } from '../../api/generated/model/withdrawal.ts';
import type { WithdrawalRequest } from '../../api/generated/model/withdrawalRequest.ts';
import { RequestWithdrawalBody } from '../../api/generated/zod/withdrawal/withdrawal.zod.ts';
import { displayDecimals, formatAmount, formatDate, formatUsd } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Link } from '../../ui/link/link.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import type { FieldErrors, FieldOfCode } from '../../ui/form/field-errors.ts';
import { MoneyActionForm } from '../../ui/money-action/money-action-form.tsx';
import { useMoneyAction } from '../../ui/money-action/use-money-action.ts';
import { amountWithAsset, availableLine, limitsLine } from './form-messages.ts';
import { messages } from './messages.ts';
import {
  requestSummary,
  timelineApproved,
  timelineRejected,
  timelineRequested,
  timelineSent,
  networkShortNames,
  toAddress,
  withdraw,
  withdrawTitle,
  withdrawalStatusNames,
} from './withdraw-messages.ts';
import { networkNames } from './deposit-messages.ts';
import { GroupedAddress } from './grouped-address.tsx';
import { ChainValue } from '../../ui/money-record/chain-value.tsx';
import { useAssetSettings } from '../../api/assets.ts';
import type { Asset } from '../../api/generated/model/asset.ts';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { addAmounts, isZero, multiplyAmounts } from '../../api/decimal.ts';
import { AssetUnavailable, useAmountRules } from './operation.tsx';
import { transactionConfigurationQueryOptions, withdrawalsQueryOptions } from './operation-queries.ts';
import { walletsQueryOptions } from './wallet-queries.ts';
import * as styles from './wallets.css.ts';

/**
 * /wallets/my-wallets/withdraw/$origin: a withdrawal request to an outside address, within the
 * asset's limits, confirmed by the transaction password (and a 2FA code when the platform asks);
 * then the member's requests for the asset with their timelines.
 */
export function WithdrawPage({ origin }: { origin: string }) {
  const intl = useIntl();
  const { data: wallets } = useSuspenseQuery(walletsQueryOptions());
  const { data: configuration } = useSuspenseQuery(transactionConfigurationQueryOptions());
  const wallet = wallets.items.find(({ asset }) => asset === origin);
  const limit = configuration.limits.find(({ asset }) => asset === origin);
  let content;
  if (!wallet) content = <AssetUnavailable text={intl.formatMessage(messages.unknownAsset)} />;
  else if (!wallet.withdraw_enabled || !limit) {
    content = <AssetUnavailable text={intl.formatMessage(withdraw.closed)} />;
  } else content = <WithdrawForm wallet={wallet} limit={limit} />;
  return (
    <div className={styles.stack}>
      {content}
      <WithdrawalRequests asset={origin} />
    </div>
  );
}

interface Values {
  address: string;
  amount: string;
}

const FIELD_OF_CODE: FieldOfCode<'requestWithdrawal'> = { AMOUNT_OUT_OF_RANGE: 'amount' };

const EMPTY: Values = { address: '', amount: '' };

/** The page's title: the asset and the network the money leaves on, "Retirer USDT · Tron". */
export function useWithdrawTitle(origin: string): string | undefined {
  const intl = useIntl();
  const { data: wallets } = useSuspenseQuery(walletsQueryOptions());
  const wallet = wallets.items.find(({ asset }) => asset === origin);
  return wallet
    ? intl.formatMessage(withdrawTitle, {
        asset: wallet.asset,
        network: intl.formatMessage(networkShortNames[wallet.network]),
      })
    : undefined;
}

function WithdrawForm({ wallet, limit }: { wallet: Wallet; limit: TransactionLimit }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const rules = useAmountRules(wallet);
  const request = useRequestWithdrawal();

  const amountProblem = (amount: string) =>
    rules.check(amount, { min: limit.min_withdrawal, max: limit.max_withdrawal, fee: limit.withdrawal_fee });

  const { action, values, set } = useMoneyAction<
    Values,
    WithdrawalRequest,
    RequestWithdrawalMutationVariables,
    Withdrawal
  >({
    initial: EMPTY,
    edited: ['address', 'amount'],
    twoFactor: true,
    schema: RequestWithdrawalBody,
    toBody: (own) => ({ asset: wallet.asset, address: own.address.trim(), amount: own.amount }),
    describe: (_issue, value, field) => {
      if (field === 'address') return intl.formatMessage(value ? withdraw.addressInvalid : messages.required);
      if (field === 'amount') return amountProblem(String(value ?? '')) ?? intl.formatMessage(messages.required);
      return intl.formatMessage(messages.required);
    },
    rules: (current): FieldErrors => {
      const problem = amountProblem(current.amount);
      return problem ? { amount: problem } : {};
    },
    mutation: request,
    fieldOfCode: FIELD_OF_CODE,
    successText: () => intl.formatMessage(withdraw.requested),
  });

  const show = (value: string) =>
    intl.formatMessage(amountWithAsset, {
      amount: formatAmount(value, displayDecimals(wallet), language),
      asset: wallet.asset,
    });

  // What leaves the wallet, as the member types: the amount plus the flat fee.
  const total = values.amount !== '' && !isZero(values.amount) ? addAmounts(values.amount, limit.withdrawal_fee) : null;

  return (
    <MoneyActionForm
      action={action}
      className={styles.form}
      edit={{
        reviewLabel: intl.formatMessage(withdraw.review),
        fields: (
          <>
            <TextField
              name="address"
              label={intl.formatMessage(withdraw.address)}
              value={values.address}
              onChange={set('address')}
              autoComplete="off"
              spellCheck="false"
              className={styles.addressField}
              isRequired
            />
            <AmountInput
              name="amount"
              label={intl.formatMessage(messages.amount)}
              value={values.amount}
              decimals={wallet.decimals}
              onChange={set('amount')}
              max={rules.maxFor(limit.max_withdrawal, limit.withdrawal_fee)}
              description={[
                intl.formatMessage(availableLine, { amount: show(wallet.available) }),
                intl.formatMessage(limitsLine, {
                  minimum: show(limit.min_withdrawal),
                  maximum: show(limit.max_withdrawal),
                }),
              ].join(' · ')}
            />
            <dl className={styles.facts}>
              <dt>{intl.formatMessage(withdraw.fee)}</dt>
              <dd>{show(limit.withdrawal_fee)}</dd>
              <dt>{intl.formatMessage(withdraw.total)}</dt>
              <dd aria-live="polite">{total === null ? '—' : show(total)}</dd>
            </dl>
          </>
        ),
      }}
      // What will leave the wallet, every figure in full before the transaction password: the address in
      // groups of four, the network, the amount, the fee, the total and the amount's value in dollars.
      title={intl.formatMessage(withdraw.reviewTitle)}
      note={intl.formatMessage(withdraw.reviewNote)}
      lines={[
        {
          term: intl.formatMessage(withdraw.recipient),
          value: <GroupedAddress address={values.address.trim()} />,
          className: styles.mono,
        },
        { term: intl.formatMessage(withdraw.network), value: intl.formatMessage(networkNames[wallet.network]) },
        { term: intl.formatMessage(messages.amount), value: show(values.amount) },
        { term: intl.formatMessage(withdraw.fee), value: show(limit.withdrawal_fee) },
        { term: intl.formatMessage(withdraw.total), value: show(addAmounts(values.amount, limit.withdrawal_fee)) },
        {
          term: intl.formatMessage(withdraw.usdValue),
          value: formatUsd(multiplyAmounts(values.amount, wallet.usd_price, 2), language),
        },
      ]}
      intro={intl.formatMessage(withdraw.authorize)}
      submitLabel={intl.formatMessage(withdraw.submit)}
      backLabel={intl.formatMessage(withdraw.back)}
      fixes={{
        KYC_REQUIRED: <Link to="/setting/verification-identity">{intl.formatMessage(withdraw.verifyIdentity)}</Link>,
      }}
    />
  );
}

function WithdrawalRequests({ asset }: { asset: string }) {
  const intl = useIntl();
  const { data: requests } = useSuspenseQuery(withdrawalsQueryOptions(asset));
  const settings = useAssetSettings()(asset);
  return (
    <section className={styles.stack} aria-labelledby="withdrawal-requests">
      <h2 id="withdrawal-requests" className={styles.sectionTitle}>
        {intl.formatMessage(withdraw.requests)}
      </h2>
      {requests.items.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(withdraw.noRequest)}</p>
      ) : (
        <ul className={styles.requests}>
          {requests.items.map((item) => (
            <li key={item.id}>
              <WithdrawalItem withdrawal={item} asset={settings} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WithdrawalItem({ withdrawal: w, asset }: { withdrawal: Withdrawal; asset: Asset | undefined }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const at = (value: string) => formatDate(value, language);
  const amount = intl.formatMessage(amountWithAsset, {
    amount: formatAmount(w.total, displayDecimals(asset), language),
    asset: w.asset,
  });
  const titleId = `withdrawal-${w.id}`;
  return (
    <article className={styles.panel} aria-labelledby={`${titleId} ${titleId}-status`}>
      <div className={styles.requestHead}>
        <h3 id={titleId} className={styles.itemTitle}>
          {intl.formatMessage(requestSummary, { reference: w.reference, amount })}
        </h3>
        <span id={`${titleId}-status`}>
          <StatusPill status={w.status}>{intl.formatMessage(withdrawalStatusNames[w.status])}</StatusPill>
        </span>
      </div>
      <p>
        {intl.formatMessage(toAddress, {
          address: <ChainValue key="address" value={w.address} kind="address" explorer={asset} />,
        })}
      </p>
      <ol className={styles.timeline} aria-label={intl.formatMessage(withdraw.timeline)}>
        {w.timeline.map((event, index) => (
          <li key={index}>
            {event.type === 'requested'
              ? intl.formatMessage(timelineRequested, { at: at(event.at), by: event.by ?? w.username })
              : event.type === 'approved'
                ? intl.formatMessage(timelineApproved, { at: at(event.at), by: event.by ?? '—' })
                : event.type === 'sent'
                  ? intl.formatMessage(timelineSent, {
                      at: at(event.at),
                      hash: event.tx_hash ? (
                        <ChainValue key="hash" value={event.tx_hash} kind="hash" explorer={asset} />
                      ) : (
                        '—'
                      ),
                    })
                  : intl.formatMessage(timelineRejected, {
                      at: at(event.at),
                      reason: event.reason ?? w.rejection_reason ?? '—',
                    })}
          </li>
        ))}
      </ol>
    </article>
  );
}
