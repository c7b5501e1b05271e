/**
 * The identity provider behind a verification, as an adapter: it opens sessions, names the steps of each
 * type of verification and says what evidence a step takes. The sandbox provider (the default, and what the
 * `manual` configuration means) takes one document per step, which an administrator reviews.
 */
import { randomBytes } from 'node:crypto';
import type { KycStepName, KycType } from '../../db/database.ts';
import type { UploadRule } from '../../core/upload/index.ts';

export interface IdentityProvider {
  /** Kept with each session (its `info.provider`). */
  readonly name: string;
  /** Opens a session at the provider and answers the provider's id for it. */
  openSession(input: { type: KycType; uid: string }): Promise<{ sessionId: string }>;
  /** The steps of a verification, in order: the first approved is 'Verified N°1', all approved 'Verified'. */
  steps(type: KycType): readonly KycStepName[];
  /** What one document of a step may be. */
  readonly documentRule: UploadRule;
}

export const sandboxProvider: IdentityProvider = {
  name: 'sandbox',
  openSession: async () => ({ sessionId: `sbx_${randomBytes(8).toString('hex')}` }),
  steps: (type) => (type === 'enterprise' ? ['identity', 'company'] : ['identity', 'address']),
  documentRule: {
    accepted: ['image/png', 'image/jpeg', 'application/pdf'],
    acceptedText: 'a PNG or JPEG image or a PDF document',
    maxBytes: 10 * 1024 * 1024,
    // A phone's photo of a document (4032 x 3024 for twelve megapixels) must pass, at its own size and type.
    maxImageSide: 4096,
    image: {},
  },
};

/**
 * The adapter for the provider the KYC configuration names. Hosted providers (sumsub, onfido) have no
 * adapter yet: until one is added here, their verifications run through the sandbox's document review.
 */
export function identityProvider(_configured: string): IdentityProvider {
  return sandboxProvider;
}
