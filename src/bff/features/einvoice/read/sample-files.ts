import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  emptyBuyerDetails,
  emptySellerDetails,
  type EInvoiceFormat,
} from '../../../../contract/einvoice/details';
import { toEInvoice } from '../../../../contract/einvoice/en16931';
import type { Invoice, InvoiceItem } from '../../../../contract/invoice';
import { deriveLine, sumLines, toNumber } from '../../../../contract/money';
import { sampleInvoice } from '../../../../contract/test-samples';
import { writeEInvoice } from '../write';
import { type OwnSampleName, type Spec, specs } from './sample-specs';

export { ownSampleNames, type OwnSampleName } from './sample-specs';

/**
 * What the e-invoice tests drop (unit, route and e2e alike). Two sets:
 *
 * - **Our own** (`ownSample`): realistic e-invoices made here, in code, by the desk's own writer (`toEInvoice` and
 *   `writeEInvoice`, as an invoice's e-invoice download makes them) from a few fixed invoices whose amounts follow
 *   the API's money rules. Always there: every test that must run everywhere (a clean clone, CI) uses these.
 * - **The official EN 16931 examples** (`officialExample`): the European Commission's files, which this workplace
 *   keeps out of commits (they come from a fetched repository), so they are in test/fixtures/einvoice/read/
 *   (git-ignored) only on a desk that installed them; `officialPresent` says whether they are. The tests over them
 *   run only there (`it.runIf(officialPresent)`).
 */

// Hybrid PDFs carrying them, and what pdf.js reads of a PDF: sample-pdfs.ts.

export interface OwnSample {
  name: OwnSampleName;
  format: EInvoiceFormat;
  /** the fixed invoice it was written from: what a reading must give back for seller, number and date */
  invoice: Invoice;
  /** BT-1 as written: the invoice's series and number */
  number: string;
  /** the seller's legal name (BT-27) and VAT number (BT-31) as written */
  seller: string;
  sellerVat: string;
  /** the file, UTF-8 */
  xml: Buffer;
}

/** The fixed invoice as the API would answer it: each line's amounts and the totals by the contract's money rules. */
function invoiceOf(spec: Spec): Invoice {
  const derived = spec.lines.map((l) =>
    deriveLine({ mode: l.mode, amount: l.amount, quantity: l.quantity, vatPercentage: l.rate }),
  );
  const totals = sumLines(derived);
  const items: InvoiceItem[] = spec.lines.map((l, i) => ({
    id: `5a3e0c1d-7b2f-4e6a-9c8d-${String(i + 1).padStart(12, '0')}`,
    name: l.name,
    price: toNumber(derived[i]!.price),
    vat_percentage: l.rate,
    quantity: l.quantity,
    units: l.units,
  }));
  return {
    ...sampleInvoice(),
    language: 'lt',
    currency: 'EUR',
    ...spec.invoice,
    items,
    subtotal: toNumber(totals.subtotal),
    vat: toNumber(totals.vat),
    total_incl_vat: toNumber(totals.totalInclVat),
  };
}

async function make(name: OwnSampleName): Promise<OwnSample> {
  const spec = specs[name];
  const invoice = invoiceOf(spec);
  const r = toEInvoice(
    {
      invoice,
      seller: { ...emptySellerDetails(), ...spec.seller },
      buyer: { ...emptyBuyerDetails(), ...spec.buyer },
      preceding: spec.preceding ?? null,
    },
    spec.format,
  );
  if (!('model' in r)) throw new Error(`The sample e-invoice "${name}" lacks details: ${JSON.stringify(r)}`);
  const { xml } = await writeEInvoice(r.model, spec.format);
  return {
    name,
    format: spec.format,
    invoice,
    number: r.model.number,
    seller: r.model.seller.name,
    sellerVat: r.model.seller.vatId ?? '',
    xml: Buffer.from(xml, 'utf8'),
  };
}

const made = new Map<OwnSampleName, Promise<OwnSample>>();

/** One of our own sample e-invoices, written once per process (the writer takes a while on its first call). */
export function ownSample(name: OwnSampleName): Promise<OwnSample> {
  let p = made.get(name);
  if (!p) made.set(name, (p = make(name)));
  return p;
}

const officialDir = new URL('../../../../../test/fixtures/einvoice/read/', import.meta.url);
const officialNames = [
  'ubl-tc434-example1.xml',
  'ubl-tc434-example2.xml',
  'ubl-tc434-creditnote1.xml',
  'CII_example1.xml',
  'CII_example2.xml',
  'CII_example6.xml',
];

/**
 * Whether the official EN 16931 examples are on this desk (test/fixtures/einvoice/read/, git-ignored; a README there
 * names their source). Absent on a clean clone and in CI: the tests over them are skipped there.
 */
export const officialPresent = officialNames.every((n) => existsSync(fileURLToPath(new URL(n, officialDir))));

/** One of the official EN 16931 examples; only where `officialPresent`. */
export const officialExample = (name: string): Buffer => readFileSync(new URL(name, officialDir));
