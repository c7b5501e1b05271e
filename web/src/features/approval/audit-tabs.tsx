import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';
import { tabs } from './messages.ts';

/**
 * setting/audit in two tabs: the changes made (the trail), and the changes waiting for a second
 * administrator (`?view=requests`). The tab is in the address, so the toast of a proposal links to it.
 */
export function AuditTabs({
  view,
  trail,
  requests,
}: {
  view: 'trail' | 'requests';
  trail: ReactNode;
  requests: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Tabs
      selectedKey={view}
      onSelectionChange={(key) =>
        void navigate({
          to: '/admin/setting/audit',
          search: key === 'requests' ? { page: 1, view: 'requests' } : { page: 1 },
        })
      }
    >
      <TabList aria-label={intl.formatMessage(tabs.label)}>
        <Tab id="trail">{intl.formatMessage(tabs.trail)}</Tab>
        <Tab id="requests">{intl.formatMessage(tabs.requests)}</Tab>
      </TabList>
      <TabPanel id="trail">{view === 'trail' && trail}</TabPanel>
      <TabPanel id="requests">{view === 'requests' && requests}</TabPanel>
    </Tabs>
  );
}
