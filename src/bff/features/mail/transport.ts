import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** Where a message goes: an SMTP server (`SMTP_URL`), or, with none configured, a file in the local outbox. */
export interface MailTransport {
  /** The account's own address: every message's From (a forged one lands in spam). */
  readonly from: string | Mail.Address;
  send(id: string, message: Mail.Options): Promise<'sent' | 'outbox'>;
  close(): void;
}

/** How long nodemailer waits to connect, for the server's greeting, and on a quiet socket, in ms. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
/** A mail server that hangs must not hold its business's mail forever. */
export const smtpTimeouts: SmtpTimeouts = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
};

/**
 * `smtp://user:pass@host:587` (STARTTLS when the server offers it; `?requireTLS=true` refuses a server without it) or
 * `smtps://…:465`, or the same as options (a business's own server from its settings), through nodemailer. The
 * timeouts go into the options the transport is made from: nodemailer reads them there, nowhere later.
 */
export function smtpTransport(
  server: string | SMTPTransport.Options,
  from: string | Mail.Address,
  timeouts: SmtpTimeouts = smtpTimeouts,
): MailTransport {
  const options: SMTPTransport.Options =
    typeof server === 'string' ? { url: server, ...timeouts } : { ...server, ...timeouts };
  const transporter = nodemailer.createTransport(options, { from });
  return {
    from,
    async send(_id, message) {
      await transporter.sendMail(message);
      return 'sent';
    },
    close: () => transporter.close(),
  };
}

/**
 * No mail server: every message is written whole (RFC 5322, attachments included) as `outbox/<id>.eml`, written to
 * a temporary name and renamed, so a file there is always a whole message.
 */
export function localOutbox(dir: string, from: string | Mail.Address): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    from,
    async send(id, message) {
      const info = (await transporter.sendMail(message)) as { message: Buffer };
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const tmp = join(dir, `${id}.${randomUUID()}.tmp`);
      await writeFile(tmp, info.message, { mode: 0o600 });
      await rename(tmp, outboxFile(dir, id));
      return 'outbox';
    },
    close: () => transporter.close(),
  };
}

export const outboxFile = (dir: string, id: string) => join(dir, `${id}.eml`);

/**
 * Whether a failed send is worth another try, and the words to show the owner: a 5xx from the server (an unknown
 * mailbox, a refused sender) or no STARTTLS where it is required is final, the server's own words kept; a 4xx, a
 * refused connection or a timeout is not.
 */
export function failureOf(e: unknown): { temporary: boolean; message: string } {
  const err = e as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown };
  const words =
    typeof err.response === 'string'
      ? err.response
      : typeof err.message === 'string'
        ? err.message
        : String(e);
  if (err.code === 'ETLS')
    return {
      temporary: false,
      message: `No encrypted connection (STARTTLS) could be made, so nothing was sent: ${words}`,
    };
  if (typeof err.responseCode === 'number') return { temporary: err.responseCode < 500, message: words };
  return { temporary: true, message: words };
}
