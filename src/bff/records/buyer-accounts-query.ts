import { buyerAccounts, type BuyerIdentity } from '../../contract/buyer-key';
import type { MirrorDb } from './mirror-db';

/**
 * Each buyer key of a business's invoices with the account it belongs to (contract/buyer-key.ts `buyerAccounts`: one
 * buyer written with its code on one invoice and only its name on another is one account), from the distinct
 * identities the mirror keeps beside each invoice (`buyer_ids`).
 */
export function buyerAccountMap(db: MirrorDb, business: string): Map<string, string> {
  const ids = (
    db.prepare('SELECT DISTINCT buyer_ids FROM invoices WHERE business = ?').pluck().all(business) as string[]
  ).map((json) => JSON.parse(json) as BuyerIdentity);
  return buyerAccounts(ids);
}

/** The buyer keys one account gathers (itself included): what its statement, history and list filter read. */
export function keysOfAccount(db: MirrorDb, business: string, account: string): string[] {
  const keys = [...buyerAccountMap(db, business)].filter(([, a]) => a === account).map(([key]) => key);
  return keys.length > 0 ? keys : [account];
}
