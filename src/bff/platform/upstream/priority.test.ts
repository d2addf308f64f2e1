import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { uploadForm } from '../../../invoicing-api/testing/upload-form';
import { noMirrorSync, sampleInvoiceBody } from '../../testing/harness';
import { asOwner, withDesk } from '../../testing/fixture';

// One call per 500 ms: a read marked background that arrives first must still be answered after a person's read
// that arrives 50 ms later, on every read the BFF forwards upstream.
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  bff: { ...noMirrorSync, rateLimit: { limit: 1, windowMs: 500, marginMs: 0 } },
  connect: ['Priority Ltd'],
});

const created = async (method: string, path: string, body: unknown) => {
  const res = await asOwner(desk.api, desk.biz)(method, path, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
};
const newInvoice = () => created('POST', '/invoices', sampleInvoiceBody());
const newExpense = () =>
  created(
    'POST',
    '/expenses',
    uploadForm(
      { seller: 'Kiosk', total: '3.20', currency: 'EUR', date: '2026-02-03' },
      { name: 'r.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2]), type: 'image/jpeg' },
    ),
  );

/** Spends the window, sends `first` (marked background or not), then 50 ms later a person's read: who is answered first? */
async function answeredFirst(first: string, markFirst: boolean): Promise<string> {
  const b = `/api/b/${desk.biz.id}`;
  expect((await desk.get(`${b}/invoices?page=98`)).status).toBe(200); // spends the window
  const order: string[] = [];
  const headers = markFirst ? { 'x-desk-priority': 'background' } : undefined;
  const a = desk.get(`${b}${first}`, { headers }).then((r) => (order.push('first'), r));
  await new Promise((r) => setTimeout(r, 50));
  const person = desk.get(`${b}/invoices?page=99`).then((r) => (order.push('person'), r));
  const answers = await Promise.all([a, person]);
  expect(answers.map((r) => r.status)).toEqual([200, 200]);
  await Promise.all(answers.map((r) => r.arrayBuffer()));
  return order[0]!;
}

describe('X-Desk-Priority: background', () => {
  it('without the mark, reads are answered in the order they came', async () => {
    expect(await answeredFirst('/invoices?page=2', false)).toBe('first');
  });

  it.each([
    ['the invoice list', async () => '/invoices?page=2'],
    ['an invoice', async () => `/invoices/${await newInvoice()}`],
    ['the expense list', async () => '/expenses?page=2'],
    ['an expense', async () => `/expenses/${await newExpense()}`],
    ['the profile', async () => '/profile?refresh=1'],
    ['the currencies', async () => '/currencies?refresh=1'],
    [
      "an invoice's PDF",
      async () => {
        const id = await newInvoice();
        await desk.get(`/api/b/${desk.biz.id}/invoices/${id}`); // the BFF learns its version: the PDF is one call
        return `/invoices/${id}/download`;
      },
    ],
    ["an expense's file", async () => `/expenses/${await newExpense()}/download`],
  ])(
    '%s, marked, waits behind a person',
    async (_, path) => {
      expect(await answeredFirst(await path(), true)).toBe('person');
    },
    20_000,
  );
});
