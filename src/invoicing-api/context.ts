import type { ApiConfig } from './config';
import type { PdfQueue } from './pdf/pdf-queue';
import type { BusinessesRepo } from './store/businesses-repo';
import type { Db } from './store/db';
import type { draftsRepo } from './store/drafts-repo';
import type { ExpensesRepo } from './store/expenses-repo';
import type { FileStore } from './store/file-store';
import type { InvoicesRepo } from './store/invoices-repo';
import type { PdfJobsRepo } from './store/pdf-jobs-repo';
import type { WebhooksRepo } from './store/webhooks-repo';
import type { WebhookSender } from './webhooks/sender';
import type { RateLimiter } from './traffic/rate-limiter';
import type { RequestLog } from './traffic/request-log';

/** Everything a route needs, built once by app.ts. */
export interface AppContext {
  config: ApiConfig & { consoleKey: string };
  db: Db;
  businesses: BusinessesRepo;
  invoices: InvoicesRepo;
  drafts: ReturnType<typeof draftsRepo>;
  expenses: ExpensesRepo;
  webhooks: WebhooksRepo;
  pdfJobs: PdfJobsRepo;
  files: FileStore;
  pdfs: PdfQueue;
  sender: WebhookSender;
  rateLimiter: RateLimiter;
  requestLog: RequestLog;
  /** http://HOST:PORT of the listening server (share links are built from it). */
  origin: () => string;
}
