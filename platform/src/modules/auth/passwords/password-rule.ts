/**
 * What a new password must be, at sign-up and at a reset alike (ASVS 5.0, V6.2): long enough, not one of the
 * commonly used passwords, not the account's own name or address; no composition rule.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;

// About 49,000 passwords seen most often in breaches, lower-case, bundled: nothing is asked of the network.
const commonPasswords = new Set(dictionary['passwords-common']);

export function passwordProblem(password: string, username: string, email: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (lower === username.toLowerCase() || lower === email.toLowerCase())
    return 'The password must differ from the username and the email';
  if (commonPasswords.has(lower)) return 'This password is too common: choose one that is harder to guess';
  return null;
}
