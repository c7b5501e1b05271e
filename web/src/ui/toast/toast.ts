import { toast } from 'react-toastify/unstyled';

/** An error toast; the text is shown as it is. */
export function showErrorToast(message: string): void {
  toast.error(message);
}

/** A success toast; the text is shown as it is. */
export function showSuccessToast(message: string): void {
  toast.success(message);
}
