import { describe, expect, it } from 'vitest';
import { isOverdue, owedOf, reminderRefusal, signedAmount } from './owed';

const unpaid = { payment_status: 'not_paid', invoice_type: 'vat_invoice', total_incl_vat: 121 };
const owed = (doc: Parameters<typeof owedOf>[0], credited?: number) => {
  const o = owedOf(doc, credited);
  return [o.state, o.owed.toFixed(2)];
};

describe('owedOf: what a buyer still owes on a document', () => {
  it('is the whole total of an unpaid invoice', () => {
    expect(owed(unpaid)).toEqual(['owed', '121.00']);
  });

  it('is nothing on a paid invoice, a pro forma, a credit note or a deleted invoice', () => {
    expect(owed({ ...unpaid, payment_status: 'paid' })).toEqual(['paid', '0.00']);
    expect(owed({ ...unpaid, invoice_type: 'preliminary_vat_invoice' })).toEqual(['preliminary', '0.00']);
    expect(owed({ ...unpaid, invoice_type: 'preliminary_invoice' })).toEqual(['preliminary', '0.00']);
    expect(owed({ ...unpaid, invoice_type: 'credit_invoice', total_incl_vat: -50 })).toEqual([
      'credit',
      '0.00',
    ]);
    expect(owed({ ...unpaid, invoice_type: 'credit_vat_invoice', total_incl_vat: 50 })).toEqual([
      'credit',
      '0.00',
    ]);
    expect(owed(undefined)).toEqual(['deleted', '0.00']);
  });

  it('is nothing once credit notes take back all of it, and the rest after a partial credit', () => {
    expect(owed(unpaid, 121)).toEqual(['credited', '0.00']);
    expect(owed(unpaid, 200)).toEqual(['credited', '0.00']);
    expect(owed(unpaid, 21.01)).toEqual(['owed', '99.99']);
    // A credit note's amount counts by its size, whichever sign it was entered with.
    expect(owed(unpaid, -21.01)).toEqual(['owed', '99.99']);
  });

  it('is nothing due on an unpaid invoice of 0.00', () => {
    expect(owed({ ...unpaid, total_incl_vat: 0 })).toEqual(['nothing_due', '0.00']);
  });
});

describe('reminderRefusal and isOverdue follow owedOf', () => {
  const late = { ...unpaid, pay_until_date: '2026-01-10' };

  it('refuses what is not owed, with the reason', () => {
    expect(reminderRefusal(unpaid)).toBeUndefined();
    expect(reminderRefusal({ ...unpaid, payment_status: 'paid' })).toBe('paid');
    expect(reminderRefusal({ ...unpaid, invoice_type: 'preliminary_vat_invoice' })).toBe('preliminary');
    expect(reminderRefusal({ ...unpaid, invoice_type: 'credit_invoice' })).toBe('credit');
    expect(reminderRefusal(unpaid, 121)).toBe('credited');
    expect(reminderRefusal(unpaid, 100)).toBeUndefined();
    expect(reminderRefusal(undefined)).toBe('deleted');
  });

  it('is overdue when owed and due before today, never a credited, offered or credit document', () => {
    expect(isOverdue(late, '2026-01-11')).toBe(true);
    expect(isOverdue(late, '2026-01-10')).toBe(false);
    expect(isOverdue({ ...late, pay_until_date: null }, '2026-02-01')).toBe(false);
    expect(isOverdue({ ...late, payment_status: 'paid' }, '2026-02-01')).toBe(false);
    expect(isOverdue({ ...late, invoice_type: 'preliminary_invoice' }, '2026-02-01')).toBe(false);
    expect(isOverdue({ ...late, invoice_type: 'credit_vat_invoice' }, '2026-02-01')).toBe(false);
    expect(isOverdue(late, '2026-02-01', 121)).toBe(false);
    expect(isOverdue(late, '2026-02-01', 1)).toBe(true);
  });
});

describe('signedAmount: one sign for a credit note in every sum', () => {
  it('takes back whatever sign the credit note was entered with; an invoice as stated', () => {
    expect(signedAmount('credit_vat_invoice', 100).toFixed(2)).toBe('-100.00');
    expect(signedAmount('credit_invoice', -100).toFixed(2)).toBe('-100.00');
    expect(signedAmount('vat_invoice', 100).toFixed(2)).toBe('100.00');
    expect(signedAmount('regular_invoice', -5).toFixed(2)).toBe('-5.00');
  });
});
