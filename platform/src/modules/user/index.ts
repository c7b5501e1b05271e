// user's face: the only file of it that other modules and the app import.
export {
  countUsers,
  findUserById,
  findUserByUid,
  findUserByUsername,
  insertUser,
  setPasswordHash,
  setPhoto,
  setProfileFields,
  setTotpSecret,
  setTransactionPasswordHash,
  startKyc,
  updateAccount,
  type UserWithSponsor,
} from './repository.ts';
export * as userRoutes from './routes.ts';
export { parseScopes, serializeScopes } from './scopes.ts';
export { toUserResponse, type User } from './user-response.ts';
