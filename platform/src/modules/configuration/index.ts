// configuration's face: the only file of it that other modules and the app import.
export * as configurationRoutes from './routes.ts';
export { adminTwoFactorRequired, depositApprovalThresholdCents, getConfiguration } from './service.ts';
export { configurationRequestKinds, seedAdminTwoFactorSetting } from './service.ts';
export { refuseRelatedParty } from './related-parties.ts';
