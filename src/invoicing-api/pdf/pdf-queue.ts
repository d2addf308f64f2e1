import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import PQueue from 'p-queue';
import type { Invoice } from '../../contract/invoice';
import { toInvoice } from '../domain/invoice-record';
import type { FileStore } from '../store/file-store';
import type { InvoicesRepo } from '../store/invoices-repo';
import type { PdfJobsRepo } from '../store/pdf-jobs-repo';

export interface PdfQueueDeps {
  jobs: PdfJobsRepo;
  invoices: InvoicesRepo;
  files: FileStore;
  render: (invoice: Invoice) => Promise<Buffer>;
  origin: () => string;
  delayMs: number; // extra delay before each render, for tests of the slow-PDF path
  onError: (error: unknown, invoiceId: string) => void;
}

/**
 * Renders PDFs in the background, one at a time (rendering is CPU work; requests come first). The jobs live in
 * SQLite (pdf_jobs), so a restart picks up whatever was pending; this queue only schedules them.
 */
export function pdfQueue(deps: PdfQueueDeps) {
  const queue = new PQueue({ concurrency: 1 });
  const scheduled = new Set<string>();
  const rendered = new EventEmitter().setMaxListeners(0);
  const stop = new AbortController();

  async function renderOne(invoiceId: string): Promise<void> {
    scheduled.delete(invoiceId);
    if (deps.delayMs > 0) await sleep(deps.delayMs, undefined, { signal: stop.signal });
    const current = deps.invoices.getWithRev(invoiceId);
    if (!current) return deps.jobs.drop(invoiceId);
    const pdf = await deps.render(toInvoice(current.record, deps.origin()));
    if (stop.signal.aborted) return;
    await deps.files.writePdf(invoiceId, pdf);
    // Deleted while rendering: leave no orphan file behind.
    if (!deps.invoices.getWithRev(invoiceId)) return deps.files.removePdf(invoiceId);
    deps.jobs.finish(invoiceId, current.rev);
    rendered.emit(invoiceId);
  }

  const schedule = (invoiceId: string) => {
    if (stop.signal.aborted || scheduled.has(invoiceId)) return;
    scheduled.add(invoiceId);
    queue
      .add(() => renderOne(invoiceId))
      .catch((error: unknown) => {
        if (!stop.signal.aborted) deps.onError(error, invoiceId);
      });
  };

  return {
    /** Schedules every job left in the table (call once at start-up). */
    resume: () => deps.jobs.pending().forEach((job) => schedule(job.invoice_id)),
    /** Schedules the job that the caller has written to pdf_jobs in its transaction. */
    schedule,
    /** Resolves true once the invoice's current PDF is on disk, false after `timeoutMs` or when it is gone. */
    async waitFor(invoiceId: string, timeoutMs: number): Promise<boolean> {
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), stop.signal]);
      for (;;) {
        const current = deps.jobs.isCurrent(invoiceId);
        if (current !== false) return current === true;
        try {
          await once(rendered, invoiceId, { signal });
        } catch {
          return deps.jobs.isCurrent(invoiceId) === true;
        }
      }
    },
    async close(): Promise<void> {
      stop.abort();
      queue.clear();
      await queue.onIdle();
    },
  };
}
export type PdfQueue = ReturnType<typeof pdfQueue>;
