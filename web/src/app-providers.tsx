import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from './i18n/language-provider.tsx';
import { ModeProvider } from './styles/mode-provider.tsx';
import { Toaster } from './ui/toast/toaster.tsx';

/**
 * Everything the screens rely on around the router: queries, display mode, language, toasts. The
 * toast container is not lazily loaded although no first paint shows it: react-toastify keeps a toast
 * shown before its container exists, but loses the updates to it, so a promise toast started early
 * would stay pending for ever.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModeProvider>
        <LanguageProvider>
          {children}
          <Toaster />
        </LanguageProvider>
      </ModeProvider>
    </QueryClientProvider>
  );
}
