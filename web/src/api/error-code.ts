import { ApiError } from './fetcher.ts';

/** Whether a failed call was refused with this business rule (the `code` of the error body). */
export const isCode = (error: unknown, code: string): boolean => error instanceof ApiError && error.code === code;
