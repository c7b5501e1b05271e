// kyc's face: the only file of it that other modules and the app import.
export { countSubmittedSteps } from './repository.ts';
export * as kycRoutes from './routes.ts';
export { recordReviewedSession } from './service.ts';
