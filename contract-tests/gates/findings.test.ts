/**
 * Each known defect (known-findings.ts), replayed as an administrator through the BFF. These are
 * `it.fails`: they pass while the defect is there, and fail once it is fixed, which is the moment to
 * delete the entry so the fuzzer stops tolerating it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { operations } from '../lib/contract.ts';
import { closeAgents } from '../lib/http-client.ts';
import { KNOWN_FINDINGS } from './known-findings.ts';
import { signIn, type BrowserClient } from './support.ts';

const { bffUrl } = inject('gatesHarness');
let admin: BrowserClient;

describe('known defects found by the gates', () => {
  beforeAll(async () => {
    admin = (await signIn(bffUrl, 'admin')).client;
  });
  afterAll(() => closeAgents());

  it('names only operations the contract still declares', () => {
    const declared = operations.map((o) => o.operationId);
    for (const finding of KNOWN_FINDINGS) expect(declared, finding.name).toContain(finding.operationId);
  });

  for (const finding of KNOWN_FINDINGS) {
    it.fails(`KNOWN DEFECT (fix it, then delete it from known-findings.ts): ${finding.name}`, async () => {
      const answer = await admin.call(finding.replay);
      expect(
        finding.expected,
        `${finding.replay.method} ${finding.replay.path} -> ${answer.status} ${answer.text}`,
      ).toContain(answer.status);
    });
  }
});
