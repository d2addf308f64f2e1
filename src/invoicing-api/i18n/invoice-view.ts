import type { Buyer, Invoice, PaymentOption, Seller } from '../../contract/invoice';
import { isCompany, isVatType } from '../../contract/enums';
import { deriveLine } from '../../contract/money';
import { formattersFor } from './format';
import { labelsByLanguage, type Labels } from './labels';

/** One labelled value; rows without a value are left out before they get here. */
export interface Row {
  label: string;
  value: string;
}

export interface PartyView {
  heading: string;
  name: string;
  rows: Row[];
}

export interface LineView {
  position: string;
  name: string;
  quantity: string;
  unitPrice: string;
  vatPercent: string | null;
  total: string;
}

export interface PaymentOptionView {
  rows: Row[];
}

/**
 * Everything an invoice document shows, already localized and formatted as text. The PDF and the share page
 * both lay out this one view, so they never disagree on a label, an amount or a date.
 */
export interface InvoiceView {
  labels: Labels;
  lang: string;
  title: string;
  number: string;
  /** "Number: INV-007", punctuated for the language. */
  numberLine: string;
  meta: Row[];
  paid: boolean;
  seller: PartyView;
  buyer: PartyView;
  showVat: boolean;
  lines: LineView[];
  totals: Row[];
  paymentOptions: PaymentOptionView[];
  notes: string | null;
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';
const row = (label: string, value: string | null | undefined): Row[] =>
  present(value) ? [{ label, value }] : [];
const fullName = (first: string | null, last: string | null) => [first, last].filter(present).join(' ');

function contactRows(l: Labels, p: Seller | Buyer): Row[] {
  return [
    ...row(l.vatCode, p.vat_code),
    ...row(l.address, p.address),
    ...row(l.email, p.email),
    ...row(l.phone, p.phone),
  ];
}

function sellerView(l: Labels, s: Seller): PartyView {
  const company = isCompany(s.business_type);
  const idRows = company
    ? row(l.companyCode, s.company_code)
    : row(l.individualActivityId, s.individual_activity_id);
  const name = company ? (s.company_name ?? '') : fullName(s.first_name, s.last_name);
  const custom = s.custom_fields.filter((f) => present(f.label) || present(f.value));
  return { heading: l.seller, name, rows: [...idRows, ...contactRows(l, s), ...custom] };
}

function buyerView(l: Labels, b: Buyer): PartyView {
  const company = b.type === 'company';
  const idRows = company
    ? row(l.companyCode, b.company_code)
    : row(l.individualActivityId, b.individual_activity_id);
  const name = company ? (b.company_name ?? '') : fullName(b.first_name, b.last_name);
  return { heading: l.buyer, name, rows: [...idRows, ...contactRows(l, b)] };
}

function paymentOptionView(l: Labels, p: PaymentOption): PaymentOptionView {
  const bank =
    p.type === 'bank'
      ? [
          ...row(l.bankName, p.bank_name),
          ...row(l.bankAccount, p.bank_account),
          ...row(l.routingNumber, p.routing_or_sort_number),
          ...row(l.swiftBic, p.swift_bic_code),
        ]
      : [];
  return { rows: [...bank, ...p.fields.filter((f) => present(f.label) || present(f.value))] };
}

export function invoiceView(invoice: Invoice): InvoiceView {
  const l = labelsByLanguage[invoice.language];
  const f = formattersFor(l.locale);
  const showVat =
    isVatType(invoice.invoice_type) ||
    invoice.vat !== 0 ||
    invoice.items.some((i) => i.vat_percentage !== null);
  const lines = invoice.items.map((item, i): LineView => {
    const amounts = deriveLine({
      mode: 'price',
      amount: item.price,
      quantity: item.quantity,
      vatPercentage: item.vat_percentage,
    });
    return {
      position: String(i + 1),
      name: item.name,
      quantity: `${f.quantity(item.quantity)} ${item.units}`.trim(),
      unitPrice: f.unitPrice(item.price),
      vatPercent: item.vat_percentage === null ? null : f.percent(item.vat_percentage),
      total: f.amount(amounts.total),
    };
  });
  const number = [invoice.series, invoice.invoice_number].filter(present).join('-');
  const money = (x: number) => f.money(x, invoice.currency);
  const totals: Row[] = showVat
    ? [
        { label: l.subtotal, value: money(invoice.subtotal) },
        { label: l.vat, value: money(invoice.vat) },
        { label: l.totalInclVat, value: money(invoice.total_incl_vat) },
      ]
    : [{ label: l.total, value: money(invoice.total_incl_vat) }];
  return {
    labels: l,
    lang: invoice.language,
    title: l.titles[invoice.invoice_type],
    number,
    numberLine: `${l.number}${l.colon}${number}`,
    meta: [
      { label: l.issueDate, value: f.date(invoice.invoice_date) },
      ...(invoice.pay_until_date ? [{ label: l.dueDate, value: f.date(invoice.pay_until_date) }] : []),
      { label: l.currency, value: invoice.currency },
    ],
    paid: invoice.payment_status === 'paid',
    seller: sellerView(l, invoice.seller),
    buyer: buyerView(l, invoice.buyer),
    showVat,
    lines,
    totals,
    paymentOptions: invoice.payment_options
      .map((p) => paymentOptionView(l, p))
      .filter((p) => p.rows.length > 0),
    notes: present(invoice.notes) ? invoice.notes : null,
  };
}
