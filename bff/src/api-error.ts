/**
 * An error whose message is written for the user: the error handler sends it as it is, whatever the
 * status, unlike any other error of status 500 and above, whose details stay in the logs.
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

export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;

  constructor(statusCode: number, message: string, code: string, details?: ErrorDetail[], options?: ErrorOptions) {
    super(message, options);
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
