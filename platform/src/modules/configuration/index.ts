// configuration's face: the only file of it that other modules and the app import.
export * as configurationRoutes from './routes.ts';
export { depositApprovalThresholdCents, getConfiguration } from './service.ts';
export { configurationRequestKinds } from './service.ts';
export { refuseRelatedParty } from './related-parties.ts';
