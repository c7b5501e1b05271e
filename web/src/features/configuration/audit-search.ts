import type { ConfigurationSection } from '../../api/generated/model/configurationSection.ts';
import type { ListConfigurationAuditParams } from '../../api/generated/model/listConfigurationAuditParams.ts';
import type { listConfigurationAuditQuery } from '../../api/generated/parameters.ts';
import type { SearchOf } from '../../api/search-values.ts';

export const AUDIT_SECTIONS = [
  'swap',
  'kyc',
  'transaction',
  'visa',
  'cold-wallet',
] as const satisfies readonly ConfigurationSection[];

export const AUDIT_PAGE_SIZE = 20;

/** The audit trail's address: `?page=2&section=visa`; the route keeps a page, 1 when missing or wrong. */
export type AuditSearch = SearchOf<typeof listConfigurationAuditQuery> & { page: number };

export const auditParams = ({ page, section }: AuditSearch): ListConfigurationAuditParams => ({
  page,
  pageSize: AUDIT_PAGE_SIZE,
  ...(section ? { section } : {}),
});
