/**
 * The product's rule for a failed call: the server's message (an ApiError carries it), else the
 * error's own (the network's), else the generic text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
