import { expect, test } from '@playwright/test';
import { demoBusiness } from './invoices-helpers';

declare global {
  interface Window {
    firstFreshness?: Element | null;
  }
}

test.describe('the home page arrives drawn', () => {
  test.use({ locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });

  test('with its figures in the HTML; the app takes that page over as it is and then answers', async ({
    page,
    request,
  }) => {
    const business = await demoBusiness(request);
    // Before any code runs, the HTML itself holds the figures, in the browser's language.
    const html = await (
      await request.get(`/b/${business}`, { headers: { 'accept-language': 'lt-LT,lt;q=0.9' } })
    ).text();
    expect(html).toContain('data-testid="outstanding"');
    expect(html).toContain('<html lang="lt">');
    expect(html).toContain('Neapmokėta');

    // The freshness line as the HTML brought it, caught as the parser adds it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const line = document.querySelector('[data-testid="freshness"]');
        if (!line) return;
        window.firstFreshness = line;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => problems.push(e.message));
    const reads: string[] = [];
    page.on(
      'request',
      (r) => void (new URL(r.url()).pathname.startsWith('/api/') && reads.push(new URL(r.url()).pathname)),
    );

    await page.goto(`/b/${business}`);
    // Taken over: the language choice, disabled as the server drew it, now works.
    const language = page.getByRole('combobox', { name: 'Kalba' });
    await expect(language).toBeEnabled();
    expect(
      await page.evaluate(
        () => window.firstFreshness === document.querySelector('[data-testid="freshness"]'),
      ),
    ).toBe(true);
    await expect(page.getByTestId('months-table')).toBeAttached();
    // Every first-screen read came with the page; the "Coming up" card is mounted after the take-over, on purpose.
    const afterTakeOver = (p: string) => p === '/api/events' || /\/recurring(\/upcoming)?$/.test(p);
    expect(reads.filter((p) => !afterTakeOver(p))).toEqual([]);
    expect(problems).toEqual([]);

    await language.selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(new RegExp(`/b/${business}/invoices$`));
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1); // no reload
    expect(problems).toEqual([]);
  });
});

test.describe('in a time zone the server does not know yet', () => {
  test.use({ timezoneId: 'Pacific/Chatham' }); // UTC+13:45 in November: no server's own zone

  test('the clock times follow the person’s zone at once, and the next page is drawn in it', async ({
    page,
    request,
  }) => {
    const business = await demoBusiness(request);
    const { mirror } = (await (await request.get(`/api/b/${business}/overview`)).json()) as {
      mirror: { synced_at: number };
    };
    const at = new Date(mirror.synced_at * 1000);
    const time = new Intl.DateTimeFormat('en', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Pacific/Chatham',
    }).format(at);
    const dayAndTime = new Intl.DateTimeFormat('en', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Pacific/Chatham',
    }).format(at);

    await page.goto(`/b/${business}`);
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
    await expect(page.getByTestId('freshness')).toContainText(new RegExp(`${time}|${dayAndTime}`));
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'desk_zone')?.value)
      .toBe('Pacific%2FChatham');

    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const next = await (await request.get(`/b/${business}`, { headers: { cookie } })).text();
    expect(next).toContain('data-zone="Pacific/Chatham"');
    expect(next).toContain(time);
  });
});
