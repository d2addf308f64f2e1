import type { Locale } from '../../../contract/locales';
import { partsOf } from '../mail';
import type { OutboxStore, StoredEmail } from '../mail';
import type { StoredInvitation } from './invitation-store';
import { invitationWords } from './invitation-words';

/**
 * Messages about people go through the desk's durable outbox in a lane of their own (`people:<business>`): the
 * business's e-mail log and daily limit count messages about invoices only, and the worker sends these without an
 * attachment. The outbox row names the invitation where an invoice's message names its invoice; its `kind` column
 * holds the log's kinds only, and no one reads it for this lane.
 */
const lanePrefix = 'people:';
export const isPeopleMail = (e: Pick<StoredEmail, 'business'>): boolean => e.business.startsWith(lanePrefix);

/** The invitation's message, stored for the worker to send (or write to the local outbox). */
export function queueInvitation(
  outbox: OutboxStore,
  o: {
    invitation: StoredInvitation;
    link: string;
    businessTitle: string;
    invitedBy: string;
    nowMs: number;
    language: Locale;
  },
): void {
  const { invitation: i } = o;
  const words = invitationWords[o.language];
  const expires = `${new Intl.DateTimeFormat(o.language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(i.expires_at * 1000))} UTC`;
  const text = words.body({ ...o, role: i.role, expires });
  const parts = partsOf(text, o.link);
  outbox.add(
    {
      id: i.id,
      business: `${lanePrefix}${i.business}`,
      invoice_id: i.id,
      kind: 'invoice',
      to: [i.email],
      cc: [],
      subject: words.subject(o.businessTitle).replace(/[\r\n]+/g, ' '),
      body: parts.text,
      html: parts.html,
      file_name: '',
      reply_to: null,
      created_at: Math.floor(o.nowMs / 1000),
    },
    o.nowMs,
  );
}
