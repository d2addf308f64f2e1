import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { defaultConfig } from '../config';
import { withDesk } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody } from '../../testing/harness';

/**
 * "Today" is the business's own: on 1 March 2026 at 22:30 UTC it is already 2 March in Vilnius. The desk itself runs
 * in UTC here; the business's settings name its zone.
 */
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  connect: ['Vilnius Days UAB'],
  bff: {
    clock: { now: () => new Date('2026-03-01T22:30:00Z') },
    mail: { ...defaultConfig({ dataDir: '' }).mail, zone: 'UTC' },
  },
});
const read = async <T>(path: string): Promise<T> => {
  const res = await desk.get(`/api/b/${desk.biz.id}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const zone = async (time_zone: string) => {
  const res = await desk.get(`/api/b/${desk.biz.id}/settings`, {
    method: 'PUT',
    ...jsonBody({ time_zone, reply_to: null, mail_server: null }),
  });
  expect(res.status).toBe(200);
};

describe("the business's own day", () => {
  it('decides what is overdue in the overview, the lists not the desk’s zone', async () => {
    const res = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody({ invoice_date: '2026-02-20', pay_until_date: '2026-03-01' })),
    });
    expect(res.status).toBe(201);
    const overdue = async () => ({
      overview: (await read<{ data: { overdue: unknown[]; months: { month: string }[] } }>('/overview')).data,
      list: (await read<{ data: unknown[] }>('/search/invoices?status=overdue')).data.length,
    });
    await zone('UTC');
    const utc = await overdue();
    expect([utc.overview.overdue.length, utc.list]).toEqual([0, 0]); // due today, 1 March
    await zone('Europe/Vilnius');
    const vilnius = await overdue();
    expect([vilnius.overview.overdue.length, vilnius.list]).toEqual([1, 1]); // 2 March there: a day late
  });
});
