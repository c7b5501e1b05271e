import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'];
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/**
 * Lets react-aria's own links (menu items with an href) navigate with the app's router, with the
 * base path in their href, instead of loading the whole page again. Only around those: the router's
 * own links (ui/link) already carry the base path, which this would add a second time.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to, options) => void router.navigate({ ...options, to })}
      useHref={(to) => router.buildLocation({ to }).href}
    >
      {children}
    </RouterProvider>
  );
}
