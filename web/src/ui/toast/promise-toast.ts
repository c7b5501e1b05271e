import { withToasts } from './toastify.ts';

export interface PromiseToastTexts {
  /** Shown while the promise runs. */
  pending: string;
  success: string;
  /** The text for the error the promise rejected with. */
  error: (error: unknown) => string;
}

/**
 * One toast that follows a promise: the pending text while it runs, then the success or error text
 * in its place. Answers the promise itself, so the caller still sees its result or error.
 */
export function showPromiseToast<T>(promise: Promise<T>, texts: PromiseToastTexts): Promise<T> {
  withToasts((toast) => {
    // Not returned: toast.promise answers `promise`, whose rejection is the caller's to handle.
    toast.promise(promise, {
      pending: texts.pending,
      success: texts.success,
      error: { render: ({ data }) => texts.error(data) },
    });
  });
  return promise;
}
