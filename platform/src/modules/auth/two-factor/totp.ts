/**
 * RFC 6238 codes (SHA-1, 6 digits, 30 s steps) accepted one step either side of now, for clocks that drift.
 * Which step matched is returned, because a code is good once per step (see markTotpStepUsed).
 */
import { timingSafeEqual } from 'node:crypto';
import { createGuardrails, generate } from 'otplib';

export const TOTP_STEP_SECONDS = 30;

// Authenticator apps commonly hand out 80-bit secrets (16 base32 characters), below otplib's default minimum.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export function totpCode(secret: string, epochSeconds: number): Promise<string> {
  return generate({ secret, epoch: epochSeconds, guardrails });
}

/** The time step the code belongs to, or null when it matches none of the three steps around now. */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  const currentStep = Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not tell which step matched.
  for (const step of [currentStep - 1, currentStep, currentStep + 1]) {
    const expected = await totpCode(secret, step * TOTP_STEP_SECONDS);
    if (expected.length === code.length && timingSafeEqual(Buffer.from(expected), Buffer.from(code))) matched = step;
  }
  return matched;
}
