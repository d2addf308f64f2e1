// @vitest-environment node
// The BFF renders every screen a person opens by URL in Node: no document, no location, no window — as here.
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './server-entry';
import { hostileName, screensFixture } from '../test-fixtures';

const { screens, invoice, now, readFrom } = screensFixture();
/** A reader answering `answers` that notes each path asked of it. */
const recording = (answers: Record<string, unknown>) => {
  const asked: string[] = [];
  return { asked, read: (path: string) => (asked.push(path), readFrom(answers)(path)) };
};

describe("the BFF's render of every screen opened by URL", () => {
  it.each([
    [
      'invoices',
      'Invoices · Invoice Desk',
      ['Found 1 of 1 invoice', 'INV-011', '€100.00', 'Paid'],
      'app/routes/invoice-list-route.tsx',
      ['invoices', 'lists'],
    ],
    [
      'invoice',
      'Invoice · Invoice Desk',
      ['INV-011', 'Download PDF', 'Nov 15, 2026'],
      'app/routes/invoice-detail-route.tsx',
      ['invoices', 'rules'],
    ],
    [
      'newInvoice',
      'New invoice · Invoice Desk',
      ['New invoice', 'Baltic Pine Studio', 'value="BPS"', 'name="currency" value="USD"', '$0.00'],
      'app/routes/invoice-form-route.tsx',
      ['invoices', 'rules'],
    ],
    [
      'expenses',
      'Expenses · Invoice Desk',
      ['Kavinė Žalia Arbata', '€18.40', 'data-drop-zone="capture"'],
      'app/routes/expense-list-route.tsx',
      ['expenses', 'rules', 'lists'],
    ],
    [
      'expense',
      'Expense · Invoice Desk',
      ['Kavinė Žalia Arbata', 'value="18.40"', 'data-drop-zone="replace"'],
      'app/routes/expense-detail-route.tsx',
      ['expenses', 'rules'],
    ],
    [
      'recurring',
      'Recurring · Invoice Desk',
      ['€121.00', 'Monthly on day 31, 12 invoices in all', 'Nov 30, 2026', 'books@buyer.example'],
      'app/routes/recurring-route.tsx',
      ['recurring'],
    ],
    [
      'vatReport',
      'Reports · Invoice Desk',
      [
        'Nov 1, 2026 – Nov 30, 2026',
        'Nov 2026',
        '€121.00',
        'Kavinė Žalia Arbata',
        '<option value="month" selected="">',
      ],
      'app/routes/reports-route.tsx',
      ['reports', 'invoices', 'lists'],
    ],
    [
      'buyers',
      'Reports · Invoice Desk',
      ['Buyers and their accounts', 'Nov 1, 2026', '€100.00', '/reports/buyers/c-305123456"'],
      'app/routes/reports-route.tsx',
      ['reports', 'invoices', 'lists'],
    ],
    [
      'buyer',
      'Reports · Invoice Desk',
      ['Company code 305123456', 'INV-011', 'value="2026-01-01"', 'value="2026-11-24"', 'Nov 20, 09:30 AM'],
      'app/routes/reports-route.tsx',
      ['reports', 'invoices', 'lists'],
    ],
    [
      'settings',
      'Settings · Invoice Desk',
      [
        'name="enabled" checked=""',
        'name="window_mode" checked="" value="hours"',
        '<option value="Europe/Vilnius" selected="">',
        'value="smtp.balticpine.example"',
        'name="mail_server.secure" checked="" value="starttls"',
        'name="payment" checked="" value="latest"',
        'name="series" value="BPS"',
      ],
      'app/routes/settings-route.tsx',
      ['business'],
    ],
  ] as const)(
    'draws %s from the BFF’s answers to exactly its reads, and names the code and words its take-over loads',
    async (name, title, shown, module, words) => {
      const { url, answers } = screens[name];
      const { asked, read } = recording(answers);
      const page = await renderFirstScreen({ url, locale: 'en', zone: 'UTC', read, now });
      expect(page?.title).toBe(title);
      // What a person reads, and a form's values (the series its defaults start with).
      const seen = page!.html.replace(/<[^>]+>/g, ' ').replaceAll('&amp;', '&') + page!.html;
      for (const words of shown) expect(seen, words).toContain(words);
      expect(page!.html).not.toContain('<!--$!-->');
      expect(page!.html).not.toContain(hostileName);
      expect(asked.toSorted()).toEqual(Object.keys(answers).toSorted());
      expect(page!.screen).toEqual({ module: `src/web/${module}`, words });
      // The cache handed over holds one query per read, each answered.
      const state = page!.state as { queries: { state: { status: string } }[] };
      expect(state.queries.map((q) => q.state.status)).toEqual(asked.map(() => 'success'));
    },
  );

  it('draws a list with its filters from the query string: the filter shown chosen, the search asked with it', async () => {
    const { url, answers } = screens.invoices;
    const page = await renderFirstScreen({ url, locale: 'en', zone: 'UTC', read: readFrom(answers), now });
    expect(page!.html).toMatch(/<option value="paid" selected="">/);
    expect(page!.html).toContain(invoice.id);
  });

  it('draws clock times, today and this month in the page’s time zone, not the machine’s', async () => {
    // 12:00 UTC on 30 November is 01:00 on 1 December in Auckland.
    const [at, zone] = [new Date('2026-11-30T12:00:00Z'), 'Pacific/Auckland'];
    const { url, answers } = screens.buyer;
    const buyer = await renderFirstScreen({ url, locale: 'en', zone, read: readFrom(answers), now: at });
    // The e-mail went at 09:30 UTC; the statement runs to today.
    expect(buyer!.html).toContain('Nov 20, 10:30 PM');
    expect(buyer!.html).toContain('value="2026-12-01"');
    const { asked, read } = recording({});
    await renderFirstScreen({ url: screens.vatReport.url, locale: 'en', zone, read, now: at });
    expect(asked).toContain(`${screens.vatReport.url}/vat?from=2026-12-01&to=2026-12-31&group=month`);
  });

  it('hands the page the day names a schedule’s rule is written with, so its take-over needs no Intl for them', async () => {
    const { url, answers } = screens.recurring;
    const page = await renderFirstScreen({ url, locale: 'en', zone: 'UTC', read: readFrom(answers), now });
    // Started on Saturday 31 October.
    expect(Object.values(page!.formats)).toEqual(expect.arrayContaining(['Saturday', 'October 31']));
  });

  it('leaves a screen to the browser when one of its reads is not answered, and draws no screen that is not one of these', async () => {
    for (const [name, { url, answers }] of Object.entries(screens)) {
      for (const missing of Object.keys(answers)) {
        const some = { ...answers };
        delete some[missing as keyof typeof some];
        expect(
          await renderFirstScreen({ url, locale: 'en', zone: 'UTC', read: readFrom(some), now }),
          `${name} without ${missing}`,
        ).toBeUndefined();
      }
    }
    const { answers } = screens.invoices;
    for (const other of ['/b/x/people', '/b/x/profile', '/b/x/account', '/connect', '/b/x/invoices/1/edit'])
      expect(
        await renderFirstScreen({ url: other, locale: 'en', zone: 'UTC', read: readFrom(answers), now }),
        other,
      ).toBeUndefined();
  });
});
