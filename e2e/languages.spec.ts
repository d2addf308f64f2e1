import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createInvoiceViaBff,
  demoBusiness,
  expectAccessible,
  ownBusiness,
  plainInvoice,
} from './invoices-helpers';
import { atWidths, expectNoSidewaysScroll } from './pictures';

// Issue 15 in the browser: the language comes from the browser at the first visit, the header switches it and the
// choice is remembered; the search journey runs in Lithuanian and German with axe clean; screenshots at two widths.
// Besides the frame's words (header, navigation, list notes, freshness line), the overview's and the invoice list's own
// words and money written each language's way.

const nav = (page: Page, name: string) => page.getByRole('navigation', { name });

interface Figure {
  currency: string;
  amount: number;
  count: number;
}

/** The overview's outstanding EUR figure as the BFF answers it: what the card must show, in the page's language. */
async function outstandingEur(request: APIRequestContext, business: string): Promise<Figure> {
  const answer = (await (await request.get(`/api/b/${business}/overview`)).json()) as {
    data: { outstanding: Figure[] };
  };
  const eur = answer.data.outstanding.find((f) => f.currency === 'EUR');
  expect(eur, 'the demo has EUR outstanding').toBeDefined();
  return eur!;
}

const euros = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    amount,
  );

/** The outstanding EUR card: its amount (the exact figure, in the language's own shape) and its count's plural form. */
async function expectOutstandingEur(
  page: Page,
  figure: Figure,
  o: { locale: string; shape: RegExp; count: string },
) {
  const amount = page.getByTestId('outstanding-EUR');
  await expect(amount).toHaveText(euros(o.locale, figure.amount));
  await expect(amount).toHaveText(o.shape);
  await expect(page.getByTestId('outstanding').getByRole('link').filter({ has: amount })).toContainText(
    o.count,
  );
}

test.describe('a browser set to Lithuanian', () => {
  test.use({ locale: 'lt-LT' });

  test('opens the dashboard in Lithuanian; Deutsch chosen in the header is German at once and after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const business = await demoBusiness(request);
    await page.goto(`/b/${business}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    // The overview's own words; money with no-break spaces and a decimal comma; Lithuanian's three plural forms.
    const owed = await outstandingEur(request, business);
    await expect(page.getByRole('heading', { level: 1, name: 'Apžvalga' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Neapmokėta' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Pradelstos sąskaitos, seniausios pirma' }),
    ).toBeVisible();
    const ltForms: Partial<Record<Intl.LDMLPluralRule, string>> = {
      one: 'neapmokėta sąskaita',
      few: 'neapmokėtos sąskaitos',
    };
    const ltForm = ltForms[new Intl.PluralRules('lt').select(owed.count)] ?? 'neapmokėtų sąskaitų';
    await expectOutstandingEur(page, owed, {
      locale: 'lt-LT',
      shape: /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€$/,
      count: `${owed.count} ${ltForm}`,
    });
    await expect(page.getByTestId('overdue-list').getByRole('link').first()).toContainText(
      /\d+ dien(a|os|ų) po termino \(apmokėti iki /,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Paskutiniai 12 mėnesių' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Atsisiųsti mėnesio paketą (ZIP)' })).toBeVisible();
    await page.getByTestId('months-table').scrollIntoViewIfNeeded();
    await expect(page.locator('canvas')).toBeVisible(); // the chart is in the screenshots, with its labels
    const sections = nav(page, 'Skiltys');
    for (const name of ['Apžvalga', 'Sąskaitos', 'Išlaidos', 'Profilis'])
      await expect(sections.getByRole('link', { name })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Apžvalga' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Pereiti prie turinio' })).toBeAttached();
    await expect(page).toHaveTitle('Apžvalga · Invoice Desk');
    await expect(page.getByLabel('Kalba')).toHaveValue('lt');
    await expectAccessible(page);
    await atWidths(page, 'languages/overview-lt', { widths: [1280, 390] });

    // The business screens: the profile's labels are the invoice's own words; the connect screen and its form.
    await sections.getByRole('link', { name: 'Profilis' }).click();
    await expect(page.getByText('PVM mokėtojo kodas')).toBeVisible();
    await expect(page).toHaveTitle('Profilis · Invoice Desk');
    await expectAccessible(page);
    await atWidths(page, 'languages/profile-lt', { widths: [390] });
    await page.getByRole('link', { name: 'Prijungti verslą' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verslo prijungimas' })).toBeVisible();
    await page.getByRole('button', { name: 'Tikrinti raktą' }).click();
    await expect(page.getByText('Įklijuokite API raktą')).toBeVisible();
    await expectAccessible(page);
    await atWidths(page, 'languages/connect-lt', { widths: [390] });
    await page.goto(`/b/${business}`);

    await page.getByLabel('Kalba').selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(nav(page, 'Bereiche').getByRole('link', { name: 'Rechnungen' })).toBeVisible();
    await expect(page).toHaveTitle('Übersicht · Invoice Desk');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const name of ['Übersicht', 'Rechnungen', 'Ausgaben', 'Profil'])
      await expect(nav(page, 'Bereiche').getByRole('link', { name })).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Offen', exact: true })).toBeVisible();
    await expectOutstandingEur(page, owed, {
      locale: 'de-DE',
      shape: /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/,
      count: `${owed.count} ${owed.count === 1 ? 'offene Rechnung' : 'offene Rechnungen'}`,
    });
    await expect(page.getByTestId('overdue-list').getByRole('link').first()).toContainText(
      /\d+ Tage? überfällig \(fällig am /,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Die letzten 12 Monate' })).toBeVisible();
    await page.getByTestId('months-table').scrollIntoViewIfNeeded();
    await expect(page.locator('canvas')).toBeVisible();
    await atWidths(page, 'languages/overview-de', { widths: [390] });
  });
});

/** A calendar day as the locale writes it in the app (lib/format.ts formatDate). */
const day = (locale: string, ymd: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${ymd}T00:00:00Z`));

test.describe('a browser set to British English', () => {
  test.use({ locale: 'en-GB' });

  test('writes dates day first and times on 24 h, the drawn page and the app alike; the header names the business', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const business = await demoBusiness(request);
    const { data } = (await (await request.get(`/api/b/${business}/invoices?page=1`)).json()) as {
      data: { id: string; invoice_date: string; share_link: string }[];
    };
    const invoice = data[0]!;
    const hydration: string[] = [];
    page.on(
      'console',
      (m) => void (m.type() === 'error' && /hydrat/i.test(m.text()) && hydration.push(m.text())),
    );

    // The BFF draws the overview in en-GB (the browser's Accept-Language) and the app takes it over in the same.
    await page.goto(`/b/${business}`);
    await expect(page.locator('#root')).toHaveAttribute('data-format-locale', 'en-GB');
    await expect(page.getByTestId('freshness')).toHaveText(/everything read at \d{2}:\d{2}, changes/, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('overdue-list').getByRole('link').first()).toContainText(
      /\(due \d{1,2} [A-Z][a-z]{2} \d{4}\)/,
    );
    await expect(page.getByLabel('Language')).toBeEnabled(); // taken over
    await expect(page.getByTestId('freshness')).not.toContainText(/AM|PM/);
    expect(hydration).toEqual([]);
    await expect(page.getByRole('banner').getByTitle('Baltic Pine Studio')).toHaveText('Baltic Pine Studio');
    await atWidths(page, 'languages/overview-en-GB', { widths: [1280, 390] });

    // Narrow windows: the sections wrap within the header, never past the window's edge.
    for (const width of [640, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, `the overview at ${width} px`);
    }
    // A phone: the header is one row, the sections folded behind "Menu" until it is pressed, and again on the next page.
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = await page
      .getByRole('banner')
      .getByRole('button', { name: 'Menu' })
      .locator('..')
      .boundingBox();
    expect(bar!.height).toBeLessThan(80);
    const sections = nav(page, 'Sections');
    await expect(sections).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await sections.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(`/b/${business}/invoices`);
    await expect(sections).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoSidewaysScroll(page, 'the invoice list at 390 px');
    // The connect screen has nothing to fold behind the button when it is the only way on.
    await page.goto('/connect');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect a business' })).toBeVisible();
    const folded = await page.locator('#shell-menu').evaluate((menu) => menu.textContent !== '');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ visible: folded });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The invoice's day in en-GB; the same page in a US browser writes it the US way.
    await page.goto(`/b/${business}/invoices/${invoice.id}`);
    await expect(page.getByText(day('en-GB', invoice.invoice_date), { exact: true }).first()).toBeVisible();
    // The demo's share links are on the embedded API's loopback address: no client could open one.
    await expect(page.getByRole('textbox', { name: /Share link/ })).toHaveValue(invoice.share_link);
    await expect(page.getByRole('textbox', { name: /Share link/ })).toHaveAccessibleDescription(
      /^Works only on this computer/,
    );
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
    const us = await browser.newContext({ locale: 'en-US', baseURL: page.url() });
    try {
      const usPage = await us.newPage();
      await usPage.goto(page.url());
      await expect(
        usPage.getByText(day('en-US', invoice.invoice_date), { exact: true }).first(),
      ).toBeVisible();
      expect(day('en-US', invoice.invoice_date)).not.toBe(day('en-GB', invoice.invoice_date));
    } finally {
      await us.close();
    }
  });
});

/** Both journeys on one business of their own: two invoices, one of them by the buyer searched for. */
interface ListWords {
  title: string;
  buyer: string;
  notPaid: string;
  newInvoice: string;
  search: string;
}

const searchJourney = (o: {
  lang: string;
  upToDate: RegExp;
  found: string;
  sections: string;
  invoices: string;
  list: ListWords;
}) =>
  test(`finds an invoice by its buyer’s name (${o.lang})`, async ({ page, request, baseURL, playwright }) => {
    test.setTimeout(120_000);
    const biz = await ownBusiness(playwright.request, baseURL!, `Kalbos ${o.lang}`);
    try {
      await createInvoiceViaBff(request, baseURL!, biz.id, plainInvoice('Müller GmbH', 'LNG'));
      await createInvoiceViaBff(request, baseURL!, biz.id, plainInvoice('Harbour Café Ltd', 'LNG'));
      await page.goto(`/b/${biz.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', o.lang);
      await nav(page, o.sections).getByRole('link', { name: o.invoices }).click();
      await expect(page).toHaveURL(`/b/${biz.id}/invoices`);
      await expect(page.locator('tbody tr')).toHaveCount(2);
      // The list's own words: heading, a column, the status badge of an invoice nobody has paid, the new-invoice button.
      await expect(page.getByRole('heading', { level: 1, name: o.list.title })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: o.list.buyer })).toBeVisible();
      for (const row of await page.locator('tbody tr').all())
        await expect(row.getByText(o.list.notPaid, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: o.list.newInvoice })).toBeVisible();
      const search = page.getByRole('searchbox', { name: o.list.search });
      // The mirror's first walk is done: the search covers both.
      await expect(page.getByRole('status').filter({ hasText: o.upToDate })).toBeVisible({ timeout: 30_000 });

      await search.fill('muller');
      await expect(page).toHaveURL(`/b/${biz.id}/invoices?q=muller`);
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(page.locator('tbody tr').first()).toContainText('Müller GmbH');
      await expect(page.getByRole('status').filter({ hasText: o.found })).toBeVisible();
      await expectAccessible(page);
      await search.fill('');
      await expect(page.locator('tbody tr')).toHaveCount(2);
      await atWidths(page, `languages/invoice-list-${o.lang}`, {
        widths: o.lang === 'lt' ? [1280, 390] : [390],
      });
    } finally {
      await biz.close();
    }
  });

test.describe('the search journey in Lithuanian', () => {
  test.use({ locale: 'lt-LT' });
  searchJourney({
    lang: 'lt',
    upToDate: /^Atnaujinta · /,
    found: 'Rasta 1 iš 2 sąskaitų',
    sections: 'Skiltys',
    invoices: 'Sąskaitos',
    list: {
      title: 'Sąskaitos faktūros',
      buyer: 'Pirkėjas',
      notPaid: 'Neapmokėta',
      newInvoice: 'Nauja sąskaita faktūra',
      search: 'Ieškoti sąskaitų faktūrų',
    },
  });
});

test.describe('the search journey in German', () => {
  test.use({ locale: 'de-DE' });
  searchJourney({
    lang: 'de',
    upToDate: /^Aktuell · /,
    found: '1 von 2 Rechnungen gefunden',
    sections: 'Bereiche',
    invoices: 'Rechnungen',
    list: {
      title: 'Rechnungen',
      buyer: 'Käufer',
      notPaid: 'Offen',
      newInvoice: 'Neue Rechnung',
      search: 'Rechnungen durchsuchen',
    },
  });
});
