import { useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../api/idempotency-key.ts';
import type { ErrorCodeTexts } from '../../../ui/form/error-text.ts';
import { invalidateMoney } from './queries.ts';

/**
 * How an administrator's decision on a waiting item (a withdrawal request, a deposit) is sent and
 * settled, as `useForm` options. The idempotency key stands for the item and what is sent, so a retry
 * of the same decision is applied once. On success: the dialog closes, the money queries refresh. On
 * a refusal that ends the action (`endsAction`): the same; errors on the dialog's field show under it.
 */
export function useDecision(
  item: { id: string },
  onClose: () => void,
  { codes, endsAction }: { codes: ErrorCodeTexts; endsAction: (error: unknown) => boolean },
) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();

  const settle = async () => {
    onClose();
    await invalidateMoney(queryClient);
  };

  return {
    variables: <Body extends object>(data: Body) => ({
      id: item.id,
      data,
      headers: { 'Idempotency-Key': idempotency.keyFor({ id: item.id, ...data }) },
    }),
    codes,
    networkMessage: false,
    onSuccess: async () => {
      idempotency.done();
      await settle();
    },
    onError: (error: unknown) => {
      if (endsAction(error)) void settle();
    },
  };
}
