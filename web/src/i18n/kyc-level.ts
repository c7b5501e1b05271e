import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { KycStatus } from '../api/generated/model/kycStatus.ts';

// A member's identity verification level in the product spec's words ('Verified N°1', 'Verified'), in the
// page's language, the same on every page that shows it.
const levels = defineMessages({
  none: { id: 'kyc.status.none', defaultMessage: 'Non vérifiée', description: 'KYC status: not started or initiated' },
  half_verified: {
    id: 'kyc.status.halfVerified',
    defaultMessage: 'Vérifiée N°1',
    description: 'KYC status half_verified, as the product words it',
  },
  verified: { id: 'kyc.status.verified', defaultMessage: 'Vérifiée', description: 'KYC status verified' },
});

/** initiated (or nothing) is not verified, half_verified 'Verified N°1', verified 'Verified'. */
export const kycLevelMessage = (kyc: KycStatus | null | undefined): MessageDescriptor =>
  kyc === 'verified' ? levels.verified : kyc === 'half_verified' ? levels.half_verified : levels.none;
