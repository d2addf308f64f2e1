import type { Locale } from '../../../contract/locales';
import { partsOf } from '../mail';
import type { OutboxStore, StoredEmail } from '../mail';
import { loadWords } from '../../platform/words';
import type { StoredInvitation } from './invitation-store';

/** The invitation in the inviting owner's language (the one their dashboard speaks), as the invoices' messages are. */
const words = loadWords(new URL('./words/', import.meta.url));

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
  const expires = `${new Intl.DateTimeFormat(o.language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(i.expires_at * 1000))} UTC`;
  const facts = { invitedBy: o.invitedBy, business: o.businessTitle, role: i.role, expires, link: o.link };
  const text = words(o.language, 'people.invitation.body', facts);
  const parts = partsOf(text, o.link);
  outbox.add(
    {
      id: i.id,
      business: `${lanePrefix}${i.business}`,
      invoice_id: i.id,
      kind: 'invoice',
      to: [i.email],
      cc: [],
      subject: words(o.language, 'people.invitation.subject', facts).replace(/[\r\n]+/g, ' '),
      body: parts.text,
      html: parts.html,
      file_name: '',
      reply_to: null,
      created_at: Math.floor(o.nowMs / 1000),
    },
    o.nowMs,
  );
}
