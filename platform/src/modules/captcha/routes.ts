/** Handler of getCaptchaChallenge: a fresh challenge each time, so nothing may cache it. */
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { issueCaptcha } from './service.ts';

export const getCaptchaChallenge: OperationHandler<'getCaptchaChallenge'> = async (request, reply) => {
  reply.header('cache-control', 'no-store');
  return issueCaptcha({ db: request.server.db, config: request.server.config, log: request.log });
};
