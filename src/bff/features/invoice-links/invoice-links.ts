import type { Clock } from '../../../contract/clock';
import { invoiceLabel } from '../../../contract/invoice';
import {
  sourceTargetFor,
  type InvoiceLinkRelation,
  type InvoiceLinksAnswer,
  type LinkedInvoice,
} from '../../../contract/invoice-links';
import { validationError } from '../../platform/errors';
import { amountOfCents, centsOf } from '../mirror';
import type { Mirror } from '../mirror';
import type { KeptLinks } from '../mirror';
import type { InvoiceLink, LinkStore } from './link-store';

/**
 * The kept links read with the mirror: a link shows only while both invoices are in the mirror, so an invoice
 * deleted in the API takes its links off both pages (and its pro forma counts as open again).
 */
export class InvoiceLinks {
  constructor(
    private readonly store: LinkStore,
    private readonly mirror: Mirror,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks `?source=` before the API is called: the source must be an invoice the mirror holds that something can be
   * made from (a pro forma → its invoice; an issued invoice → its credit note, contract/invoice-links), and the new
   * invoice of the matching type. Returns what to record once the API has created it.
   */
  checkSource(
    business: string,
    sourceId: string,
    body: unknown,
  ): { source: string; relation: InvoiceLinkRelation } {
    const source = this.mirror.invoice(business, sourceId);
    if (!source)
      throw validationError({ source: ['There is no invoice with this id to make an invoice from.'] });
    const target = sourceTargetFor(source.invoice_type);
    if (!target)
      throw validationError({
        source: [
          `${invoiceLabel(source)} is a ${source.invoice_type}: only a pro forma turns into an invoice, and only a regular or ` +
            'VAT invoice is credited.',
        ],
      });
    const type = (body as { type?: unknown } | null)?.type;
    if (type !== target.type)
      throw validationError({
        type: [
          target.relation === 'invoiced'
            ? `Pro forma ${invoiceLabel(source)} turns into an invoice of type ${target.type}.`
            : `${invoiceLabel(source)} is credited by an invoice of type ${target.type}.`,
        ],
      });
    return { source: source.id, relation: target.relation };
  }

  /** Records that `target` was made from `source` (after the API answered 201). */
  link(business: string, from: { source: string; relation: InvoiceLinkRelation }, target: string): void {
    const at = Math.floor(this.clock.now().getTime() / 1000);
    this.store.add(business, { source_id: from.source, target_id: target, relation: from.relation, at });
  }

  /** The pro formas that have an invoice made from them still in the mirror: not open offers any more. */
  private invoicedProFormas(business: string): string[] {
    return this.store
      .all(business, 'invoiced')
      .filter((l) => this.mirror.invoice(business, l.target_id) !== undefined)
      .map((l) => l.source_id);
  }

  /**
   * What the links tell the figures (mirror/owed-sql.ts): what the credit notes made here take back of each invoice
   * still unpaid (contract/owed.ts: a partial credit leaves the rest owed), oldest first and never more than the
   * invoice states; what of each credit note is left as open credit (a credit larger than its invoice: the seller owes
   * the rest); and the pro formas turned into invoices. A credit note of a paid invoice stays open credit whole: a
   * refund owed to the buyer.
   */
  kept(business: string): KeptLinks {
    const creditedBack: Record<string, number> = {};
    const spentCredits: Record<string, number> = {};
    const left = new Map<string, number>();
    for (const link of this.store.all(business, 'credited').sort((a, b) => a.at - b.at)) {
      const source = this.mirror.invoice(business, link.source_id);
      const credit = this.mirror.invoice(business, link.target_id);
      if (!source || !credit || source.payment_status === 'paid') continue;
      const amount = Math.abs(centsOf(credit.total_incl_vat));
      const taken = Math.min(amount, Math.max(left.get(source.id) ?? centsOf(source.total_incl_vat), 0));
      left.set(source.id, (left.get(source.id) ?? centsOf(source.total_incl_vat)) - taken);
      creditedBack[source.id] = (creditedBack[source.id] ?? 0) + taken;
      spentCredits[credit.id] = taken - amount;
    }
    return { creditedBack, spentCredits, invoicedProFormas: this.invoicedProFormas(business) };
  }

  /** What credit notes made here take back of one unpaid invoice (an amount; 0 for none): contract/owed.ts's input. */
  creditedBack(business: string, id: string): number {
    return amountOfCents(this.kept(business).creditedBack[id] ?? 0);
  }

  answer(business: string, id: string): InvoiceLinksAnswer['data'] {
    const end = (link: InvoiceLink, other: string): LinkedInvoice[] => {
      const i = this.mirror.invoice(business, other);
      if (!i) return [];
      return [
        {
          id: i.id,
          series: i.series,
          invoice_number: i.invoice_number,
          invoice_type: i.invoice_type,
          relation: link.relation,
          at: link.at,
        },
      ];
    };
    const from = this.store.sourceOf(business, id);
    const source = from ? (end(from, from.source_id)[0] ?? null) : null;
    const targets = this.store.targetsOf(business, id).flatMap((l) => end(l, l.target_id));
    return { source, targets };
  }
}
