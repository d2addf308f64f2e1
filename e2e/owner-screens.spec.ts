import { expect, test, type Page } from '@playwright/test';
import { demoBusiness } from './invoices-helpers';
import { expectNoSidewaysScroll, picture, wholePage } from './pictures';

// Issue 29's screens as an owner sees them, in Lithuanian and in British English, at desktop and phone widths:
// pictures to look at (pictures.ts), and the layout rules a picture would show broken — no sideways scroll, the phone's
// header on one row, the form's sticky bar no taller than one row of buttons.

async function layoutHolds(page: Page, what: string, width: number) {
  await expectNoSidewaysScroll(page, `${what} at ${width} px`);
  if (width < 500) {
    // One row: no taller than the tallest control in it plus the header's padding.
    const header = await page.locator('header').first().boundingBox();
    expect(header?.height ?? 0, `${what}: the phone's header is one row`).toBeLessThanOrEqual(72);
  }
}

for (const locale of ['lt-LT', 'en-GB']) {
  test(`the owner's screens in ${locale} at 1280 and 390 px`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    const business = await demoBusiness(context.request);
    const { data } = (await (await context.request.get(`/api/b/${business}/invoices?page=1`)).json()) as {
      data: { id: string; type: string }[];
    };
    const invoice = data.find((i) => i.type === 'regular_invoice' || i.type === 'vat_invoice') ?? data[0]!;
    const screens: [string, string, () => Promise<void>][] = [
      [
        'overview',
        `/b/${business}`,
        async () => {
          await expect(page.getByTestId('outstanding')).toBeVisible();
          // The chart comes in once its section is near the viewport.
          await page.getByTestId('months-table').scrollIntoViewIfNeeded();
          await expect(page.locator('canvas')).toBeVisible();
        },
      ],
      [
        'invoices-not-paid',
        `/b/${business}/invoices?status=not_paid`,
        () => expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible(),
      ],
      [
        'invoice',
        `/b/${business}/invoices/${invoice.id}`,
        () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
      ],
      ['new-invoice', `/b/${business}/invoices/new`, () => expect(page.locator('form')).toBeVisible()],
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready();
        await page.waitForLoadState('networkidle');
        await layoutHolds(page, name, width);
        if (name === 'new-invoice') {
          const bar = page.locator('form .sticky.bottom-0').first();
          await expect(bar.getByRole('button').first()).toBeVisible();
          // Both measured in one go: the drawn form may be taken over between two separate reads (a box of null).
          // Measured again until the bar is laid out: caught mid take-over, bar and button both measured 0 × 0.
          const rows = () =>
            bar.evaluate((el) => {
              const barHeight = el.getBoundingClientRect().height;
              const buttonHeight = el.querySelector('button')!.getBoundingClientRect().height;
              return buttonHeight > 0 ? barHeight / buttonHeight : Number.NaN; // NaN: not laid out yet, asked again
            });
          // The bar is its padding and one row of buttons, never two.
          await expect.poll(rows, { message: 'the sticky bar is one row of buttons' }).toBeLessThan(2);
        }
        await picture(page, `owner/${locale}-${name}-${width}`, wholePage);
      }
    }
    await context.close();
  });
}
