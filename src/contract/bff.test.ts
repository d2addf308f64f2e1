import { describe, expect, test } from 'vitest';
import {
  bffErrorSchema,
  connectedBusinessSchema,
  rememberedExpenseFieldsSchema,
  sseBusinessMessageSchema,
  sseRateLimitMessageSchema,
  sseWebhookMessageSchema,
} from './bff';
import { toValidationErrorBody, validationErrorBody } from './common';

const paths = (r: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.'));

describe('the BFF’s error shape', () => {
  test('a 422 carries the field errors of toValidationErrorBody under its code', () => {
    const body = toValidationErrorBody([
      { code: 'custom', input: 0, message: 'Enter the VAT %', path: ['products', 2, 'vat_percentage'] },
    ]);
    const error = { status: 422, code: 'validation', ...body };
    expect(bffErrorSchema.parse(error)).toEqual(error);
  });

  test('a 422 body built from field errors names the first and counts the rest, as from zod issues', () => {
    expect(validationErrorBody({ q: ['Too long'], page: ['Use a whole number', 'Use 1 or more'] })).toEqual({
      message: 'Too long (and 2 more errors)',
      errors: { q: ['Too long'], page: ['Use a whole number', 'Use 1 or more'] },
    });
    expect(validationErrorBody({ password: ['Enter the password.'] }).message).toBe('Enter the password.');
    expect(validationErrorBody({}).message).toBe('The given data was invalid.');
  });

  test('a rate limit says when to retry; other errors need only status, code and message', () => {
    expect(
      bffErrorSchema.safeParse({ status: 429, code: 'rate_limited', message: 'Busy', retry_after_s: 12 })
        .success,
    ).toBe(true);
    expect(
      bffErrorSchema.safeParse({ status: 404, code: 'not_found', message: 'No such invoice' }).success,
    ).toBe(true);
  });

  test('an unknown code, a fractional status or a missing message is refused', () => {
    expect(paths(bffErrorSchema.safeParse({ status: 500, code: 'oops', message: 'x' }))).toEqual(['code']);
    expect(paths(bffErrorSchema.safeParse({ status: 4.5, code: 'internal', message: 'x' }))).toEqual([
      'status',
    ]);
    expect(paths(bffErrorSchema.safeParse({ status: 500, code: 'internal' }))).toEqual(['message']);
    expect(
      paths(bffErrorSchema.safeParse({ status: 422, code: 'validation', message: 'x', errors: { a: 'b' } })),
    ).toEqual(['errors.a']);
  });
});

describe('businesses, remembered fields and SSE messages', () => {
  test('a connected business has an id, a title and a known business type', () => {
    expect(
      connectedBusinessSchema.safeParse({ id: 'b1', title: 'Acme', business_type: 'association' }).success,
    ).toBe(true);
    expect(
      paths(connectedBusinessSchema.safeParse({ id: 'b1', title: 'Acme', business_type: 'llc' })),
    ).toEqual(['business_type']);
  });

  test('remembered expense fields are null when unknown, else both present (each may be null)', () => {
    expect(rememberedExpenseFieldsSchema.safeParse(null).success).toBe(true);
    expect(rememberedExpenseFieldsSchema.safeParse({ vat: '2.17', invoice_number: null }).success).toBe(true);
    expect(paths(rememberedExpenseFieldsSchema.safeParse({ vat: 2.17, invoice_number: null }))).toEqual([
      'vat',
    ]);
  });

  test('SSE messages name their business; webhook messages a known event', () => {
    const invoiceDeleted = { business: 'b1', event: 'invoice.deleted', data: { id: 'x' } };
    expect(sseWebhookMessageSchema.safeParse(invoiceDeleted).success).toBe(true);
    expect(paths(sseWebhookMessageSchema.safeParse({ ...invoiceDeleted, event: 'invoice.paid' }))).toEqual([
      'event',
    ]);
    expect(sseRateLimitMessageSchema.safeParse({ business: 'b1', wait_ms: 1500 }).success).toBe(true);
    expect(paths(sseRateLimitMessageSchema.safeParse({ wait_ms: 1500 }))).toEqual(['business']);
    for (const state of ['connected', 'disconnected', 'token_invalid']) {
      expect(sseBusinessMessageSchema.safeParse({ business: 'b1', state }).success, state).toBe(true);
    }
    expect(paths(sseBusinessMessageSchema.safeParse({ business: 'b1', state: 'gone' }))).toEqual(['state']);
  });
});
