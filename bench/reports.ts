/**
 * The owner's reports (issue 27) over a mirror holding 10,000 invoices (and 1,000 expenses), seeded straight into the
 * BFF's record store — no API, no HTTP: the figure is the report's own work over SQLite and the contract's money
 * math, as a request pays it. Each case reports p50 / p95 of sequential runs against a target.
 *   npx tsx bench/reports.ts [invoices] [runs]
 * A case is one entry of `cases`: the buyers list (another report) is added beside the VAT report the same way.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Expense } from '../src/contract/expense';
import type { Invoice } from '../src/contract/invoice';
import type { ProductInput } from '../src/contract/invoice-input';
import { buyersPageOf } from '../src/bff/features/books/buyers-query';
import { Mirror } from '../src/bff/features/mirror/mirror';
import { vatReportOf } from '../src/bff/features/books/vat-query';
import { deriveLines } from '../src/invoicing-api/domain/totals';
import { reportFigure } from './lib/figures';
import { percentile } from './lib/mirror-seed';

const invoices = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 200);
const expenses = Math.max(1, Math.round(invoices / 10));
const business = randomUUID();
const dir = await mkdtemp(join(tmpdir(), 'bench-reports-'));
const method = `bench/reports.ts: ${invoices} invoices + ${expenses} expenses seeded into the BFF's record store, in process`;

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const types = [
  'vat_invoice',
  'vat_invoice',
  'vat_invoice',
  'regular_invoice',
  'credit_vat_invoice',
  'preliminary_vat_invoice',
] as const;
const currencies = ['EUR', 'EUR', 'EUR', 'USD', 'GBP'];
const rates = [21, 9, 5, 0];

/** An invoice as the API would hold it: lines (1–4, mixed rates and amount modes) derived by the API's own code. */
function invoice(n: number): Invoice {
  const type = types[n % types.length]!;
  const vat = type !== 'regular_invoice';
  const sign = type === 'credit_vat_invoice' ? -1 : 1;
  const products = Array.from({ length: 1 + (n % 4) }, (_, k): ProductInput => {
    const amount = sign * (10 + ((n * 7 + k * 13) % 990) + ((n + k) % 100) / 100);
    const mode = (['price', 'total', 'total_incl_vat'] as const)[(n + k) % 3]!;
    return {
      name: `Work ${k}`,
      units: 'h',
      quantity: 1 + ((n + k) % 3),
      vat_percentage: vat ? rates[(n + k) % rates.length]! : null,
      [mode]: amount,
    } as ProductInput;
  });
  const lines = deriveLines(products);
  const at = 1_767_225_600 + n * 60;
  return {
    id: randomUUID(),
    business_id: business,
    invoice_type: type,
    series: 'B',
    invoice_number: String(n),
    invoice_date: day(n % 365),
    pay_until_date: null,
    language: 'en',
    subtotal: Number(lines.subtotal),
    vat: Number(lines.vat),
    total_incl_vat: Number(lines.total_incl_vat),
    currency: currencies[n % currencies.length]!,
    payment_status: n % 3 ? 'paid' : 'not_paid',
    notes: null,
    share_link: 'https://example.com/s',
    seller: { company_name: 'UAB Baltic Pine Studio', vat_code: 'LT100000000011', address: 'Vilnius' },
    buyer: { type: 'company', company_name: `Buyer ${n % 300}`, address: 'Somewhere 1' },
    items: lines.items.map((i) => ({
      ...i,
      price: Number(i.price),
      quantity: Number(i.quantity),
      vat_percentage: i.vat_percentage === null ? null : Number(i.vat_percentage),
    })),
    payment_options: [],
    created_at: at,
    updated_at: at,
  } as unknown as Invoice;
}
const expense = (n: number): Expense => ({
  id: randomUUID(),
  date: day(n % 365),
  total: 10 + (n % 500) + (n % 100) / 100,
  currency: currencies[n % currencies.length]!,
  seller: `Shop ${n % 50}`,
  created_at: 1_767_225_600 + n,
  updated_at: 1_767_225_600 + n,
});

const mirror = Mirror.open(dir);
try {
  const t0 = performance.now();
  mirror.db.transaction(() => {
    for (let n = 1; n <= invoices; n++) mirror.put(business, 'invoices', invoice(n));
    for (let n = 1; n <= expenses; n++) mirror.put(business, 'expenses', expense(n));
  })();
  console.log(
    `seeded ${invoices} invoices and ${expenses} expenses in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const knownVat = (id: string) => (id.charCodeAt(0) % 2 ? '1.23' : null); // about half the expenses have a known VAT

  const cases: { name: string; target: number; run: () => unknown; size: (answer: unknown) => string }[] = [
    {
      name: `VAT report, a whole year by quarter (${invoices} invoices)`,
      target: 50,
      run: () =>
        vatReportOf(mirror, business, { from: '2026-01-01', to: '2026-12-31', group: 'quarter' }, knownVat),
      size: (a) => `${(a as unknown[]).length} period × currency entries`,
    },
    {
      name: 'VAT report, one month by month',
      target: 50,
      run: () =>
        vatReportOf(mirror, business, { from: '2026-11-01', to: '2026-11-30', group: 'month' }, knownVat),
      size: (a) => `${(a as unknown[]).length} period × currency entries`,
    },
    {
      name: `Buyers list, page 1 by latest invoice (${invoices} invoices)`,
      target: 50,
      run: () =>
        buyersPageOf(
          mirror,
          business,
          { words: [], sort: { key: 'last_invoice_date', desc: true }, page: 1 },
          '2026-12-31',
        ),
      size: (a) => `${(a as { meta: { total: number } }).meta.total} buyers`,
    },
    {
      name: 'Buyers list, searched and by most outstanding',
      target: 50,
      run: () =>
        buyersPageOf(
          mirror,
          business,
          { words: ['buyer', '1'], sort: { key: 'outstanding', desc: true }, page: 2 },
          '2026-12-31',
        ),
      size: (a) => `${(a as { meta: { total: number } }).meta.total} buyers`,
    },
  ];
  for (const c of cases) {
    for (let i = 0; i < 5; i++) c.run(); // warm-up: statements prepared, code compiled
    const times: number[] = [];
    let answer: unknown;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      answer = c.run();
      times.push(performance.now() - t);
    }
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    console.log(`${c.name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${c.size(answer)})`);
    reportFigure({
      figure: `${c.name} (p50 / p95)`,
      measured: `${p50.toFixed(1)} ms / ${p95.toFixed(1)} ms`,
      target: `< ${c.target} ms`,
      method: `${method}, ${runs} sequential runs`,
      met: p95 < c.target,
    });
  }
} finally {
  mirror.close();
  await rm(dir, { recursive: true, force: true });
}
