import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSaveSwapConfiguration } from '../../api/generated/endpoints/configuration/configuration.ts';
import type { SwapConfiguration } from '../../api/generated/model/swapConfiguration.ts';
import type { SwapPair } from '../../api/generated/model/swapPair.ts';
import { SaveSwapConfigurationBody } from '../../api/generated/zod/configuration/configuration.zod.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Form } from '../../ui/form/form.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { ConfigurationPage, SaveButton } from './configuration-page.tsx';
import { swapConfigurationQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { asset, errors, fields, pairName, saved, titles } from './messages.ts';
import { RowGroup, RowList } from './row-group.tsx';
import { useConfigurationForm, useSuccessText } from './use-configuration-form.ts';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { minNotAboveMax, uniqueKeys } from './validation.ts';

export type AssetTab = 'knt' | 'fiat' | 'swap';

const TABS: AssetTab[] = ['knt', 'fiat', 'swap'];
const FIAT = new Set(['USD', 'EUR']);

/** KNT: the pairs from or to KNT; Fiat: the others with USD or EUR; Swap: the rest. */
export function tabOf({ from, to }: Pick<SwapPair, 'from' | 'to'>): AssetTab {
  if (from === 'KNT' || to === 'KNT') return 'knt';
  if (FIAT.has(from) || FIAT.has(to)) return 'fiat';
  return 'swap';
}

const NEW_PAIR_FROM: Record<AssetTab, string> = { knt: 'KNT', fiat: 'USD', swap: '' };

function swapRules(intl: IntlShape) {
  return ({ pairs }: SwapConfiguration): FieldErrors => {
    const found: FieldErrors = {};
    pairs.forEach((pair, index) => {
      if (pair.from !== '' && pair.from === pair.to) found[`pairs/${index}/to`] = intl.formatMessage(errors.sameAsset);
      minNotAboveMax(
        pair.min_amount,
        pair.max_amount,
        `pairs/${index}/min_amount`,
        intl.formatMessage(errors.minAboveMax),
        found,
      );
    });
    uniqueKeys(
      pairs.map(({ from, to }) => (from && to ? `${from}>${to}` : '')),
      (index) => `pairs/${index}/from`,
      intl.formatMessage(errors.duplicatePair),
      found,
    );
    return found;
  };
}

/** setting/asset: the swap configuration in three tabs, KNT first; one Save sends the whole record. */
export function AssetSettingPage() {
  const { data } = useSuspenseQuery(swapConfigurationQueryOptions());
  return (
    <ConfigurationPage title={titles.asset}>
      <SwapForm initial={data} />
    </ConfigurationPage>
  );
}

function SwapForm({ initial }: { initial: SwapConfiguration }) {
  const intl = useIntl();
  const [tab, setTab] = useState<AssetTab>('knt');
  // Each row stays in the tab it was loaded or added in while its assets are typed.
  const [pairTabs, setPairTabs] = useState<AssetTab[]>(() => initial.pairs.map(tabOf));
  const form = useConfigurationForm({
    initial,
    schema: SaveSwapConfigurationBody,
    rules: swapRules(intl),
    mutation: useSaveSwapConfiguration(),
    successText: useSuccessText(saved.swap),
    onErrors: (found) => {
      const tabsWithErrors = Object.keys(found).map((path) => {
        const row = /^pairs\/(\d+)\//.exec(path);
        return row ? (pairTabs[Number(row[1])] ?? 'swap') : 'swap';
      });
      if (tabsWithErrors.length > 0 && !tabsWithErrors.includes(tab)) setTab(tabsWithErrors[0]!);
    },
  });
  const { values, bind, setValues } = form;

  const addPair = (to: AssetTab) => {
    setValues((current) => ({
      ...current,
      pairs: [...current.pairs, { from: NEW_PAIR_FROM[to], to: '', min_amount: '', max_amount: '', enabled: true }],
    }));
    setPairTabs((current) => [...current, to]);
  };
  const removePair = (index: number) => {
    setValues((current) => ({ ...current, pairs: current.pairs.filter((_, at) => at !== index) }));
    setPairTabs((current) => current.filter((_, at) => at !== index));
  };
  const upper = (value: string) => value.toUpperCase();

  const pairRows = (of: AssetTab) =>
    values.pairs.flatMap((pair, index) => {
      if (pairTabs[index] !== of) return [];
      const name =
        pair.from && pair.to
          ? intl.formatMessage(pairName, { from: pair.from, to: pair.to })
          : intl.formatMessage(asset.newPair);
      return [
        <RowGroup key={index} name={name} onRemove={() => removePair(index)}>
          <TextField label={intl.formatMessage(fields.from)} {...bind.text(['pairs', index, 'from'], upper)} />
          <TextField label={intl.formatMessage(fields.to)} {...bind.text(['pairs', index, 'to'], upper)} />
          <AmountInput
            label={intl.formatMessage(fields.min_amount)}
            unit={pair.from}
            {...bind.text(['pairs', index, 'min_amount'])}
          />
          <AmountInput
            label={intl.formatMessage(fields.max_amount)}
            unit={pair.from}
            {...bind.text(['pairs', index, 'max_amount'])}
          />
          <Switch {...bind.toggle(['pairs', index, 'enabled'])}>{intl.formatMessage(fields.enabled)}</Switch>
        </RowGroup>,
      ];
    });

  const intro = { knt: asset.kntIntro, fiat: asset.fiatIntro, swap: asset.swapIntro };

  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AssetTab)}>
        <TabList aria-label={intl.formatMessage(asset.tabs)}>
          {TABS.map((id) => (
            <Tab key={id} id={id}>
              {intl.formatMessage(asset[id])}
            </Tab>
          ))}
        </TabList>
        {TABS.map((id) => (
          <TabPanel key={id} id={id}>
            <div className={styles.page}>
              <p className={styles.muted}>{intl.formatMessage(intro[id])}</p>
              {id === 'swap' && (
                <div className={styles.fieldGrid}>
                  <AmountInput
                    label={intl.formatMessage(fields.fee_percent)}
                    unit="%"
                    {...bind.text(['fee_percent'])}
                  />
                  <NumberField
                    label={intl.formatMessage(fields.quote_ttl_seconds)}
                    minValue={5}
                    maxValue={300}
                    formatOptions={{ maximumFractionDigits: 0 }}
                    {...bind.number(['quote_ttl_seconds'])}
                  />
                </div>
              )}
              <RowList
                empty={intl.formatMessage(asset.empty)}
                addLabel={intl.formatMessage(asset.addPair)}
                onAdd={() => addPair(id)}
              >
                {pairRows(id)}
              </RowList>
            </div>
          </TabPanel>
        ))}
      </Tabs>
      <SaveButton isSaving={form.isSaving} />
    </Form>
  );
}
