// auth's face: the only file of it that other modules and the app import.
export { verifyToken } from './sign-in/access-tokens.ts';
export { hashPassword } from './passwords/passwords.ts';
export {
  countLiveFamiliesOfUser,
  isLiveFamily,
  replaceRecoveryCodeHashes,
  revokeFamiliesOfUser,
} from './repository.ts';
export * as authRoutes from './routes.ts';
export * as securityRoutes from './security-routes.ts';
export { checkCredentials, checkTransactionPassword } from './passwords/transaction-proof.ts';
export { countWithinLimit } from './rate-limit.ts';
export type { PendingTwoFactor } from './sign-in/verify-two-factor.ts';
export { requireRecentStepUp, type StepUpCaller } from './sign-in/step-up.ts';
export { useTotpKey } from './two-factor/totp-secrets.ts';
