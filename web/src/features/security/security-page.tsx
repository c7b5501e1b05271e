import { useSuspenseQuery } from '@tanstack/react-query';
import type { PageSearch } from '../../api/paging.ts';
import { page } from '../../styles/layout.css.ts';
import { ChangePasswordForm, TransactionPasswordForm } from './password-forms.tsx';
import { securityOverviewQueryOptions } from './security-queries.ts';
import { SignIns } from './sign-ins.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * /setting/profile/security: the password, the transaction password, two-factor authentication and sign-ins,
 * whose page is in the address (`?page=2`).
 */
export function SecurityPage({ search }: { search: PageSearch }) {
  const { data: overview } = useSuspenseQuery(securityOverviewQueryOptions());
  return (
    <div className={page}>
      <ChangePasswordForm />
      <TransactionPasswordForm isSet={overview.have_transaction_password} twoFactor={overview.two_factor_enabled} />
      <TwoFactorSection overview={overview} />
      <SignIns search={search} />
    </div>
  );
}
