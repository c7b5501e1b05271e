import { defineMessage, useIntl } from 'react-intl';
import { muted } from '../../styles/layout.css.ts';

// Apart from the error states: a route's pending component is on its page's critical path.
const loading = defineMessage({
  id: 'pageState.loading',
  defaultMessage: 'Chargement…',
  description: 'Shown while a page loads its data',
});

/** What a page or a panel shows while its data loads (a route's pending component, in its frame). */
export function PendingState({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <p role="status" className={muted}>
      {label ?? intl.formatMessage(loading)}
    </p>
  );
}
