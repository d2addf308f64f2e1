import { type Invoice, invoiceSchema } from '../../../contract/invoice';
import { madeFrom } from '../../../contract/recurring';
import { BffHttpError } from '../../platform/errors';
import type { Gateway } from '../../platform/upstream/gateway';

/** The API's clock may lag the desk's a little: an invoice made for an intent is up to this much "older" than it. */
const clockSlackS = 120;
/** How far back an unknown outcome is looked for: 20 pages, 1,000 invoices made since the intent. */
const lookupPages = 20;

/**
 * The invoice an earlier POST of `sent` made, if the API has it (the process ended mid-call, the connection dropped):
 * among the newest invoices, one not `claimed` by another occurrence, created since `sinceS`, that is what the API
 * makes of `sent` (contract's `madeFrom`). The invoices come newest first, 50 a page: the walk goes on while a page
 * still holds one made since then (a busy morning can push it past page 1), at most `lookupPages` pages. Throws
 * when the API cannot be read: the outcome stays unknown.
 */
export async function findIssued(
  gateway: Pick<Gateway, 'json'>,
  business: string,
  sent: Record<string, unknown>,
  sinceS: number,
  claimed: ReadonlySet<string>,
): Promise<Invoice | undefined> {
  const since = sinceS - clockSlackS;
  for (let page = 1; page <= lookupPages; page++) {
    const answer = await gateway.json(business, 'GET', `/invoices?page=${page}`, {
      priority: 'background',
      refresh: true,
    });
    if (answer.status !== 200)
      throw new BffHttpError(502, 'upstream_error', `The API answered ${answer.status}.`);
    const body = answer.body as { data?: unknown[]; meta?: { last_page?: unknown } };
    const newest = (body.data ?? []).flatMap((item) => {
      const read = invoiceSchema.safeParse(item);
      return read.success && read.data.created_at >= since ? [read.data] : [];
    });
    const found = newest.find((i) => !claimed.has(i.id) && madeFrom(i, sent));
    if (found) return found;
    const last = body.meta?.last_page;
    if (newest.length === 0 || typeof last !== 'number' || page >= last) return undefined;
  }
  return undefined;
}
