import type { Role } from '../../../contract/people';
import { partsOf } from '../../mail/templates';
import type { OutboxStore, StoredEmail } from '../../mail/outbox-store';
import type { StoredInvitation } from './invitation-store';

/**
 * Messages about people go through the desk's durable outbox in a lane of their own (`people:<business>`): the
 * business's e-mail log and daily limit count messages about invoices only, and the worker sends these without an
 * attachment. The outbox row names the invitation where an invoice's message names its invoice; its `kind` column
 * holds the log's kinds only, and no one reads it for this lane.
 */
const lanePrefix = 'people:';
export const isPeopleMail = (e: Pick<StoredEmail, 'business'>): boolean => e.business.startsWith(lanePrefix);

const roleWords: Record<Role, string> = {
  owner: 'an owner (everything, including who may use it)',
  accountant: 'the accountant (reads everything and downloads the reports; changes nothing)',
  staff: 'staff (captures receipts and sees their own)',
};

/** The invitation's message, stored for the worker to send (or write to the local outbox). */
export function queueInvitation(
  outbox: OutboxStore,
  o: { invitation: StoredInvitation; link: string; businessTitle: string; invitedBy: string; nowMs: number },
): void {
  const { invitation: i } = o;
  const expires = new Date(i.expires_at * 1000).toUTCString();
  const text =
    `Hello,\n\n${o.invitedBy} invites you to Invoice Desk for ${o.businessTitle}, as ${roleWords[i.role]}.\n\n` +
    `Open this link to choose your password (it works once, until ${expires}):\n\n${o.link}\n\n` +
    'If you did not expect this, ignore this message: nothing happens without the link.';
  const parts = partsOf(text, o.link);
  outbox.add(
    {
      id: i.id,
      business: `${lanePrefix}${i.business}`,
      invoice_id: i.id,
      kind: 'invoice',
      to: [i.email],
      cc: [],
      subject: `Invitation to Invoice Desk: ${o.businessTitle}`.replace(/[\r\n]+/g, ' '),
      body: parts.text,
      html: parts.html,
      file_name: '',
      reply_to: null,
      created_at: Math.floor(o.nowMs / 1000),
    },
    o.nowMs,
  );
}
