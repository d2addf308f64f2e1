import { createReadStream } from 'node:fs';
import { type Clock, monthBounds } from '../../../contract/clock';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { ZipArchive } from 'archiver';
import { maxPerPage } from '../../../contract/search-names';
import type { SearchQuery } from '../../../contract/search-params';
import type { ZoneOf } from '../../platform/http/business-day';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import type { KeptLinks } from '../mirror';
import { exportedRecords } from './export-query';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Vault } from '../../platform/vault/vault';
import type { SseHub } from '../../platform/sse-hub';
import { expensesTable, invoicesTable } from './list-tables';
import { xlsxOf } from '../../platform/sheets/xlsx-writer';
import type { Locale } from '../../../contract/locales';
import { invoiceLabel } from '../../../contract/invoice';
import { csvOf } from '../../platform/sheets/table';
import { vatReport, vatReportTable } from '../books';
import { extensionOf, safePart, UniqueNames } from '../../platform/http/pack-names';
import type { PdfCache } from '../pdf';

export interface PackDeps {
  vault: Vault;
  mirror: Mirror;
  gateway: Gateway;
  cache: PdfCache;
  hub: SseHub;
  clock: Clock;
  zoneOf: ZoneOf;
  links: InvoiceLinks;
  /** The e-invoice its buyer takes (remembered from the send dialog), or undefined when the buyer takes none. */
  einvoiceOf: (business: string, id: string) => Promise<{ bytes: Buffer; name: string } | undefined>;
}

/**
 * Why a file is missing, as missing.txt says it: the API's or the BFF's own message, but never a system error's —
 * it names the desk's data folder (`ENOENT: …, open '/home/…/pdf-cache/…'`), and no path may reach a download.
 */
export const missingReason = (e: unknown): string => {
  if (typeof (e as { syscall?: unknown }).syscall === 'string')
    return `The file could not be kept on the desk (${String((e as { code?: unknown }).code ?? 'error')}).`;
  return e instanceof Error ? e.message : String(e);
};

/**
 * Builds one month's pack into `archive` as the reader takes it: both CSVs and the month's VAT report (vat-report.csv),
 * the same three as one workbook (month-YYYY-MM.xlsx, a sheet each), then every invoice PDF (from the PDF
 * cache where present, else from the API and into the cache) and every receipt file, one at a time, each fetched
 * only once the previous entry is written. Upstream calls go through the governor at background priority, so the
 * person's own requests go first. `signal` (the browser went away) stops it between and during calls.
 * What cannot be had is listed in missing.txt instead of failing the pack.
 */
export async function buildMonthPack(
  d: PackDeps,
  archive: ZipArchive,
  o: {
    business: string;
    month: string;
    today: string;
    links: KeptLinks;
    locale: Locale;
    signal: AbortSignal;
  },
): Promise<void> {
  const { business, month, signal } = o;
  const range = monthBounds(month);
  const whole = { page: 1, perPage: maxPerPage }; // unused by an export: it walks every matching row
  const invoices: SearchQuery = { ...range, sort: { key: 'number', desc: false }, ...whole };
  const expenses: SearchQuery = { ...range, sort: { key: 'date', desc: false }, ...whole };
  const pdfs = [...exportedRecords(d.mirror, business, 'invoices', invoices, o.today, o.links)].map((i) => ({
    id: i.id,
    name: safePart(invoiceLabel(i)),
    updatedAt: i.updated_at,
  }));
  const receipts = [...exportedRecords(d.mirror, business, 'expenses', expenses, o.today)].map((e) => ({
    id: e.id,
    base: safePart(`${e.date ?? 'undated'} ${e.seller}`),
  }));
  const total = pdfs.length + receipts.length;
  const missing: string[] = [];
  let done = 0;
  const progress = (state: 'running' | 'done' | 'abandoned') =>
    d.hub.send('month-pack', { business, month, done, total, missing: missing.length, state });

  let written = 0;
  let appended = 0;
  let wake: (() => void) | undefined;
  /** The entry being written: destroyed when the browser goes away, so no stream is left waiting for a reader. */
  let current: Readable | undefined;
  archive.on('entry', () => {
    written += 1;
    wake?.();
  });
  signal.addEventListener('abort', () => {
    current?.destroy();
    wake?.();
  });
  /**
   * Appends an entry and waits until the archive has written it (so nothing is fetched ahead of the reader), or the
   * browser went away, or the entry's own stream failed (a receipt cut off upstream: the archive reports it and the
   * pack stops). Every stream handed to the archive has its error handled here: none can end the process.
   */
  const add = (source: Readable | string, name: string, store = true) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) {
        if (typeof source !== 'string') source.destroy();
        return resolve();
      }
      appended += 1;
      const check = () => (written >= appended || signal.aborted ? resolve() : void (wake = check));
      if (typeof source !== 'string') {
        current = source;
        source.on('error', (e) => {
          archive.emit('error', e);
          resolve();
        });
      }
      archive.append(source, { name, store });
      check();
    });

  progress('running');
  const remembered = (id: string) => d.vault.remembered(business, id);
  await add(csvOf(invoicesTable(d.mirror, business, invoices, o.today, o.links)), 'invoices.csv', false);
  await add(csvOf(expensesTable(d.mirror, remembered, business, expenses, o.today)), 'expenses.csv', false);
  await add(
    csvOf(vatReportTable(vatReport(d, business, { ...range, group: 'month' }))),
    'vat-report.csv',
    false,
  );
  // The same tables for people: one workbook, a sheet each, in the language of the person who asked (zip-compressed
  // already, so stored as it is).
  const sheets = [
    invoicesTable(d.mirror, business, invoices, o.today, o.links),
    expensesTable(d.mirror, remembered, business, expenses, o.today),
    vatReportTable(vatReport(d, business, { ...range, group: 'month' })),
  ];
  await add(xlsxOf(sheets, o.locale), `month-${month}.xlsx`);
  const names = new UniqueNames();

  for (const pdf of pdfs) {
    if (signal.aborted) break;
    const name = names.take('invoices', pdf.name, '.pdf');
    try {
      if (!(await d.cache.has(business, pdf.id, pdf.updatedAt))) {
        const { response } = await d.gateway.stream(business, 'GET', `/invoices/${pdf.id}/download`, {
          priority: 'background',
          signal,
        });
        await d.cache.store(business, pdf.id, pdf.updatedAt, response.body as ReadableStream);
      }
      await add(createReadStream(d.cache.file(business, pdf.id, pdf.updatedAt)), name);
    } catch (e) {
      if (signal.aborted) break;
      missing.push(`${name}: ${missingReason(e)}`);
    }
    done += 1;
    progress('running');
  }
  // E-invoices after the PDFs, for the buyers who take them: what the accountant's software reads.
  for (const pdf of pdfs) {
    if (signal.aborted) break;
    try {
      const file = await d.einvoiceOf(business, pdf.id);
      if (file) await add(Readable.from([file.bytes]), `einvoices/${safePart(file.name)}`);
    } catch (e) {
      if (signal.aborted) break;
      missing.push(`einvoices/${pdf.name}: ${missingReason(e)}`);
    }
  }
  for (const r of receipts) {
    if (signal.aborted) break;
    try {
      const { response } = await d.gateway.stream(business, 'GET', `/expenses/${r.id}/download`, {
        priority: 'background',
        signal,
      });
      const ext = extensionOf(
        response.headers.get('content-disposition'),
        response.headers.get('content-type'),
      );
      await add(Readable.fromWeb(response.body as ReadableStream), names.take('receipts', r.base, ext));
    } catch (e) {
      if (signal.aborted) break;
      missing.push(`receipts/${r.base}: ${missingReason(e)}`);
    }
    done += 1;
    progress('running');
  }
  if (signal.aborted) {
    progress('abandoned');
    archive.abort();
    return;
  }
  if (missing.length > 0) {
    const text = `These files could not be had from the API when the pack was made:\r\n${missing.join('\r\n')}\r\n`;
    await add(text, 'missing.txt', false);
  }
  await archive.finalize();
  progress('done');
}
