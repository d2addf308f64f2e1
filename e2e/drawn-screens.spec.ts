import { expect, test, type APIRequestContext } from '@playwright/test';
import { dropFiles, jpegReceipt } from './expenses-support';
import { apiOrigin, consoleKey, demoBusiness } from './invoices-helpers';

type Data<T> = { data: T };
const data = async <T>(request: APIRequestContext, path: string) =>
  ((await (await request.get(`/api${path}`)).json()) as Data<T>).data;

/** Each screen a person opens by URL, on the demo desk, with what its HTML must hold before any script has run. */
async function drawnScreens(request: APIRequestContext) {
  const business = await demoBusiness(request);
  const b = `/b/${business}`;
  const [paid] = await data<{ series: string; invoice_number: string }[]>(
    request,
    `${b}/search/invoices?status=paid&per_page=1`,
  );
  const [invoice] = await data<{ id: string; series: string; invoice_number: string }[]>(
    request,
    `${b}/search/invoices?sort=-invoice_date&per_page=1`,
  );
  const [expense] = await data<{ id: string; seller: string; total: number }[]>(
    request,
    `${b}/search/expenses?sort=-date&per_page=1`,
  );
  const [buyer] = await data<{ key: string }[]>(request, `${b}/reports/buyers`);
  return {
    business,
    screens: [
      {
        url: `${b}/invoices?status=paid`,
        chunk: 'invoice-list-route',
        shows: [`${paid!.series}-${paid!.invoice_number}`, '<option value="paid" selected="">'],
      },
      {
        url: `${b}/invoices/${invoice!.id}`,
        chunk: 'invoice-detail-route',
        shows: [`>${invoice!.series}-${invoice!.invoice_number}</h1>`],
      },
      {
        url: `${b}/invoices/new`,
        chunk: 'invoice-form-route',
        shows: ['<title>New invoice · Invoice Desk</title>', 'name="series" value="'],
      },
      {
        url: `${b}/expenses`,
        chunk: 'expense-list-route',
        shows: ['data-drop-zone="capture"', `/expenses/${expense!.id}"`],
      },
      {
        url: `${b}/expenses/${expense!.id}`,
        chunk: 'expense-detail-route',
        shows: [`name="total" value="${expense!.total.toFixed(2)}"`, 'data-drop-zone="replace"'],
      },
      { url: `${b}/recurring`, chunk: 'recurring-route', shows: ['<title>Recurring · Invoice Desk</title>'] },
      { url: `${b}/reports`, chunk: 'reports-route', shows: ['data-testid="vat-range"', '<table'] },
      { url: `${b}/reports/buyers`, chunk: 'reports-route', shows: [`/reports/buyers/${buyer!.key}"`] },
      {
        url: `${b}/settings`,
        chunk: 'settings-route',
        shows: ['name="time_zone"', 'name="steps.0.days" value="'],
      },
    ],
  };
}

/** The embedded API's request log for the business: every call the desk made of the API. */
async function apiCalls(request: APIRequestContext, origin: string, business: string) {
  const res = await request.get(`${origin}/console/request-log`, {
    headers: { 'x-console-key': consoleKey() },
  });
  return ((await res.json()) as Data<{ business_id: string | null }[]>).data.filter(
    (e) => e.business_id === business,
  ).length;
}

test.describe('every screen opened by URL arrives drawn', () => {
  test('its content in the HTML, its code preloaded, and not one call of the API spent on drawing it', async ({
    request,
  }) => {
    const { business, screens } = await drawnScreens(request);
    const origin = await apiOrigin(request, business);
    // The currencies are the BFF's for a day once read (the profile since the connect): the first form of the day is
    // drawn by the browser, every later one by the BFF.
    expect((await request.get(`/api/b/${business}/currencies`)).status()).toBe(200);
    for (const { url, chunk, shows } of screens) {
      const before = await apiCalls(request, origin, business);
      const res = await request.get(url, { headers: { 'accept-language': 'en' } });
      const html = await res.text();
      expect(await apiCalls(request, origin, business), url).toBe(before);
      expect(res.headers()['cache-control'], url).toBe('no-store');
      for (const text of shows) expect(html, url).toContain(text);
      expect(html, url).toMatch(new RegExp(`data-preload="[^"]*/assets/${chunk}-[\\w-]+\\.js`));
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('the filtered list, an invoice, the form and the expenses are on the screen all the same', async ({
    page,
    request,
  }) => {
    const { screens } = await drawnScreens(request);
    const [list, invoice, form, expenses, expense] = screens;
    await page.goto(list!.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(0);
    await page.goto(invoice!.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(form!.url);
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    await expect(page.getByLabel('Series')).not.toHaveValue('');
    await page.goto(expenses!.url);
    await expect(page.getByTestId('expense-drop-zone')).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(0);
    await page.goto(expense!.url);
    await expect(page.getByLabel('Total incl. VAT')).not.toHaveValue('');
  });
});

test.describe('the take-over of a drawn screen', () => {
  test.use({ locale: 'en-US' });

  for (const [name, index, kept] of [
    ['the filtered invoice list', 0, 'tbody tr'],
    ['an invoice', 1, 'main h1'],
    ['the expense list', 3, 'tbody tr'],
    ['an expense', 4, 'input[name="total"]'],
    ['the schedules', 5, 'main h1'],
    ['the VAT report', 6, 'tbody tr'],
    ['the buyers', 7, 'tbody tr'],
    ['the settings', 8, 'input[name="steps.0.days"]'],
  ] as const)
    test(`${name}: keeps what was drawn and asks the BFF for none of the reads the page carried`, async ({
      page,
      request,
    }) => {
      const { url } = (await drawnScreens(request)).screens[index]!;
      const problems: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
      page.on('pageerror', (e) => problems.push(e.message));
      const reads: string[] = [];
      page.on(
        'request',
        (r) => void (new URL(r.url()).pathname.startsWith('/api/') && reads.push(new URL(r.url()).pathname)),
      );
      // The element as the HTML brought it, caught as the parser adds it.
      await page.addInitScript((selector) => {
        new MutationObserver((_, observer) => {
          const element = document.querySelector(selector);
          if (!element) return;
          (window as { drawn?: Element }).drawn = element;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, kept);
      await page.goto(url);
      // Taken over, the screen's part too: React holds the very element the HTML brought.
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys((window as { drawn?: Element }).drawn ?? {}).some((key) =>
              key.startsWith('__reactFiber'),
            ),
          ),
        )
        .toBe(true);
      expect(
        await page.evaluate(
          (selector) => (window as { drawn?: Element }).drawn === document.querySelector(selector),
          kept,
        ),
      ).toBe(true);
      // Mounted, a screen asks for what it lacks in the effects of that commit: let them run, then look.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(reads.filter((p) => p !== '/api/events')).toEqual([]);
      expect(problems).toEqual([]);
    });
});

test.describe('a file dropped on a drawn drop zone before the app has taken the page over', () => {
  test.use({ locale: 'en-US' });

  // Held back: all of the app's code (the page as the BFF drew it), or only the screen's own (the app has taken over
  // the rest of the page, and React stops a drop on the part it has not).
  for (const [name, held, started] of [
    ['before any of its code has come', '**/assets/*.js', false],
    ['while the screen’s own code is on its way', '**/assets/expense-list-route-*.js', true],
  ] as const)
    test(`${name}: is held and taken in by the zone once it has come; one dropped beside it opens nothing`, async ({
      page,
      request,
    }) => {
      const { screens } = await drawnScreens(request);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(held, async (route) => {
        await released;
        await route.continue();
      });
      // Not until "load": once the page has painted it asks for its code, and code held back holds the load event.
      await page.goto(screens[3]!.url, { waitUntil: 'commit' });
      const zone = page.getByTestId('expense-drop-zone');
      await expect(zone).toBeVisible();
      if (started) await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
      await expect(zone.getByRole('button', { name: 'New expense' })).toBeDisabled();
      await dropFiles(page, zone, [
        { name: 'early.jpg', type: 'image/jpeg', bytes: await jpegReceipt(page, 'Early Bird Café') },
      ]);
      // Beside the zone: the browser would open the file in the tab, the page gone; held, it is not.
      const opened = await page.evaluate(() => {
        const drop = new DragEvent('drop', {
          bubbles: true,
          cancelable: true,
          dataTransfer: new DataTransfer(),
        });
        drop.dataTransfer!.items.add(new File(['x'], 'beside.pdf', { type: 'application/pdf' }));
        return document.querySelector('h1')!.dispatchEvent(drop);
      });
      expect(opened).toBe(false);
      release();
      const card = page.getByRole('article', { name: 'Receipt early.jpg' });
      await expect(card.getByRole('img', { name: 'Preview of early.jpg' })).toBeVisible();
      await expect(zone.getByRole('button', { name: 'New expense' })).toBeEnabled();
      await expect(page.getByRole('article', { name: 'Receipt beside.pdf' })).toHaveCount(0);
    });
});
