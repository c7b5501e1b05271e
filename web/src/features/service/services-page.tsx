import { useSuspenseQuery } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ServiceItem } from '../../api/generated/model/serviceItem.ts';
import * as layout from '../../styles/layout.css.ts';
import { Link } from '../../ui/link/link.tsx';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import * as styles from './service.css.ts';
import {
  activeCountText,
  allActiveCountText,
  openServiceText,
  service,
  serviceNames,
  statusNames,
} from './messages.ts';
import { adminServicesQueryOptions, servicesQueryOptions } from './queries.ts';

/** /service and /admin/service: one card per product, with the member's (or every member's) subscriptions. */
export function ServicesPage({ admin = false }: { admin?: boolean }) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(admin ? adminServicesQueryOptions() : servicesQueryOptions());
  return (
    <ul className={styles.cards} aria-label={intl.formatMessage(service.list)}>
      {data.items.map((item) => (
        <li key={item.key}>
          <ServiceCard item={item} admin={admin} />
        </li>
      ))}
    </ul>
  );
}

function ServiceCard({ item, admin }: { item: ServiceItem; admin: boolean }) {
  const intl = useIntl();
  const name = intl.formatMessage(serviceNames[item.key]);
  const titleId = `service-${item.key}`;
  return (
    <article className={layout.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {name}
      </h2>
      <p>
        <StatusPill status={item.status}>{intl.formatMessage(statusNames[item.status])}</StatusPill>
      </p>
      {item.available ? (
        <>
          <p>{intl.formatMessage(admin ? allActiveCountText : activeCountText, { count: item.active_count })}</p>
          {/* The link comes from the contract: a route of the app, under /account. */}
          <Link to={item.link as NonNullable<LinkProps['to']>}>{intl.formatMessage(openServiceText, { name })}</Link>
        </>
      ) : (
        <p className={layout.muted}>{intl.formatMessage(service.notYet)}</p>
      )}
    </article>
  );
}
