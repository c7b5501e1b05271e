import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, createTestDatabase, type TestApp } from './helper.ts';

type Json = Record<string, unknown>;
type Section = 'swap' | 'kyc' | 'transaction' | 'visa' | 'cold-wallet';

/**
 * Per record: the confirmation of a save, what the migration stores on a fresh database (as the API answers it),
 * and a replacement that changes every field of it, so a field the save drops or ignores shows.
 */
const SECTIONS: { section: Section; message: string; initial: Json; saved: Json }[] = [
  {
    section: 'swap',
    message: 'Configuration de swap avec succès',
    initial: {
      fee_percent: '0.50',
      quote_ttl_seconds: 30,
      pairs: [
        { from: 'USDT', to: 'KNT', min_amount: '10', max_amount: '50000', enabled: true },
        { from: 'KNT', to: 'USDT', min_amount: '10', max_amount: '50000', enabled: true },
      ],
    },
    saved: {
      fee_percent: '1.25',
      quote_ttl_seconds: 45,
      pairs: [
        { from: 'USDT', to: 'KNT', min_amount: '5.5', max_amount: '5.5', enabled: true },
        { from: 'BTC', to: 'USDT', min_amount: '0.000000000000000001', max_amount: '2', enabled: false },
      ],
    },
  },
  {
    section: 'kyc',
    message: 'Configuration de kyc effectuée avec succès',
    initial: {
      provider: 'manual',
      required_for_withdrawal: true,
      withdrawal_threshold_usd: '1000.00',
      required_for_card: true,
      enterprise_allowed: true,
    },
    saved: {
      provider: 'sumsub',
      required_for_withdrawal: false,
      withdrawal_threshold_usd: '2500.75',
      required_for_card: false,
      enterprise_allowed: false,
    },
  },
  {
    section: 'transaction',
    message: 'Configuration de la transaction effectuée avec succès',
    initial: {
      second_approval_threshold_usd: '10000.00',
      daily_withdrawal_limit_usd: '50000.00',
      limits: [
        {
          asset: 'USDT',
          min_withdrawal: '20',
          max_withdrawal: '50000',
          withdrawal_fee: '1',
          deposit_fee_percent: '0',
          confirmations: 12,
        },
      ],
    },
    saved: {
      second_approval_threshold_usd: '7500.00',
      daily_withdrawal_limit_usd: '25000.10',
      limits: [
        {
          asset: 'USDT',
          min_withdrawal: '25',
          max_withdrawal: '20000',
          withdrawal_fee: '1.5',
          deposit_fee_percent: '0',
          confirmations: 20,
        },
        {
          asset: 'BTC',
          min_withdrawal: '0.001',
          max_withdrawal: '0.5',
          withdrawal_fee: '0.0002',
          deposit_fee_percent: '0.1',
          confirmations: 3,
        },
      ],
    },
  },
  {
    section: 'visa',
    message: 'Configuration de Visa avec succès',
    initial: {
      enabled: true,
      atm_fee_percent: '2',
      delivery_days_min: 14,
      delivery_days_max: 45,
      tiers: [
        {
          name: 'Classic',
          price: '49.00',
          min_staking_usd: '0.00',
          cashback_percent: '1',
          free_atm_monthly_usd: '500.00',
          max_atm_monthly_usd: '5000.00',
          max_payments_monthly_usd: '20000.00',
        },
      ],
    },
    saved: {
      enabled: false,
      atm_fee_percent: '2.5',
      delivery_days_min: 10,
      delivery_days_max: 10,
      tiers: [
        {
          name: 'Gold',
          price: '149.00',
          min_staking_usd: '1000.00',
          cashback_percent: '2',
          free_atm_monthly_usd: '1000.00',
          max_atm_monthly_usd: '10000.00',
          max_payments_monthly_usd: '50000.00',
        },
        {
          name: 'Black',
          price: '499.99',
          min_staking_usd: '10000.00',
          cashback_percent: '100',
          free_atm_monthly_usd: '3000.00',
          max_atm_monthly_usd: '3000.00',
          max_payments_monthly_usd: '200000.00',
        },
      ],
    },
  },
  {
    section: 'cold-wallet',
    message: 'Configuration de Cold Wallet avec succès',
    initial: {
      max_quantity_per_order: 5,
      shipping_countries: ['FR', 'BE', 'CH', 'SN', 'CI', 'CM'],
      delivery_days_min: 7,
      delivery_days_max: 21,
      price: '149.00',
      status: true,
    },
    saved: {
      max_quantity_per_order: 3,
      shipping_countries: ['FR', 'DE'],
      delivery_days_min: 2,
      delivery_days_max: 9,
      price: '99.90',
      status: false,
    },
  },
];

describe('configuration records', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
  });
  afterAll(async () => {
    await t.close();
  });

  const as = async (username: string | null) => (username ? await bearer(t.app, t.db, username) : {});

  const get = async (path: string, username: string | null = 'demo-member'): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url: path, headers: await as(username) });

  const save = async (
    section: Section,
    payload: unknown,
    username: string | null = 'demo-admin',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: `/configuration/${section}`,
      payload: payload as Json,
      headers: await as(username),
    });

  const putSetting = async (payload: unknown, username: string | null = 'demo-admin') =>
    t.app.inject({ method: 'PUT', url: '/setting/cold-wallet', payload: payload as Json, headers: await as(username) });

  const read = async (section: Section): Promise<Json> => {
    const res = await get(`/configuration/${section}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const auditCount = async (): Promise<number> => {
    const row = await t.db
      .selectFrom('configuration_audit')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  describe('a fresh database', () => {
    it('holds every record as soon as it is migrated, without the demo seed', async () => {
      const database = await createTestDatabase();
      try {
        await migrateToLatest(database.db, database.kind);
        const rows = await database.db.selectFrom('configurations').select('section').orderBy('section').execute();
        expect(rows.map((row) => row.section)).toEqual(['cold-wallet', 'kyc', 'swap', 'transaction', 'visa']);
      } finally {
        await database.drop();
      }
    });

    it('answers the cold wallet setting from the cold wallet record', async () => {
      const res = await get('/setting/cold-wallet');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ price: '149.00', status: true });
      const record = await read('cold-wallet');
      expect({ price: record.price, status: record.status }).toEqual({ price: '149.00', status: true });
    });
  });

  describe.each(SECTIONS)('$section', ({ section, message, initial, saved }) => {
    it('answers a member the stored record, every field as the migration saved it', async () => {
      expect(await read(section)).toEqual(initial);
    });

    it('is replaced by an administrator, with the exact message, read back as saved and audited', async () => {
      const before = await read(section);
      expect(before).toEqual(initial);
      // Every field changes: one the save dropped or left as it was would not read back as saved.
      for (const [field, value] of Object.entries(saved)) expect(before[field], field).not.toEqual(value);
      const audits = await auditCount();
      clock.advance(60);

      const res = await save(section, saved);
      // Turning KYC requirements off weakens a money control: it applies once a second administrator approves.
      const changedBy = section === 'kyc' ? 'demo-admin2' : 'demo-admin';
      if (section === 'kyc') {
        expect(res.statusCode, res.body).toBe(202);
        expect(await read(section)).toEqual(before);
        const id = res.json().id;
        const approved = await t.app.inject({
          method: 'POST',
          url: `/admin/requests/${id}/approve`,
          headers: await as(changedBy),
        });
        expect(approved.statusCode, approved.body).toBe(200);
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ message });
      }
      expect(await read(section)).toEqual(saved);

      expect(await auditCount()).toBe(audits + 1);
      const audit = await get(`/configuration/audit?section=${section}&pageSize=1`, 'demo-admin');
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.json().items[0]).toEqual({
        id: expect.stringMatching(/^[0-9]+$/),
        section,
        changed_by: changedBy,
        changed_at: clock.now().toISOString(),
        before,
        after: saved,
      });
    });

    it('refuses a member (403) and an anonymous caller (401), writing nothing', async () => {
      const current = await read(section);
      const audits = await auditCount();
      const member = await save(section, current, 'demo-member');
      expect(member.statusCode).toBe(403);
      expect(member.json()).toEqual({ message: 'Administrator access required', code: 'FORBIDDEN' });
      const anonymous = await save(section, current, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
      expect(await auditCount()).toBe(audits);
    });

    it('is not read anonymously (401)', async () => {
      const res = await get(`/configuration/${section}`, null);
      expect(res.statusCode).toBe(401);
    });
  });

  it('stores dollar amounts as integer cents and amounts of crypto assets as the decimal strings they are', async () => {
    const stored = async (section: Section) => {
      const row = await t.db
        .selectFrom('configurations')
        .select('document')
        .where('section', '=', section)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.document) as Json;
    };
    const kyc = await read('kyc');
    expect((await save('kyc', { ...kyc, withdrawal_threshold_usd: '500.7' })).statusCode).toBe(200);
    expect((await read('kyc')).withdrawal_threshold_usd).toBe('500.70');
    expect(await stored('kyc')).toMatchObject({ withdrawal_threshold_usd_cents: 50_070 });
    expect(await stored('kyc')).not.toHaveProperty('withdrawal_threshold_usd');

    const visa = await stored('visa');
    expect((visa.tiers as Json[])[0]).toMatchObject({
      price_cents: expect.any(Number),
      max_atm_monthly_usd_cents: expect.any(Number),
    });
    expect((visa.tiers as Json[])[0]).not.toHaveProperty('price');
    expect(await stored('transaction')).toMatchObject({
      second_approval_threshold_usd_cents: expect.any(Number),
      daily_withdrawal_limit_usd_cents: expect.any(Number),
    });
    const swap = (await stored('swap')).pairs as Json[];
    expect(swap[0]!.min_amount).toEqual(expect.any(String));
  });

  describe('validation', () => {
    const base = Object.fromEntries(SECTIONS.map(({ section, saved }) => [section, saved])) as Record<Section, Json>;
    const swapPair = (overrides: Json) => ({
      from: 'USDT',
      to: 'KNT',
      min_amount: '10',
      max_amount: '100',
      enabled: true,
      ...overrides,
    });
    const limit = (overrides: Json) => ({
      asset: 'USDT',
      min_withdrawal: '20',
      max_withdrawal: '100',
      withdrawal_fee: '1',
      deposit_fee_percent: '0',
      confirmations: 1,
      ...overrides,
    });
    const tier = (overrides: Json) => ({
      name: 'Classic',
      price: '49',
      min_staking_usd: '0',
      cashback_percent: '1',
      free_atm_monthly_usd: '500',
      max_atm_monthly_usd: '5000',
      max_payments_monthly_usd: '20000',
      ...overrides,
    });

    const cases: { name: string; section: Section; body: Json; field: string }[] = [
      // What the contract's schemas refuse.
      {
        name: 'a percent above 100',
        section: 'swap',
        body: { ...base.swap, fee_percent: '100.01' },
        field: 'body/fee_percent',
      },
      { name: 'a missing field', section: 'kyc', body: { ...base.kyc, provider: undefined }, field: 'body/provider' },
      { name: 'an unknown field', section: 'kyc', body: { ...base.kyc, extra: true }, field: 'body/extra' },
      {
        name: 'dollars with three decimals',
        section: 'kyc',
        body: { ...base.kyc, withdrawal_threshold_usd: '10.001' },
        field: 'body/withdrawal_threshold_usd',
      },
      {
        name: 'tier dollars with three decimals',
        section: 'visa',
        body: { ...base.visa, tiers: [tier({ price: '49.999' })] },
        field: 'body/tiers/0/price',
      },
      {
        name: 'a number for a decimal',
        section: 'transaction',
        body: { ...base.transaction, daily_withdrawal_limit_usd: 5 },
        field: 'body/daily_withdrawal_limit_usd',
      },
      {
        name: 'a negative price',
        section: 'cold-wallet',
        body: { ...base['cold-wallet'], price: '-1.00' },
        field: 'body/price',
      },
      {
        name: 'a price with three decimals',
        section: 'cold-wallet',
        body: { ...base['cold-wallet'], price: '1.005' },
        field: 'body/price',
      },
      {
        name: 'a country twice',
        section: 'cold-wallet',
        body: { ...base['cold-wallet'], shipping_countries: ['FR', 'FR'] },
        field: 'body/shipping_countries',
      },
      {
        name: 'a blank tier name',
        section: 'visa',
        body: { ...base.visa, tiers: [tier({ name: '   ' })] },
        field: 'body/tiers/0/name',
      },
      // What only the business rules refuse.
      {
        name: 'a swap minimum above its maximum',
        section: 'swap',
        body: {
          ...base.swap,
          pairs: [
            swapPair({}),
            swapPair({ from: 'KNT', to: 'USDT', min_amount: '100.000000000000000001', max_amount: '100' }),
          ],
        },
        field: 'body/pairs/1/min_amount',
      },
      {
        name: 'a swap from an asset to itself',
        section: 'swap',
        body: { ...base.swap, pairs: [swapPair({ to: 'USDT' })] },
        field: 'body/pairs/0/to',
      },
      {
        name: 'the same swap direction twice',
        section: 'swap',
        body: { ...base.swap, pairs: [swapPair({}), swapPair({ enabled: false })] },
        field: 'body/pairs/1/to',
      },
      {
        name: 'a withdrawal minimum above its maximum',
        section: 'transaction',
        body: { ...base.transaction, limits: [limit({ min_withdrawal: '100.5', max_withdrawal: '100' })] },
        field: 'body/limits/0/min_withdrawal',
      },
      {
        name: 'an asset with two limits',
        section: 'transaction',
        body: { ...base.transaction, limits: [limit({}), limit({ confirmations: 2 })] },
        field: 'body/limits/1/asset',
      },
      {
        name: 'a Visa delivery minimum above its maximum',
        section: 'visa',
        body: { ...base.visa, delivery_days_min: 46, delivery_days_max: 45 },
        field: 'body/delivery_days_min',
      },
      {
        name: 'free ATM withdrawals above the ATM maximum',
        section: 'visa',
        body: { ...base.visa, tiers: [tier({ free_atm_monthly_usd: '5000.01' })] },
        field: 'body/tiers/0/free_atm_monthly_usd',
      },
      {
        name: 'two tiers with one name, whatever the case',
        section: 'visa',
        body: { ...base.visa, tiers: [tier({}), tier({ name: ' CLASSIC ' })] },
        field: 'body/tiers/1/name',
      },
      {
        name: 'a cold wallet delivery minimum above its maximum',
        section: 'cold-wallet',
        body: { ...base['cold-wallet'], delivery_days_min: 10, delivery_days_max: 9 },
        field: 'body/delivery_days_min',
      },
    ];

    it.each(cases)('answers 400 naming the field for $name, and writes nothing', async ({ section, body, field }) => {
      const before = await read(section);
      const audits = await auditCount();
      const res = await save(section, body);
      expect(res.statusCode, res.body).toBe(400);
      const error = res.json();
      expect(error.code).toBe('VALIDATION');
      expect(error.message.startsWith(`${field} `), error.message).toBe(true);
      expect(error.details).toContainEqual({ field, message: expect.any(String) });
      expect(await read(section)).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it.each([
      { name: 'a price with three decimals', body: { price: '1.005', status: true }, field: 'body/price' },
      { name: 'a negative price', body: { price: '-5', status: true }, field: 'body/price' },
      { name: 'a number for the price', body: { price: 12.5, status: true }, field: 'body/price' },
      { name: 'a missing status', body: { price: '12.50' }, field: 'body/status' },
    ])('answers 400 to a cold wallet setting with $name, and writes nothing', async ({ body, field }) => {
      const before = await read('cold-wallet');
      const audits = await auditCount();
      const res = await putSetting(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({ field, message: expect.any(String) });
      expect(await read('cold-wallet')).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });
  });

  describe('the cold wallet setting', () => {
    it('is read by a member but saved only by an administrator', async () => {
      expect((await get('/setting/cold-wallet', 'demo-member')).statusCode).toBe(200);
      expect((await get('/setting/cold-wallet', null)).statusCode).toBe(401);
      const audits = await auditCount();
      expect((await putSetting({ price: '1.00', status: true }, 'demo-member')).statusCode).toBe(403);
      expect((await putSetting({ price: '1.00', status: true }, null)).statusCode).toBe(401);
      expect(await auditCount()).toBe(audits);
    });

    it('changes the cold wallet record’s price and status only, stored as integer cents, and is audited', async () => {
      const record = await read('cold-wallet');
      clock.advance(60);
      const res = await putSetting({ price: '129.5', status: !record.status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ price: '129.50', status: !record.status });

      expect(await read('cold-wallet')).toEqual({ ...record, price: '129.50', status: !record.status });
      expect((await get('/setting/cold-wallet')).json()).toEqual({ price: '129.50', status: !record.status });

      const row = await t.db
        .selectFrom('configurations')
        .select('document')
        .where('section', '=', 'cold-wallet')
        .executeTakeFirstOrThrow();
      const stored = JSON.parse(row.document);
      expect(stored.price_cents).toBe(12_950);
      expect(stored).not.toHaveProperty('price');

      const audit = await get('/configuration/audit?section=cold-wallet&pageSize=1', 'demo-admin');
      expect(audit.json().items[0]).toMatchObject({
        section: 'cold-wallet',
        changed_by: 'demo-admin',
        changed_at: clock.now().toISOString(),
        before: record,
        after: { ...record, price: '129.50', status: !record.status },
      });
    });

    it('answers what the cold wallet record was last saved with', async () => {
      const record = await read('cold-wallet');
      for (const price of ['0.00', '999999999.99', '0.07']) {
        const res = await save('cold-wallet', { ...record, price, status: true });
        expect(res.statusCode, res.body).toBe(200);
        expect((await get('/setting/cold-wallet')).json()).toEqual({ price, status: true });
      }
      expect((await save('cold-wallet', { ...record, price: '42', status: false })).statusCode).toBe(200);
      expect((await get('/setting/cold-wallet')).json()).toEqual({ price: '42.00', status: false });
    });
  });
});
