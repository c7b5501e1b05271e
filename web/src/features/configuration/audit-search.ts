import type { ConfigurationSection } from '../../api/generated/model/configurationSection.ts';
import type { listConfigurationAuditQuery } from '../../api/generated/parameters.ts';
import type { SearchOf } from '../../api/search-values.ts';

export const AUDIT_SECTIONS = [
  'swap',
  'kyc',
  'transaction',
  'visa',
  'cold-wallet',
] as const satisfies readonly ConfigurationSection[];

/** The audit trail's address: `?page=2&section=visa`; the route keeps a page, 1 when missing or wrong. */
export type AuditSearch = SearchOf<typeof listConfigurationAuditQuery> & { page: number };
