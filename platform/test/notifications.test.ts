import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { bearer, buildTestApp, userId, type TestApp } from './helper.ts';

interface NotificationBody {
  id: string;
  title: string;
  description: string;
  is_seen: boolean;
  created_at: string;
  updated_at: string;
}

describe('notifications', () => {
  let t: TestApp;
  let memberId: number;
  let adminId: number;
  let member: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    memberId = await userId(t.db, 'demo-member');
    adminId = await userId(t.db, 'demo-admin');
    member = await bearer(t.app, t.db, 'demo-member');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (): Promise<NotificationBody[]> => {
    const res = await t.app.inject({ method: 'GET', url: '/notification', headers: member });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const insert = async (user: number, title: string, createdAt: Date, seen = false): Promise<string> => {
    const at = nowIso(createdAt);
    const row = await t.db
      .insertInto('notifications')
      .values({
        user_id: user,
        title,
        description: `${title} (description)`,
        is_seen: seen ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  };

  describe('GET /notification', () => {
    beforeEach(async () => {
      await t.db.deleteFrom('notifications').execute();
    });

    it('answers only the signed-in user’s notifications, newest first, with the contract’s fields and types', async () => {
      const older = await insert(memberId, 'older', new Date('2026-11-01T08:00:00Z'), true);
      const newer = await insert(memberId, 'newer', new Date('2026-11-20T10:15:00Z'));
      await insert(adminId, 'not yours', new Date('2026-11-21T10:15:00Z'));

      expect(await list()).toEqual([
        {
          id: newer,
          title: 'newer',
          description: 'newer (description)',
          is_seen: false,
          created_at: '2026-11-20T10:15:00.000Z',
          updated_at: '2026-11-20T10:15:00.000Z',
        },
        {
          id: older,
          title: 'older',
          description: 'older (description)',
          is_seen: true,
          created_at: '2026-11-01T08:00:00.000Z',
          updated_at: '2026-11-01T08:00:00.000Z',
        },
      ]);
    });

    it('answers at most the 50 newest', async () => {
      const start = Date.parse('2026-01-01T00:00:00Z');
      for (let i = 0; i < 60; i++) await insert(memberId, `n${i}`, new Date(start + i * 60_000));
      const items = await list();
      expect(items).toHaveLength(50);
      expect(items[0]?.title).toBe('n59');
      expect(items[49]?.title).toBe('n10');
    });

    it('orders notifications created in the same millisecond by id, newest first', async () => {
      const at = new Date('2026-11-20T10:15:00Z');
      const first = await insert(memberId, 'first', at);
      const second = await insert(memberId, 'second', at);
      expect((await list()).map((n) => n.id)).toEqual([second, first]);
    });

    it('answers an empty list when there is nothing', async () => {
      expect(await list()).toEqual([]);
    });
  });

  describe('PUT /notification/{id}', () => {
    it('marks one of the user’s notifications seen and bumps updated_at', async () => {
      const id = await insert(memberId, 'to read', new Date('2026-11-01T08:00:00Z'));
      const res = await t.app.inject({ method: 'PUT', url: `/notification/${id}`, headers: member });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Notification marked as seen' });
      const item = (await list()).find((n) => n.id === id);
      expect(item?.is_seen).toBe(true);
      expect(item?.created_at).toBe('2026-11-01T08:00:00.000Z');
      expect(Date.parse(item!.updated_at)).toBeGreaterThan(Date.parse('2026-11-01T08:00:00Z'));
    });

    it('accepts an empty JSON body, as fetch wrappers send on a PUT', async () => {
      const id = await insert(memberId, 'empty body', new Date());
      const res = await t.app.inject({
        method: 'PUT',
        url: `/notification/${id}`,
        headers: { ...member, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers 404 for another user’s notification and leaves it unseen', async () => {
      const id = await insert(adminId, 'admin only', new Date());
      const res = await t.app.inject({ method: 'PUT', url: `/notification/${id}`, headers: member });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND' });
      const row = await t.db
        .selectFrom('notifications')
        .select('is_seen')
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      expect(row.is_seen).toBe(0);
    });

    it.each(['987654321', '999999999999999999'])('answers 404 for an unknown id (%s)', async (id) => {
      const res = await t.app.inject({ method: 'PUT', url: `/notification/${id}`, headers: member });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND' });
    });

    it.each(['abc', '-1', '1.5', '1234567890123456789'])('answers 400 naming params/id for the id %s', async (id) => {
      const res = await t.app.inject({ method: 'PUT', url: `/notification/${id}`, headers: member });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toMatch(/^params\/id /);
      expect(body.details).toEqual([{ field: 'params/id', message: expect.stringContaining('pattern') }]);
    });
  });
});
