import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldError, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import {
  getGetKycDocumentUrl,
  getListKycReviewsQueryKey,
  useApproveKycStep,
  useRejectKycStep,
} from '../../api/generated/endpoints/kyc/kyc.ts';
import type { KycReview } from '../../api/generated/model/kycReview.ts';
import { API_BASE } from '../../api/fetcher.ts';
import type { PageSearch } from '../../api/paging.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';
import { actions, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { ConfirmFormDialog } from '../../ui/confirm-dialog/confirm-form-dialog.tsx';
import * as fieldStyles from '../../ui/field/field.css.ts';
import { errorText } from '../../ui/form/error-text.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { DataList } from '../../ui/list/data-list.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { kycReviewsQueryOptions } from './kyc-queries.ts';
import * as styles from './kyc.css.ts';
import { documentLink, rejectTitle, review, stepNames, types } from './messages.ts';

/**
 * The steps waiting for an administrator, paged through the address (`?page=2`): each with its member and
 * documents, approved or rejected with a reason.
 */
export function KycReviewQueue({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const language = intl.locale as Language;
  const { data } = useSuspenseQuery(kycReviewsQueryOptions(search));
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListKycReviewsQueryKey() });
  const approve = useApproveKycStep();
  const [rejecting, setRejecting] = useState<KycReview | null>(null);

  const onApprove = (item: KycReview) =>
    approve.mutate(
      { id: item.id },
      {
        onSuccess: () => showSuccessToast(intl.formatMessage(review.approved)),
        // A refusal may mean another administrator decided first: the queue is read again.
        onError: (error) => {
          showErrorToast(errorText(intl, error));
          void refresh();
        },
      },
    );

  return (
    <section className={stack} aria-labelledby="kyc-review-title">
      <h2 id="kyc-review-title" className={sectionTitle}>
        {intl.formatMessage(review.title)}
      </h2>
      <DataList
        cardsBelow="medium"
        label={intl.formatMessage(review.table)}
        count={String(data.total)}
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(review.memberColumn)}</Column>
            <Column>{intl.formatMessage(review.stepColumn)}</Column>
            <Column>{intl.formatMessage(review.typeColumn)}</Column>
            <Column>{intl.formatMessage(review.sentColumn)}</Column>
            <Column>{intl.formatMessage(review.documentsColumn)}</Column>
            <Column>{intl.formatMessage(review.actionsColumn)}</Column>
          </>
        }
        items={data.items}
        dependencies={[intl.locale]}
        empty={intl.formatMessage(review.empty)}
        pager={{ of: data, label: intl.formatMessage(review.pages) }}
      >
        {(item) => (
          <Row id={item.id}>
            <Cell data-label={intl.formatMessage(review.memberColumn)}>
              {item.member.username} ({item.member.uid})
              <div>
                {item.member.first_name} {item.member.last_name}
                {item.info.company_name ? ` · ${item.info.company_name}` : ''}
              </div>
            </Cell>
            <Cell data-label={intl.formatMessage(review.stepColumn)}>{intl.formatMessage(stepNames[item.step])}</Cell>
            <Cell data-label={intl.formatMessage(review.typeColumn)}>{intl.formatMessage(types[item.type])}</Cell>
            <Cell data-label={intl.formatMessage(review.sentColumn)}>
              {item.submitted_at ? formatDate(item.submitted_at, language) : ''}
            </Cell>
            <Cell data-label={intl.formatMessage(review.documentsColumn)}>
              {item.documents.map((document, index) => (
                <div key={document.id}>
                  <a href={`${API_BASE}${getGetKycDocumentUrl(document.id)}`} target="_blank" rel="noreferrer">
                    {intl.formatMessage(documentLink, {
                      index: index + 1,
                      type: document.media_type === 'application/pdf' ? 'PDF' : 'image',
                    })}
                  </a>
                </div>
              ))}
            </Cell>
            <Cell data-label={intl.formatMessage(review.actionsColumn)}>
              <div className={actions}>
                <Button onPress={() => onApprove(item)} isDisabled={approve.isPending}>
                  {intl.formatMessage(review.approve)}
                </Button>
                <Button variant="secondary" onPress={() => setRejecting(item)}>
                  {intl.formatMessage(review.reject)}
                </Button>
              </div>
            </Cell>
          </Row>
        )}
      </DataList>
      {rejecting && (
        <RejectDialog
          item={rejecting}
          onClose={() => {
            setRejecting(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}

function RejectDialog({ item, onClose }: { item: KycReview; onClose: () => void }) {
  const intl = useIntl();
  const reject = useRejectKycStep();
  const { formRef, errors, values, setValue, onSubmit } = useForm({
    initial: { reason: '' },
    toBody: ({ reason }) => ({ reason: reason.trim() }),
    mutation: reject,
    variables: (data: { reason: string }) => ({ id: item.id, data }),
    fields: ['reason'],
    successText: () => intl.formatMessage(review.rejected),
    onSuccess: onClose,
  });
  const title = intl.formatMessage(rejectTitle, {
    step: intl.formatMessage(stepNames[item.step]),
    member: item.member.username,
  });
  return (
    <ConfirmFormDialog
      title={title}
      form={{ formRef, errors, onSubmit }}
      confirmLabel={intl.formatMessage(review.reject)}
      cancelLabel={intl.formatMessage(review.cancel)}
      onCancel={onClose}
      isPending={reject.isPending}
    >
      <TextField
        name="reason"
        value={values.reason}
        onChange={(value) => setValue(['reason'], value)}
        minLength={3}
        maxLength={500}
        isRequired
        autoFocus
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{intl.formatMessage(review.reasonLabel)}</Label>
        <TextArea className={`${fieldStyles.control} ${styles.textArea}`} rows={4} />
        <FieldError className={fieldStyles.error} />
      </TextField>
    </ConfirmFormDialog>
  );
}
