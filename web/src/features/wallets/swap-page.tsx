import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCreateSwapQuote, useExecuteSwap } from '../../api/generated/endpoints/wallet/wallet.ts';
import type { SwapPair } from '../../api/generated/model/swapPair.ts';
import type { SwapQuote } from '../../api/generated/model/swapQuote.ts';
import type { SwapQuoteRequest } from '../../api/generated/model/swapQuoteRequest.ts';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { useAssetSettings } from '../../api/assets.ts';
import { isCode } from '../../api/error-code.ts';
import type { OperationErrorCodes } from '../../api/generated/error-codes.ts';
import type { Wallet } from '../../api/generated/model/wallet.ts';
import { displayDecimals, formatAmount, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Button } from '../../ui/button/button.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { Select } from '../../ui/select/select.tsx';
import { showSuccessToast } from '../../ui/toast/toast.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { amountWithAsset, availableLine, limitsLine } from './form-messages.ts';
import { messages } from './messages.ts';
import { expiresIn, feeLine, rateLine, swap as swapMessages, swapped } from './swap-messages.ts';
import { AssetUnavailable, useAmountRules } from './operation.tsx';
import { swapConfigurationQueryOptions } from './operation-queries.ts';
import { walletsQueryOptions } from './wallet-queries.ts';
import * as styles from './wallets.css.ts';

// The refusals of a swap whose quote cannot be executed any more.
const QUOTE_ENDED: readonly OperationErrorCodes['executeSwap'][] = ['QUOTE_EXPIRED', 'QUOTE_CHANGED', 'QUOTE_USED'];

/** /wallets/my-wallets/swap/$origin: swap from one wallet to an asset the swap configuration pairs it with. */
export function SwapPage({ origin }: { origin: string }) {
  const intl = useIntl();
  const { data: wallets } = useSuspenseQuery(walletsQueryOptions());
  const { data: configuration } = useSuspenseQuery(swapConfigurationQueryOptions());
  const wallet = wallets.items.find(({ asset }) => asset === origin);
  if (!wallet) return <AssetUnavailable text={intl.formatMessage(messages.unknownAsset)} />;
  const pairs = configuration.pairs.filter((pair) => pair.from === origin && pair.enabled);
  if (!wallet.swap_enabled || pairs.length === 0) {
    return <AssetUnavailable text={intl.formatMessage(swapMessages.noPair)} />;
  }
  return <SwapForm wallet={wallet} pairs={pairs} feePercent={configuration.fee_percent} />;
}

function SwapForm({ wallet, pairs, feePercent }: { wallet: Wallet; pairs: SwapPair[]; feePercent: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [to, setTo] = useState(pairs[0]!.to);
  const [amount, setAmount] = useState('');
  // The quote on screen: pressing Confirm again after a failure sends the same swap, with the same
  // Idempotency-Key, instead of making a second one.
  const [offer, setOffer] = useState<{ quote: SwapQuote; expired: boolean } | null>(null);
  const pair = pairs.find((candidate) => candidate.to === to) ?? pairs[0]!;
  const rules = useAmountRules(wallet);
  const createQuote = useCreateSwapQuote();
  const execute = useExecuteSwap();

  const assets = useAssetSettings();
  const show = (value: string, asset: string) =>
    intl.formatMessage(amountWithAsset, {
      amount: formatAmount(value, displayDecimals(assets(asset)), language),
      asset,
    });
  // The quote is the form's call; the swap it offers fails the same way, on the same fields.
  const quoteForm = useForm<{ amount: string }, SwapQuoteRequest, { data: SwapQuoteRequest }, SwapQuote>({
    rules: (values) => {
      const problem = rules.check(values.amount, { min: pair.min_amount, max: pair.max_amount });
      return problem ? { amount: problem } : ({} as FieldErrors);
    },
    toBody: (values) => ({ from: wallet.asset, to, amount: values.amount }),
    mutation: createQuote,
    variables: (data) => {
      setOffer(null);
      return { data };
    },
    fields: ['amount'],
    failure: 'alert',
    onSuccess: (quote) => setOffer({ quote, expired: false }),
  });
  const { errors, failure: alert, fail } = quoteForm;
  const requestQuote = () => void quoteForm.submit({ amount });

  const confirm = () => {
    if (!offer || offer.expired) return;
    quoteForm.setFailure(null);
    execute.mutate(
      { data: { quote_id: offer.quote.id } },
      {
        onSuccess: (transaction) => {
          showSuccessToast(
            intl.formatMessage(swapped, {
              given: show(transaction.amount, transaction.asset),
              received: show(
                transaction.counter_amount ?? offer.quote.amount_received,
                transaction.counter_asset ?? to,
              ),
            }),
          );
          setOffer(null);
          setAmount('');
        },
        onError: (error) => {
          // The quote cannot be executed any more: the member asks for a new one.
          if (QUOTE_ENDED.some((code) => isCode(error, code))) {
            setOffer((current) => current && { ...current, expired: true });
          }
          fail(error);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    requestQuote();
  };

  const edit = (change: () => void) => {
    change();
    // What was quoted is no longer what is asked.
    setOffer(null);
    quoteForm.setFailure(null);
    quoteForm.clearErrors();
  };

  const toOptions = pairs.map((candidate) => ({ id: candidate.to, name: candidate.to }));
  const busy = createQuote.isPending || execute.isPending;

  return (
    <div className={styles.stack}>
      <Form onSubmit={onSubmit} validationErrors={errors} className={styles.form}>
        {alert && <FormAlert>{alert.text}</FormAlert>}
        <dl className={styles.facts}>
          <dt>{intl.formatMessage(swapMessages.from)}</dt>
          <dd>
            {wallet.asset} — {wallet.name}
          </dd>
        </dl>
        <Select
          label={intl.formatMessage(swapMessages.to)}
          options={toOptions}
          value={to}
          isDisabled={busy}
          onChange={(key) => edit(() => setTo(String(key)))}
        />
        <AmountInput
          name="amount"
          label={intl.formatMessage(messages.amount)}
          value={amount}
          decimals={wallet.decimals}
          max={rules.maxFor(pair.max_amount)}
          isDisabled={busy}
          onChange={(value) => edit(() => setAmount(value))}
          description={[
            intl.formatMessage(availableLine, { amount: show(wallet.available, wallet.asset) }),
            intl.formatMessage(limitsLine, {
              minimum: show(pair.min_amount, wallet.asset),
              maximum: show(pair.max_amount, wallet.asset),
            }),
          ].join(' · ')}
        />
        {!offer && (
          <div className={styles.toolbar}>
            <Button type="submit" isPending={createQuote.isPending}>
              {intl.formatMessage(swapMessages.getQuote)}
            </Button>
          </div>
        )}
      </Form>
      {offer && (
        <QuotePanel
          quote={offer.quote}
          feePercent={offer.quote.fee_percent || feePercent}
          expired={offer.expired}
          onExpire={() => setOffer((current) => current && { ...current, expired: true })}
          confirming={execute.isPending}
          onConfirm={confirm}
          renewing={createQuote.isPending}
          onRenew={requestQuote}
        />
      )}
    </div>
  );
}

function QuotePanel({
  quote,
  feePercent,
  expired,
  onExpire,
  confirming,
  onConfirm,
  renewing,
  onRenew,
}: {
  quote: SwapQuote;
  feePercent: string;
  expired: boolean;
  onExpire: () => void;
  confirming: boolean;
  onConfirm: () => void;
  renewing: boolean;
  onRenew: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // The quote replaces the button that asked for it: the focus goes to what answered.
  useEffect(() => heading.current?.focus(), [quote.id]);
  const assets = useAssetSettings();
  const amount = (value: string, asset: string) =>
    intl.formatMessage(amountWithAsset, {
      amount: formatAmount(value, displayDecimals(assets(asset)), language),
      asset,
    });
  return (
    <section className={styles.panel} aria-labelledby="swap-quote-title">
      <h2 id="swap-quote-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {intl.formatMessage(swapMessages.quote)}
      </h2>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage(swapMessages.given)}</dt>
        <dd>{amount(quote.amount, quote.from)}</dd>
        <dt>{intl.formatMessage(swapMessages.rate)}</dt>
        <dd>
          {intl.formatMessage(rateLine, {
            from: quote.from,
            rate: formatAmount(quote.rate, displayDecimals(assets(quote.to)), language),
            to: quote.to,
          })}
        </dd>
        <dt>{intl.formatMessage(swapMessages.fee)}</dt>
        <dd>
          {intl.formatMessage(feeLine, {
            fee: amount(quote.fee, quote.from),
            percent: formatPercent(feePercent, language),
          })}
        </dd>
        <dt>{intl.formatMessage(swapMessages.received)}</dt>
        <dd>
          <strong>{amount(quote.amount_received, quote.to)}</strong>
        </dd>
      </dl>
      {expired ? (
        <p role="alert" className={styles.alert}>
          {intl.formatMessage(swapMessages.expired)}
        </p>
      ) : (
        <Countdown expiresAt={quote.expires_at} onExpire={onExpire} />
      )}
      <div className={styles.toolbar}>
        <Button isDisabled={expired} isPending={confirming} onPress={onConfirm}>
          {intl.formatMessage(swapMessages.confirm)}
        </Button>
        {expired && (
          <Button variant="secondary" isPending={renewing} onPress={onRenew}>
            {intl.formatMessage(swapMessages.newQuote)}
          </Button>
        )}
      </div>
    </section>
  );
}

// The seconds left at which a screen reader hears the countdown: every second would drown the page.
const ANNOUNCED = new Set([30, 20, 10, 5]);

/** Seconds left before `expiresAt`, shown every second; calls `onExpire` once at zero. */
function Countdown({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const intl = useIntl();
  const deadline = Date.parse(expiresAt);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const [announced, setAnnounced] = useState(seconds);

  useEffect(() => {
    if (seconds === 0) {
      onExpire();
      return;
    }
    const timer = setTimeout(() => {
      const next = left();
      setSeconds(next);
      if (ANNOUNCED.has(next)) setAnnounced(next);
    }, 1000);
    return () => clearTimeout(timer);
    // One tick per second shown; the deadline and the callback are the quote's and do not change.
  }, [seconds]);

  const text = intl.formatMessage(expiresIn, { seconds });
  return (
    <>
      <p role="timer" className={styles.countdown}>
        {text}
      </p>
      <p className={visuallyHidden} aria-live="polite">
        {intl.formatMessage(expiresIn, { seconds: announced })}
      </p>
    </>
  );
}
