import type { AdminRequest } from '../../api/generated/model/adminRequest.ts';
import { RecordChanges } from '../record-diff/record-changes.tsx';
import { fieldNames } from './messages.ts';

/** What a request changes: the value the proposer saw, and the value it makes. */
export function RequestChanges({ request }: { request: Pick<AdminRequest, 'before' | 'after'> }) {
  return <RecordChanges before={request.before} after={request.after} fieldNames={fieldNames} />;
}
