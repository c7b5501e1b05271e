import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isCode } from '../../api/error-code.ts';
import {
  getListAdminRequestsQueryKey,
  useApproveAdminRequest,
  useCancelAdminRequest,
  useRejectAdminRequest,
} from '../../api/generated/endpoints/approval/approval.ts';
import type { AdminRequest } from '../../api/generated/model/adminRequest.ts';
import { RejectAdminRequestBody } from '../../api/generated/zod/approval/approval.zod.ts';
import { actions, filters, stack } from '../../styles/layout.css.ts';
import { kindNames, statusNames } from '../../ui/admin-request/messages.ts';
import { RequestChanges } from '../../ui/admin-request/request-changes.tsx';
import { Button } from '../../ui/button/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog.tsx';
import { ConfirmFormDialog } from '../../ui/confirm-dialog/confirm-form-dialog.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { toneOf } from '../../ui/money-record/status-tone.ts';
import { ReasonField } from '../../ui/reason-field/reason-field.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { count, decidedBy, dialogTitles, messages, summary } from './messages.ts';
import { adminRequestsQueryOptions } from './queries.ts';
import { REQUEST_STATUSES, type RequestsSearch } from './requests-search.ts';

const ALL = 'all';

type Decision = 'approve' | 'reject' | 'cancel';

const dateTime = (intl: IntlShape, value: string) =>
  intl.formatDate(value, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A refusal after which the request cannot be decided here: it was decided meanwhile, or is not this one's to decide. */
const endsAction = (error: unknown) =>
  isCode(error, 'ADMIN_REQUEST_NOT_PENDING') ||
  isCode(error, 'ADMIN_REQUEST_STALE') ||
  isCode(error, 'OWN_ADMIN_REQUEST') ||
  isCode(error, 'NOT_ADMIN_REQUEST_PROPOSER') ||
  isCode(error, 'OWN_ACCOUNT');

/**
 * setting/audit's requests tab: the changes to admin powers and money controls that wait for a second administrator
 * (decision 009), pending first, filtered by status through the address (`?status=pending&page=2`). Another
 * administrator's request is approved or rejected with a reason; one's own is cancelled; each is confirmed.
 */
export function RequestsPage({ search, self }: { search: RequestsSearch; self: string | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(adminRequestsQueryOptions(search));
  const [asked, setAsked] = useState<{ request: AdminRequest; decision: Decision } | null>(null);
  // Newest first from the server; on the page, the ones waiting for a decision come first.
  const items = [...data.items].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  const statusOptions = [
    { id: ALL, name: intl.formatMessage(messages.allStatuses) },
    ...REQUEST_STATUSES.map((id) => ({ id, name: intl.formatMessage(statusNames[id]) })),
  ];
  const label = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  const own = (request: AdminRequest) => self !== undefined && request.proposed_by === self;

  return (
    <div className={stack}>
      <div className={filters}>
        <Select
          label={label(messages.status)}
          options={statusOptions}
          value={search.status ?? ALL}
          onChange={(key) => {
            const status = REQUEST_STATUSES.find((id) => id === key);
            void navigate({
              to: '/admin/setting/audit',
              search: { page: 1, view: 'requests', ...(status ? { status } : {}) },
            });
          }}
        />
      </div>
      <DataList
        label={label(messages.table)}
        count={intl.formatMessage(count, { total: data.total })}
        cardsBelow="wide"
        columns={
          <>
            <Column isRowHeader>{label(messages.when)}</Column>
            <Column>{label(messages.kind)}</Column>
            <Column>{label(messages.target)}</Column>
            <Column>{label(messages.changes)}</Column>
            <Column>{label(messages.proposer)}</Column>
            <Column>{label(messages.status)}</Column>
            <Column>{label(messages.actions)}</Column>
          </>
        }
        items={items}
        dependencies={[intl.locale, self]}
        empty={label(messages.empty)}
        pager={{ of: data, label: label(messages.pages) }}
      >
        {(request) => (
          <Row id={request.id}>
            <Cell data-label={label(messages.when)}>
              <time dateTime={request.proposed_at}>{dateTime(intl, request.proposed_at)}</time>
            </Cell>
            <Cell data-label={label(messages.kind)}>{intl.formatMessage(kindNames[request.kind])}</Cell>
            <Cell data-label={label(messages.target)}>
              {request.kind.startsWith('user.') ? (
                <Link to="/admin/user/profil/$uid" params={{ uid: request.subject }}>
                  {request.subject}
                </Link>
              ) : (
                // A setting's request names it in its kind already.
                <span aria-hidden="true">—</span>
              )}
            </Cell>
            <Cell data-label={label(messages.changes)}>
              <RequestChanges request={request} />
            </Cell>
            <Cell data-label={label(messages.proposer)}>{request.proposed_by}</Cell>
            <Cell data-label={label(messages.status)}>
              <StatusPill status={request.status} tone={toneOf(request.status)}>
                {intl.formatMessage(statusNames[request.status])}
              </StatusPill>
              {request.decided_by && request.status !== 'pending' && (
                <> {intl.formatMessage(decidedBy, { who: request.decided_by })}</>
              )}
              {request.reason && <> — {request.reason}</>}
            </Cell>
            <Cell data-label={label(messages.actions)}>
              {request.status === 'pending' && (
                <div className={actions}>
                  {own(request) ? (
                    <Button variant="secondary" onPress={() => setAsked({ request, decision: 'cancel' })}>
                      {label(messages.cancelRequest)}
                    </Button>
                  ) : (
                    <>
                      <Button onPress={() => setAsked({ request, decision: 'approve' })}>
                        {label(messages.approve)}
                      </Button>
                      <Button variant="secondary" onPress={() => setAsked({ request, decision: 'reject' })}>
                        {label(messages.reject)}
                      </Button>
                    </>
                  )}
                </div>
              )}
            </Cell>
          </Row>
        )}
      </DataList>
      {asked?.decision === 'reject' && <RejectDialog request={asked.request} onClose={() => setAsked(null)} />}
      {asked && asked.decision !== 'reject' && (
        <DecideDialog request={asked.request} decision={asked.decision} onClose={() => setAsked(null)} />
      )}
    </div>
  );
}

function Summary({ request }: { request: AdminRequest }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(summary, { who: request.proposed_by, target: request.subject })}</p>
      <RequestChanges request={request} />
    </>
  );
}

/** After a refusal that ends the action, the list is read again: it shows how the request stands now. */
function useSettle(onClose: () => void) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return (error: unknown) => {
    showErrorToast(errorText(intl, error, { networkMessage: false }));
    if (!endsAction(error)) return;
    onClose();
    void queryClient.invalidateQueries({ queryKey: getListAdminRequestsQueryKey() });
  };
}

/** Approve another administrator's request, or cancel one's own: a plain question, then the call. */
function DecideDialog({
  request,
  decision,
  onClose,
}: {
  request: AdminRequest;
  decision: 'approve' | 'cancel';
  onClose: () => void;
}) {
  const intl = useIntl();
  const approve = useApproveAdminRequest();
  const cancel = useCancelAdminRequest();
  const mutation = decision === 'approve' ? approve : cancel;
  const settle = useSettle(onClose);
  const kind = intl.formatMessage(kindNames[request.kind]);
  return (
    <ConfirmDialog
      title={intl.formatMessage(dialogTitles[decision], { kind })}
      confirmLabel={intl.formatMessage(decision === 'approve' ? messages.approve : messages.cancelRequest)}
      cancelLabel={intl.formatMessage(messages.back)}
      isDanger={decision === 'cancel'}
      isPending={mutation.isPending}
      onCancel={onClose}
      onConfirm={() => {
        mutation
          .mutateAsync({ id: request.id })
          .then(() => {
            onClose();
            showSuccessToast(intl.formatMessage(decision === 'approve' ? messages.approved : messages.cancelled));
          })
          .catch(settle);
      }}
    >
      <Summary request={request} />
      <p>{intl.formatMessage(decision === 'approve' ? messages.approveNote : messages.cancelNote)}</p>
    </ConfirmDialog>
  );
}

/** Reject another administrator's request, with the reason the proposer will read. */
function RejectDialog({ request, onClose }: { request: AdminRequest; onClose: () => void }) {
  const intl = useIntl();
  const reject = useRejectAdminRequest();
  const settle = useSettle(onClose);
  const { formRef, errors, values, setValue, onSubmit } = useForm({
    initial: { reason: '' },
    schema: RejectAdminRequestBody,
    toBody: ({ reason }: { reason: string }) => ({ reason: reason.trim() }),
    describe: () => intl.formatMessage(messages.reasonInvalid),
    mutation: reject,
    variables: (data) => ({ id: request.id, data }),
    fields: ['reason'],
    networkMessage: false,
    // A refusal that ends the action closes the dialog with its text; the others show as any form's do.
    onError: (error) => {
      if (!endsAction(error)) return;
      settle(error);
      return false;
    },
    successText: () => intl.formatMessage(messages.rejected),
    onSuccess: onClose,
  });
  return (
    <ConfirmFormDialog
      title={intl.formatMessage(dialogTitles.reject, { kind: intl.formatMessage(kindNames[request.kind]) })}
      form={{ formRef, errors, onSubmit }}
      confirmLabel={intl.formatMessage(messages.reject)}
      cancelLabel={intl.formatMessage(messages.back)}
      isDanger
      isPending={reject.isPending}
      onCancel={onClose}
    >
      <Summary request={request} />
      <p>{intl.formatMessage(messages.rejectNote)}</p>
      <ReasonField
        name="reason"
        label={intl.formatMessage(messages.reason)}
        value={values.reason}
        onChange={(value) => setValue(['reason'], value)}
        maxLength={500}
        autoFocus
      />
    </ConfirmFormDialog>
  );
}
