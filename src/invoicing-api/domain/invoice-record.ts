import type { InvoiceLanguage, InvoiceType, PaymentStatus } from '../../contract/enums';
import {
  padInvoiceNumber,
  type Buyer,
  type Invoice,
  type PaymentOption,
  type Seller,
} from '../../contract/invoice';

/** An invoice line as stored: amounts stay decimal strings, never binary floats. */
export interface StoredItem {
  id: string;
  name: string;
  price: string;
  vat_percentage: string | null;
  quantity: string;
  units: string;
}

/** The stored form of an invoice: the output fields, money as decimal strings, the number as an integer. */
export interface InvoiceRecord {
  id: string;
  business_id: string;
  invoice_type: InvoiceType;
  series: string;
  invoice_number: number;
  invoice_date: string;
  pay_until_date: string | null;
  language: InvoiceLanguage;
  subtotal: string;
  vat: string;
  total_incl_vat: string;
  currency: string;
  payment_status: PaymentStatus;
  notes: string | null;
  share_token: string;
  seller: Seller;
  buyer: Buyer;
  items: StoredItem[];
  payment_options: PaymentOption[];
  created_at: number;
  updated_at: number;
}

export const shareLinkOf = (origin: string, shareToken: string): string => `${origin}/share/${shareToken}`;

/** The API's Invoice: every field present, numbers as JSON numbers, the invoice number padded. */
export function toInvoice(r: InvoiceRecord, origin: string): Invoice {
  return {
    id: r.id,
    business_id: r.business_id,
    invoice_type: r.invoice_type,
    series: r.series,
    invoice_number: padInvoiceNumber(r.invoice_number),
    invoice_date: r.invoice_date,
    pay_until_date: r.pay_until_date,
    language: r.language,
    subtotal: Number(r.subtotal),
    vat: Number(r.vat),
    total_incl_vat: Number(r.total_incl_vat),
    currency: r.currency,
    payment_status: r.payment_status,
    notes: r.notes,
    share_link: shareLinkOf(origin, r.share_token),
    seller: r.seller,
    buyer: r.buyer,
    items: r.items.map((i) => ({
      id: i.id,
      name: i.name,
      price: Number(i.price),
      vat_percentage: i.vat_percentage === null ? null : Number(i.vat_percentage),
      quantity: Number(i.quantity),
      units: i.units,
    })),
    payment_options: r.payment_options,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
