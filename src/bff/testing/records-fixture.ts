import { type Clock, monthFrom } from '../../contract/clock';
import { consoleOf, type ApiHandle } from './harness';

/** This month and the last as the BFF counts them: its clock, its local calendar. */
export function monthsAround(clock: Clock) {
  const now = clock.now();
  return { thisMonth: monthFrom(now, 0), prevMonth: monthFrom(now, -1) };
}

/** The API used directly with a business's token, as another client (or the app) would. */
export function apiAs(api: ApiHandle, token: string) {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  return {
    async invoice(
      body: Record<string, unknown>,
    ): Promise<{ id: string; invoice_number: string; updated_at: number }> {
      const res = await fetch(`${api.baseUrl}/invoices`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST /invoices ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: { id: string; invoice_number: string; updated_at: number } })
        .data;
    },
    /** An expense with a receipt file: a few bytes of a PNG's start unless `content` is given. */
    async expense(
      fields: Record<string, string>,
      file: [string, string] = ['receipt.png', 'image/png'],
      content: Uint8Array = new Uint8Array([137, 80, 78, 71, 1, 2, 3]),
    ): Promise<{ id: string }> {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('file', new Blob([content], { type: file[1] }), file[0]);
      const res = await fetch(`${api.baseUrl}/expenses`, { method: 'POST', headers, body: form });
      if (res.status !== 201) throw new Error(`POST /expenses ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: { id: string } }).data;
    },
  };
}

export const paid = (api: ApiHandle, business: string, invoice: string) =>
  consoleOf(api).call('POST', `/businesses/${business}/invoices/${invoice}/payments`, {});
