import { describe, expect, it } from 'vitest';
import { expenseFileRefusal } from './expense';
import { expenseFieldsSchema } from './expense-input';
import { invoiceAdvice } from './invoice-advice';
import { contractMessages, readContractMessage, type ContractMessageCode } from './messages';
import { commonMessages, sayer } from './messages-common';
import { invoiceMessages } from './messages-invoice';
import type { InvoiceInput } from './invoice-input';
import { sampleInputParts, sampleInvoiceInput } from './test-samples';

const codes = Object.keys(contractMessages) as ContractMessageCode[];
const placeholdersOf = (code: ContractMessageCode) =>
  [...contractMessages[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

// Text values that try to confuse the reader: commas, decimals, quotes, other templates' words, nothing at all.
const texts = [
  'report.exe',
  'Sąskaita 12,50 €, „galutinė“ (v1.5).heic',
  '“quoted” name',
  'Enter the seller',
  '',
  'a: use b',
];
const numbers = [0, 1, 2, 4, 20, 200, 255, 2000, 1_000_000];

/** Several value sets for a code's placeholders (none for a sentence without any). */
function samplesFor(code: ContractMessageCode): Record<string, string | number>[] {
  const names = placeholdersOf(code);
  if (names.length === 0) return [{}];
  return texts.map((text, i) =>
    Object.fromEntries(
      names.map((name) => [
        name,
        name === 'max' ? (numbers[i] ?? 7) : `${text}${name === 'extensions' ? ', pdf' : ''}`,
      ]),
    ),
  );
}

const say = sayer(contractMessages);
const sayAny = say as (code: ContractMessageCode, values?: Record<string, string | number>) => string;

describe('the contract’s sentences', () => {
  it.each(codes)('%s reads back as itself with its values, and as no other template', (code) => {
    for (const values of samplesFor(code)) {
      const sentence = sayAny(code, values);
      expect(sentence).not.toMatch(/\{\w+\}/);
      expect(readContractMessage(sentence)).toEqual({ code, values });
    }
  });

  it('fills values as they are: no rounding, grouping or quoting of their own', () => {
    expect(say('maxLines', { max: 200 })).toBe('At most 200 lines');
    expect(say('textTooLong', { max: 2000 })).toBe('Keep this under 2000 characters');
    expect(say('fileNotAccepted', { name: 'a, b “c” 1.5.exe', extensions: 'pdf, png' })).toBe(
      '“a, b “c” 1.5.exe” is not an accepted file: use pdf, png',
    );
    expect(readContractMessage('“a, b “c” 1.5.exe” is not an accepted file: use pdf, png')?.values).toEqual({
      name: 'a, b “c” 1.5.exe',
      extensions: 'pdf, png',
    });
  });

  it('have one code each across the screens’ and the invoice form’s tables', () => {
    expect(codes).toHaveLength(Object.keys(commonMessages).length + Object.keys(invoiceMessages).length);
  });

  it('are all different sentences', () => {
    const english = codes.map((code) =>
      sayAny(code, Object.fromEntries(placeholdersOf(code).map((n) => [n, n === 'max' ? 3 : 'x']))),
    );
    expect(new Set(english).size).toBe(codes.length);
  });

  it('reads what the rules and the advice really say', () => {
    const refused = expenseFieldsSchema.safeParse({
      seller: ' ',
      total: '12,50',
      currency: 'EUR',
      invoice_number: 'x'.repeat(300),
    });
    expect(refused.success).toBe(false);
    const read = refused.error?.issues.map((issue) => readContractMessage(issue.message));
    expect(read).toEqual([
      { code: 'enterSeller', values: {} },
      { code: 'totalInclVatNotNumber', values: {} },
      { code: 'numberTooLong', values: { max: 255 } },
    ]);
    expect(readContractMessage(expenseFileRefusal('scan.exe') ?? '')).toEqual({
      code: 'fileNotAccepted',
      values: {
        name: 'scan.exe',
        extensions: 'jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf',
      },
    });
    const input = {
      ...sampleInvoiceInput(),
      products: [{ ...sampleInputParts.line, quantity: 1.23456 }],
    } as InvoiceInput;
    const advice = invoiceAdvice(input, { businessType: 'individual_activity', profileVatCode: null });
    expect(advice.map((a) => readContractMessage(a.message))).toContainEqual({
      code: 'maxDecimals',
      values: { max: 4 },
    });
  });

  it('leave any other text unread: the real service’s own 422 wording, near misses of ours', () => {
    for (const other of [
      'The seller field is required.',
      'The given data was invalid.',
      'The invoice date is not a valid date.',
      'Send one file only.',
      'At most 200 lines.',
      'At most many lines',
      'At most -5 lines',
      'enter the seller',
      'Enter the seller ',
      'Enter the seller Keep this under 255 characters',
      '',
    ]) {
      expect(readContractMessage(other), other).toBeUndefined();
    }
  });
});
