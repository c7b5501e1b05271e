import { withToasts } from './toastify.ts';

/** An error toast; the text is shown as it is. */
export function showErrorToast(message: string): void {
  withToasts((toast) => toast.error(message));
}

/** A success toast; the text is shown as it is. */
export function showSuccessToast(message: string): void {
  withToasts((toast) => toast.success(message));
}
