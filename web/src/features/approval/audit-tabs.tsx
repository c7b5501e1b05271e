import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';
import { tabs } from './messages.ts';
import { trail as trailMessages } from './trail-messages.ts';

/**
 * setting/audit in three tabs: the configuration changes made (the trail), the changes waiting for a second
 * administrator (`?view=requests`), and every admin action on money or powers (`?view=actions`). The tab is in
 * the address, so the toast of a proposal links to it.
 */
export function AuditTabs({
  view,
  trail,
  requests,
  actions,
}: {
  view: 'trail' | 'requests' | 'actions';
  trail: ReactNode;
  requests: ReactNode;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Tabs
      selectedKey={view}
      onSelectionChange={(key) =>
        void navigate({
          to: '/admin/setting/audit',
          search: key === 'requests' || key === 'actions' ? { page: 1, view: key } : { page: 1 },
        })
      }
    >
      <TabList aria-label={intl.formatMessage(tabs.label)}>
        <Tab id="trail">{intl.formatMessage(tabs.trail)}</Tab>
        <Tab id="requests">{intl.formatMessage(tabs.requests)}</Tab>
        <Tab id="actions">{intl.formatMessage(trailMessages.tab)}</Tab>
      </TabList>
      <TabPanel id="trail">{view === 'trail' && trail}</TabPanel>
      <TabPanel id="requests">{view === 'requests' && requests}</TabPanel>
      <TabPanel id="actions">{view === 'actions' && actions}</TabPanel>
    </Tabs>
  );
}
