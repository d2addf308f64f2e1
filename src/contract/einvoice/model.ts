/**
 * Our invoice in the terms of EN 16931 (the European semantic model): each field names its business term (BT-) or
 * group (BG-). It is syntax-free — the BFF binds it to UBL or CII — and the one place that decides what each of our
 * fields means in an e-invoice (en16931.ts fills it). Amounts are decimal strings with two places, never floats.
 */
export interface ElectronicAddress {
  id: string;
  /** EAS code (four digits, or EM for e-mail) */
  scheme: string;
}

export interface EParty {
  /** BT-27 / BT-44 */
  name: string;
  /** BT-30 / BT-47: company code or individual activity id */
  legalId: string | null;
  /** BT-31 / BT-48, with its country prefix */
  vatId: string | null;
  /** BG-5 / BG-8: BT-35, BT-37, BT-38, BT-40 (BT-50, BT-52, BT-53, BT-55) */
  street: string | null;
  city: string | null;
  postCode: string | null;
  country: string;
  /** BT-34 / BT-49 */
  electronicAddress: ElectronicAddress | null;
  /** BG-6 / BG-9: BT-41, BT-42, BT-43 */
  contact: { name: string | null; phone: string | null; email: string | null } | null;
}

export interface ELine {
  /** BT-126 */
  id: string;
  /** BT-153 */
  name: string;
  /** BT-129 (negative for a discount line: prices are never negative, BR-27) */
  quantity: string;
  /** BT-130 */
  unitCode: string;
  /** BT-131 */
  netAmount: string;
  /** BT-146, with two places: a finer unit price is stated per BT-149 units (0.0725 as 7.25 per 100) */
  price: string;
  /** BT-149, the item price base quantity: null for 1 */
  baseQuantity: string | null;
  /** BT-151, BT-152 (null for O) */
  category: string;
  rate: string | null;
}

export interface EVatGroup {
  /** BT-118, BT-119 */
  category: string;
  rate: string;
  /** BT-116, BT-117 */
  taxable: string;
  tax: string;
  /** BT-120 */
  exemptionReason: string | null;
}

export interface EInvoiceModel {
  /** BT-24 and BT-23: the specification the document follows (set by the format) */
  /** BT-3: 380 commercial invoice, 381 credit note */
  typeCode: '380' | '381';
  /** BT-1, BT-2, BT-9, BT-5 */
  number: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  /** BT-10 */
  buyerReference: string | null;
  /** BT-22 */
  note: string | null;
  /** BT-20: said when there is no due date and something is payable (BR-CO-25) */
  paymentTerms: string | null;
  /** BG-3: the invoice a credit note corrects (BT-25, BT-26) */
  preceding: { number: string; issueDate: string } | null;
  /** BG-4, BG-7 */
  seller: EParty;
  buyer: EParty;
  /** BG-16: BT-81 means code (58 SEPA credit transfer, 30 credit transfer, 1 not defined), BT-83, BT-84, BT-86 */
  payment: { meansCode: string; remittance: string; iban: string | null; bic: string | null } | null;
  /**
   * BT-72 and BG-15: an intra-community supply states when and where it went (BR-IC-11, BR-IC-12) — to the buyer's
   * address, whole: XRechnung wants the city and post code of a delivery address once one is stated (BR-DE-10, 11).
   */
  delivery: { date: string; address: Pick<EParty, 'street' | 'city' | 'postCode' | 'country'> } | null;
  lines: ELine[];
  /** BG-23 */
  vat: EVatGroup[];
  /** BG-22: BT-106, BT-109, BT-110, BT-112, BT-115 */
  totals: { lineNet: string; taxExclusive: string; tax: string; taxInclusive: string; payable: string };
}
