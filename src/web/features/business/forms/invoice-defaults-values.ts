import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  invoiceDefaultsInputSchema,
  newInvoiceTypes,
  type InvoiceDefaults,
  type InvoiceDefaultsInput,
  type NewInvoiceType,
} from '../../../../contract/invoice-defaults';
import type { PaymentOptionInput } from '../../../../contract/invoice-input';
import type { SettingsFormRules } from './use-settings-form';

/**
 * What the invoice defaults form holds: texts as typed, empty = not set (the latest invoice's then). Payment: as on
 * the latest invoice, none, or a bank account; any further options saved earlier (`extra`) are kept as they are.
 */
export type InvoiceDefaultsFormValues = {
  type: '' | NewInvoiceType;
  series: string;
  vat_percentage: string;
  payment_term_days: string;
  payment: 'latest' | 'none' | 'bank';
  bank: { bank_account: string; bank_name: string; swift_bic_code: string };
  extra: PaymentOptionInput[];
  notes: string;
};

function invoiceDefaultsValues(d: InvoiceDefaults): InvoiceDefaultsFormValues {
  const options = d.payment_options ?? [];
  const bank = options.find((o) => o.type === 'bank');
  return {
    type: (newInvoiceTypes as readonly string[]).includes(d.type ?? '')
      ? (d.type as InvoiceDefaultsFormValues['type'])
      : '',
    series: d.series ?? '',
    vat_percentage: d.vat_percentage === null ? '' : String(d.vat_percentage),
    payment_term_days: d.payment_term_days === null ? '' : String(d.payment_term_days),
    payment: d.payment_options === null ? 'latest' : bank ? 'bank' : options.length === 0 ? 'none' : 'latest',
    bank: {
      bank_account: bank?.bank_account ?? '',
      bank_name: bank?.bank_name ?? '',
      swift_bic_code: bank?.swift_bic_code ?? '',
    },
    extra: options.filter((o) => o !== bank),
    notes: d.notes ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** A typed number ("21", "9,5"); anything else stays text so the contract refuses it on its field. */
const numberOrText = (text: string): number | string | null => {
  const t = text.trim().replace(',', '.');
  return t === '' ? null : /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : text;
};

const toInvoiceDefaultsInput = (v: InvoiceDefaultsFormValues): InvoiceDefaultsInput => {
  const bank = {
    type: 'bank' as const,
    bank_account: v.bank.bank_account.trim(),
    bank_name: orNull(v.bank.bank_name),
    swift_bic_code: orNull(v.bank.swift_bic_code),
    fields: [],
  };
  return {
    type: v.type === '' ? null : v.type,
    series: orNull(v.series),
    vat_percentage: numberOrText(v.vat_percentage) as number | null,
    payment_term_days: numberOrText(v.payment_term_days) as number | null,
    payment_options: v.payment === 'latest' ? null : v.payment === 'none' ? [] : [bank, ...v.extra],
    notes: orNull(v.notes),
  };
};

/** Where the contract's (or the BFF's) refusal at `path` shows on this form. */
export const fieldOf = (path: string): string =>
  path === 'payment_options.0.bank_account'
    ? 'bank.bank_account'
    : path.startsWith('payment_options')
      ? 'payment'
      : path;

const shownFields = new Set([
  'type',
  'series',
  'vat_percentage',
  'payment_term_days',
  'payment',
  'bank.bank_account',
  'notes',
]);
/** The field a BFF 422 at `path` lands on; none (the form as a whole) for a path this form does not show. */
const shownFieldOf = (path: string): string | undefined =>
  shownFields.has(fieldOf(path)) ? fieldOf(path) : undefined;

/** The contract's rules on the form's values, each refusal on the field that shows it. */
const invoiceDefaultsResolver: Resolver<InvoiceDefaultsFormValues> = async (values) => {
  const parsed = invoiceDefaultsInputSchema.safeParse(toInvoiceDefaultsInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [head, tail] = fieldOf(issue.path.join('.')).split('.');
    const error = { type: 'validate', message: issue.message };
    if (!head) continue;
    if (tail) errors[head] ??= { [tail]: error };
    else errors[head] ??= error;
  }
  return { values: {}, errors: errors as FieldErrors<InvoiceDefaultsFormValues> };
};

/** The invoice defaults form beside its fields (useSettingsForm). */
export const invoiceDefaultsRules = {
  resolver: invoiceDefaultsResolver,
  values: invoiceDefaultsValues,
  toInput: toInvoiceDefaultsInput,
  fromSaved: invoiceDefaultsValues,
  fieldFor: shownFieldOf,
} satisfies SettingsFormRules<
  InvoiceDefaultsFormValues,
  InvoiceDefaults,
  InvoiceDefaultsInput,
  InvoiceDefaults
>;
