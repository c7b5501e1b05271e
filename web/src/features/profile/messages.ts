import { defineMessage, defineMessages } from 'react-intl';

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
});

export const moreFields = defineMessages({
  noPhoto: { id: 'profile.value.noPhoto', defaultMessage: 'Aucune photo', description: 'Profile: no photo yet' },
});

export const edit = defineMessages({
  fieldsTitle: {
    id: 'profile.edit.fieldsTitle',
    defaultMessage: 'Informations personnelles',
    description: 'Profile edit: the section of the fields',
  },
  readOnly: {
    id: 'profile.edit.readOnly',
    defaultMessage: 'Le nom d’utilisateur, l’identifiant, le parrain et l’e-mail ne se modifient pas ici.',
    description: 'Profile edit: which fields cannot be changed',
  },
  required: {
    id: 'profile.edit.required',
    defaultMessage: 'Ce champ est obligatoire.',
    description: 'Profile edit: an empty required field',
  },
  telInvalid: {
    id: 'profile.edit.telInvalid',
    defaultMessage: 'Numéro au format international attendu, par exemple +33612345678.',
    description: 'Profile edit: a phone number in the wrong format',
  },
  telHint: {
    id: 'profile.edit.telHint',
    defaultMessage: 'Au format international, par exemple +33612345678.',
    description: 'Profile edit: the phone format',
  },
  countryShowAll: {
    id: 'profile.edit.countryShowAll',
    defaultMessage: 'Afficher les pays',
    description: 'Profile edit: button that opens the country list',
  },
  save: { id: 'profile.edit.save', defaultMessage: 'Enregistrer', description: 'Profile edit: submit' },
  saved: { id: 'profile.edit.saved', defaultMessage: 'Profil enregistré', description: 'Profile edit: success' },
  photoTitle: { id: 'profile.edit.photoTitle', defaultMessage: 'Photo', description: 'Profile edit: photo section' },
  photoLabel: {
    id: 'profile.edit.photoLabel',
    defaultMessage: 'Nouvelle photo',
    description: 'Profile edit: the photo file picker',
  },
  photoHint: {
    id: 'profile.edit.photoHint',
    defaultMessage: 'PNG, JPEG ou WebP, 5 Mo au plus.',
    description: 'Profile edit: what photo may be sent',
  },
  photoSend: { id: 'profile.edit.photoSend', defaultMessage: 'Envoyer la photo', description: 'Profile edit' },
  photoSaved: {
    id: 'profile.edit.photoSaved',
    defaultMessage: 'Photo enregistrée',
    description: 'Profile edit: the photo was saved',
  },
});

export const photoAlt = defineMessage<{ name: string }>({
  id: 'profile.photo.alt',
  defaultMessage: 'Photo de {name}',
  description: 'Alternative text of the member photo on the profile',
});
