import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FullScreenLoader } from '../../ui/loader/full-screen-loader.tsx';
import { sessionMessages as messages } from './session-messages.ts';
import { sessionQueryOptions } from './session-queries.ts';

/**
 * At startup, while nobody is known, asks who is signed in behind a full-screen loader, so that no
 * route renders (or redirects) before the answer. A failure lets the routes show it.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const session = useQuery(sessionQueryOptions());
  if (session.isPending) return <FullScreenLoader label={intl.formatMessage(messages.loaderLabel)} />;
  return children;
}
