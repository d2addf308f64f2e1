import { type Expense, expenseSchema } from '../../../contract/expense';
import { dec } from '../../../contract/money';
import { BffHttpError } from '../../platform/errors';
import type { Gateway } from '../../platform/upstream/gateway';

/** The API's clock may lag the desk's a little: an expense made for an intent may look this much older than it. */
const clockSlackS = 120;

/** The fields of the multipart body that name an expense, as the browser sent them. */
export type SentFields = ReadonlyMap<string, string>;

const text = (fields: SentFields, name: string) => (fields.get(name) ?? '').trim();
const sameAmount = (a: number, b: string) => {
  try {
    return dec(a).eq(dec(b));
  } catch {
    return false; // not a number: the API would have refused it, so it made nothing of it
  }
};

/** What the API makes of these fields: the same seller, total, currency and date (a blank date is null). */
const madeFrom = (e: Expense, sent: SentFields) =>
  e.seller.trim() === text(sent, 'seller') &&
  sameAmount(e.total, text(sent, 'total')) &&
  e.currency === text(sent, 'currency') &&
  e.date === (text(sent, 'date') || null);

/**
 * The expense an earlier attempt of a capture made, if the API has it (the desk died between the API's answer and
 * recording it, or the connection dropped): on the newest page of expenses, one made since the intent from the same
 * fields and not already another capture's. One page (50): captures go up one at a time, so the one in doubt is
 * among the newest. Throws when the API cannot be read: the outcome stays unknown and nothing is sent.
 */
export async function findMadeExpense(
  gateway: Pick<Gateway, 'json'>,
  business: string,
  sent: SentFields,
  sinceMs: number,
  taken: ReadonlySet<string>,
): Promise<Expense | undefined> {
  const answer = await gateway.json(business, 'GET', '/expenses?page=1', { refresh: true });
  if (answer.status !== 200)
    throw new BffHttpError(502, 'upstream_error', `The API answered ${answer.status}.`);
  const since = Math.floor(sinceMs / 1000) - clockSlackS;
  return ((answer.body as { data?: unknown[] }).data ?? [])
    .flatMap((item) => {
      const read = expenseSchema.safeParse(item);
      return read.success ? [read.data] : [];
    })
    .find((e) => e.created_at >= since && !taken.has(e.id) && madeFrom(e, sent));
}
