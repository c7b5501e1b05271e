import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { useSaveSwapConfiguration } from '../../api/generated/endpoints/configuration/configuration.ts';
import type { Asset } from '../../api/generated/model/asset.ts';
import type { SwapConfiguration } from '../../api/generated/model/swapConfiguration.ts';
import type { SwapPair } from '../../api/generated/model/swapPair.ts';
import { SaveSwapConfigurationBody } from '../../api/generated/zod/configuration/configuration.zod.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Form } from '../../ui/form/form.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog.tsx';
import { Select } from '../../ui/select/select.tsx';
import { SaveButton } from './save-button.tsx';
import { assetsQueryOptions, swapConfigurationQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { asset, assetOption, danger, errors, fields, pairDisabled, pairName, pairRemoved, saved } from './messages.ts';
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
  const { data: assets } = useSuspenseQuery(assetsQueryOptions());
  return (
    <div className={styles.page}>
      <SwapForm initial={data} assets={assets.items} />
    </div>
  );
}

const keyOf = ({ from, to }: Pick<SwapPair, 'from' | 'to'>) => `${from}>${to}`;

/** What a save of `next` removes or stops among the `saved` pairs: removed pairs, then switched-off ones. */
export interface PairChange {
  kind: 'removed' | 'disabled';
  pair: SwapPair;
}

export function destructiveChanges(saved: SwapPair[], next: SwapPair[]): PairChange[] {
  const nextByKey = new Map(next.map((pair) => [keyOf(pair), pair]));
  return saved.flatMap((pair): PairChange[] => {
    const after = nextByKey.get(keyOf(pair));
    if (!after) return [{ kind: 'removed', pair }];
    return pair.enabled && !after.enabled ? [{ kind: 'disabled', pair }] : [];
  });
}

function SwapForm({ initial, assets }: { initial: SwapConfiguration; assets: Asset[] }) {
  const intl = useIntl();
  const [tab, setTab] = useState<AssetTab>('knt');
  // Each row stays in the tab it was loaded or added in while its assets are chosen.
  const [pairTabs, setPairTabs] = useState<AssetTab[]>(() => initial.pairs.map(tabOf));
  const [confirming, setConfirming] = useState<PairChange[]>([]);
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
  const savedKeys = new Set(form.saved.pairs.map(keyOf));
  const newPairFrom: Record<AssetTab, string> = {
    knt: 'KNT',
    fiat: assets.find(({ network }) => network === 'fiat')?.code ?? '',
    swap: '',
  };

  // Every asset of the platform, and a code a saved pair has that is no longer one of them.
  const optionsFor = (current: string) => {
    const options = assets.map(({ code, name }) => ({
      id: code,
      name: intl.formatMessage(assetOption, { code, name }),
    }));
    return current && !assets.some(({ code }) => code === current)
      ? [...options, { id: current, name: current }]
      : options;
  };

  const addPair = (to: AssetTab) => {
    setValues((current) => ({
      ...current,
      pairs: [...current.pairs, { from: newPairFrom[to], to: '', min_amount: '', max_amount: '', enabled: true }],
    }));
    setPairTabs((current) => [...current, to]);
  };
  const removePair = (index: number) => {
    setValues((current) => ({ ...current, pairs: current.pairs.filter((_, at) => at !== index) }));
    setPairTabs((current) => current.filter((_, at) => at !== index));
  };

  // What removes or stops swaps is said and confirmed before it is saved.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.validate(['fee_percent', 'quote_ttl_seconds', 'pairs']).then((valid) => {
      if (!valid) return;
      const changes = destructiveChanges(form.saved.pairs, values.pairs);
      if (changes.length > 0) setConfirming(changes);
      else void form.submit();
    });
  };

  const pairRows = (of: AssetTab) =>
    values.pairs.flatMap((pair, index) => {
      if (pairTabs[index] !== of) return [];
      const name =
        pair.from && pair.to
          ? intl.formatMessage(pairName, { from: pair.from, to: pair.to })
          : intl.formatMessage(asset.newPair);
      const pick = (side: 'from' | 'to') => ({
        name: `pairs/${index}/${side}`,
        label: intl.formatMessage(fields[side]),
        options: optionsFor(pair[side]),
        value: pair[side] || null,
        onChange: (key: Key | null) => {
          form.setValue(['pairs', index, side], key === null ? '' : String(key));
          form.clearError(`pairs/${index}/${side}`);
        },
      });
      return [
        <RowGroup
          key={index}
          name={name}
          onRemove={() => removePair(index)}
          removing={savedKeys.has(keyOf(pair)) ? intl.formatMessage(danger.pairNote) : undefined}
        >
          <Select {...pick('from')} />
          <Select {...pick('to')} />
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
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={onSubmit}>
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
      {confirming.length > 0 && (
        <ConfirmDialog
          title={intl.formatMessage(danger.confirmTitle)}
          confirmLabel={intl.formatMessage(danger.confirm)}
          cancelLabel={intl.formatMessage(danger.cancel)}
          onConfirm={() => {
            setConfirming([]);
            void form.submit();
          }}
          onCancel={() => setConfirming([])}
          isDanger
        >
          <p>{intl.formatMessage(danger.confirmIntro)}</p>
          <ul className={styles.changes}>
            {confirming.map(({ kind, pair }) => (
              <li key={`${kind}-${keyOf(pair)}`}>
                {intl.formatMessage(kind === 'removed' ? pairRemoved : pairDisabled, { from: pair.from, to: pair.to })}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} />
    </Form>
  );
}
