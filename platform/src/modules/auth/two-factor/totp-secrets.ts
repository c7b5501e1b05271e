/**
 * The members' TOTP secrets are stored sealed (core/secret-box) under TOTP_KEY, and opened only to check a code.
 * The box is set once per process at start-up (buildApp) instead of riding in each call's context, because the
 * money modules check codes (checkCredentials) with a context that carries no settings.
 */
import { totpSecretBox, type SecretBox } from '../../../core/secret-box.ts';
import { matchTotp } from './totp.ts';

let current: { keyMaterial: string; box: SecretBox } | undefined;

/** Sets the key the process's TOTP secrets are sealed with; another key later is a mistake, never a switch. */
export function useTotpKey(keyMaterial: string): void {
  if (current?.keyMaterial === keyMaterial) return;
  if (current) throw new Error('This process already keeps TOTP secrets under another TOTP_KEY');
  current = { keyMaterial, box: totpSecretBox(keyMaterial) };
}

function box(): SecretBox {
  if (!current) throw new Error('TOTP secrets are used before the app set TOTP_KEY');
  return current.box;
}

/** What is stored for a new secret. */
export function sealTotpSecret(secret: string): string {
  return box().seal(secret);
}

/** The time step a code matches (see matchTotp) for a secret as stored. */
export function matchStoredTotp(stored: string, code: string, now: Date): Promise<number | null> {
  return matchTotp(box().open(stored), code, now);
}
