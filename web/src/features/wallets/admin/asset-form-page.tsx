import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/fetcher.ts';
import { getAdminAsset, useSaveAsset } from '../../../api/generated/endpoints/asset/asset.ts';
import type { Asset } from '../../../api/generated/model/asset.ts';
import { AssetInputPriceSource } from '../../../api/generated/model/assetInputPriceSource.ts';
import { Network } from '../../../api/generated/model/network.ts';
import { SaveAssetBody, SaveAssetParams } from '../../../api/generated/zod/asset/asset.zod.ts';
import { AmountInput } from '../../../ui/amount-input/amount-input.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog.tsx';
import { DangerZone } from '../../../ui/danger-zone/danger-zone.tsx';
import { Form } from '../../../ui/form/form.tsx';
import type { FieldErrors, FieldOfCode } from '../../../ui/form/field-errors.ts';
import { useForm } from '../../../ui/form/use-form.ts';
import { useUnsavedChanges } from '../../../ui/form/use-unsaved-changes.tsx';
import { Link } from '../../../ui/link/link.tsx';
import { NumberField } from '../../../ui/number-field/number-field.tsx';
import { Select } from '../../../ui/select/select.tsx';
import { Switch } from '../../../ui/switch/switch.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import * as styles from './admin.css.ts';
import {
  assetClosed,
  assetCreated,
  assetDanger,
  assetSaved,
  assets,
  common,
  networkNames,
  priceSourceNames,
} from './messages.ts';
import { explorerFields } from './explorer-messages.ts';

const NETWORKS = Object.values(Network);
const PRICE_SOURCES = Object.values(AssetInputPriceSource);
const PRICE_DECIMALS = 8;
const FIELDS = [
  'code',
  'name',
  'network',
  'decimals',
  'display_decimals',
  'usd_price',
  'price_source',
  'deposit_enabled',
  'withdraw_enabled',
  'swap_enabled',
  'icon',
  'explorer_tx_url',
  'explorer_address_url',
] as const;
const FIELD_OF_CODE: FieldOfCode<'saveAsset'> = { ASSET_IN_USE: 'decimals' };

interface Values {
  code: string;
  name: string;
  network: Network | undefined;
  /** NaN while the field is empty. */
  decimals: number;
  /** NaN while the field is empty: the platform then keeps it, or starts it at 6 at most. */
  display_decimals: number;
  usd_price: string;
  price_source: AssetInputPriceSource;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  swap_enabled: boolean;
  /** Empty for none. */
  icon: string;
  /** Empty for the network's usual explorer. */
  explorer_tx_url: string;
  explorer_address_url: string;
}

// A new asset takes no movement until an administrator switches it on, once its fields are checked.
const NEW_ASSET: Values = {
  code: '',
  name: '',
  network: undefined,
  decimals: Number.NaN,
  display_decimals: Number.NaN,
  usd_price: '',
  price_source: 'admin',
  deposit_enabled: false,
  withdraw_enabled: false,
  swap_enabled: false,
  icon: '',
  explorer_tx_url: '',
  explorer_address_url: '',
};

// What members can do with an asset; switching one off is a change to confirm.
const OPENINGS = ['deposit', 'withdraw', 'swap'] as const;
type Opening = (typeof OPENINGS)[number];

const valuesOf = (asset: Asset): Values => ({
  ...asset,
  icon: asset.icon ?? '',
  explorer_tx_url: asset.explorer_tx_url ?? '',
  explorer_address_url: asset.explorer_address_url ?? '',
});

/** An explorer template as sent: omitted when empty, so the platform gives the network's usual one. */
const template = (key: 'explorer_tx_url' | 'explorer_address_url', value: string) =>
  value.trim() ? { [key]: value.trim() } : {};

/**
 * admin/assets/new and admin/assets/edit/{code}: an asset's fields, checked with the contract's schema
 * before anything is sent. The code is chosen once, on a new asset; PUT would replace an asset of the
 * same code, so a new one is refused when the code exists. Then a toast and back to the list.
 */
export function AssetFormPage({ asset }: { asset?: Asset }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveAsset();
  const isNew = asset === undefined;
  const codeOf = (values: Values) => (isNew ? values.code : asset.code);

  const fieldMessage = (field: string) => {
    switch (field) {
      case 'code':
        return intl.formatMessage(assets.codeInvalid);
      case 'name':
        return intl.formatMessage(assets.nameInvalid);
      case 'network':
        return intl.formatMessage(assets.networkRequired);
      case 'decimals':
        return intl.formatMessage(assets.decimalsInvalid);
      case 'display_decimals':
        return intl.formatMessage(assets.displayDecimalsInvalid);
      case 'usd_price':
        return intl.formatMessage(assets.priceInvalid);
      case 'explorer_tx_url':
        return intl.formatMessage(explorerFields.txInvalid);
      case 'explorer_address_url':
        return intl.formatMessage(explorerFields.addressInvalid);
      default:
        return intl.formatMessage(assets.iconInvalid);
    }
  };

  const [initial] = useState(() => (asset ? valuesOf(asset) : NEW_ASSET));
  const form = useForm({
    initial,
    schema: SaveAssetBody,
    toBody: (values) => ({
      name: values.name.trim(),
      network: values.network,
      decimals: values.decimals,
      ...(Number.isNaN(values.display_decimals) ? {} : { display_decimals: values.display_decimals }),
      usd_price: values.usd_price,
      price_source: values.price_source,
      deposit_enabled: values.deposit_enabled,
      withdraw_enabled: values.withdraw_enabled,
      swap_enabled: values.swap_enabled,
      icon: values.icon.trim() || null,
      ...template('explorer_tx_url', values.explorer_tx_url),
      ...template('explorer_address_url', values.explorer_address_url),
    }),
    describe: (_issue, _value, field) => fieldMessage(field),
    rules: (values: Values): FieldErrors => ({
      ...(isNew && !SaveAssetParams.shape.code.safeParse(values.code).success && { code: fieldMessage('code') }),
      ...(values.display_decimals > values.decimals && { display_decimals: fieldMessage('display_decimals') }),
    }),
    check: async (_body, values) =>
      isNew && (await assetExists(codeOf(values))) ? { code: intl.formatMessage(assets.codeTaken) } : undefined,
    mutation: save,
    variables: (data, values) => ({ code: codeOf(values), data }),
    fields: FIELDS,
    fieldOfCode: FIELD_OF_CODE,
    networkMessage: false,
    successText: (_answer, values) => intl.formatMessage(isNew ? assetCreated : assetSaved, { code: codeOf(values) }),
    onSuccess: async () => {
      unsaved.release();
      await navigate({ to: '/admin/assets', search: {} });
    },
  });
  const { formRef, errors, values } = form;
  const unsaved = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  // Switching off what members can do with a saved asset is said and confirmed before it is saved.
  const [closing, setClosing] = useState<Opening[]>([]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const closed = asset ? OPENINGS.filter((what) => asset[`${what}_enabled`] && !values[`${what}_enabled`]) : [];
    if (closed.length === 0) return void form.submit();
    void form.validate(FIELDS).then((valid) => {
      if (valid) setClosing(closed);
    });
  };
  const busy = form.isPending;
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      form.setValue([key], value);
  const switches = (
    <div className={styles.switches}>
      {OPENINGS.map((what) => (
        <Switch
          key={what}
          name={`${what}_enabled`}
          isSelected={values[`${what}_enabled`]}
          onChange={set(`${what}_enabled`)}
        >
          {intl.formatMessage(assets[`${what}Enabled`])}
        </Switch>
      ))}
    </div>
  );

  return (
    <Form ref={formRef} validationErrors={errors} onSubmit={onSubmit}>
      <div className={styles.fieldGrid}>
        {isNew && (
          <TextField
            name="code"
            label={intl.formatMessage(assets.code)}
            value={values.code}
            onChange={(value) => set('code')(value.trim().toUpperCase())}
            maxLength={10}
            autoComplete="off"
          />
        )}
        <TextField
          name="name"
          label={intl.formatMessage(assets.name)}
          value={values.name}
          onChange={set('name')}
          maxLength={60}
        />
        <Select
          name="network"
          label={intl.formatMessage(assets.network)}
          options={NETWORKS.map((id) => ({ id, name: intl.formatMessage(networkNames[id]) }))}
          value={values.network ?? null}
          onChange={(key) => set('network')(NETWORKS.find((id) => id === key))}
        />
        <NumberField
          name="decimals"
          label={intl.formatMessage(assets.decimals)}
          description={isNew ? undefined : intl.formatMessage(assets.decimalsHint)}
          value={values.decimals}
          onChange={set('decimals')}
          minValue={0}
          maxValue={12}
          step={1}
        />
        <NumberField
          name="display_decimals"
          label={intl.formatMessage(assets.displayDecimals)}
          description={intl.formatMessage(assets.displayDecimalsHint)}
          value={values.display_decimals}
          onChange={set('display_decimals')}
          minValue={0}
          maxValue={12}
          step={1}
        />
        <AmountInput
          name="usd_price"
          label={intl.formatMessage(assets.usdPrice)}
          unit="USD"
          decimals={PRICE_DECIMALS}
          value={values.usd_price}
          onChange={set('usd_price')}
        />
        <Select
          name="price_source"
          label={intl.formatMessage(assets.priceSource)}
          options={PRICE_SOURCES.map((id) => ({ id, name: intl.formatMessage(priceSourceNames[id]) }))}
          value={values.price_source}
          onChange={(key) => set('price_source')(PRICE_SOURCES.find((id) => id === key) ?? values.price_source)}
        />
        <TextField
          className={styles.wholeRow}
          name="icon"
          type="url"
          label={intl.formatMessage(assets.icon)}
          value={values.icon}
          onChange={set('icon')}
          maxLength={300}
        />
        <TextField
          className={styles.wholeRow}
          name="explorer_tx_url"
          type="url"
          label={intl.formatMessage(explorerFields.txUrl)}
          description={intl.formatMessage(explorerFields.txHint)}
          value={values.explorer_tx_url}
          onChange={set('explorer_tx_url')}
          maxLength={300}
        />
        <TextField
          className={styles.wholeRow}
          name="explorer_address_url"
          type="url"
          label={intl.formatMessage(explorerFields.addressUrl)}
          description={intl.formatMessage(explorerFields.addressHint)}
          value={values.explorer_address_url}
          onChange={set('explorer_address_url')}
          maxLength={300}
        />
      </div>
      {isNew ? (
        switches
      ) : (
        <DangerZone title={intl.formatMessage(assetDanger.zone)} note={intl.formatMessage(assetDanger.note)}>
          {switches}
        </DangerZone>
      )}
      {closing.length > 0 && (
        <ConfirmDialog
          title={intl.formatMessage(assetDanger.confirmTitle)}
          confirmLabel={intl.formatMessage(assetDanger.confirm)}
          cancelLabel={intl.formatMessage(common.cancel)}
          onConfirm={() => {
            setClosing([]);
            void form.submit();
          }}
          onCancel={() => setClosing([])}
          isDanger
        >
          <p>{intl.formatMessage(assetDanger.confirmIntro)}</p>
          <ul>
            {closing.map((what) => (
              <li key={what}>{intl.formatMessage(assetClosed, { what, code: codeOf(values) })}</li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
      {unsaved.prompt}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          {intl.formatMessage(busy ? assets.saving : assets.save)}
        </Button>
        <Link to="/admin/assets" search={{}}>
          {intl.formatMessage(assets.backToList)}
        </Link>
      </div>
    </Form>
  );
}

/** Whether an asset has this code: the one check that keeps "new" from replacing an existing asset. */
async function assetExists(code: string): Promise<boolean> {
  try {
    await getAdminAsset(code);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
