import { expect, test } from '@playwright/test';
import type { Desk } from './business-desk';
import type { FaultMode, FaultProxy } from './fault-proxy';
import { connectBusiness, startFaultDesk } from './faults-support';

// Issue 7, faults: an HTML answer, a truncated JSON body and a 500 with an HTML body each become a clear error
// in the app, and the page stays usable (its retry works once the API answers properly again).
let desk: Desk;
let proxy: FaultProxy;
test.beforeAll(async () => {
  ({ desk, proxy } = await startFaultDesk());
});
test.afterAll(async () => {
  await desk?.close();
  await proxy?.close();
});

// The person reads the BFF's error by its code, in their language (issue 15): a web page instead of data is
// upstream_unavailable, a cut or malformed body upstream_error. The BFF's English detail stays out of the page.
const cases: { mode: FaultMode; message: string }[] = [
  { mode: 'html', message: 'The invoicing service cannot be reached right now.' },
  { mode: 'truncated-json', message: 'The invoicing service failed to answer properly. Try again later.' },
  { mode: 'html-500', message: 'The invoicing service cannot be reached right now.' },
];

// One test per answer, each with its own time bound: each waits out the query client's retries (1 + 2 + 4 s) before
// its error shows, which a loaded machine stretches.
for (const c of cases) {
  test(`a malformed API answer (${c.mode}) becomes a clear error, and the page recovers through its retry`, async ({
    page,
  }) => {
    await proxy.set('pass'); // whatever a case before this one left
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    const list = await connectBusiness(page, desk, `Fault ${c.mode}, MB`);
    await proxy.set(c.mode);
    await page.goto(list);
    const alert = page.getByRole('alert').filter({ hasText: 'The invoices could not be loaded' });
    // upstream_unavailable is retried by the query client (1 + 2 + 4 s) before it is shown
    await expect(alert, c.mode).toBeVisible({ timeout: 25_000 });
    await expect(alert).toContainText(c.message);
    await expect(page.getByText(/<html|<!doctype|\{"data"/i)).toHaveCount(0);
    // still usable: the header navigation and the error's own retry work
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await proxy.set('pass');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No invoices yet')).toBeVisible({ timeout: 10_000 });
    await expect(alert).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
}
