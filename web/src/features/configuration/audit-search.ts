import type { ConfigurationSection } from '../../api/generated/model/configurationSection.ts';
import type { ListConfigurationAuditParams } from '../../api/generated/model/listConfigurationAuditParams.ts';

export const AUDIT_SECTIONS = [
  'swap',
  'kyc',
  'transaction',
  'visa',
  'cold-wallet',
] as const satisfies readonly ConfigurationSection[];

export const AUDIT_PAGE_SIZE = 20;

/** The audit trail's address: `?page=2&section=visa`. */
export interface AuditSearch {
  page: number;
  section?: ConfigurationSection;
}

/** The route's validateSearch: a page from 1 (1 when missing or wrong) and a known section or none. */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = Number(search.page);
  const section = (AUDIT_SECTIONS as readonly unknown[]).includes(search.section)
    ? (search.section as ConfigurationSection)
    : undefined;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    ...(section ? { section } : {}),
  };
}

export const auditParams = ({ page, section }: AuditSearch): ListConfigurationAuditParams => ({
  page,
  pageSize: AUDIT_PAGE_SIZE,
  ...(section ? { section } : {}),
});
