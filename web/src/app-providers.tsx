import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from './i18n/language-provider.tsx';
import { ModeProvider } from './styles/mode-provider.tsx';
import { Toaster } from './ui/toast/toaster.tsx';

/** Everything the screens rely on around the router: queries, display mode, language, toasts. */
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
