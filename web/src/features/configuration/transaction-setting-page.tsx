import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import {
  useSaveDepositApprovalSetting,
  useSaveTransactionConfiguration,
} from '../../api/generated/endpoints/configuration/configuration.ts';
import type { DepositApprovalSetting } from '../../api/generated/model/depositApprovalSetting.ts';
import type { TransactionConfiguration } from '../../api/generated/model/transactionConfiguration.ts';
import {
  SaveDepositApprovalSettingBody,
  SaveTransactionConfigurationBody,
} from '../../api/generated/zod/configuration/configuration.zod.ts';
import { PendingRequests } from '../../ui/admin-request/pending-requests.tsx';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Form } from '../../ui/form/form.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { AdminTwoFactorSection } from './admin-two-factor-section.tsx';
import { SaveButton } from './save-button.tsx';
import { depositApprovalSettingQueryOptions, transactionConfigurationQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { depositApproval, errors, fields, limitName, saved, transaction } from './messages.ts';
import { RowGroup, RowList } from './row-group.tsx';
import { useConfigurationForm, useSuccessText } from './use-configuration-form.ts';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { minNotAboveMax, uniqueKeys } from './validation.ts';
import { RelatedPartiesSection } from './related-parties-section.tsx';

export function transactionRules(intl: IntlShape) {
  return ({ limits }: TransactionConfiguration): FieldErrors => {
    const found: FieldErrors = {};
    limits.forEach((limit, index) =>
      minNotAboveMax(
        limit.min_withdrawal,
        limit.max_withdrawal,
        `limits/${index}/min_withdrawal`,
        intl.formatMessage(errors.minAboveMax),
        found,
      ),
    );
    uniqueKeys(
      limits.map(({ asset }) => asset),
      (index) => `limits/${index}/asset`,
      intl.formatMessage(errors.duplicateAsset),
      found,
    );
    return found;
  };
}

/** setting/transaction: the second-approval threshold, the daily limit and the per-asset limits. */
export function TransactionSettingPage() {
  const { data } = useSuspenseQuery(transactionConfigurationQueryOptions());
  return (
    <div className={styles.page}>
      <PendingRequests kinds={['configuration.transaction']} />
      <TransactionForm initial={data} />
      <DepositApprovalSection />
      <RelatedPartiesSection />
      <AdminTwoFactorSection />
    </div>
  );
}

function TransactionForm({ initial }: { initial: TransactionConfiguration }) {
  const intl = useIntl();
  const form = useConfigurationForm({
    initial,
    schema: SaveTransactionConfigurationBody,
    rules: transactionRules(intl),
    mutation: useSaveTransactionConfiguration(),
    successText: useSuccessText(saved.transaction),
  });
  const { values, bind, setValues } = form;
  const upper = (value: string) => value.toUpperCase();

  const addLimit = () =>
    setValues((current) => ({
      ...current,
      limits: [
        ...current.limits,
        {
          asset: '',
          min_withdrawal: '',
          max_withdrawal: '',
          withdrawal_fee: '0',
          deposit_fee_percent: '0',
          confirmations: 0,
        },
      ],
    }));
  const removeLimit = (index: number) =>
    setValues((current) => ({ ...current, limits: current.limits.filter((_, at) => at !== index) }));

  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <div className={styles.fieldGrid}>
        <AmountInput
          label={intl.formatMessage(fields.second_approval_threshold_usd)}
          unit="USD"
          {...bind.text(['second_approval_threshold_usd'])}
        />
        <AmountInput
          label={intl.formatMessage(fields.daily_withdrawal_limit_usd)}
          unit="USD"
          {...bind.text(['daily_withdrawal_limit_usd'])}
        />
      </div>
      <section className={styles.section} aria-labelledby="transaction-limits">
        <h2 id="transaction-limits" className={styles.sectionTitle}>
          {intl.formatMessage(fields.limits)}
        </h2>
        <RowList
          empty={intl.formatMessage(transaction.empty)}
          addLabel={intl.formatMessage(transaction.addLimit)}
          onAdd={addLimit}
        >
          {values.limits.map((limit, index) => {
            const name = limit.asset
              ? intl.formatMessage(limitName, { asset: limit.asset })
              : intl.formatMessage(transaction.newRow);
            return (
              <RowGroup key={index} name={name} onRemove={() => removeLimit(index)}>
                <TextField label={intl.formatMessage(fields.asset)} {...bind.text(['limits', index, 'asset'], upper)} />
                <AmountInput
                  label={intl.formatMessage(fields.min_withdrawal)}
                  unit={limit.asset}
                  {...bind.text(['limits', index, 'min_withdrawal'])}
                />
                <AmountInput
                  label={intl.formatMessage(fields.max_withdrawal)}
                  unit={limit.asset}
                  {...bind.text(['limits', index, 'max_withdrawal'])}
                />
                <AmountInput
                  label={intl.formatMessage(fields.withdrawal_fee)}
                  unit={limit.asset}
                  {...bind.text(['limits', index, 'withdrawal_fee'])}
                />
                <AmountInput
                  label={intl.formatMessage(fields.deposit_fee_percent)}
                  unit="%"
                  {...bind.text(['limits', index, 'deposit_fee_percent'])}
                />
                <NumberField
                  label={intl.formatMessage(fields.confirmations)}
                  minValue={0}
                  maxValue={1000}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  {...bind.number(['limits', index, 'confirmations'])}
                />
              </RowGroup>
            );
          })}
        </RowList>
      </section>
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} />
    </Form>
  );
}

/**
 * When a deposit waits for a second administrator: a money control of its own record (setting/deposit-approval),
 * saved apart from the transaction configuration; raising it waits for a second administrator too.
 */
function DepositApprovalSection() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(depositApprovalSettingQueryOptions());
  return (
    <section className={styles.section} aria-labelledby="deposit-approval">
      <h2 id="deposit-approval" className={styles.sectionTitle}>
        {intl.formatMessage(depositApproval.title)}
      </h2>
      <PendingRequests kinds={['setting.deposit-approval']} level={3} />
      <DepositApprovalForm initial={data} />
    </section>
  );
}

function DepositApprovalForm({ initial }: { initial: DepositApprovalSetting }) {
  const intl = useIntl();
  const form = useConfigurationForm({
    initial,
    schema: SaveDepositApprovalSettingBody,
    mutation: useSaveDepositApprovalSetting(),
    successText: useSuccessText(saved.depositApproval),
  });
  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <p>{intl.formatMessage(depositApproval.hint)}</p>
      <AmountInput
        label={intl.formatMessage(depositApproval.threshold)}
        unit="USD"
        {...form.bind.text(['threshold_usd'])}
      />
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} label={intl.formatMessage(depositApproval.save)} />
    </Form>
  );
}
