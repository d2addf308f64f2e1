import type Database from 'better-sqlite3';
import {
  buyerDetailsSchema,
  emptyBuyerDetails,
  emptySellerDetails,
  sellerDetailsSchema,
  type BuyerDetails,
  type SellerDetails,
} from '../../../contract/einvoice/details';

// In the desk's durable database: what the owner told the desk once, which no API call can give back.

/** A stored row read through its schema: a row an older desk wrote without a newer field gets that field empty. */
const read = <T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  empty: T,
  json: string | undefined,
): T => {
  if (json === undefined) return empty;
  const parsed = schema.safeParse({ ...empty, ...(JSON.parse(json) as object) });
  return parsed.success ? parsed.data! : empty;
};

/** The e-invoice details the owner gave: the seller's per business, the buyer's per business and buyer key. */
export class EInvoiceDetailsStore {
  constructor(private readonly db: Database.Database) {}

  seller(business: string): SellerDetails {
    const json = this.db
      .prepare('SELECT details FROM einvoice_seller WHERE business = ?')
      .pluck()
      .get(business) as string | undefined;
    return read(sellerDetailsSchema, emptySellerDetails(), json);
  }

  buyer(business: string, key: string): BuyerDetails {
    const json = this.db
      .prepare('SELECT details FROM einvoice_buyer WHERE business = ? AND buyer_key = ?')
      .pluck()
      .get(business, key) as string | undefined;
    return read(buyerDetailsSchema, emptyBuyerDetails(), json);
  }

  /** Both parts in one transaction: a save is all or nothing. */
  save(business: string, key: string, seller: SellerDetails, buyer: BuyerDetails): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          'INSERT INTO einvoice_seller (business, details) VALUES (?, ?) ON CONFLICT (business) DO UPDATE SET details = excluded.details',
        )
        .run(business, JSON.stringify(seller));
      this.db
        .prepare(
          `INSERT INTO einvoice_buyer (business, buyer_key, details) VALUES (?, ?, ?)
           ON CONFLICT (business, buyer_key) DO UPDATE SET details = excluded.details`,
        )
        .run(business, key, JSON.stringify(buyer));
    })();
  }
}
