import { beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { uploadForm } from '../../../invoicing-api/testing/upload-form';
import { withDesk } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { parseCsv } from '../../testing/unpack';
import { text } from '../../platform/sheets/table';

/**
 * What a hostile name does to the accountant's spreadsheet, and what hostile query strings do to the searches and
 * exports: formulas arrive as text, amounts stay numbers, and a bad parameter is a 422 naming it — never a 500, never
 * a 200 whose body is cut off after the header.
 */
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  connect: ['Hostile Ltd'],
});
const hostileBuyers = ['=HYPERLINK("http://x","y")', '@SUM(1+1)', '+1 -1', '-2+3'];

beforeAll(async () => {
  const b = desk.biz.id;
  for (const [i, name] of hostileBuyers.entries()) {
    const res = await desk.get(`/api/b/${b}/invoices`, {
      method: 'POST',
      ...jsonBody(
        sampleInvoiceBody({
          buyer: { type: 'company', company_name: name },
          invoice_date: `2026-03-0${i + 1}`,
        }),
      ),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  const credit = await desk.get(`/api/b/${b}/invoices`, {
    method: 'POST',
    ...jsonBody(
      sampleInvoiceBody({
        type: 'credit_invoice',
        invoice_date: '2026-03-09',
        products: [{ name: 'Refund', units: 'pcs', quantity: 1, total: -12.5 }],
      }),
    ),
  });
  expect(credit.status).toBe(201);
  const form = uploadForm(
    {
      seller: '=cmd|" /C calc"!A0',
      total: '3.10',
      currency: 'EUR',
      date: '2026-03-02',
      vat: '0.54',
      invoice_number: '@INV',
    },
    { name: 'r.pdf', bytes: '%PDF-1.4' },
  );
  expect((await desk.get(`/api/b/${b}/expenses`, { method: 'POST', body: form })).status).toBe(201);
  await until(async () => {
    const res = await desk.get(`/api/b/${b}/search/invoices?from=2026-03-01`);
    return ((await res.json()) as { meta: { total: number } }).meta.total === hostileBuyers.length + 1;
  });
});

describe('CSV exports against formula injection', () => {
  it('writes every hostile text cell with a leading apostrophe and keeps amounts numeric', async () => {
    const res = await desk.get(`/api/b/${desk.biz.id}/export/invoices.csv?from=2026-03-01&sort=invoice_date`);
    const rows = parseCsv(Buffer.from(await res.arrayBuffer())).slice(1);
    expect(rows.slice(0, hostileBuyers.length).map((r) => r[4])).toEqual(
      hostileBuyers.map((name) => `'${name}`),
    );
    const refund = rows.at(-1)!;
    expect([refund[8], refund[10]]).toEqual(['-12.50', '-12.50']);
    const expenses = parseCsv(
      Buffer.from(await (await desk.get(`/api/b/${desk.biz.id}/export/expenses.csv`)).arrayBuffer()),
    );
    expect(expenses[1]).toEqual(['2026-03-02', `'=cmd|" /C calc"!A0`, 'EUR', '3.10', '0.54', "'@INV"]);
  });

  it('neutralises a leading tab or carriage return too (the rows trim a buyer name, so no invoice carries one)', () => {
    expect([text('\t=1+1'), text('\r=1+1'), text('Plain'), text(null), text('1-2')]).toEqual([
      "'\t=1+1",
      "'\r=1+1",
      'Plain',
      '',
      '1-2',
    ]);
  });
});

describe('hostile query strings', () => {
  const routes = [
    'search/invoices',
    'search/expenses',
    'export/invoices.csv',
    'export/expenses.csv',
    'overview',
  ];
  const bad: [string, string][] = [
    ['type=constructor', 'type'],
    ['type=__proto__', 'type'],
    ['type=toString', 'type'],
    ['constructor=1', 'constructor'],
    ['__proto__=1', '__proto__'],
    ['hasOwnProperty=1', 'hasOwnProperty'],
    ['q=%CC%81', 'q'],
    ['q=%C2%A8', 'q'],
    ['q=%C2%B4', 'q'],
    ['q=%00', 'q'],
  ];

  it('answers 422 on the parameter, on every search, export and the overview', async () => {
    for (const route of routes) {
      for (const [query, name] of bad) {
        const res = await desk.get(`/api/b/${desk.biz.id}/${route}?${query}`);
        const body = await res.text();
        // (On the expenses and the overview, `type` and the rest are unknown names there: the same answer.)
        expect(res.status, `${route}?${query}: ${body}`).toBe(422);
        expect(Object.keys((JSON.parse(body) as { errors: object }).errors), `${route}?${query}`).toEqual([
          name,
        ]);
      }
    }
  });

  it('answers 422 on a prototype-named parameter on the form’s memory too (buyers, products)', async () => {
    for (const route of ['buyers', 'products']) {
      for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
        const res = await desk.get(`/api/b/${desk.biz.id}/${route}?${name}=1`);
        expect(res.status, `${route}?${name}`).toBe(422);
        expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([name]);
      }
    }
  });

  it('still finds by a real word', async () => {
    const res = await desk.get(`/api/b/${desk.biz.id}/search/invoices?q=hyperlink`);
    expect(((await res.json()) as { meta: { total: number } }).meta.total).toBe(1);
  });
});
