import { describe, expect, test } from 'vitest';
import { eventNames } from './enums';
import { webhookEventSchema } from './events';
import { sampleExpense, sampleInvoice } from './test-samples';

const id = '0b6f1a52-4c1e-4d3a-9f57-6a1d2b3c4d5e';
const paths = (v: unknown) => webhookEventSchema.safeParse(v).error?.issues.map((i) => i.path.join('.'));

describe('webhook event bodies', () => {
  test('each of the six events parses with its data', () => {
    const data = {
      'invoice.created': sampleInvoice(),
      'invoice.updated': sampleInvoice(),
      'invoice.deleted': { id },
      'expense.created': sampleExpense(),
      'expense.updated': sampleExpense(),
      'expense.deleted': { id },
    };
    expect(Object.keys(data)).toEqual([...eventNames]);
    for (const event of eventNames) {
      const parsed = webhookEventSchema.parse({ event, data: data[event] });
      expect(parsed, event).toEqual({ event, data: data[event] });
    }
  });

  test('the data must match the event: a deleted id is not an invoice, an expense is not an invoice', () => {
    expect(paths({ event: 'invoice.created', data: { id } })).toContain('data.invoice_type');
    expect(paths({ event: 'invoice.updated', data: sampleExpense() })).toContain('data.invoice_type');
    expect(paths({ event: 'expense.created', data: sampleInvoice() })).toEqual([
      'data.date',
      'data.total',
      'data.seller',
    ]);
  });

  test('a deleted event carries a uuid id only', () => {
    expect(paths({ event: 'expense.deleted', data: { id: '42' } })).toEqual(['data.id']);
    expect(paths({ event: 'invoice.deleted', data: {} })).toEqual(['data.id']);
    // an extra member (e.g. a full object) is tolerated and dropped
    expect(webhookEventSchema.parse({ event: 'invoice.deleted', data: { id, series: 'INV' } })).toEqual({
      event: 'invoice.deleted',
      data: { id },
    });
  });

  test('an unknown event, a missing event or a body that is not an object is refused', () => {
    expect(paths({ event: 'invoice.paid', data: { id } })).toEqual(['event']);
    expect(paths({ data: { id } })).toEqual(['event']);
    for (const body of [null, 'invoice.created', []])
      expect(webhookEventSchema.safeParse(body).success).toBe(false);
  });
});
