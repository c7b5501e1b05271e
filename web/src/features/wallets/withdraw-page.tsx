import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
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
import { formatAmount, formatDate, formatUsd } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Button } from '../../ui/button/button.tsx';
import { Form } from '../../ui/form/form.tsx';
import { Link } from '../../ui/link/link.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { AmountField } from './amount-field.tsx';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { knownCode, useErrorText } from '../../ui/form/error-text.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { AUTHORIZATION_FIELD_OF_CODE, TransactionPasswordFields } from '../../ui/form/transaction-password-fields.tsx';
import { amountWithAsset, availableLine, errorCodes, limitsLine } from './form-messages.ts';
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

const FIELDS = ['address', 'amount', 'transaction_password', 'two_factor_code'] as const;
type Field = (typeof FIELDS)[number];
type ErrorCode = keyof typeof errorCodes;

// Which field a refusal of the platform is about.
const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  INSUFFICIENT_FUNDS: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  ...AUTHORIZATION_FIELD_OF_CODE,
};

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
    content = <AssetUnavailable text={intl.formatMessage(errorCodes.WITHDRAWAL_NOT_CONFIGURED)} />;
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
  transaction_password: string;
  two_factor_code: string;
}

const EMPTY: Values = { address: '', amount: '', transaction_password: '', two_factor_code: '' };

// Edit the request, review it, then authorize it with the transaction password: nothing is sent before.
type Step = 'edit' | 'review' | 'authorize';
const EDITED: readonly Field[] = ['address', 'amount'];

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
  const errorText = useErrorText({ codes: errorCodes });
  const rules = useAmountRules(wallet);
  const request = useRequestWithdrawal();
  const [needsCode, setNeedsCode] = useState(false);
  const [step, setStep] = useState<Step>('edit');

  const amountProblem = (amount: string) =>
    rules.check(amount, { min: limit.min_withdrawal, max: limit.max_withdrawal, fee: limit.withdrawal_fee });

  const form = useForm<Values, WithdrawalRequest, RequestWithdrawalMutationVariables, Withdrawal>({
    initial: EMPTY,
    schema: RequestWithdrawalBody,
    toBody: (values) => ({
      asset: wallet.asset,
      address: values.address.trim(),
      amount: values.amount,
      transaction_password: values.transaction_password,
      ...(needsCode ? { two_factor_code: values.two_factor_code.replace(/\s/g, '') } : {}),
    }),
    describe: (_issue, value, field) => {
      if (field === 'address') return intl.formatMessage(value ? withdraw.addressInvalid : messages.required);
      if (field === 'two_factor_code') return intl.formatMessage(value ? withdraw.codeInvalid : messages.required);
      if (field === 'amount') return amountProblem(String(value ?? '')) ?? intl.formatMessage(messages.required);
      return intl.formatMessage(messages.required);
    },
    rules: (values): FieldErrors => {
      const problem = amountProblem(values.amount);
      return problem ? { amount: problem } : {};
    },
    mutation: request,
    fields: FIELDS,
    codes: errorCodes,
    failure: 'alert',
    successText: () => intl.formatMessage(withdraw.requested),
    // An error on the address or the amount (the platform's too) is fixed on the first step.
    onErrors: (found) => {
      if (EDITED.some((field) => field in found)) setStep('edit');
    },
    onSuccess: () => {
      form.setValues(EMPTY);
      setNeedsCode(false);
      setStep('edit');
    },
    onError: (error) => {
      const code = knownCode(error, errorCodes) as ErrorCode | undefined;
      // Like the sign-in's second step: the code field joins the form, which keeps what was typed.
      if (code === 'TWO_FACTOR_REQUIRED') {
        setNeedsCode(true);
        return {};
      }
      const field = code ? FIELD_OF_CODE[code] : undefined;
      return field ? { [field]: errorText(error) } : undefined;
    },
  });
  const { formRef, errors, values, failure } = form;

  const show = (value: string) =>
    intl.formatMessage(amountWithAsset, {
      amount: formatAmount(value, wallet.decimals, language),
      asset: wallet.asset,
    });
  const set = (field: Field) => (value: string) => {
    form.setValue([field], value);
    form.clearError(field);
  };

  // What leaves the wallet, as the member types: the amount plus the flat fee.
  const total = values.amount !== '' && !isZero(values.amount) ? addAmounts(values.amount, limit.withdrawal_fee) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'edit') {
      void form.validate(EDITED).then((valid) => {
        if (!valid) return;
        form.setFailure(null);
        setStep('review');
      });
    } else if (step === 'review') setStep('authorize');
    else void form.submit();
  };
  const back = () => {
    form.setValues((current) => ({ ...current, transaction_password: '', two_factor_code: '' }));
    form.clearErrors();
    form.setFailure(null);
    setStep('edit');
  };

  return (
    <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors} className={styles.form}>
      {failure && <WithdrawAlert text={failure.text} code={knownCode(failure.error, errorCodes)} />}
      {step === 'edit' ? (
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
          <AmountField
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
          <div className={styles.toolbar}>
            <Button type="submit">{intl.formatMessage(withdraw.review)}</Button>
          </div>
        </>
      ) : (
        <WithdrawReview
          wallet={wallet}
          address={values.address.trim()}
          amount={values.amount}
          fee={limit.withdrawal_fee}
          onBack={back}
          isPending={request.isPending}
        >
          {step === 'authorize' && (
            <TransactionPasswordFields
              intro={intl.formatMessage(withdraw.authorize)}
              password={values.transaction_password}
              onPasswordChange={set('transaction_password')}
              code={
                needsCode
                  ? {
                      value: values.two_factor_code,
                      onChange: set('two_factor_code'),
                    }
                  : undefined
              }
            />
          )}
          <Button type="submit" isPending={step === 'authorize' && request.isPending}>
            {intl.formatMessage(step === 'review' ? withdraw.confirm : withdraw.submit)}
          </Button>
        </WithdrawReview>
      )}
    </Form>
  );
}

/**
 * What will leave the wallet, every figure in full before the transaction password: the address in
 * groups of four, the network, the amount, the fee, the total and the amount's value in dollars.
 */
function WithdrawReview({
  wallet,
  address,
  amount,
  fee,
  onBack,
  isPending,
  children,
}: {
  wallet: Wallet;
  address: string;
  amount: string;
  fee: string;
  onBack: () => void;
  isPending: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const titleId = useId();
  const show = (value: string) =>
    intl.formatMessage(amountWithAsset, {
      amount: formatAmount(value, wallet.decimals, language),
      asset: wallet.asset,
    });
  const rows: [string, ReactNode, string?][] = [
    [intl.formatMessage(withdraw.recipient), <GroupedAddress address={address} />, styles.mono],
    [intl.formatMessage(withdraw.network), intl.formatMessage(networkNames[wallet.network])],
    [intl.formatMessage(messages.amount), show(amount)],
    [intl.formatMessage(withdraw.fee), show(fee)],
    [intl.formatMessage(withdraw.total), show(addAmounts(amount, fee))],
    [intl.formatMessage(withdraw.usdValue), formatUsd(multiplyAmounts(amount, wallet.usd_price, 2), language)],
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {intl.formatMessage(withdraw.reviewTitle)}
      </h2>
      <p>{intl.formatMessage(withdraw.reviewNote)}</p>
      <dl className={styles.facts}>
        {rows.map(([term, value, className]) => (
          <div key={term} className={styles.factRow}>
            <dt>{term}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <div className={styles.toolbar}>
        <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
          {intl.formatMessage(withdraw.back)}
        </Button>
      </div>
    </section>
  );
}

/** Why a request was refused, with the way to fix it when the platform's code says one. */
function WithdrawAlert({ text, code }: { text: string; code?: string }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.errorBox}>
      <p className={styles.errorMessage}>{text}</p>
      {code === 'TRANSACTION_PASSWORD_NOT_SET' && (
        <Link to="/setting/profile/security">{intl.formatMessage(withdraw.setPassword)}</Link>
      )}
      {code === 'KYC_REQUIRED' && (
        <Link to="/setting/verification-identity">{intl.formatMessage(withdraw.verifyIdentity)}</Link>
      )}
    </div>
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
    amount: formatAmount(w.total, asset?.decimals, language),
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
