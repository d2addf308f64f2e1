import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract/invoice';
import { parseSearch, type SearchQuery } from '../../../contract/search-params';
import { sampleInvoice } from '../../../contract/test-samples';
import { withTempMirror } from '../../testing/temp-mirror';
import { searchPage, searchTexts } from './search-query';

// What the search's "not paid" and "overdue" views list and sum: what is still owed (contract/owed.ts), as the
// overview's figures count it, so each figure's link lists exactly its rows.
const temp = withTempMirror('search-owed-', { once: true });
const inv = (over: Partial<Invoice>): Invoice => ({ ...sampleInvoice(), id: randomUUID(), ...over });
const parse = (kind: 'invoices', raw: Record<string, unknown>): SearchQuery => {
  const r = parseSearch(kind, raw);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.query;
};

describe("the search's owed views", () => {
  it('leaves pro forma invoices out of overdue, as the overview does: an offer is owed by nobody', () => {
    const P = 'offers';
    const late = { pay_until_date: '2024-02-01', payment_status: 'not_paid' as const };
    const owed = inv({ ...late, invoice_type: 'regular_invoice' });
    const offer = inv({ ...late, invoice_type: 'preliminary_invoice' });
    const vatOffer = inv({ ...late, invoice_type: 'preliminary_vat_invoice' });
    for (const i of [owed, offer, vatOffer]) temp.mirror.put(P, 'invoices', i);
    const found = (raw: Record<string, unknown>) =>
      searchPage(temp.mirror, P, 'invoices', parse('invoices', raw), '2024-06-01')
        .data.map((i) => i.id)
        .sort();
    expect(found({ status: 'overdue' })).toEqual([owed.id]);
    expect(found({ status: 'overdue', type: 'preliminary' })).toEqual([]);
    expect(found({ status: 'not_paid' })).toEqual([owed.id, offer.id, vatOffer.id].sort());
    expect(found({ status: 'not_paid', type: 'preliminary' })).toEqual([offer.id, vatOffer.id].sort());
    // The overview's outstanding figure leaves offers out; its link asks for the same rows.
    expect(found({ status: 'not_paid', type: 'not_preliminary' })).toEqual([owed.id]);
  });

  it('counts credit notes apart from "not paid" and overdue; a type filter asking for them finds them', () => {
    const C = 'credits';
    const late = { pay_until_date: '2024-02-01', payment_status: 'not_paid' as const };
    const owed = inv({ ...late, invoice_type: 'vat_invoice' });
    const credit = inv({ ...late, invoice_type: 'credit_invoice', total_incl_vat: -10 });
    const vatCredit = inv({ ...late, invoice_type: 'credit_vat_invoice', total_incl_vat: -12.1 });
    const settled = inv({ ...late, payment_status: 'paid', invoice_type: 'credit_invoice' });
    for (const i of [owed, credit, vatCredit, settled]) temp.mirror.put(C, 'invoices', i);
    const found = (raw: Record<string, unknown>) =>
      searchPage(temp.mirror, C, 'invoices', parse('invoices', raw), '2024-06-01')
        .data.map((i) => i.id)
        .sort();
    expect(found({ status: 'not_paid' })).toEqual([owed.id]);
    expect(found({ status: 'not_paid', type: 'not_preliminary' })).toEqual([owed.id]);
    expect(found({ status: 'overdue' })).toEqual([owed.id]);
    expect(found({ status: 'overdue', type: 'credit' })).toEqual([]);
    expect(found({ status: 'not_paid', type: 'credit' })).toEqual([credit.id, vatCredit.id].sort());
    expect(found({ status: 'not_paid', type: 'credit_vat_invoice' })).toEqual([vatCredit.id]);
    expect(found({ status: 'paid' })).toEqual([settled.id]);
    expect(found({ type: 'credit' })).toEqual([credit.id, vatCredit.id, settled.id].sort());
  });

  it('lists as "not paid" the credit notes still giving back, summed by what they give, as the overview counts them', () => {
    const S = 'spent';
    const late = { pay_until_date: '2024-02-01', payment_status: 'not_paid' as const, currency: 'EUR' };
    const invoice = inv({ ...late, invoice_type: 'vat_invoice', total_incl_vat: 10 });
    // made from the unpaid invoice above and taken whole by it; one partly spent elsewhere; one not spent at all
    const spent = inv({ ...late, invoice_type: 'credit_invoice', total_incl_vat: -10 });
    const part = inv({ ...late, invoice_type: 'credit_invoice', total_incl_vat: -30 });
    const open = inv({ ...late, invoice_type: 'credit_vat_invoice', total_incl_vat: -12.1 });
    for (const i of [invoice, spent, part, open]) temp.mirror.put(S, 'invoices', i);
    const links = {
      creditedBack: { [invoice.id]: 1000 },
      spentCredits: { [spent.id]: 0, [part.id]: -2000 },
      invoicedProFormas: [],
    };
    const q = parse('invoices', { status: 'not_paid', type: 'credit' });
    const page = searchTexts(temp.mirror, S, 'invoices', q, '2024-06-01', links);
    expect(
      searchPage(temp.mirror, S, 'invoices', q, '2024-06-01', links)
        .data.map((i) => i.id)
        .sort(),
    ).toEqual([part.id, open.id].sort());
    expect(page.meta.total).toBe(2);
    expect(page.sums).toEqual([{ currency: 'EUR', amount: -32.1, count: 2 }]);
    // Without the links (nothing known spent) every unsettled credit note gives back its whole amount.
    expect(searchTexts(temp.mirror, S, 'invoices', q, '2024-06-01').sums).toEqual([
      { currency: 'EUR', amount: -52.1, count: 3 },
    ]);
  });
});
