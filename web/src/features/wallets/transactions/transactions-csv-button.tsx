import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { exportAllTransactions, exportTransactions } from '../../../api/generated/endpoints/transaction/transaction.ts';
import { Button } from '../../../ui/button/button.tsx';
import { errorText } from '../../../ui/form/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../ui/toast/toast.ts';
import { messages } from './messages.ts';
import {
  exportParams,
  isDateRangeValid,
  type TransactionFilterValues,
  type TransactionScope,
} from './transaction-search.ts';

export const CSV_FILE_NAME = 'transactions.csv';

/** Hands a text to the browser as a downloaded file. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

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
      download(text, CSV_FILE_NAME);
      showSuccessToast(intl.formatMessage(messages.exported));
    },
    onError: (error) =>
      showErrorToast(errorText(intl, error, { fallback: messages.exportFailed, networkMessage: false })),
  });
  return (
    <Button
      variant="secondary"
      isPending={csv.isPending}
      isDisabled={!isDateRangeValid(values)}
      onPress={() => csv.mutate(exportParams(values, scope))}
    >
      {intl.formatMessage(messages.exportCsv)}
    </Button>
  );
}
