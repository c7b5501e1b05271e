import { useSuspenseQuery } from '@tanstack/react-query';
import { page } from '../../styles/layout.css.ts';
import { ChangePasswordForm, TransactionPasswordForm } from './password-forms.tsx';
import { securityOverviewQueryOptions } from './security-queries.ts';
import { SignIns } from './sign-ins.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** /setting/profile/security: the password, the transaction password, two-factor authentication and sign-ins. */
export function SecurityPage() {
  const { data: overview } = useSuspenseQuery(securityOverviewQueryOptions());
  return (
    <div className={page}>
      <ChangePasswordForm />
      <TransactionPasswordForm isSet={overview.have_transaction_password} twoFactor={overview.two_factor_enabled} />
      <TwoFactorSection overview={overview} />
      <SignIns />
    </div>
  );
}
