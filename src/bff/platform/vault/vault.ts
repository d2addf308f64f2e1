import { join } from 'node:path';
import type { ConnectedBusiness, RememberedExpenseFields } from '../../../contract/bff';
import type { BusinessSettings, BusinessSettingsInput } from '../../../contract/business-settings';
import {
  noInvoiceDefaults,
  type InvoiceDefaults,
  type InvoiceDefaultsInput,
} from '../../../contract/invoice-defaults';
import { type Cipher, createCipher, loadKey } from './cipher';
import { readJson, writeJson } from './json-file';

interface StoredBusiness extends ConnectedBusiness {
  token: string; // sealed
  webhook_secret: string | null; // sealed
  connected_at: number;
}
interface VaultFile {
  version: 1;
  businesses: StoredBusiness[];
  /** expense id → the write-only fields the BFF last sent for it (not secret, but kept beside the business). */
  remembered: Record<string, Record<string, { vat: string | null; invoice_number: string | null }>>;
  /** business id → its settings screen; the mail server's password sealed like a token. */
  settings?: Record<string, StoredSettings>;
  /** business id → what its new invoices start from (contract/invoice-defaults.ts). */
  invoice_defaults?: Record<string, InvoiceDefaults>;
}
type MailServer = NonNullable<BusinessSettingsInput['mail_server']>;
interface StoredSettings extends Omit<BusinessSettings, 'mail_server'> {
  /** `require_tls` is absent from settings saved before it existed: required, as for a new save. */
  mail_server:
    | (Omit<MailServer, 'password' | 'require_tls'> & { password: string | null; require_tls?: boolean })
    | null;
}
/** A business's own mail server, its password opened: only the mail worker asks for it. */
export type MailServerAccount = Omit<MailServer, 'password'> & { password: string };

export interface Credentials {
  token: string;
  webhookSecret: string | null;
}

type Account = Pick<MailServer, 'host' | 'port' | 'user'>;
const sameAccount = (a: Account, b: Account) =>
  a.host.toLowerCase() === b.host.toLowerCase() && a.port === b.port && a.user === b.user;

/** Connected businesses with their tokens and webhook secrets encrypted at rest; one JSON file under the data dir. */
export class Vault {
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly cipher: Cipher,
    private data: VaultFile,
  ) {}

  static async open(dataDir: string, secret: string | undefined): Promise<Vault> {
    const cipher = createCipher(await loadKey(dataDir, secret));
    const file = join(dataDir, 'vault.json');
    const data = await readJson<VaultFile>(file, { version: 1, businesses: [], remembered: {} });
    for (const b of data.businesses) cipher.decrypt(b.token); // fail at start-up, not mid-request, on a wrong key
    return new Vault(file, cipher, data);
  }

  list(): ConnectedBusiness[] {
    return this.data.businesses.map(({ id, title, business_type }) => ({ id, title, business_type }));
  }

  has(business: string): boolean {
    return this.data.businesses.some((b) => b.id === business);
  }

  credentials(business: string): Credentials | undefined {
    const b = this.data.businesses.find((x) => x.id === business);
    if (!b) return undefined;
    return {
      token: this.cipher.decrypt(b.token),
      webhookSecret: b.webhook_secret === null ? null : this.cipher.decrypt(b.webhook_secret),
    };
  }

  async connect(business: ConnectedBusiness, creds: Credentials): Promise<void> {
    const entry: StoredBusiness = {
      ...business,
      token: this.cipher.encrypt(creds.token),
      webhook_secret: creds.webhookSecret === null ? null : this.cipher.encrypt(creds.webhookSecret),
      connected_at: Math.floor(Date.now() / 1000),
    };
    this.data.businesses = [...this.data.businesses.filter((b) => b.id !== business.id), entry];
    await this.save();
  }

  async disconnect(business: string): Promise<boolean> {
    const before = this.data.businesses.length;
    this.data.businesses = this.data.businesses.filter((b) => b.id !== business);
    delete this.data.remembered[business];
    delete this.data.settings?.[business];
    delete this.data.invoice_defaults?.[business];
    await this.save();
    return this.data.businesses.length < before;
  }

  remembered(business: string, expense: string): RememberedExpenseFields {
    return this.data.remembered[business]?.[expense] ?? null;
  }

  async remember(
    business: string,
    expense: string,
    fields: NonNullable<RememberedExpenseFields> | undefined,
  ): Promise<void> {
    const forBusiness = (this.data.remembered[business] ??= {});
    if (fields === undefined) delete forBusiness[expense];
    else forBusiness[expense] = fields;
    await this.save();
  }

  /** What its settings screen shows: never the password, only whether one is stored. */
  settings(business: string): BusinessSettings | undefined {
    const s = this.data.settings?.[business];
    if (!s) return undefined;
    const server =
      s.mail_server &&
      (({ password, require_tls = true, ...rest }) => ({
        ...rest,
        require_tls,
        password_set: password !== null,
      }))(s.mail_server);
    return { ...s, mail_server: server };
  }

  async saveSettings(business: string, input: BusinessSettingsInput): Promise<BusinessSettings> {
    const before = this.data.settings?.[business]?.mail_server;
    const server =
      input.mail_server &&
      (({ password, ...rest }) => ({
        ...rest,
        // Omitted keeps the stored one — only for the server and login it was given for, never sent to another
        // host; an empty one means a server without a login.
        password:
          password === undefined
            ? before && sameAccount(before, rest)
              ? before.password
              : null
            : password === ''
              ? null
              : this.cipher.encrypt(password),
      }))(input.mail_server);
    (this.data.settings ??= {})[business] = {
      time_zone: input.time_zone,
      reply_to: input.reply_to,
      mail_server: server,
    };
    await this.save();
    return this.settings(business)!;
  }

  invoiceDefaults(business: string): InvoiceDefaults {
    return this.data.invoice_defaults?.[business] ?? noInvoiceDefaults;
  }

  /** Replaces them all: a field left out is not set. */
  async saveInvoiceDefaults(business: string, input: InvoiceDefaultsInput): Promise<InvoiceDefaults> {
    const saved: InvoiceDefaults = {
      type: input.type ?? null,
      series: input.series ?? null,
      vat_percentage: input.vat_percentage ?? null,
      payment_term_days: input.payment_term_days ?? null,
      payment_options: input.payment_options ?? null,
      notes: input.notes ?? null,
    };
    (this.data.invoice_defaults ??= {})[business] = saved;
    await this.save();
    return saved;
  }

  mailServer(business: string): MailServerAccount | undefined {
    const server = this.data.settings?.[business]?.mail_server;
    if (!server) return undefined;
    const password = server.password === null ? '' : this.cipher.decrypt(server.password);
    return { ...server, require_tls: server.require_tls ?? true, password };
  }

  /** Writes are serialised so two quick changes never interleave their renames. */
  private save(): Promise<void> {
    const snapshot = structuredClone(this.data);
    this.writes = this.writes.then(() => writeJson(this.file, snapshot));
    return this.writes;
  }
}
