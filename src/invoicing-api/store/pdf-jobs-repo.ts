import type { Db } from './db';

export interface PdfJob {
  invoice_id: string;
  rev: number;
}

/** The durable PDF queue: one row per invoice whose PDF lags behind its revision. Survives restarts. */
export function pdfJobsRepo(db: Db) {
  const q = {
    upsert: db.prepare(
      `INSERT INTO pdf_jobs (invoice_id, rev, queued_at_ms) VALUES (?, ?, ?)
       ON CONFLICT (invoice_id) DO UPDATE SET rev = excluded.rev, queued_at_ms = excluded.queued_at_ms`,
    ),
    all: db.prepare<[], PdfJob>('SELECT invoice_id, rev FROM pdf_jobs ORDER BY queued_at_ms'),
    finish: db.prepare('DELETE FROM pdf_jobs WHERE invoice_id = ? AND rev <= ?'),
    drop: db.prepare('DELETE FROM pdf_jobs WHERE invoice_id = ?'),
    setPdfRev: db.prepare('UPDATE invoices SET pdf_rev = ? WHERE id = ?'),
    state: db.prepare<[string], { rev: number; pdf_rev: number | null }>(
      'SELECT rev, pdf_rev FROM invoices WHERE id = ?',
    ),
  };
  return {
    enqueue: (invoiceId: string, rev: number, nowMs: number) => void q.upsert.run(invoiceId, rev, nowMs),
    pending: (): PdfJob[] => q.all.all(),
    /** Records that the PDF on disk shows revision `rev`, and closes the job unless a newer one came meanwhile. */
    finish: db.transaction((invoiceId: string, rev: number) => {
      q.setPdfRev.run(rev, invoiceId);
      q.finish.run(invoiceId, rev);
    }),
    drop: (invoiceId: string) => void q.drop.run(invoiceId),
    /** Whether the PDF on disk is the current one; undefined when the invoice does not exist. */
    isCurrent(invoiceId: string): boolean | undefined {
      const s = q.state.get(invoiceId);
      return s && s.pdf_rev === s.rev;
    },
  };
}
export type PdfJobsRepo = ReturnType<typeof pdfJobsRepo>;
