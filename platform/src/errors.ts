/**
 * Errors that carry their answer. Services throw them; the one error handler (plugins/error-handler.ts)
 * turns them into the contract's error body `{ message, code, details? }` with their status.
 */
export interface ErrorDetail {
  field: string;
  message: string;
}

export interface ErrorBody {
  message: string;
  code?: string;
  details?: ErrorDetail[];
}

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  /** Headers the answer carries, such as Retry-After on a 429. */
  readonly headers: Record<string, string> = {};

  constructor(statusCode: number, message: string, code: string, details?: ErrorDetail[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }

  toBody(): ErrorBody {
    return this.details
      ? { message: this.message, code: this.code, details: this.details }
      : { message: this.message, code: this.code };
  }
}

export const unauthorized = (): HttpError => new HttpError(401, 'Authentication required', 'UNAUTHORIZED');
export const forbidden = (): HttpError => new HttpError(403, 'Administrator access required', 'FORBIDDEN');
export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`, 'NOT_FOUND');
/** Separation of duties: an administrator's own money is decided by another administrator. */
export const ownAccount = (): HttpError =>
  new HttpError(422, 'This is your own account. Another administrator must decide it.', 'OWN_ACCOUNT');

/** A 400 naming the field of the body that is wrong, as the schema validator's answers do. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(400, message, 'VALIDATION', [{ field, message }]);
}
