import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useSaveTransactionConfiguration,
  useSaveVisaConfiguration,
} from '../../api/generated/endpoints/configuration/configuration.ts';
import type { TransactionConfiguration } from '../../api/generated/model/transactionConfiguration.ts';
import {
  SaveTransactionConfigurationBody,
  SaveVisaConfigurationBody,
} from '../../api/generated/zod/configuration/configuration.zod.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Form } from '../../ui/form/form.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';
import { SaveButton } from './save-button.tsx';
import { transactionConfigurationQueryOptions, visaConfigurationQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { depositName, fields, payment, saved, visa as visaMessages } from './messages.ts';
import { RowGroup, RowList } from './row-group.tsx';
import { useConfigurationForm, useSuccessText } from './use-configuration-form.ts';

export type PaymentTab = 'provider' | 'visa' | 'crypto';

/** The second payment provider first: it is the tab the page opens on. */
const TABS: PaymentTab[] = ['provider', 'visa', 'crypto'];

/**
 * setting/payment: the Visa programme switch and ATM fee (the Visa record), the deposit fee and
 * confirmations of each asset (the transaction record), and the second payment provider, of which
 * this product has none. Each form saves its whole record, read again just before the save.
 */
export function PaymentSettingPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<PaymentTab>('provider');
  const { data: visa } = useSuspenseQuery(visaConfigurationQueryOptions());
  const { data: transaction } = useSuspenseQuery(transactionConfigurationQueryOptions());

  // Both forms live here, above the tabs, so what is typed in one tab survives a visit to another.
  const visaForm = useConfigurationForm({
    initial: visa,
    schema: SaveVisaConfigurationBody,
    mutation: useSaveVisaConfiguration(),
    toBody: async ({ enabled, atm_fee_percent }) => ({
      ...(await queryClient.fetchQuery({ ...visaConfigurationQueryOptions(), staleTime: 0 })),
      enabled,
      atm_fee_percent,
    }),
    successText: useSuccessText(saved.visa),
  });
  const cryptoForm = useConfigurationForm({
    initial: transaction,
    schema: SaveTransactionConfigurationBody,
    mutation: useSaveTransactionConfiguration(),
    toBody: async ({ limits }) =>
      mergeDepositRules(
        await queryClient.fetchQuery({ ...transactionConfigurationQueryOptions(), staleTime: 0 }),
        limits,
      ),
    // The saved record may list its assets in another order than the one this form shows.
    renameServerField: (path, body) => {
      const [, row, field] = /^limits\/(\d+)\/(.+)$/.exec(path) ?? [];
      if (row === undefined) return path;
      const asset = body.limits[Number(row)]?.asset;
      const shown = transaction.limits.findIndex((limit) => limit.asset === asset);
      return shown === -1 ? path : `limits/${shown}/${field}`;
    },
    successText: useSuccessText(saved.transaction),
  });

  return (
    <div className={styles.page}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as PaymentTab)}>
        <TabList aria-label={intl.formatMessage(payment.tabs)}>
          {TABS.map((id) => (
            <Tab key={id} id={id}>
              {intl.formatMessage(payment[id])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="provider">
          <div className={styles.notice}>
            <p>{intl.formatMessage(payment.providerNone)}</p>
            <p className={styles.muted}>{intl.formatMessage(payment.providerHint)}</p>
          </div>
        </TabPanel>
        <TabPanel id="visa">
          <Form ref={visaForm.formRef} validationErrors={visaForm.errors} onSubmit={visaForm.onSubmit}>
            <Switch {...visaForm.bind.toggle(['enabled'])}>{intl.formatMessage(visaMessages.programme)}</Switch>
            <div className={styles.fieldGrid}>
              <AmountInput
                label={intl.formatMessage(fields.atm_fee_percent)}
                unit="%"
                {...visaForm.bind.text(['atm_fee_percent'])}
              />
            </div>
            {visaForm.leavePrompt}
            <SaveButton isSaving={visaForm.isSaving} />
          </Form>
        </TabPanel>
        <TabPanel id="crypto">
          <Form ref={cryptoForm.formRef} validationErrors={cryptoForm.errors} onSubmit={cryptoForm.onSubmit}>
            <RowList empty={intl.formatMessage(payment.cryptoEmpty)}>
              {cryptoForm.values.limits.map((limit, index) => (
                <RowGroup key={limit.asset} name={intl.formatMessage(depositName, { asset: limit.asset })}>
                  <AmountInput
                    label={intl.formatMessage(fields.deposit_fee_percent)}
                    unit="%"
                    {...cryptoForm.bind.text(['limits', index, 'deposit_fee_percent'])}
                  />
                  <NumberField
                    label={intl.formatMessage(fields.confirmations)}
                    minValue={0}
                    maxValue={1000}
                    formatOptions={{ maximumFractionDigits: 0 }}
                    {...cryptoForm.bind.number(['limits', index, 'confirmations'])}
                  />
                </RowGroup>
              ))}
            </RowList>
            {cryptoForm.leavePrompt}
            {cryptoForm.values.limits.length > 0 && <SaveButton isSaving={cryptoForm.isSaving} />}
          </Form>
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** The record as saved, with the deposit fee and confirmations of the assets this form shows. */
function mergeDepositRules(
  current: TransactionConfiguration,
  edited: TransactionConfiguration['limits'],
): TransactionConfiguration {
  return {
    ...current,
    limits: current.limits.map((limit) => {
      const mine = edited.find(({ asset }) => asset === limit.asset);
      return mine
        ? { ...limit, deposit_fee_percent: mine.deposit_fee_percent, confirmations: mine.confirmations }
        : limit;
    }),
  };
}
