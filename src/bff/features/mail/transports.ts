import type { MailServerAccount } from '../../platform/vault/vault';
import { type MailTransport, smtpTransport } from './transport';

/**
 * Each business's messages go through its own mail server when its settings name one (sent From that account's
 * address), else through the desk's (SMTP_URL, or the local outbox). A changed server setting takes effect with the
 * next message: the old connection is closed.
 */
export class Transports {
  private readonly own = new Map<string, { key: string; transport: MailTransport }>();

  constructor(
    private readonly desk: MailTransport,
    private readonly serverOf: (business: string) => MailServerAccount | undefined,
  ) {}

  of(business: string): MailTransport {
    const server = this.serverOf(business);
    const had = this.own.get(business);
    const key = server && JSON.stringify(server);
    if (had && had.key !== key) {
      had.transport.close();
      this.own.delete(business);
    }
    if (!server || !key) return this.desk;
    if (had?.key === key) return had.transport;
    const transport = smtpTransport(
      {
        host: server.host,
        port: server.port,
        secure: server.secure,
        // No login and no message before STARTTLS, unless the owner turned it off for a server on this machine.
        requireTLS: !server.secure && server.require_tls,
        auth: server.user ? { user: server.user, pass: server.password } : undefined,
      },
      server.from_name ? { name: server.from_name, address: server.from } : server.from,
    );
    this.own.set(business, { key, transport });
    return transport;
  }

  close(): void {
    this.desk.close();
    for (const { transport } of this.own.values()) transport.close();
    this.own.clear();
  }
}
