import type { Invoice } from '../contract/invoice';

/**
 * The schedules, the reports' pages (the VAT report, the buyers, one buyer) and the settings of `screensFixture`'s
 * business as the BFF answers their reads, by BFF path: its part of that fixture (test-fixtures.ts), at its moment
 * (2026-11-24, so the VAT report opens on November) and with its `shared` answers (the header's reads) and `invoice`,
 * whose buyer's name would run code, were a render to write text unescaped.
 */
export function schedulesReportsSettingsScreens(
  b: string,
  shared: Record<string, unknown>,
  mirror: { state: string; synced_at: number },
  invoice: Invoice,
) {
  const page = { current_page: 1, last_page: 1, per_page: 50, total: 1, from: 1, to: 1 };
  const buyer = { ...invoice.buyer, company_code: '305123456' };
  const key = 'c-305123456';
  const account = {
    key,
    buyer,
    invoices: 1,
    last_invoice_date: invoice.invoice_date,
    currencies: [{ currency: 'EUR', invoiced: 100, paid: 100, outstanding: 0, overdue: 0 }],
  };
  const november = 'from=2026-11-01&to=2026-11-30&group=month';
  return {
    recurring: {
      url: `${b}/recurring`,
      answers: {
        ...shared,
        [`${b}/recurring`]: {
          data: [
            {
              id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e21',
              template: {
                buyer,
                currency: 'EUR',
                products: [{ title: 'Hosting', quantity: 1, price: 100, vat_percentage: 21 }],
              },
              pay_in_days: 14,
              frequency: 'monthly',
              interval: 1,
              start_date: '2026-10-31',
              end: { after: 12 },
              email: { to: ['books@buyer.example'] },
              state: 'active',
              paused_reason: null,
              next_date: '2026-11-30',
              missed: [],
              issued: [{ date: '2026-10-31', invoice_id: invoice.id, status: 'issued', error: null }],
              created_at: 1_790_000_000,
            },
          ],
        },
      },
    },
    vatReport: {
      url: `${b}/reports`,
      answers: {
        ...shared,
        [`${b}/reports/vat?${november}`]: {
          data: [
            {
              period: '2026-11',
              currency: 'EUR',
              sales: [{ vat_percentage: 21, net: 100, vat: 21, gross: 121, invoices: 1 }],
              sales_total: { net: 100, vat: 21, gross: 121 },
              purchases: { gross: 18.4, vat_known: 0, with_vat: 0, without_vat: 1 },
              vat_payable: 21,
            },
          ],
        },
        [`${b}/reports/vat/unknown-expenses?${november}`]: {
          data: [
            {
              id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e09',
              date: '2026-11-20',
              seller: 'Kavinė Žalia Arbata',
              total: 18.4,
              currency: 'EUR',
              period: '2026-11',
            },
          ],
        },
      },
    },
    buyers: {
      url: `${b}/reports/buyers`,
      answers: { ...shared, [`${b}/reports/buyers`]: { data: [account], meta: page, mirror } },
    },
    buyer: {
      url: `${b}/reports/buyers/${key}`,
      answers: {
        ...shared,
        [`${b}/reports/buyers/${key}`]: { data: account, mirror },
        [`${b}/search/invoices?buyer=${key}`]: {
          data: [invoice],
          meta: page,
          sums: [{ currency: 'EUR', amount: 100, count: 1 }],
          mirror,
        },
        [`${b}/reports/buyers/${key}/emails`]: {
          data: [
            {
              id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e31',
              invoice_id: invoice.id,
              kind: 'invoice',
              to: ['books@buyer.example'],
              cc: [],
              subject: `Invoice ${invoice.series}-${invoice.invoice_number}`,
              status: 'sent',
              attempts: 1,
              error: null,
              // 2026-11-20 09:30 UTC: the clock time a person reads depends on the zone the page is drawn in.
              created_at: 1_795_167_000,
              sent_at: 1_795_167_000,
            },
          ],
        },
      },
    },
    settings: {
      url: `${b}/settings`,
      answers: {
        ...shared,
        [`${b}/reminders`]: {
          data: { enabled: true, steps: [3, 10], window: { from_hour: 8, to_hour: 18 } },
          meta: { waiting: 0, through: null, per_day: 20 },
        },
        [`${b}/settings`]: {
          data: {
            time_zone: 'Europe/Vilnius',
            reply_to: 'books@balticpine.example',
            mail_server: {
              host: 'smtp.balticpine.example',
              port: 587,
              secure: false,
              user: 'books',
              from: 'books@balticpine.example',
              from_name: 'Baltic Pine Studio',
              require_tls: true,
              password_set: true,
            },
          },
        },
        [`${b}/invoice-defaults`]: {
          data: {
            type: null,
            series: 'BPS',
            vat_percentage: 21,
            payment_term_days: 14,
            payment_options: null,
            notes: null,
          },
        },
      },
    },
  };
}
