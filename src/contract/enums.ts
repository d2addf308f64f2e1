import { z } from 'zod/mini';
import { say } from './messages-common';

export const invoiceTypes = [
  'regular_invoice',
  'vat_invoice',
  'preliminary_invoice',
  'preliminary_vat_invoice',
  'credit_invoice',
  'credit_vat_invoice',
] as const;
export const invoiceTypeSchema = z.enum(invoiceTypes, { error: say('chooseInvoiceType') });
export type InvoiceType = (typeof invoiceTypes)[number];

const vatTypes: ReadonlySet<InvoiceType> = new Set([
  'vat_invoice',
  'preliminary_vat_invoice',
  'credit_vat_invoice',
]);
export const isVatType = (t: InvoiceType): boolean => vatTypes.has(t);

export const invoiceLanguages = ['en', 'lt', 'es', 'de', 'fr'] as const;
export const invoiceLanguageSchema = z.enum(invoiceLanguages, { error: say('chooseInvoiceLanguage') });
export type InvoiceLanguage = (typeof invoiceLanguages)[number];

export const paymentStatuses = ['not_paid', 'paid'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = (typeof paymentStatuses)[number];

export const businessTypes = [
  'small_partnership',
  'individual_activity',
  'private_limited_liability_company',
  'sole_proprietorship',
  'public_institution',
  'association',
  'joint_stock_company',
] as const;
export const businessTypeSchema = z.enum(businessTypes, { error: say('chooseBusinessType') });
export type BusinessType = (typeof businessTypes)[number];
/** Every business type except individual_activity is a company. */
export const isCompany = (t: BusinessType): boolean => t !== 'individual_activity';

export const paymentOptionTypes = ['bank', 'other'] as const;
export const paymentOptionTypeSchema = z.enum(paymentOptionTypes, { error: say('choosePaymentOptionType') });
export type PaymentOptionType = (typeof paymentOptionTypes)[number];

export const buyerTypes = ['company', 'individual'] as const;
export const buyerInputTypes = ['company', 'individual', 'person'] as const;

export const eventNames = [
  'invoice.created',
  'invoice.updated',
  'invoice.deleted',
  'expense.created',
  'expense.updated',
  'expense.deleted',
] as const;
export const eventNameSchema = z.enum(eventNames, { error: say('unknownEventName') });
export type EventName = (typeof eventNames)[number];
