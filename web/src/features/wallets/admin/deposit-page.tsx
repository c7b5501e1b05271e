import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAssetSettings } from '../../../api/assets.ts';
import { useRecordDeposit } from '../../../api/generated/endpoints/deposit/deposit.ts';
import type { Asset } from '../../../api/generated/model/asset.ts';
import type { Deposit } from '../../../api/generated/model/deposit.ts';
import { DepositStatus } from '../../../api/generated/model/depositStatus.ts';
import { DepositState } from '../../../api/generated/model/depositState.ts';
import { RecordDepositBody } from '../../../api/generated/zod/deposit/deposit.zod.ts';
import { displayDecimals, formatAmount } from '../../../i18n/format.ts';
import { AmountInput } from '../../../ui/amount-input/amount-input.tsx';
import { normalizeAmount } from '../../../ui/amount-input/normalize-amount.ts';
import { useLanguage } from '../../../i18n/language-provider.tsx';
import { withoutEmpty } from '../../../api/search-values.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Form } from '../../../ui/form/form.tsx';
import type { FieldErrors, FieldOfCode } from '../../../ui/form/field-errors.ts';
import { useForm } from '../../../ui/form/use-form.ts';
import { NumberField } from '../../../ui/number-field/number-field.tsx';
import { Select } from '../../../ui/select/select.tsx';
import { DataList } from '../../../ui/list/data-list.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { LineTime } from '../../../ui/money-record/record-time.tsx';
import { Amount } from '../../../ui/money-record/amount.tsx';
import { ChevronColumn, RecordChevron } from '../../../ui/money-record/record-opener.tsx';
import { FilterPanel } from '../../../ui/filter-panel/filter-panel.tsx';
import { MemberLink } from '../member-link.tsx';
import { DepositDrawer, DepositStatePill } from './deposit-drawer.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import { isZero } from '../../../api/decimal.ts';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import { ApproveDepositDialog, RejectDepositDialog } from './deposit-dialogs.tsx';
import {
  common,
  confirmationsOf,
  depositApprovalReasons,
  depositAwaitingApproval,
  depositAwaitingApprovalNoReason,
  depositCredited,
  depositPending,
  depositStateNames,
  depositStatusNames,
  deposits,
  resultCount,
} from './messages.ts';
import { assetsQueryOptions, depositsQueryOptions } from './queries.ts';
import { type DepositsSearch } from './search.ts';

const STATUSES = Object.values(DepositStatus);
// The states a status does not name: the filter asks for them by `state`.
const STATES_BEYOND_STATUS = Object.values(DepositState).filter(
  (state): state is keyof typeof depositStateNames => state in depositStateNames,
);
const ALL = 'all';
const FIELDS = ['username', 'asset', 'amount', 'tx_hash', 'confirmations'] as const;
const FIELD_OF_CODE: FieldOfCode<'recordDeposit'> = { DEPOSIT_DUPLICATE: 'tx_hash' };

/**
 * admin/deposit: the chain adapter an administrator is. First the deposits recorded, newest first,
 * filtered by status and paged in the address; the form that records an incoming deposit opens from a
 * button above them, and stays open for the next one.
 */
export function DepositPage({ search }: { search: DepositsSearch }) {
  const intl = useIntl();
  const formId = useId();
  const formTitleId = useId();
  const listTitleId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const { data } = useSuspenseQuery(assetsQueryOptions());
  const depositAssets = data.items.filter((asset) => asset.deposit_enabled);
  return (
    <section className={styles.page} aria-labelledby={listTitleId}>
      <div className={styles.toolbar}>
        <h2 id={listTitleId} className={styles.sectionTitle}>
          {intl.formatMessage(deposits.listTitle)}
        </h2>
        <Button
          variant={formOpen ? 'secondary' : undefined}
          aria-expanded={formOpen}
          // Only while the form is there to point at.
          aria-controls={formOpen ? formId : undefined}
          onPress={() => setFormOpen(!formOpen)}
        >
          {intl.formatMessage(formOpen ? deposits.formClose : deposits.formOpen)}
        </Button>
      </div>
      {formOpen && (
        <section id={formId} className={styles.panel} aria-labelledby={formTitleId}>
          <h3 id={formTitleId} className={styles.sectionTitle}>
            {intl.formatMessage(deposits.formTitle)}
          </h3>
          {depositAssets.length > 0 ? (
            <>
              <p className={styles.muted}>{intl.formatMessage(deposits.formHint)}</p>
              <DepositForm assets={depositAssets} />
            </>
          ) : (
            <p>{intl.formatMessage(deposits.noAsset)}</p>
          )}
        </section>
      )}
      <DepositList search={search} />
    </section>
  );
}

interface Values {
  username: string;
  asset: string | undefined;
  amount: string;
  tx_hash: string;
  /** NaN while the field is empty. */
  confirmations: number;
}

const EMPTY: Values = { username: '', asset: undefined, amount: '', tx_hash: '', confirmations: Number.NaN };

function DepositForm({ assets }: { assets: Asset[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const format = useLedgerFormat();
  const record = useRecordDeposit();

  const fieldMessage = (field: string) => {
    switch (field) {
      case 'username':
        return intl.formatMessage(deposits.usernameInvalid);
      case 'asset':
        return intl.formatMessage(deposits.assetRequired);
      case 'amount':
        return intl.formatMessage(deposits.amountInvalid);
      case 'tx_hash':
        return intl.formatMessage(deposits.txHashInvalid);
      default:
        return intl.formatMessage(deposits.confirmationsInvalid);
    }
  };

  const form = useForm({
    initial: EMPTY,
    schema: RecordDepositBody,
    toBody: (values: Values) => ({
      username: values.username.trim(),
      asset: values.asset,
      amount: values.amount,
      tx_hash: values.tx_hash.trim(),
      confirmations: values.confirmations,
    }),
    describe: (_issue, _value, field) => fieldMessage(field),
    // The contract takes "0"; a deposit of nothing is a typing mistake.
    rules: (values): FieldErrors =>
      values.amount !== '' && isZero(values.amount) ? { amount: fieldMessage('amount') } : {},
    mutation: record,
    fields: FIELDS,
    fieldOfCode: FIELD_OF_CODE,
    networkMessage: false,
    successText: (deposit) =>
      deposit.state === 'pending_approval'
        ? deposit.approval_reason
          ? intl.formatMessage(depositAwaitingApproval, {
              reference: deposit.reference,
              reason: intl.formatMessage(depositApprovalReasons[deposit.approval_reason]),
            })
          : intl.formatMessage(depositAwaitingApprovalNoReason, { reference: deposit.reference })
        : deposit.status === 'credited'
          ? intl.formatMessage(depositCredited, {
              reference: deposit.reference,
              amount: formatAmount(
                deposit.amount,
                displayDecimals(assets.find(({ code }) => code === deposit.asset)),
                format.language,
              ),
              asset: deposit.asset,
              username: deposit.username,
            })
          : intl.formatMessage(depositPending, {
              reference: deposit.reference,
              confirmations: deposit.confirmations,
              required: deposit.required_confirmations,
            }),
    onSuccess: () => {
      // The asset stays chosen: deposits are often recorded in a row for one asset.
      form.setValues((current) => ({ ...EMPTY, asset: current.asset }));
    },
  });
  const { formRef, errors, values, setValues, onSubmit } = form;
  const asset = assets.find(({ code }) => code === values.asset);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      form.setValue([key], value);

  return (
    <Form ref={formRef} validationErrors={errors} onSubmit={onSubmit}>
      <div className={styles.fieldGrid}>
        <TextField
          name="username"
          label={intl.formatMessage(deposits.username)}
          value={values.username}
          onChange={set('username')}
          maxLength={64}
          autoComplete="off"
        />
        <Select
          name="asset"
          label={intl.formatMessage(deposits.asset)}
          options={assets.map(({ code, name }) => ({ id: code, name: `${code} (${name})` }))}
          value={values.asset ?? null}
          onChange={(key) =>
            setValues((current) => {
              const next = assets.find(({ code }) => code === key);
              // The amount keeps at most the decimals of the asset it is now in.
              const amount =
                next && current.amount
                  ? (normalizeAmount(current.amount, language, next.decimals) ?? current.amount)
                  : current.amount;
              return { ...current, asset: next?.code, amount };
            })
          }
        />
        <AmountInput
          name="amount"
          label={intl.formatMessage(deposits.amount)}
          decimals={asset?.decimals}
          value={values.amount}
          onChange={set('amount')}
        />
        <TextField
          name="tx_hash"
          label={intl.formatMessage(deposits.txHash)}
          value={values.tx_hash}
          onChange={set('tx_hash')}
          maxLength={66}
          autoComplete="off"
          spellCheck="false"
        />
        <NumberField
          name="confirmations"
          label={intl.formatMessage(deposits.confirmations)}
          value={values.confirmations}
          onChange={set('confirmations')}
          minValue={0}
          maxValue={1_000_000}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={record.isPending}>
          {intl.formatMessage(record.isPending ? deposits.submitting : deposits.submit)}
        </Button>
      </div>
    </Form>
  );
}

function DepositList({ search }: { search: DepositsSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(depositsQueryOptions(search));
  const assets = useAssetSettings();
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<{ kind: 'approve' | 'reject'; deposit: Deposit } | null>(null);
  // The drawer shows the deposit as the list has it now: once gone from the list, it closes.
  const opened = openId === null ? undefined : data.items.find(({ id }) => id === openId);
  const go = (next: DepositsSearch) =>
    void navigate({ to: '/admin/deposit', search: withoutEmpty(next), resetScroll: false });
  const statusOptions = [
    { id: ALL, name: intl.formatMessage(common.all) },
    ...STATUSES.map((id) => ({ id, name: intl.formatMessage(depositStatusNames[id]) })),
    ...STATES_BEYOND_STATUS.map((id) => ({ id, name: intl.formatMessage(depositStateNames[id]) })),
  ];

  const status = search.state ?? search.status;
  return (
    <>
      <FilterPanel
        label={intl.formatMessage(common.filters)}
        active={status ? 1 : 0}
        onClear={() => go({ page: undefined, status: undefined, state: undefined })}
      >
        <Select
          label={intl.formatMessage(deposits.status)}
          options={statusOptions}
          value={status ?? ALL}
          onChange={(key) =>
            go({
              page: undefined,
              status: STATUSES.find((id) => id === key),
              state: STATES_BEYOND_STATUS.find((id) => id === key),
            })
          }
        />
      </FilterPanel>
      <DataList
        label={intl.formatMessage(deposits.listTitle)}
        count={intl.formatMessage(resultCount, { total: data.total })}
        records
        onRowAction={(key) => setOpenId(String(key))}
        columns={
          <>
            <Column id="created_at">{intl.formatMessage(deposits.date)}</Column>
            <Column id="reference" isRowHeader>
              {intl.formatMessage(deposits.reference)}
            </Column>
            <Column id="member">{intl.formatMessage(deposits.member)}</Column>
            <Column id="asset">{intl.formatMessage(deposits.asset)}</Column>
            <Column id="amount" numeric>
              {intl.formatMessage(deposits.amountColumn)}
            </Column>
            <Column id="fee" numeric>
              {intl.formatMessage(deposits.fee)}
            </Column>
            <Column id="confirmations" numeric>
              {intl.formatMessage(deposits.confirmations)}
            </Column>
            <Column id="status">{intl.formatMessage(deposits.status)}</Column>
            <ChevronColumn />
          </>
        }
        items={data.items}
        dependencies={[intl.locale, assets]}
        empty={intl.formatMessage(deposits.empty)}
        pager={{ of: data, label: intl.formatMessage(deposits.pages) }}
      >
        {(deposit) => (
          <Row id={deposit.id}>
            <Cell phone="note">
              <LineTime at={deposit.created_at} />
            </Cell>
            <Cell>{deposit.reference}</Cell>
            <Cell phone="title">
              <MemberLink member={deposit} />
            </Cell>
            <Cell>{deposit.asset}</Cell>
            <Cell phone="figure" numeric>
              <Amount
                value={deposit.amount}
                asset={deposit.asset}
                decimals={displayDecimals(assets(deposit.asset))}
                sign="+"
                incoming
              />
            </Cell>
            <Cell numeric>
              <Amount value={deposit.fee} asset={deposit.asset} decimals={displayDecimals(assets(deposit.asset))} />
            </Cell>
            <Cell numeric>
              {intl.formatMessage(confirmationsOf, {
                confirmations: deposit.confirmations,
                required: deposit.required_confirmations,
              })}
            </Cell>
            <Cell phone="status">
              <DepositStatePill deposit={deposit} />
            </Cell>
            <Cell phone="open">
              <RecordChevron reference={deposit.reference} onOpen={() => setOpenId(deposit.id)} />
            </Cell>
          </Row>
        )}
      </DataList>
      {opened && (
        <DepositDrawer
          deposit={opened}
          asset={assets(opened.asset)}
          onClose={() => setOpenId(null)}
          onDecide={(kind) => setAction({ kind, deposit: opened })}
        />
      )}
      {action?.kind === 'approve' && <ApproveDepositDialog deposit={action.deposit} onClose={() => setAction(null)} />}
      {action?.kind === 'reject' && <RejectDepositDialog deposit={action.deposit} onClose={() => setAction(null)} />}
    </>
  );
}
