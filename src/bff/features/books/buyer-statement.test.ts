import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { buyerBooksDesk, muller, redwood, saltinis } from './buyer-books-fixture';

const { desk, json, base, upstreamCalls } = buyerBooksDesk((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
);

describe('the statement of account', () => {
  it('as CSV: opening, each document, paid, closing per currency; opening + invoiced − paid = closing', async () => {
    const res = await desk.get(`${base()}/${muller}/statement.csv?from=2026-02-01&to=2099-12-31`);
    expect(res.status).toBe(200);
    expect(res.headers['get']('content-disposition')).toContain(
      `statement-${muller}-2026-02-01-2099-12-31.csv`,
    );
    const rows = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(rows[0]).toEqual([
      'currency',
      'row',
      'invoice_date',
      'number',
      'type',
      'pay_until_date',
      'amount',
      'status',
      'paid_on',
    ]);
    const eur = rows.filter((r) => r[0] === 'EUR').map((r) => [r[1], r[2], r[6], r[7]]);
    // The January invoice is owed at the start; the one paid during the test is paid within the range.
    expect(eur).toEqual([
      ['opening_balance', '2026-02-01', '100.10', ''],
      ['document', '2026-02-05', '90.00', 'paid'],
      ['document', '2026-02-10', '-30.03', 'not_paid'],
      ['invoiced', '', '59.97', ''],
      ['paid', '', '90.00', ''],
      ['closing_balance', '2099-12-31', '70.07', ''],
    ]);
    expect(rows.filter((r) => r[0] === 'USD').map((r) => r[6])).toEqual([
      '0.00',
      '200.00',
      '200.00',
      '0.00',
      '200.00',
    ]);
    const first = await (
      await desk.get(`${base()}/${redwood}/statement.csv?from=2026-02-01&to=2099-12-31`)
    ).text();
    expect(first).toContain('EUR,opening_balance,2026-02-01,,,,40.10');
    expect(first).toContain('EUR,closing_balance,2099-12-31,,,,60.00');
  });

  it('as a PDF in the language of the buyer’s latest invoice, with the seller from it', async () => {
    const res = await desk.get(`${base()}/${saltinis}/statement.pdf?from=2026-01-01&to=2026-03-15`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Atsiskaitymų suderinimo aktas');
    expect(text).toContain('SALTINIS uab.'); // pdftotext writes one space for two
    expect(text).toMatch(/Knygos MB[\s\S]*Įmonės kodas: 305000111/);
    expect(text).toMatch(/Vėluojama/);
    expect(text).toMatch(/Likutis laikotarpio pabaigoje\s+30,00\s*EUR/);
    expect(text).not.toContain('500,00'); // the offer
    const en = pdfText(
      Buffer.from(await (await desk.get(`${base()}/${muller}/statement.pdf`)).arrayBuffer()),
    );
    expect(en).toContain('Statement of account');
    expect(en).toContain('Credit note');
    expect(en).toMatch(/Overdue/);
  });

  it('made from the mirror alone, and 404 for an unknown buyer', async () => {
    await json(`${base()}/n-nobody/statement.pdf`, 404);
    await json(`${base()}/n-nobody/statement.csv`, 404);
    expect((await json<{ data: unknown[] }>(`${base()}/${muller}/emails`)).data).toEqual([]);
    expect(await upstreamCalls()).toEqual([]);
  });
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'statement-'));
  try {
    writeFileSync(join(dir, 's.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
