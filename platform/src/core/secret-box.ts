/**
 * Secrets the platform must read back (TOTP secrets) are kept sealed at rest with AES-256-GCM: a copy of the
 * database or a backup gives them away only with the installation's key, and a value changed in place fails
 * to open instead of being used.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// base64url never holds a ':', and neither does a base32 secret: a sealed value cannot pass for a plain one.
const PREFIX = 'aes256gcm:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text of a value `seal` made with the same key; throws for anything else. */
  open(sealed: string): string;
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/**
 * A box for one kind of secret: its AES key is derived (HKDF-SHA-256) from the key material, a kept secret of
 * 32+ characters, and the kind, which also binds each sealed value to its kind.
 */
export function secretBox(keyMaterial: string, kind: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, '', kind, 32));
  const aad = Buffer.from(kind);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES }).setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!isSealed(sealed)) throw new Error(`A ${kind} is not sealed`);
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
          authTagLength: TAG_BYTES,
        }).setAAD(aad);
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new Error(`A sealed ${kind} does not open with this installation's key`);
      }
    },
  };
}

/** The box of the members' TOTP secrets (users.totp_secret, two_factor_setups.secret), under TOTP_KEY. */
export function totpSecretBox(keyMaterial: string): SecretBox {
  return secretBox(keyMaterial, 'totp-secret');
}
