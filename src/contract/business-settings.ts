import { z } from 'zod/mini';
import { isLoopbackHost } from './loopback';

/**
 * What an owner sets per business on its settings screen: the time zone its days are counted in (reminders, the
 * recurring invoices' "on the 1st"), the Reply-To of its messages, and its own mail server (several businesses,
 * each sending from its own address). The server's password is written, never read back: the answer says only
 * whether one is stored.
 */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};
const oneLine = (max: number, message: string) =>
  z.string().check(
    z.maxLength(max, message),
    z.refine((s) => !/[\r\n]/.test(s), 'One line: no line breaks.'),
  );
const address = z.email({ error: 'Enter an e-mail address such as name@example.com.' });

export const timeZoneSchema = z
  .string()
  .check(z.refine(isTimeZone, 'Choose a time zone such as Europe/Vilnius.'));

const mailServerFields = {
  host: oneLine(253, 'A host name is at most 253 characters.').check(
    z.regex(
      /^([A-Za-z0-9.-]+|[0-9A-Fa-f]*:[0-9A-Fa-f:]*)$/,
      'Enter the server host name, such as smtp.example.com.',
    ),
  ),
  port: z.int({ error: 'A port is a whole number.' }).check(z.minimum(1), z.maximum(65535)),
  /** true: TLS from the first byte (usually port 465); false: upgraded with STARTTLS once connected (587). */
  secure: z.boolean(),
  /** The account's login; empty for a server that takes mail without one (a local relay). */
  user: oneLine(320, 'At most 320 characters.'),
  /** Every message's From: the account's own address (a forged one lands in spam). */
  from: address,
  from_name: z.nullable(oneLine(100, 'At most 100 characters.')),
};

export const businessSettingsInputSchema = z.object({
  time_zone: timeZoneSchema,
  reply_to: z.nullable(address),
  mail_server: z.nullable(
    z
      .object({
        ...mailServerFields,
        /** Without `secure`: no message (nor the password) goes before STARTTLS; omitted, it is required. */
        require_tls: z._default(z.boolean(), true),
        /** Omitted: the stored password stays, as long as the host, port and login do. */
        password: z.optional(z.string().check(z.maxLength(500, 'At most 500 characters.'))),
      })
      .check(
        z.refine((m) => m.secure || m.require_tls || isLoopbackHost(m.host), {
          message:
            'STARTTLS can be turned off only for a mail server on this machine (localhost, 127.x.x.x or ::1): elsewhere the password and the mail would cross the network unencrypted.',
          path: ['require_tls'],
        }),
      ),
  ),
});
export type BusinessSettingsInput = z.infer<typeof businessSettingsInputSchema>;

export const businessSettingsSchema = z.object({
  time_zone: timeZoneSchema,
  reply_to: z.nullable(address),
  mail_server: z.nullable(
    z.object({ ...mailServerFields, require_tls: z.boolean(), password_set: z.boolean() }),
  ),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
