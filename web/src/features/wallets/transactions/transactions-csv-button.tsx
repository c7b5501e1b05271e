import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { exportAllTransactions, exportTransactions } from '../../../api/generated/endpoints/transaction/transaction.ts';
import { Button } from '../../../ui/button/button.tsx';
import { downloadFile } from '../../../ui/download/download-file.ts';
import { errorText } from '../../../ui/form/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../ui/toast/toast.ts';
import { messages } from './messages.ts';
import { exportParams, type TransactionFilterValues, type TransactionScope } from './transaction-search.ts';
import { isDayRangeValid } from '../../../ui/day-field/day-range-fields.tsx';

export const CSV_FILE_NAME = 'transactions.csv';

export interface TransactionsCsvButtonProps {
  scope: TransactionScope;
  /** The list's filters: the file holds every transaction they match (the page is ignored). */
  values: TransactionFilterValues;
}

/** Downloads the transactions of the filters as transactions.csv; busy while the server builds it. */
export function TransactionsCsvButton({ scope, values }: TransactionsCsvButtonProps) {
  const intl = useIntl();
  const csv = useMutation({
    mutationFn: (params: ReturnType<typeof exportParams>) =>
      scope === 'admin' ? exportAllTransactions(params) : exportTransactions(params),
    onSuccess: (text) => {
      downloadFile(text, CSV_FILE_NAME);
      showSuccessToast(intl.formatMessage(messages.exported));
    },
    onError: (error) =>
      showErrorToast(errorText(intl, error, { fallback: messages.exportFailed, networkMessage: false })),
  });
  return (
    <Button
      variant="secondary"
      isPending={csv.isPending}
      isDisabled={!isDayRangeValid(values)}
      onPress={() => csv.mutate(exportParams(values, scope))}
    >
      {intl.formatMessage(messages.exportCsv)}
    </Button>
  );
}
