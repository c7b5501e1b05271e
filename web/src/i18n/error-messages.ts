import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ErrorCode } from '../api/generated/error-codes.ts';

/**
 * The one text of each error code the contract declares (openapi.yaml, ErrorCode). Typed by its keys, not
 * with `satisfies` (which lets an extra key through): a code without a text, or a text for a code the
 * contract does not have, fails the type check. Its own chunk (ui/form/error-text.ts loads it).
 */
export const errorMessages = defineMessages<Record<ErrorCode, NoMessageValues>>({
  VALIDATION: {
    id: 'error.VALIDATION',
    defaultMessage: 'Certaines valeurs ne sont pas acceptées : corrigez les champs signalés.',
    description: 'Error VALIDATION: a field breaks a rule of the contract',
  },
  INVALID_JSON: {
    id: 'error.INVALID_JSON',
    defaultMessage: 'La demande envoyée est illisible. Rechargez la page et réessayez.',
    description: 'Error INVALID_JSON: the body sent is empty or not JSON',
  },
  BAD_REQUEST: {
    id: 'error.BAD_REQUEST',
    defaultMessage: 'La demande envoyée est mal formée. Rechargez la page et réessayez.',
    description: 'Error BAD_REQUEST: a malformed request',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'error.UNSUPPORTED_MEDIA_TYPE',
    defaultMessage: 'Ce format d’envoi n’est pas accepté. Rechargez la page et réessayez.',
    description: 'Error UNSUPPORTED_MEDIA_TYPE: a body of a type the call does not take',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'error.PAYLOAD_TOO_LARGE',
    defaultMessage: 'Ce que vous envoyez est trop volumineux.',
    description: 'Error PAYLOAD_TOO_LARGE: the body sent is too large',
  },
  METHOD_NOT_ALLOWED: {
    id: 'error.METHOD_NOT_ALLOWED',
    defaultMessage: 'Cette action n’est pas possible ici. Rechargez la page.',
    description: 'Error METHOD_NOT_ALLOWED',
  },
  NOT_FOUND: {
    id: 'error.NOT_FOUND',
    defaultMessage: 'Introuvable : ce que vous cherchez n’existe pas ou n’existe plus.',
    description: 'Error NOT_FOUND: no such record (a member, an asset, a request…)',
  },
  UNAUTHORIZED: {
    id: 'error.UNAUTHORIZED',
    defaultMessage: 'Vous n’êtes pas connecté, ou votre session a pris fin : reconnectez-vous.',
    description: 'Error UNAUTHORIZED',
  },
  TOKEN_EXPIRED: {
    id: 'error.TOKEN_EXPIRED',
    defaultMessage: 'Votre session a expiré : reconnectez-vous.',
    description: 'Error TOKEN_EXPIRED',
  },
  FORBIDDEN: {
    id: 'error.FORBIDDEN',
    defaultMessage: 'Cette action est réservée aux administrateurs.',
    description: 'Error FORBIDDEN: signed in without the administrator scope',
  },
  CSRF: {
    id: 'error.CSRF',
    defaultMessage: 'Cette demande a été refusée par sécurité. Rechargez la page et réessayez.',
    description: 'Error CSRF: a call from another site, or without the app’s header',
  },
  RATE_LIMITED: {
    id: 'error.RATE_LIMITED',
    defaultMessage: 'Trop de tentatives. Réessayez plus tard.',
    description: 'Error RATE_LIMITED',
  },
  INTERNAL: {
    id: 'error.INTERNAL',
    defaultMessage: 'Une erreur est survenue de notre côté. Réessayez.',
    description: 'Error INTERNAL: a failure on the server side',
  },
  NOT_IMPLEMENTED: {
    id: 'error.NOT_IMPLEMENTED',
    defaultMessage: 'Cette fonction n’est pas encore disponible.',
    description: 'Error NOT_IMPLEMENTED',
  },
  DATABASE_UNAVAILABLE: {
    id: 'error.DATABASE_UNAVAILABLE',
    defaultMessage: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    description: 'Error DATABASE_UNAVAILABLE',
  },
  NOT_READY: {
    id: 'error.NOT_READY',
    defaultMessage: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    description: 'Error NOT_READY: the service is starting or cannot reach what it needs',
  },
  UPSTREAM_UNAVAILABLE: {
    id: 'error.UPSTREAM_UNAVAILABLE',
    defaultMessage: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    description: 'Error UPSTREAM_UNAVAILABLE',
  },
  UPSTREAM_TIMEOUT: {
    id: 'error.UPSTREAM_TIMEOUT',
    defaultMessage: 'Le service a mis trop de temps à répondre. Réessayez dans un instant.',
    description: 'Error UPSTREAM_TIMEOUT',
  },
  UPSTREAM_INVALID: {
    id: 'error.UPSTREAM_INVALID',
    defaultMessage: 'Le service a donné une réponse illisible. Réessayez dans un instant.',
    description: 'Error UPSTREAM_INVALID',
  },
  CONTRACT_VIOLATION: {
    id: 'error.CONTRACT_VIOLATION',
    defaultMessage: 'Le service a donné une réponse inattendue. Réessayez dans un instant.',
    description: 'Error CONTRACT_VIOLATION (test runs only)',
  },
  INVALID_CREDENTIALS: {
    id: 'error.INVALID_CREDENTIALS',
    defaultMessage: 'Nom d’utilisateur, e-mail ou mot de passe incorrect.',
    description: 'Error INVALID_CREDENTIALS: a sign-in refused',
  },
  ACCOUNT_DEACTIVATED: {
    id: 'error.ACCOUNT_DEACTIVATED',
    defaultMessage: 'Ce compte a été désactivé. Contactez le support pour le faire réactiver.',
    description: 'Error ACCOUNT_DEACTIVATED: an administrator deactivated the account',
  },
  CAPTCHA_REQUIRED: {
    id: 'error.CAPTCHA_REQUIRED',
    defaultMessage: 'Résolvez le captcha pour continuer.',
    description: 'Error CAPTCHA_REQUIRED',
  },
  CAPTCHA_INVALID: {
    id: 'error.CAPTCHA_INVALID',
    defaultMessage: 'Le captcha n’est pas résolu ou a expiré. Résolvez-le de nouveau.',
    description: 'Error CAPTCHA_INVALID',
  },
  '2FA_NEEDED': {
    id: 'error.2FA_NEEDED',
    defaultMessage: 'Saisissez le code de votre application d’authentification pour continuer.',
    description: 'Error 2FA_NEEDED: the sign-in waits for its two-factor code',
  },
  '2FA_REPLAYED': {
    id: 'error.2FA_REPLAYED',
    defaultMessage: 'Ce code a déjà servi : attendez le suivant.',
    description: 'Error 2FA_REPLAYED',
  },
  '2FA_RESTART': {
    id: 'error.2FA_RESTART',
    defaultMessage: 'Trop de codes erronés : reconnectez-vous.',
    description: 'Error 2FA_RESTART',
  },
  TWO_FACTOR_INVALID: {
    id: 'error.TWO_FACTOR_INVALID',
    defaultMessage: 'Le code est incorrect ou a déjà servi.',
    description: 'Error TWO_FACTOR_INVALID',
  },
  TWO_FACTOR_REQUIRED: {
    id: 'error.TWO_FACTOR_REQUIRED',
    defaultMessage: 'Saisissez le code de votre application d’authentification.',
    description: 'Error TWO_FACTOR_REQUIRED: the call needs a code (some calls take a recovery code too)',
  },
  TWO_FACTOR_NOT_ENABLED: {
    id: 'error.TWO_FACTOR_NOT_ENABLED',
    defaultMessage: 'La double authentification n’est pas activée sur ce compte.',
    description: 'Error TWO_FACTOR_NOT_ENABLED',
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    id: 'error.TWO_FACTOR_ALREADY_ENABLED',
    defaultMessage: 'La double authentification est déjà activée sur ce compte.',
    description: 'Error TWO_FACTOR_ALREADY_ENABLED',
  },
  TWO_FACTOR_SETUP_MISSING: {
    id: 'error.TWO_FACTOR_SETUP_MISSING',
    defaultMessage: 'Recommencez : scannez un nouveau QR code, puis saisissez son code.',
    description: 'Error TWO_FACTOR_SETUP_MISSING',
  },
  USERNAME_TAKEN: {
    id: 'error.USERNAME_TAKEN',
    defaultMessage: 'Ce nom d’utilisateur est déjà pris.',
    description: 'Error USERNAME_TAKEN',
  },
  EMAIL_TAKEN: {
    id: 'error.EMAIL_TAKEN',
    defaultMessage: 'Cette adresse e-mail a déjà un compte.',
    description: 'Error EMAIL_TAKEN',
  },
  CONFLICT: {
    id: 'error.CONFLICT',
    defaultMessage: 'Ce nom d’utilisateur et cette adresse e-mail sont déjà pris.',
    description: 'Error CONFLICT: both the username and the email are taken',
  },
  RESET_TOKEN_INVALID: {
    id: 'error.RESET_TOKEN_INVALID',
    defaultMessage: 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
    description: 'Error RESET_TOKEN_INVALID',
  },
  PASSWORD_INVALID: {
    id: 'error.PASSWORD_INVALID',
    defaultMessage: 'Le mot de passe est incorrect.',
    description: 'Error PASSWORD_INVALID: the login password given as proof',
  },
  PROOF_REQUIRED: {
    id: 'error.PROOF_REQUIRED',
    defaultMessage: 'Saisissez votre mot de passe pour confirmer.',
    description: 'Error PROOF_REQUIRED',
  },
  CURRENT_SESSION: {
    id: 'error.CURRENT_SESSION',
    defaultMessage: 'C’est la connexion que vous utilisez : déconnectez-vous plutôt.',
    description: 'Error CURRENT_SESSION: ending the sign-in in use',
  },
  TRANSACTION_PASSWORD_NOT_SET: {
    id: 'error.TRANSACTION_PASSWORD_NOT_SET',
    defaultMessage: 'Définissez d’abord votre mot de passe de transaction.',
    description: 'Error TRANSACTION_PASSWORD_NOT_SET',
  },
  TRANSACTION_PASSWORD_INVALID: {
    id: 'error.TRANSACTION_PASSWORD_INVALID',
    defaultMessage: 'Le mot de passe de transaction est incorrect.',
    description: 'Error TRANSACTION_PASSWORD_INVALID',
  },
  OWN_ACCOUNT: {
    id: 'error.OWN_ACCOUNT',
    defaultMessage: 'C’est votre propre compte : un autre administrateur doit s’en charger.',
    description: 'Error OWN_ACCOUNT: an administrator acting on their own account, stake, money or verification',
  },
  IDEMPOTENCY_KEY_REUSED: {
    id: 'error.IDEMPOTENCY_KEY_REUSED',
    defaultMessage: 'Cette opération a déjà été envoyée avec d’autres données. Recommencez-la.',
    description: 'Error IDEMPOTENCY_KEY_REUSED',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    id: 'error.IDEMPOTENCY_IN_PROGRESS',
    defaultMessage: 'Votre demande précédente est encore en cours. Réessayez dans un instant.',
    description: 'Error IDEMPOTENCY_IN_PROGRESS: the same operation is still running',
  },
  INSUFFICIENT_FUNDS: {
    id: 'error.INSUFFICIENT_FUNDS',
    defaultMessage: 'Votre solde disponible ne suffit pas pour ce montant.',
    description: 'Error INSUFFICIENT_FUNDS',
  },
  AMOUNT_OUT_OF_RANGE: {
    id: 'error.AMOUNT_OUT_OF_RANGE',
    defaultMessage: 'Le montant est hors des limites autorisées.',
    description: 'Error AMOUNT_OUT_OF_RANGE',
  },
  ASSET_IN_USE: {
    id: 'error.ASSET_IN_USE',
    defaultMessage:
      'Les décimales de cet actif ne peuvent plus changer : des montants sont déjà enregistrés dans sa plus petite unité.',
    description: 'Error ASSET_IN_USE: the decimals of an asset that has moved cannot change',
  },
  DEPOSIT_DISABLED: {
    id: 'error.DEPOSIT_DISABLED',
    defaultMessage: 'Cet actif n’accepte pas les dépôts.',
    description: 'Error DEPOSIT_DISABLED',
  },
  DEPOSIT_NOT_CONFIGURED: {
    id: 'error.DEPOSIT_NOT_CONFIGURED',
    defaultMessage: 'Les dépôts sur le réseau de cet actif ne sont pas encore ouverts.',
    description: 'Error DEPOSIT_NOT_CONFIGURED',
  },
  DEPOSIT_DUPLICATE: {
    id: 'error.DEPOSIT_DUPLICATE',
    defaultMessage:
      'Ce hash de transaction est déjà crédité, ou déjà déclaré pour un autre membre, actif ou montant : un dépôt n’est jamais crédité deux fois.',
    description: 'Error DEPOSIT_DUPLICATE',
  },
  DEPOSIT_NOT_AWAITING_APPROVAL: {
    id: 'error.DEPOSIT_NOT_AWAITING_APPROVAL',
    defaultMessage: 'Ce dépôt n’attend plus de décision : il a déjà été traité. La liste est actualisée.',
    description: 'Error DEPOSIT_NOT_AWAITING_APPROVAL: the list of deposits is read again',
  },
  SECOND_APPROVER_REQUIRED: {
    id: 'error.SECOND_APPROVER_REQUIRED',
    defaultMessage: 'Cette approbation doit venir d’un autre administrateur.',
    description: 'Error SECOND_APPROVER_REQUIRED: of a deposit or of a withdrawal',
  },
  WITHDRAWAL_DISABLED: {
    id: 'error.WITHDRAWAL_DISABLED',
    defaultMessage: 'Les retraits de cet actif sont fermés.',
    description: 'Error WITHDRAWAL_DISABLED',
  },
  WITHDRAWAL_NOT_CONFIGURED: {
    id: 'error.WITHDRAWAL_NOT_CONFIGURED',
    defaultMessage: 'Les retraits de cet actif ne sont pas ouverts.',
    description: 'Error WITHDRAWAL_NOT_CONFIGURED',
  },
  WITHDRAWAL_NOT_PENDING: {
    id: 'error.WITHDRAWAL_NOT_PENDING',
    defaultMessage: 'Cette demande n’est plus en attente : elle a déjà été traitée. La liste est actualisée.',
    description: 'Error WITHDRAWAL_NOT_PENDING: the list of requests is read again',
  },
  DAILY_LIMIT_EXCEEDED: {
    id: 'error.DAILY_LIMIT_EXCEEDED',
    defaultMessage: 'Ce retrait dépasserait votre limite du jour.',
    description: 'Error DAILY_LIMIT_EXCEEDED',
  },
  KYC_REQUIRED: {
    id: 'error.KYC_REQUIRED',
    defaultMessage: 'Vérifiez votre identité (KYC) pour continuer.',
    description: 'Error KYC_REQUIRED',
  },
  SWAP_PAIR_DISABLED: {
    id: 'error.SWAP_PAIR_DISABLED',
    defaultMessage: 'Cet échange n’est pas disponible pour le moment.',
    description: 'Error SWAP_PAIR_DISABLED',
  },
  QUOTE_EXPIRED: {
    id: 'error.QUOTE_EXPIRED',
    defaultMessage: 'Ce devis a expiré. Demandez-en un nouveau.',
    description: 'Error QUOTE_EXPIRED',
  },
  QUOTE_CHANGED: {
    id: 'error.QUOTE_CHANGED',
    defaultMessage: 'Le taux ou les frais ont changé depuis ce devis. Demandez-en un nouveau.',
    description: 'Error QUOTE_CHANGED',
  },
  QUOTE_USED: {
    id: 'error.QUOTE_USED',
    defaultMessage: 'Ce devis a déjà été exécuté.',
    description: 'Error QUOTE_USED',
  },
  KYC_ALREADY_STARTED: {
    id: 'error.KYC_ALREADY_STARTED',
    defaultMessage: 'Une vérification est déjà en cours ou terminée.',
    description: 'Error KYC_ALREADY_STARTED',
  },
  KYC_ENTERPRISE_NOT_ALLOWED: {
    id: 'error.KYC_ENTERPRISE_NOT_ALLOWED',
    defaultMessage: 'La vérification en tant qu’entreprise n’est pas proposée.',
    description: 'Error KYC_ENTERPRISE_NOT_ALLOWED',
  },
  KYC_STEP_LOCKED: {
    id: 'error.KYC_STEP_LOCKED',
    defaultMessage: 'Cette étape attend sa revue ou est déjà validée.',
    description: 'Error KYC_STEP_LOCKED',
  },
  KYC_STEP_NOT_SUBMITTED: {
    id: 'error.KYC_STEP_NOT_SUBMITTED',
    defaultMessage: 'Cette étape n’attend pas de décision : un autre administrateur l’a peut-être déjà traitée.',
    description: 'Error KYC_STEP_NOT_SUBMITTED',
  },
  UPLOAD_MISSING: {
    id: 'error.UPLOAD_MISSING',
    defaultMessage: 'Choisissez un fichier à envoyer.',
    description: 'Error UPLOAD_MISSING',
  },
  UPLOAD_TOO_LARGE: {
    id: 'error.UPLOAD_TOO_LARGE',
    defaultMessage: 'Ce fichier est trop lourd.',
    description: 'Error UPLOAD_TOO_LARGE',
  },
  UPLOAD_TYPE: {
    id: 'error.UPLOAD_TYPE',
    defaultMessage: 'Ce type de fichier n’est pas accepté (son contenu le dit, quel que soit son nom).',
    description: 'Error UPLOAD_TYPE: judged from the file’s content',
  },
  UPLOAD_TRUNCATED: {
    id: 'error.UPLOAD_TRUNCATED',
    defaultMessage: 'Le fichier est endommagé ou incomplet : il ne peut pas être lu en entier.',
    description: 'Error UPLOAD_TRUNCATED',
  },
  PACK_INACTIVE: {
    id: 'error.PACK_INACTIVE',
    defaultMessage: 'Ce pack n’est plus proposé.',
    description: 'Error PACK_INACTIVE: an arbitrage pack',
  },
  PRODUCT_INACTIVE: {
    id: 'error.PRODUCT_INACTIVE',
    defaultMessage: 'Ce produit n’accepte plus de nouveaux stakings.',
    description: 'Error PRODUCT_INACTIVE: a staking product',
  },
  BELOW_MINIMUM: {
    id: 'error.BELOW_MINIMUM',
    defaultMessage: 'Ce montant est sous le minimum du produit.',
    description: 'Error BELOW_MINIMUM: a stake',
  },
  STAKE_NOT_ACTIVE: {
    id: 'error.STAKE_NOT_ACTIVE',
    defaultMessage: 'Ce staking n’est plus actif.',
    description: 'Error STAKE_NOT_ACTIVE',
  },
  RATE_OUT_OF_RANGE: {
    id: 'error.RATE_OUT_OF_RANGE',
    defaultMessage: 'Ce taux dépasse le plus haut taux du jour que ce produit accepte.',
    description: 'Error RATE_OUT_OF_RANGE: a daily rate above the product’s highest',
  },
  RATE_ALREADY_PAID: {
    id: 'error.RATE_ALREADY_PAID',
    defaultMessage: 'Ce jour a déjà été distribué : son taux ne change plus.',
    description: 'Error RATE_ALREADY_PAID',
  },
  BOOSTER_TIER_TAKEN: {
    id: 'error.BOOSTER_TIER_TAKEN',
    defaultMessage: 'Un autre pack a déjà ce nom ou ce rang.',
    description: 'Error BOOSTER_TIER_TAKEN',
  },
  BOOSTER_TIER_INACTIVE: {
    id: 'error.BOOSTER_TIER_INACTIVE',
    defaultMessage: 'Ce pack n’est plus en vente.',
    description: 'Error BOOSTER_TIER_INACTIVE',
  },
  BOOSTER_PACK_ACTIVE: {
    id: 'error.BOOSTER_PACK_ACTIVE',
    defaultMessage: 'Votre pack est encore actif : passez à un pack supérieur au lieu d’en acheter un autre.',
    description: 'Error BOOSTER_PACK_ACTIVE: buying while a pack is active',
  },
  NO_ACTIVE_BOOSTER_PACK: {
    id: 'error.NO_ACTIVE_BOOSTER_PACK',
    defaultMessage: 'Vous n’avez pas de pack actif à faire évoluer : achetez-en un.',
    description: 'Error NO_ACTIVE_BOOSTER_PACK: upgrading without an active pack',
  },
  BOOSTER_UPGRADE_NOT_HIGHER: {
    id: 'error.BOOSTER_UPGRADE_NOT_HIGHER',
    defaultMessage: 'Un pack ne peut passer qu’à un pack supérieur.',
    description: 'Error BOOSTER_UPGRADE_NOT_HIGHER: same tier or a lower one',
  },
  JOB_RUNNING: {
    id: 'error.JOB_RUNNING',
    defaultMessage: 'Cette tâche est déjà en cours : ses exécutions s’affichent ci-dessous.',
    description: 'Error JOB_RUNNING: the job runs now, here or on another instance',
  },
  OWN_ADMIN_REQUEST: {
    id: 'error.OWN_ADMIN_REQUEST',
    defaultMessage: 'Vous avez proposé ce changement : un autre administrateur doit le valider ou le refuser.',
    description: 'Error OWN_ADMIN_REQUEST: the proposer of a four-eyes request decides it',
  },
  NOT_ADMIN_REQUEST_PROPOSER: {
    id: 'error.NOT_ADMIN_REQUEST_PROPOSER',
    defaultMessage: 'Seul l’administrateur qui a proposé ce changement peut l’annuler ; refusez-le plutôt.',
    description: 'Error NOT_ADMIN_REQUEST_PROPOSER: another administrator cancels a request',
  },
  ADMIN_REQUEST_NOT_PENDING: {
    id: 'error.ADMIN_REQUEST_NOT_PENDING',
    defaultMessage: 'Ce changement a déjà été décidé : la liste est à jour.',
    description: 'Error ADMIN_REQUEST_NOT_PENDING: the request was approved, rejected or cancelled',
  },
  ADMIN_REQUEST_STALE: {
    id: 'error.ADMIN_REQUEST_STALE',
    defaultMessage: 'Ce qu’il change a été modifié depuis la proposition : refusez-le et proposez-le de nouveau.',
    description: 'Error ADMIN_REQUEST_STALE: the target changed since the proposal',
  },
  RELATED_PARTY: {
    id: 'error.RELATED_PARTY',
    defaultMessage:
      'Vous avez administré ce compte récemment (crédit, droits d’administrateur ou réactivation) : un autre administrateur doit valider.',
    description: 'Error RELATED_PARTY: the admin administered this account within the related-parties window',
  },
  ADMIN_TWO_FACTOR_REQUIRED: {
    id: 'error.ADMIN_TWO_FACTOR_REQUIRED',
    defaultMessage:
      'Les administrateurs doivent activer la double authentification : activez-la dans vos paramètres de sécurité.',
    description: 'Error ADMIN_TWO_FACTOR_REQUIRED: an administrator without 2FA while the setting requires it',
  },
  STEP_UP_REQUIRED: {
    id: 'error.STEP_UP_REQUIRED',
    defaultMessage: 'Saisissez de nouveau votre mot de passe ou un code de double authentification pour faire ceci.',
    description: 'Error STEP_UP_REQUIRED: a sensitive action needs the password or a code of the last 5 minutes',
  },
});
