/**
 * The errors services throw: the contract's error class (generated/errors.ts, its code typed by openapi.yaml's
 * ErrorCode), which the one error handler (plugins/error-handler.ts) turns into its answer, and the refusals
 * every module shares.
 */
import { HttpError } from './generated/errors.ts';

export { HttpError, type ErrorBody, type ErrorCode, type ErrorDetail } from './generated/errors.ts';

export const unauthorized = (): HttpError => new HttpError(401, 'Authentication required', 'UNAUTHORIZED');
export const forbidden = (): HttpError => new HttpError(403, 'Administrator access required', 'FORBIDDEN');
export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`, 'NOT_FOUND');
/** Separation of duties: an administrator's own money is decided by another administrator. */
export const ownAccount = (): HttpError =>
  new HttpError(422, 'This is your own account. Another administrator must decide it.', 'OWN_ACCOUNT');

/** A refusal of the business rules (422) with its stable code, on the field it concerns where there is one. */
export function unprocessable(code: HttpError['code'], message: string, field?: string): HttpError {
  return new HttpError(422, message, code, field ? [{ field, message }] : undefined);
}

/** A 400 naming the field of the body that is wrong, as the schema validator's answers do. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(400, message, 'VALIDATION', [{ field, message }]);
}
