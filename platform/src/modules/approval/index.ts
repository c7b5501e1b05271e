// approval's face: the only file of it that other modules and the app import.
export * as approvalRoutes from './routes.ts';
export { answerOf, appliedOf } from './routes.ts';
export {
  propose,
  type AdminRequest,
  type Decision,
  type Outcome,
  type RequestKind,
  type RequestKinds,
} from './service.ts';
