import { defineMessages } from 'react-intl';

export const fields = defineMessages({
  uid: { id: 'profile.field.uid', defaultMessage: 'Identifiant', description: 'Profile detail: the uid' },
  username: { id: 'profile.field.username', defaultMessage: 'Nom d’utilisateur', description: 'Profile detail' },
  firstName: { id: 'profile.field.firstName', defaultMessage: 'Prénom', description: 'Profile detail' },
  lastName: { id: 'profile.field.lastName', defaultMessage: 'Nom', description: 'Profile detail' },
  email: { id: 'profile.field.email', defaultMessage: 'E-mail', description: 'Profile detail' },
  tel: { id: 'profile.field.tel', defaultMessage: 'Téléphone', description: 'Profile detail' },
  country: { id: 'profile.field.country', defaultMessage: 'Pays', description: 'Profile detail' },
  sponsor: { id: 'profile.field.sponsor', defaultMessage: 'Parrain', description: 'Profile detail: the sponsor' },
  createdAt: { id: 'profile.field.createdAt', defaultMessage: 'Membre depuis', description: 'Profile detail' },
  kyc: { id: 'profile.field.kyc', defaultMessage: 'Identité', description: 'Profile detail: KYC status' },
  status: { id: 'profile.field.status', defaultMessage: 'Statut', description: 'Profile detail: active or not' },
});

export const values = defineMessages({
  none: { id: 'profile.value.none', defaultMessage: 'Non renseigné', description: 'Profile detail: no value' },
  active: { id: 'profile.value.active', defaultMessage: 'Actif', description: 'Profile detail: active member' },
  inactive: { id: 'profile.value.inactive', defaultMessage: 'Inactif', description: 'Profile detail' },
  kycNotVerified: {
    id: 'profile.value.kycNotVerified',
    defaultMessage: 'Non vérifiée',
    description: 'KYC status initiated, or not started',
  },
  kycHalfVerified: {
    id: 'profile.value.kycHalfVerified',
    defaultMessage: 'Verified N°1',
    description: 'KYC status half_verified, as the product words it',
  },
  kycVerified: { id: 'profile.value.kycVerified', defaultMessage: 'Verified', description: 'KYC status verified' },
});
