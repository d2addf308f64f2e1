import { invoiceTitles } from '../../../contract/invoice-titles';

/** The spreadsheets' English words, the source every other language must match (sheet-words.ts). */
export const en = {
  sheets: { invoices: 'Invoices', expenses: 'Expenses', 'vat-report': 'VAT', statement: 'Statement' },
  headers: {
    series: 'Series',
    number: 'Number',
    invoice_date: 'Issue date',
    pay_until_date: 'Due date',
    buyer_name: 'Buyer',
    buyer_code: 'Buyer’s code',
    buyer_vat_code: 'Buyer’s VAT code',
    currency: 'Currency',
    subtotal: 'Net',
    vat: 'VAT',
    total: 'Total',
    status: 'Status',
    type: 'Type',
    date: 'Date',
    seller: 'Seller',
    document_number: 'Document number',
    period: 'Period',
    row: 'Row',
    vat_percentage: 'VAT rate, %',
    net: 'Net',
    gross: 'Gross',
    invoices: 'Invoices',
    purchases_gross: 'Purchases, gross',
    purchases_vat_known: 'VAT on purchases (known)',
    expenses_with_vat: 'Expenses with VAT',
    expenses_without_vat: 'Expenses without VAT',
    vat_payable: 'VAT payable',
    amount: 'Amount',
    paid_on: 'Paid on',
  },
  codes: {
    not_paid: 'Not paid',
    paid: 'Paid',
    overdue: 'Overdue',
    ...invoiceTitles.en,
    sales: 'Sales',
    sales_without_vat: 'Sales without VAT',
    total: 'Total',
    opening_balance: 'Opening balance',
    document: 'Document',
    invoiced: 'Invoiced in the period',
    'row:paid': 'Paid in the period',
    closing_balance: 'Closing balance',
  },
};

/** Every language has every word: a missing or extra one fails the build. */
export type Words = { [P in keyof typeof en]: Record<keyof (typeof en)[P], string> };
