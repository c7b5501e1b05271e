import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button.tsx';
import { RecordSection } from '../../../ui/money-record/record-drawer.tsx';
import { review } from './review-messages.ts';

/** Approve and reject in a drawer, apart: reject in its own danger section. Each opens its confirmation. */
export function DecisionSections(props: {
  approve: { label: string; name: string };
  reject: { label: string; name: string };
  onDecide: (kind: 'approve' | 'reject') => void;
}) {
  const intl = useIntl();
  return (
    <>
      <RecordSection title={intl.formatMessage(review.approveTitle)} tone="action">
        <p>{intl.formatMessage(review.approveHint)}</p>
        <div>
          <Button aria-label={props.approve.name} onPress={() => props.onDecide('approve')}>
            {props.approve.label}
          </Button>
        </div>
      </RecordSection>
      <RecordSection title={intl.formatMessage(review.rejectTitle)} tone="danger">
        <p>{intl.formatMessage(review.rejectHint)}</p>
        <div>
          <Button variant="secondary" aria-label={props.reject.name} onPress={() => props.onDecide('reject')}>
            {props.reject.label}
          </Button>
        </div>
      </RecordSection>
    </>
  );
}
