import { ApiError } from './fetcher.ts';
import type { ErrorCode } from './generated/error-codes.ts';

/** Whether a failed call was refused with this business rule (the `code` of the error body). */
export const isCode = (error: unknown, code: ErrorCode): boolean => error instanceof ApiError && error.code === code;
