/** Outside demo mode the public test keys are never used: without DEPOSIT_XPUB_* a deposit address says why. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

describe('deposit keys outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { depositXpubs } = loadConfig({ JWT_SECRET: 'k'.repeat(32), DEMO: '0' });
    t = await buildTestApp({ config: { depositXpubs } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 422 DEPOSIT_NOT_CONFIGURED naming the missing setting, instead of a test-vector address', async () => {
    const headers = await bearer(t.app, t.db, 'demo-member');
    for (const [asset, network] of [
      ['USDT', 'tron'],
      ['BTC', 'bitcoin'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/wallets/deposit-address/${asset}`, headers });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: `Deposits on the ${network} network are not set up on this platform (DEPOSIT_XPUB_${network?.toUpperCase()}).`,
        code: 'DEPOSIT_NOT_CONFIGURED',
      });
    }
  });
});
