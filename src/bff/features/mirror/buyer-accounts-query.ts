import { buyerAccounts, type BuyerIdentity } from '../../../contract/buyer-key';
import type { MirrorDb } from './';

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

/**
 * The buyer keys of the account `key` belongs to (itself included): what its statement, history and list filter read.
 * A key joined into another account since (a bookmark from before) reads that whole account.
 */
export function keysOfAccount(db: MirrorDb, business: string, key: string): string[] {
  return keysIn(buyerAccountMap(db, business), key);
}

/** The same, from an account map already read. */
export function keysIn(accounts: ReadonlyMap<string, string>, key: string): string[] {
  const root = accounts.get(key) ?? key;
  const keys = [...accounts].filter(([, a]) => a === root).map(([k]) => k);
  return keys.length > 0 ? keys : [key];
}
