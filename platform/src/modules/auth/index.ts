// auth's face: the only file of it that other modules and the app import.
export { verifyToken } from './access-tokens.ts';
export { hashPassword } from './passwords.ts';
export {
  countLiveFamiliesOfUser,
  isLiveFamily,
  replaceRecoveryCodeHashes,
  revokeFamiliesOfUser,
} from './repository.ts';
export * as authRoutes from './routes.ts';
export * as securityRoutes from './security-routes.ts';
export { checkCredentials, checkTransactionPassword } from './transaction-proof.ts';
export type { PendingTwoFactor } from './verify-two-factor.ts';
