import { describe, expect, it } from 'vitest';
import { createInvoice, withTestApi } from './testing/harness';

const t = withTestApi();

describe('GET /currencies', () => {
  it('lists every accepted ISO 4217 code once, with a title, not paginated', async () => {
    const res = await t.client.get('/currencies');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('10000');
    expect(Object.keys(res.body)).toEqual(['data']);
    const list = res.body.data as { code: string; title: string }[];
    expect(list.length).toBeGreaterThan(150);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    for (const c of list) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.title.length).toBeGreaterThan(2);
    }
    expect(list).toContainEqual({ code: 'EUR', title: 'Euro' });
    expect(list).toContainEqual({ code: 'USD', title: 'US Dollar' });
  });

  it('accepts every listed code on an invoice and refuses codes not listed', async () => {
    const codes = ((await t.client.get('/currencies')).body.data as { code: string }[]).map((c) => c.code);
    for (const currency of ['GBP', 'JPY', codes.at(-1)!]) {
      expect((await createInvoice(t.client, { currency })).currency).toBe(currency);
    }
    for (const currency of ['XXX', 'XTS', 'EURO', 'ZZZ']) {
      const res = await t.client.post('/invoices', { currency });
      expect(res.status).toBe(422);
      expect(res.body.errors.currency, currency).toHaveLength(1);
    }
  });
});
