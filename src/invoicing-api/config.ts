import { z } from 'zod';

/** Everything the embedded API needs to start; server.ts fills it from options or from the environment. */
export interface ApiConfig {
  host: string;
  port: number;
  dataDir: string;
  consoleKey: string | undefined;
  rateLimit: number;
  /** The rate window (the spec's minute); tests shorten it instead of waiting out real minutes. Not an env variable. */
  rateWindowMs: number;
  pdfWaitMs: number;
  pdfDelayMs: number;
  webhookRetryDelaysMs: number[];
  allowHttpWebhooks: boolean;
  maxUploadMb: number;
  log: boolean;
}

/** The one place of the defaults: `npm run api` (environment) and `startInvoicingApi` (options) both start here. */
export const apiDefaults = {
  host: '127.0.0.1',
  port: 4010,
  dataDir: '.data/invoicing-api',
  rateLimit: 60,
  rateWindowMs: 60_000,
  pdfWaitMs: 20_000,
  pdfDelayMs: 0,
  webhookRetryDelaysMs: [10_000, 100_000],
  allowHttpWebhooks: false,
  maxUploadMb: 20,
  log: false,
} satisfies Omit<ApiConfig, 'consoleKey'>;

/** The given settings over the defaults; an undefined one keeps its default. */
export function withDefaults(given: Partial<ApiConfig>): Omit<ApiConfig, 'consoleKey'> & Partial<ApiConfig> {
  const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return { ...apiDefaults, ...set };
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const envSchema = z.object({
  INVOICING_API_HOST: z.string().min(1).optional(),
  INVOICING_API_PORT: int(0, 65535).optional(),
  INVOICING_API_DATA: z.string().min(1).optional(),
  INVOICING_API_CONSOLE_KEY: z.string().min(16, 'use at least 16 characters').optional(),
  INVOICING_API_RATE_LIMIT: int(1, 1_000_000_000).optional(),
  INVOICING_API_PDF_WAIT_MS: int(0, 600_000).optional(),
  INVOICING_API_PDF_DELAY_MS: int(0, 600_000).optional(),
  INVOICING_API_WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'a comma-separated list of milliseconds, e.g. 10000,100000')
    .transform((s) => s.split(',').map(Number))
    .optional(),
  INVOICING_API_ALLOW_HTTP_WEBHOOKS: z.enum(['0', '1', 'true', 'false']).optional(),
  INVOICING_API_MAX_UPLOAD_MB: int(1, 1024).optional(),
  INVOICING_API_LOG: z.enum(['0', '1']).optional(),
});

/** The only reader of process.env in the embedded API; a bad value stops start-up with a clear message. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  // A variable set to '' counts as unset (e.g. `INVOICING_API_CONSOLE_KEY= npm run api`).
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid Invoicing API environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const flag = (v: string | undefined) => (v === undefined ? undefined : v === '1' || v === 'true');
  return withDefaults({
    host: e.INVOICING_API_HOST,
    port: e.INVOICING_API_PORT,
    dataDir: e.INVOICING_API_DATA,
    consoleKey: e.INVOICING_API_CONSOLE_KEY,
    rateLimit: e.INVOICING_API_RATE_LIMIT,
    pdfWaitMs: e.INVOICING_API_PDF_WAIT_MS,
    pdfDelayMs: e.INVOICING_API_PDF_DELAY_MS,
    webhookRetryDelaysMs: e.INVOICING_API_WEBHOOK_RETRY_DELAYS_MS,
    allowHttpWebhooks: flag(e.INVOICING_API_ALLOW_HTTP_WEBHOOKS),
    maxUploadMb: e.INVOICING_API_MAX_UPLOAD_MB,
    log: flag(e.INVOICING_API_LOG),
  }) as ApiConfig;
}
