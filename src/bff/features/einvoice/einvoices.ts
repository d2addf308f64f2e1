import { buyerKey } from '../../../contract/buyer-key';
import { isPreliminary } from '../../../contract/invoice-groups';
import {
  type DetailsInput,
  type EInvoiceFormat,
  type Missing,
  type Preflight,
} from '../../../contract/einvoice/details';
import { toEInvoice, ibanOf } from '../../../contract/einvoice/en16931';
import { countryOf } from '../../../contract/einvoice/parties';
import { unitCodeOf } from '../../../contract/einvoice/units';
import { type Invoice, invoiceLabel, invoiceSchema } from '../../../contract/invoice';
import { BffHttpError } from '../../platform/errors';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Priority } from '../../platform/upstream/governor';
import type { EInvoiceDetailsStore } from './details-store';
import { ruleSetsFor, rulesInstalled, validateEInvoice, type Finding } from './rules/validate';
import { writeEInvoice } from './write';

export interface EInvoiceFile {
  bytes: Buffer;
  type: 'application/xml' | 'application/pdf';
  name: string;
  /** checked by the official rules (false: they are not installed on this desk, so only the pre-flight's help ran) */
  checked: boolean;
}
export type Produced = { file: EInvoiceFile } | { missing: Missing[] } | { refusal: string };

/** A written file failed the official rules: a defect of ours, never a file handed out. */
export class EInvoiceInvalid extends BffHttpError {
  constructor(readonly fatal: Finding[]) {
    super(
      500,
      'einvoice_invalid',
      `The e-invoice did not pass the official rules (${fatal.map((f) => f.id).join(', ')}), so it was not handed out.`,
    );
  }
}

const extensions: Record<EInvoiceFormat, string> = {
  peppol: 'peppol.xml',
  'xrechnung-ubl': 'xrechnung-ubl.xml',
  'xrechnung-cii': 'xrechnung-cii.xml',
  facturx: 'pdf',
};

/**
 * E-invoices of a business's invoices: the pre-flight (what is known, what is missing), the details the owner gives,
 * and the file — written from the contract's EN 16931 model, checked by the official rules every time.
 */
export class EInvoices {
  constructor(
    private readonly d: {
      store: EInvoiceDetailsStore;
      mirror: Mirror;
      gateway: Gateway;
      links: InvoiceLinks;
      pdf: (business: string, invoice: Invoice) => Promise<Buffer>;
    },
  ) {}

  /** The invoice as the mirror holds it, else from the API (404 when it is not this business's). */
  async invoice(business: string, id: string, priority: Priority): Promise<Invoice> {
    const known = this.d.mirror.invoice(business, id);
    if (known) return known;
    const answer = await this.d.gateway.json(business, 'GET', `/invoices/${id}`, { priority });
    const read = invoiceSchema.safeParse((answer.body as { data?: unknown } | null)?.data);
    if (!read.success)
      throw new BffHttpError(
        502,
        'upstream_unavailable',
        'The API answered with something that is not an invoice.',
      );
    return read.data;
  }

  private sources(business: string, invoice: Invoice) {
    const source = this.d.links.answer(business, invoice.id).source;
    const corrected =
      source?.relation === 'credited' ? this.d.mirror.invoice(business, source.id) : undefined;
    return {
      invoice,
      seller: this.d.store.seller(business),
      buyer: this.d.store.buyer(business, buyerKey(invoice.buyer)),
      preceding: corrected ? { number: invoiceLabel(corrected), issueDate: corrected.invoice_date } : null,
    };
  }

  preflight(business: string, invoice: Invoice, format: EInvoiceFormat): Preflight {
    const src = this.sources(business, invoice);
    const result = toEInvoice(src, format);
    const seller = {
      ...src.seller,
      country: countryOf(src.seller, invoice.seller.vat_code),
      iban: ibanOf(invoice, src.seller),
    };
    const buyer = { ...src.buyer, country: countryOf(src.buyer, invoice.buyer.vat_code) };
    return {
      format,
      seller,
      buyer,
      units: Object.fromEntries(
        invoice.items.map((i) => [i.units, unitCodeOf(i.units, src.seller.units) ?? null]),
      ),
      missing: 'missing' in result ? result.missing : [],
      refusal: 'refusal' in result ? (result.refusal ?? null) : null,
      official_rules: rulesInstalled(ruleSetsFor(format)),
    };
  }

  /** Keeps what the owner gave: the seller's part for the business, the buyer's for the invoice's buyer. */
  saveDetails(business: string, invoice: Invoice, input: DetailsInput): void {
    const src = this.sources(business, invoice);
    const units = { ...src.seller.units, ...(input.seller?.units ?? {}) };
    this.d.store.save(
      business,
      buyerKey(invoice.buyer),
      { ...src.seller, ...input.seller, units },
      { ...src.buyer, ...input.buyer },
    );
  }

  /**
   * The month pack's e-invoice of an invoice: in the format its buyer takes (chosen when it was sent), none when the
   * buyer takes none; what is missing is said as the error (the pack lists it in missing.txt).
   */
  async forPack(business: string, id: string): Promise<EInvoiceFile | undefined> {
    const invoice = await this.invoice(business, id, 'background');
    const format = this.d.store.buyer(business, buyerKey(invoice.buyer)).send_format;
    if (!format || isPreliminary(invoice.invoice_type)) return undefined; // a pro forma is no invoice to book
    const produced = await this.produce(business, invoice, format);
    if ('file' in produced) return produced.file;
    throw new Error(
      'refusal' in produced
        ? produced.refusal
        : `the e-invoice lacks: ${produced.missing.map((m) => m.message).join('; ')}`,
    );
  }

  /**
   * The e-invoice file, or what is missing for it. A file that fails the official rules is never answered; where the
   * rules are not installed the file goes out marked unchecked, and every screen says so.
   */
  async produce(business: string, invoice: Invoice, format: EInvoiceFormat): Promise<Produced> {
    const result = toEInvoice(this.sources(business, invoice), format);
    if ('missing' in result)
      return result.refusal ? { refusal: result.refusal } : { missing: result.missing };
    const pdf = format === 'facturx' ? await this.d.pdf(business, invoice) : undefined;
    const written = await writeEInvoice(result.model, format, pdf);
    const checked = rulesInstalled(ruleSetsFor(format));
    if (checked) {
      const verdict = await validateEInvoice(written.xml, ruleSetsFor(format));
      if (!verdict.valid) throw new EInvoiceInvalid(verdict.fatal);
    }
    const name = `${result.model.number}.${extensions[format]}`;
    return written.pdf
      ? { file: { bytes: Buffer.from(written.pdf), type: 'application/pdf', name, checked } }
      : { file: { bytes: Buffer.from(written.xml, 'utf8'), type: 'application/xml', name, checked } };
  }
}
