import { isLoopbackHost } from '../../contract/loopback';
import { z } from 'zod';
import { type Clock, systemClock } from '../../contract/clock';

/** Everything the BFF needs; buildBff takes this object so tests can build it without touching the environment. */
export interface BffConfig {
  /** The API's base address (…/api); start.ts fills it with the embedded API's when API_BASE_URL is unset. */
  apiBaseUrl: string | undefined;
  /** A single business configured headlessly. */
  apiToken: string | undefined;
  apiWebhookSecret: string | undefined;
  host: string;
  port: number;
  dataDir: string;
  secret: string | undefined;
  password: string | undefined;
  /** The desk owner's e-mail (DESK_OWNER_EMAIL): their login name beside the people they invite. */
  ownerEmail: string;
  maxUploadMb: number;
  /** Extra Host names answered besides loopback names and IP literals (behind a proxy). */
  allowedHosts: string[];
  /** The built app to serve; undefined in dev (Vite serves it) and in API-only tests. */
  staticDir: string | undefined;
  /** The upstream budget: calls per window, per business. The spec's limit is 60 per minute. */
  rateLimit: { limit: number; windowMs: number; marginMs: number };
  /** How long an app request may wait for a JSON answer before the BFF gives up on it. */
  upstreamTimeoutMs: number;
  /** PDF: how long one browser request is held, and the bound on the total wait before pdf_failed. */
  pdf: { holdMs: number; retryAfterS: number; maxTotalMs: number; cacheMaxFiles: number };
  /** Seconds: the SSE heartbeat interval. */
  heartbeatMs: number;
  /**
   * The records mirror, per business: page 1 of each kind read every `checkMs`, a full walk every `walkEveryMs`
   * (quiet: no webhook secret; live: webhooks keep it fresh), and the first wait after a failed or incomplete walk.
   * `sync: false` makes no call of its own (tests that count the person's calls alone): the mirror then only learns
   * from answers and webhooks, and lists are always forwarded.
   */
  mirror: {
    sync: boolean;
    checkMs: { quiet: number; live: number };
    walkEveryMs: { quiet: number; live: number };
    retryMs: number;
  };
  log: boolean;
  /**
   * E-mail of invoices and reminders: `smtpUrl` (SMTP_URL) unset = the local outbox (`DESK_DATA/outbox/*.eml`); `from`
   * (MAIL_FROM) is every message's From; a failed send waits `retryDelaysMs` (the last repeats) up to `giveUpAfterMs`.
   */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    retryDelaysMs: number[];
    giveUpAfterMs: number;
    /** Automatic reminders: how often the due ones are looked for, and the zone their days and window are in. */
    reminderCheckMs: number;
    zone: string;
  };
  /** Recurring invoices: how often due occurrences are looked for (and at start, and on every change). */
  recurring: { checkMs: number };
  /** Where "now" and "today" come from (what is overdue, the overview's months): a fixed one in tests. */
  clock: Clock;
}

export const defaultConfig = (over: Partial<BffConfig> & Pick<BffConfig, 'dataDir'>): BffConfig => ({
  apiBaseUrl: undefined,
  apiToken: undefined,
  apiWebhookSecret: undefined,
  host: '127.0.0.1',
  port: 8080,
  secret: undefined,
  password: undefined,
  ownerEmail: 'owner@localhost',
  maxUploadMb: 20,
  allowedHosts: [],
  staticDir: undefined,
  rateLimit: { limit: 60, windowMs: 60_000, marginMs: 250 },
  upstreamTimeoutMs: 30_000,
  pdf: { holdMs: 5_000, retryAfterS: 2, maxTotalMs: 90_000, cacheMaxFiles: 200 },
  heartbeatMs: 15_000,
  mirror: {
    sync: true,
    checkMs: { quiet: 30_000, live: 15 * 60_000 },
    walkEveryMs: { quiet: 30 * 60_000, live: 6 * 60 * 60_000 },
    retryMs: 5_000,
  },
  log: false,
  mail: {
    smtpUrl: undefined,
    from: '"Invoice Desk" <invoice-desk@localhost>',
    retryDelaysMs: [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 2 * 60 * 60_000],
    giveUpAfterMs: 24 * 60 * 60_000,
    reminderCheckMs: 60_000,
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  },
  recurring: { checkMs: 60_000 },
  clock: systemClock,
  ...over,
});

/** A variable set to '' counts as unset: the value then comes from `defaultConfig`, the one place of the defaults. */
const unsetIfBlank = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const whole = (min: number, max: number) =>
  unsetIfBlank.pipe(z.coerce.number<string | undefined>().int().min(min).max(max).optional());

const envSchema = z.object({
  API_BASE_URL: unsetIfBlank.pipe(
    z.url({ message: 'API_BASE_URL must be a URL such as https://api.example.com/api' }).optional(),
  ),
  API_TOKEN: unsetIfBlank,
  API_WEBHOOK_SECRET: unsetIfBlank,
  HOST: unsetIfBlank,
  PORT: whole(0, 65535),
  DESK_DATA: unsetIfBlank.transform((v) => v ?? '.data/desk'), // the one setting tests always give: not in defaultConfig
  DESK_SECRET: unsetIfBlank.pipe(
    z.string().min(16, 'DESK_SECRET must have at least 16 characters').optional(),
  ),
  DESK_PASSWORD: unsetIfBlank,
  // a login name more than a mailbox: owner@localhost is fine
  DESK_OWNER_EMAIL: unsetIfBlank.pipe(
    z
      .string()
      .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'DESK_OWNER_EMAIL must be an e-mail address')
      .optional(),
  ),
  DESK_ALLOWED_HOSTS: unsetIfBlank,
  MAX_UPLOAD_MB: whole(1, 4096),
  DESK_RATE_LIMIT: whole(1, 1_000_000_000),
  DESK_LOG: unsetIfBlank.pipe(z.enum(['0', '1']).optional()),
  SMTP_URL: unsetIfBlank.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        message: 'SMTP_URL must be smtp://user:pass@host:587 or smtps://user:pass@host:465',
      })
      .optional(),
  ),
  MAIL_FROM: unsetIfBlank.pipe(
    z
      .string()
      .regex(
        /<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/,
        'MAIL_FROM must be an address, e.g. "Baltic Pine Studio" <billing@example.lt>',
      )
      .optional(),
  ),
});

/** The only reader of process.env in the BFF; a bad value stops start-up with a clear message. */
export function configFromEnv(staticDir?: string, defaults: NodeJS.ProcessEnv = {}): BffConfig {
  const set = Object.entries(process.env).filter(([, v]) => v !== undefined && v.trim() !== '');
  const parsed = envSchema.safeParse({ ...defaults, ...Object.fromEntries(set) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const d = defaultConfig({ dataDir: e.DESK_DATA });
  return {
    ...d,
    apiBaseUrl: e.API_BASE_URL,
    apiToken: e.API_TOKEN,
    apiWebhookSecret: e.API_WEBHOOK_SECRET,
    host: e.HOST ?? d.host,
    port: e.PORT ?? d.port,
    secret: e.DESK_SECRET,
    password: e.DESK_PASSWORD,
    ownerEmail: e.DESK_OWNER_EMAIL ?? d.ownerEmail,
    allowedHosts: (e.DESK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    maxUploadMb: e.MAX_UPLOAD_MB ?? d.maxUploadMb,
    rateLimit: { ...d.rateLimit, limit: e.DESK_RATE_LIMIT ?? d.rateLimit.limit },
    staticDir,
    log: e.DESK_LOG === '1',
    mail: { ...d.mail, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? d.mail.from },
  };
}

/** Off loopback the dashboard is reachable by others: it must not start without a password. */
export function assertSafeBind(config: BffConfig): void {
  if (!isLoopbackHost(config.host) && config.password === undefined) {
    throw new Error(
      `Refusing to listen on ${config.host} without DESK_PASSWORD: anyone on the network could use your API tokens. ` +
        'Set DESK_PASSWORD, or bind to 127.0.0.1.',
    );
  }
}
