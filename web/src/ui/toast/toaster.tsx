import { lazyPart } from '../../chunks/lazy-part.tsx';

/**
 * The toast region, its code (react-toastify and its stylesheet) loaded once the first page has
 * painted: no first paint shows a toast. Toasts asked for before it is there wait for it (toastify.ts).
 */
export const Toaster = lazyPart(() => import('./toast-region.tsx').then((module) => module.ToastRegion));
