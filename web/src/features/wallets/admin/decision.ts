import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * How an administrator's decision on a waiting item (a withdrawal request, a deposit) is sent and
 * settled, as `useForm` options. On success: the dialog closes (the fetcher has refreshed what the call
 * changed). On a refusal that ends the action (`endsAction`, the item was decided elsewhere): the dialog
 * closes and the queue is read again; errors on the dialog's field show under it.
 */
export function useDecision(
  item: { id: string },
  onClose: () => void,
  { endsAction, queue }: { endsAction: (error: unknown) => boolean; queue: QueryKey },
) {
  const queryClient = useQueryClient();
  return {
    variables: <Body extends object>(data: Body) => ({ id: item.id, data }),
    networkMessage: false,
    onSuccess: onClose,
    onError: (error: unknown) => {
      if (!endsAction(error)) return;
      onClose();
      void queryClient.invalidateQueries({ queryKey: queue });
    },
  };
}
