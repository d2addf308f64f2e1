import type { Invoice } from '../contract/invoice';
import { overviewLists } from '../contract/overview';
import { schedulesReportsSettingsScreens } from './test-fixtures-schedules-reports-settings';
import { contact, nameless } from '../contract/test-samples';

/** A complete Invoice as the API answers it, for tests that need one in the cache. */
export const invoiceFixture = (over: Partial<Invoice> = {}): Invoice => ({
  id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e01',
  business_id: '7c1f6c1e-2b5d-4f0e-8a3b-1d2e3f4a5b6c',
  invoice_type: 'regular_invoice',
  series: 'INV',
  invoice_number: '007',
  invoice_date: '2026-11-01',
  pay_until_date: '2026-11-15',
  language: 'en',
  subtotal: 100,
  vat: 0,
  total_incl_vat: 100,
  currency: 'EUR',
  payment_status: 'not_paid',
  notes: null,
  share_link: 'http://127.0.0.1:1/share/x',
  seller: { business_type: 'association', ...nameless, company_name: 'S', ...contact, custom_fields: [] },
  buyer: { type: 'company', ...nameless, company_name: 'B', ...contact },
  items: [],
  payment_options: [],
  created_at: 1000,
  updated_at: 1000,
  ...over,
});

/** The business's one expense, as its list and its own read answer it. */
const expenseFixture = () => ({
  id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e09',
  date: '2026-11-20',
  total: 18.4,
  currency: 'EUR',
  seller: 'Kavinė Žalia Arbata',
  created_at: 1,
  updated_at: 1,
});

/** A buyer's name that would run code, were a render to write text unescaped. */
export const hostileName = '</a><script>alert(1)</script>';

/**
 * A business's home page as the BFF answers it: its path, the answers of its five reads by BFF path, and `read`, the
 * BFF's answering of them (rejecting any other, as the BFF does a read it would not answer 200), for the tests of the
 * BFF's render of the first screen. Fresh from the API at 09:05 UTC on 2026-11-24; one invoice overdue since 2026-10-25;
 * drawn at `now`, 12:00 UTC that day (already the 25th in Auckland).
 */
export function homePageFixture() {
  const business = '7c1f6c1e-2b5d-4f0e-8a3b-1d2e3f4a5b6c';
  const b = `/b/${business}`;
  const overview = `${b}/overview`;
  const latestInvoices = `${b}/search/invoices?${overviewLists.latestInvoices}`;
  const latestExpenses = `${b}/search/expenses?${overviewLists.latestExpenses}`;
  const overdue = `${b}/search/invoices?${overviewLists.overdue}`;
  const businesses = '/businesses';
  const now = new Date('2026-11-24T12:00:00Z');
  const mirror = { state: 'ready', synced_at: Math.floor(Date.parse('2026-11-24T09:05:00Z') / 1000) };
  const late = invoiceFixture({
    id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02',
    invoice_number: '004',
    pay_until_date: '2026-10-25',
    total_incl_vat: 1234.5,
  });
  late.buyer = { ...late.buyer, company_name: hostileName };
  const answers: Record<string, unknown> = {
    [overview]: {
      data: {
        outstanding: [{ currency: 'EUR', amount: 1234.5, count: 2 }],
        overdue: [{ currency: 'EUR', amount: 1234.5, count: 1 }],
        preliminary_open: [],
        credit_open: [{ currency: 'EUR', amount: -30.03, count: 1 }],
        months: [
          {
            month: '2026-11',
            currency: 'EUR',
            issued: 1234.5,
            paid: 100,
            paid_basis: 'known',
            expenses: 18.4,
          },
        ],
        paid_known_from: '2026-05',
      },
      mirror,
    },
    [latestInvoices]: { data: [late, invoiceFixture()], meta: { total: 2 }, mirror },
    [latestExpenses]: {
      data: [expenseFixture()],
      meta: { total: 1 },
      mirror,
    },
    [overdue]: { data: [late], meta: { total: 1 }, mirror },
    [businesses]: { data: [{ id: business, title: 'Baltic Pine Studio', business_type: 'association' }] },
    // The header's read of who is signed in (a desk without a login: everybody is its owner).
    '/session': { data: { login_required: false, authenticated: true, max_upload_mb: 20 } },
  };
  const readFrom =
    (given: Record<string, unknown>) =>
    (path: string): Promise<unknown> =>
      Object.hasOwn(given, path)
        ? Promise.resolve(given[path])
        : Promise.reject(new Error(`${path}: not 200`));
  return {
    path: b,
    reads: { overview, businesses },
    mirror,
    answers,
    read: readFrom(answers),
    readFrom,
    now,
  };
}

/**
 * Every other screen a person opens by URL, as the BFF answers its reads: the invoice list filtered to paid ones, an
 * invoice, the expense list, an expense and the new-invoice form of `homePageFixture`'s business, and its schedules,
 * reports and settings (test-fixtures-schedules-reports-settings.ts), each with its URL and the answers of its reads by
 * BFF path (the same moment, mirror and `readFrom`).
 */
export function screensFixture() {
  const { path: b, answers: home, mirror, now, readFrom } = homePageFixture();
  const invoice = invoiceFixture({
    payment_status: 'paid',
    invoice_number: '011',
    buyer: { ...invoiceFixture().buyer, company_name: hostileName },
  });
  const expense = expenseFixture();
  const page = { current_page: 1, last_page: 1, per_page: 50, total: 1, from: 1, to: 1 };
  const listPage = { ...page, path: 'http://127.0.0.1:1/api/list' };
  // what every screen's shell reads first
  const shell = { '/businesses': home['/businesses'], '/session': home['/session'] };
  const state = {
    data: {
      state: 'ready',
      reason: null,
      invoices: { stored: 1, total: 1 },
      expenses: { stored: 1, total: 1 },
      synced_at: mirror.synced_at,
      live: true,
    },
  };
  const currencies = {
    [`${b}/currencies`]: {
      data: [
        { code: 'EUR', title: 'Euro' },
        { code: 'USD', title: 'US Dollar' },
      ],
    },
  };
  const screens = {
    invoices: {
      url: `${b}/invoices?status=paid`,
      answers: {
        ...shell,
        [`${b}/search/invoices?status=paid`]: {
          data: [invoice],
          meta: page,
          sums: [{ currency: 'EUR', amount: 100, count: 1 }],
          mirror,
        },
        [`${b}/emails/latest`]: { data: {} },
        [`${b}/mirror`]: state,
      },
    },
    invoice: {
      url: `${b}/invoices/${invoice.id}`,
      answers: {
        ...shell,
        [`${b}/invoices/${invoice.id}`]: { data: invoice },
        [`${b}/invoices/${invoice.id}/links`]: { data: { source: null, targets: [] } },
        [`${b}/invoices/${invoice.id}/emails`]: { data: [] },
      },
    },
    expenses: {
      url: `${b}/expenses`,
      answers: {
        ...shell,
        ...currencies,
        [`${b}/expenses?page=1`]: { data: [expense], meta: listPage },
        [`${b}/mirror`]: state,
      },
    },
    expense: {
      url: `${b}/expenses/${expense.id}`,
      answers: {
        ...shell,
        ...currencies,
        [`${b}/expenses/${expense.id}`]: { data: expense, remembered: null },
      },
    },
    newInvoice: {
      url: `${b}/invoices/new`,
      answers: {
        ...shell,
        ...currencies,
        [`${b}/profile`]: {
          data: {
            business_id: b.slice(3),
            business_title: 'Baltic Pine Studio',
            business_type: 'association',
            address: 'Gedimino pr. 9, Vilnius',
            vat_code: null,
            company_name: 'Baltic Pine Studio',
            company_code: '305123456',
          },
        },
        [`${b}/invoice-form-defaults`]: {
          data: {
            type: 'regular_invoice',
            series: 'BPS',
            vat_percentage: null,
            payment_term_days: 14,
            payment_options: [],
            notes: null,
            language: 'lt',
            currency: 'USD',
          },
        },
      },
    },
    ...schedulesReportsSettingsScreens(b, shell, mirror, invoice),
  } satisfies Record<string, { url: string; answers: Record<string, unknown> }>;
  return { screens, invoice, expense, now, readFrom };
}
