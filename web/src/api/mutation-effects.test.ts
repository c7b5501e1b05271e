import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { apiFetch } from './fetcher.ts';
import { mutationRules, tagReads } from './generated/mutation-rules.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Answers every call with `statuses` in turn (200 once they run out) and keeps what each carried. */
function answering(...statuses: number[]) {
  const sent: { method: string; path: string; key: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      path: String(input),
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    const status = statuses.shift() ?? 200;
    return Response.json(status < 300 ? {} : { message: 'No', code: 'X' }, { status });
  });
  return sent;
}

const withdraw = (amount: string) =>
  apiFetch('/wallets/withdrawals', { method: 'POST', body: JSON.stringify({ asset: 'USDT', amount }) });

afterEach(() => vi.restoreAllMocks());

describe('the rules generated from x-changes and the Idempotency-Key parameter', () => {
  it('list every money movement as taking a key, and nothing else', () => {
    const keyed = mutationRules.filter(([, , idempotent]) => idempotent).map(([method, path]) => `${method} ${path}`);
    expect(keyed).toContain('POST ^/wallets/withdrawals$');
    expect(keyed).toContain('POST ^/admin/withdrawals/[^/]+/approve$');
    expect(keyed).not.toContain('POST ^/wallets/swap-quotes$');
  });

  it('name the reads of a tag by their paths', () => {
    expect(new RegExp(tagReads.wallet!).test('/admin/users/demo-member/wallets')).toBe(true);
    expect(new RegExp(tagReads.wallet!).test('/admin/users/demo-member')).toBe(false);
  });
});

describe('the fetcher on a call that changes something', () => {
  it('sends the same key again with the same call until it succeeds, then a new one', async () => {
    const sent = answering(503, 409);
    await expect(withdraw('25')).rejects.toMatchObject({ status: 503 });
    await expect(withdraw('25')).rejects.toMatchObject({ status: 409 });
    await withdraw('25');
    await withdraw('25');
    await withdraw('26');
    const [first, second, third, fourth, fifth] = sent.map((call) => call.key);
    expect(first).toMatch(UUID);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).toMatch(UUID);
    expect(fourth).not.toBe(first);
    expect(fifth).not.toBe(fourth);
  });

  it('keeps a key the caller chose, and adds none where the contract declares none', async () => {
    const sent = answering();
    await apiFetch('/wallets/withdrawals', { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'mine-1234' } });
    await apiFetch('/wallets/swap-quotes', { method: 'POST', body: '{}' });
    expect(sent.map((call) => call.key)).toEqual(['mine-1234', null]);
  });

  it('marks out of date, once it succeeds, what its contract says it changed, and nothing else', async () => {
    const queryClient = createQueryClient();
    const seed = (path: string) => queryClient.setQueryData([path, { page: 1 }], { items: [] });
    for (const path of ['/wallets', '/transactions', '/admin/users/demo-member/wallets', '/notification']) seed(path);
    answering(422);
    await expect(withdraw('25')).rejects.toMatchObject({ status: 422 });
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.isStale())
        .map((query) => String(query.queryKey[0]));
    expect(stale()).toEqual([]);

    await withdraw('25');
    expect(stale().sort()).toEqual(['/admin/users/demo-member/wallets', '/transactions', '/wallets']);
  });
});
