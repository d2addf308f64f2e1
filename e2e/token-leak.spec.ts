import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Response } from '@playwright/test';

type Data<T> = { data: T };
const consoleKey = () =>
  readFileSync(join(process.env.DESK_DATA!, 'invoicing-api', 'console-key'), 'utf8').trim();

test('a whole session through the app never shows the API token to the browser', async ({
  page,
  request,
  baseURL,
}) => {
  // a business of our own, so we know its token: made in the "vendor app" (the embedded API's console)
  const list = (await (await request.get('/api/businesses')).json()) as Data<{ id: string }[]>;
  const demoInvoices = (await (await request.get(`/api/b/${list.data[0]!.id}/invoices`)).json()) as Data<
    { share_link: string }[]
  >;
  const apiOrigin = new URL(demoInvoices.data[0]!.share_link).origin;
  const consoleHeaders = { 'x-console-key': consoleKey() };
  const made = await request.post(`${apiOrigin}/console/businesses`, {
    headers: consoleHeaders,
    data: { business_title: 'Leak Check Ltd', business_type: 'association' },
  });
  const business = ((await made.json()) as Data<{ business_id: string }>).data.business_id;
  const tokenRes = await request.post(`${apiOrigin}/console/businesses/${business}/tokens`, {
    headers: consoleHeaders,
    data: { name: 'leak' },
  });
  const token = ((await tokenRes.json()) as Data<{ token: string }>).data.token;
  expect(token.length).toBeGreaterThan(10);

  const seen: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res: Response) => {
    pending.push(
      (async () => {
        seen.push(`${res.url()} ${JSON.stringify(await res.allHeaders())}`);
        if ((res.headers()['content-type'] ?? '').includes('text/event-stream')) return; // never ends; read below
        seen.push(await res.text().catch(() => ''));
      })(),
    );
  });

  // connect through the app's own origin, then walk the screens
  await page.goto('/');
  const connected = await page.evaluate(async (t) => {
    const r = await fetch('/api/businesses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: t }),
    });
    return { status: r.status, text: await r.text() };
  }, token);
  expect(connected.status, connected.text).toBe(201);
  seen.push(connected.text);
  await page.request
    .post('/api/b/' + business + '/invoices', {
      headers: { origin: baseURL! },
      data: {
        type: 'regular_invoice',
        series: 'LK',
        invoice_date: '2026-03-01',
        currency: 'EUR',
        use_default_seller_info: true,
        buyer: { type: 'company', company_name: 'Buyer' },
        products: [{ name: 'Work', units: 'h', quantity: 1, price: 10 }],
      },
    })
    .then(async (r) => seen.push(await r.text(), JSON.stringify(r.headers())));
  for (const path of [
    `/b/${business}/invoices`,
    `/b/${business}/expenses`,
    `/b/${business}/profile`,
    '/connect',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  // the event stream, read for a moment from the page itself
  const events = await page.evaluate(async () => {
    const ctrl = new AbortController();
    const res = await fetch('/api/events', { signal: ctrl.signal });
    const reader = res.body!.getReader();
    setTimeout(() => ctrl.abort(), 1500);
    let text = JSON.stringify([...res.headers.entries()]);
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return text;
      text += new TextDecoder().decode(chunk.value);
    }
  });
  seen.push(events);
  await Promise.all(pending);

  expect(seen.length).toBeGreaterThan(10);
  const leaks = seen.filter((s) => s.includes(token));
  expect(leaks).toEqual([]);
});
