/** What a new password must be, at sign-up and at a reset alike. */

/** At least 10 characters with letters and digits, and not the username or the email. */
export function passwordProblem(password: string, username: string, email: string): string | null {
  if (password.length < 10) return 'The password must have at least 10 characters';
  if (!/\p{L}/u.test(password) || !/[0-9]/.test(password)) return 'The password must contain letters and digits';
  const lower = password.toLowerCase();
  if (lower === username.toLowerCase() || lower === email.toLowerCase())
    return 'The password must differ from the username and the email';
  return null;
}
