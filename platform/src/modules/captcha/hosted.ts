/**
 * The hosted providers (Cloudflare Turnstile, hCaptcha, reCAPTCHA): their widget hands the browser a token, and
 * the platform asks the provider's siteverify call whether it is good. All three document the same call: a form
 * POST of `secret`, `response` and `remoteip`, answered `{ success, "error-codes" }`.
 */
import type { CaptchaConfig } from '../../config.ts';

const VERIFY_TIMEOUT_MS = 5000;

export type HostedVerdict = { ok: true } | { ok: false; reason: 'wrong' | 'unavailable'; detail: string };

export async function verifyHostedToken(config: CaptchaConfig, token: string, ip: string): Promise<HostedVerdict> {
  if (!config.secret || !config.verifyUrl || !config.siteKey)
    return { ok: false, reason: 'unavailable', detail: 'no secret or verify URL' };
  const form = new URLSearchParams({ secret: config.secret, response: token, remoteip: ip });
  // hCaptcha checks the token was made for this site when it is told the site key.
  if (config.provider === 'hcaptcha') form.set('sitekey', config.siteKey);
  let answer: unknown;
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable', detail: `verify call answered ${response.status}` };
    answer = await response.json();
  } catch (error) {
    return { ok: false, reason: 'unavailable', detail: error instanceof Error ? error.message : String(error) };
  }
  if (typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true)
    return { ok: true };
  const codes = (answer as { 'error-codes'?: unknown } | null)?.['error-codes'];
  return { ok: false, reason: 'wrong', detail: Array.isArray(codes) ? codes.join(', ') : 'success is not true' };
}
