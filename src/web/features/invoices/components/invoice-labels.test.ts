import { describe, expect, it } from 'vitest';
import { isOverdue } from './invoice-labels';

describe('isOverdue', () => {
  const late = { pay_until_date: '2026-01-10', payment_status: 'not_paid' as const, invoice_type: 'vat_invoice' as const };

  it('is an unpaid invoice due before today', () => {
    expect(isOverdue(late, '2026-01-11')).toBe(true);
    expect(isOverdue(late, '2026-01-10')).toBe(false);
    expect(isOverdue({ ...late, payment_status: 'paid' }, '2026-02-01')).toBe(false);
    expect(isOverdue({ ...late, pay_until_date: null }, '2026-02-01')).toBe(false);
  });

  it('is never a pro forma invoice: an offer is owed by nobody', () => {
    expect(isOverdue({ ...late, invoice_type: 'preliminary_invoice' }, '2026-02-01')).toBe(false);
    expect(isOverdue({ ...late, invoice_type: 'preliminary_vat_invoice' }, '2026-02-01')).toBe(false);
  });
});
