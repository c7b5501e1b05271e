/**
 * Findings of the security review (issue 18) on the BFF side, replayed through the gates' real BFF and
 * platform so they stay fixed as areas are added: every operation of the contract refuses a query
 * parameter it does not declare, and a single-valued one given twice, with a 400 naming it that never
 * reaches the platform; an answer that sets the session cookie is kept by no cache.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { operations } from '../lib/contract.ts';
import { closeAgents } from '../lib/http-client.ts';
import { operationSchemas } from '../lib/schemas.ts';
import { signIn, type BrowserClient } from './support.ts';
import { reachedUpstream } from './upstream-recorder.ts';

const { bffUrl, recorderUrl } = inject('gatesHarness');
let member: BrowserClient;

/** The example's path with a query of its own in place of the example's. */
const withQuery = (path: string, query: string): string => `${path.split('?', 1)[0]}?${query}`;

describe('query parameters the contract does not declare (finding 9)', () => {
  beforeAll(async () => {
    member = (await signIn(bffUrl, 'member')).client;
  });
  afterAll(() => closeAgents());

  it('finds operations in openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  for (const operation of operations) {
    it(`${operation.operationId}: an undeclared parameter is a 400 naming it, never sent upstream`, async () => {
      const requestId = randomUUID();
      const answer = await member.call(
        { method: operation.method, path: withQuery(operation.exampleRequest().path, 'gates-undeclared=1') },
        requestId,
      );
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain('querystring/gates-undeclared');
      expect(await reachedUpstream(recorderUrl, requestId)).toBe(false);
    });
  }

  for (const operation of operations.filter((o) => operationSchemas(o).queryParams.length > 0)) {
    const single = operationSchemas(operation).queryParams.find((p) => p.schema.type !== 'array');
    if (!single) continue;
    it(`${operation.operationId}: ${single.name} given twice is a 400 naming it`, async () => {
      const requestId = randomUUID();
      const path = withQuery(operation.exampleRequest().path, `${single.name}=1&${single.name}=2`);
      const answer = await member.call({ method: operation.method, path }, requestId);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain(`querystring/${single.name}`);
      expect(await reachedUpstream(recorderUrl, requestId)).toBe(false);
    });
  }

  it("the member's list of withdrawals takes neither the administrators' q nor user", async () => {
    for (const query of ['q=demo', 'user=demo-admin']) {
      const answer = await member.call({ method: 'GET', path: `/wallets/withdrawals?${query}` });
      expect(answer.status, answer.text).toBe(400);
    }
  });
});

describe('the session cookie and caches (finding 3)', () => {
  it('an answer that sets the session cookie is private, no-store', async () => {
    const { answer } = await signIn(bffUrl, 'member');
    expect(answer.setCookies.length).toBeGreaterThan(0);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
