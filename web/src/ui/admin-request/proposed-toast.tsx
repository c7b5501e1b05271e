import { useRouter, type ToOptions } from '@tanstack/react-router';
import { Link as AriaLink, RouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { link } from '../link/link.css.ts';
import { withToasts } from '../toast/toastify.ts';
import { messages } from './messages.ts';

/**
 * The toast of a change that now waits for a second administrator (a 202 answer): it says that nothing
 * changed yet, with a link to the pending requests. The toasts live outside the router, so the link is
 * given the router's href and navigation here, where the router is known.
 */
export function useProposedToast(): () => void {
  const intl = useIntl();
  const router = useRouter();
  return () => {
    const { href } = router.buildLocation({
      to: '/admin/setting/audit',
      search: { page: 1, view: 'requests', status: 'pending' },
    });
    withToasts((toast) =>
      toast.info(
        <RouterProvider
          navigate={(path) => void router.navigate({ href: path })}
          useHref={(path) => router.history.createHref(path ?? href)}
        >
          <span>
            {intl.formatMessage(messages.proposed)}{' '}
            {/* This provider reads its href whole, search included, where the app's types say a route path. */}
            <AriaLink className={link()} href={href as ToOptions['to']}>
              {intl.formatMessage(messages.seeRequests)}
            </AriaLink>
          </span>
        </RouterProvider>,
      ),
    );
  };
}
