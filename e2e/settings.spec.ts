import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createInvoiceViaBff,
  deskToday,
  expectAccessible,
  ownBusiness,
  plainInvoice,
  type OwnBusiness,
} from './invoices-helpers';
import { atWidths } from './pictures';
import { addDays } from '../src/contract/clock';

/**
 * The business's settings screen (issue 25): automatic reminders and how its messages are sent, each form saved on
 * its own; the mail server's password written once and never shown or answered again; and what the two change
 * elsewhere — the list's "Sent …" line and the invoice page's next reminder. `npm start` has no mail server, so a
 * message goes to the desk's local outbox.
 */
/** A `Y-m-d` day as the dashboard writes it in English (lib/format.ts formatDate). */
const englishDate = (ymd: string) =>
  new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

let biz: OwnBusiness;
test.beforeAll(async ({ playwright }, info) => {
  biz = await ownBusiness(playwright.request, info.project.use.baseURL!, 'Settings spec');
});
test.afterAll(() => biz.close());

const remindersForm = (page: Page) => page.getByRole('region', { name: 'Automatic reminders' });
const sendingForm = (page: Page) => page.getByRole('region', { name: 'Sending' });
const stepValues = (form: Locator) =>
  form.getByLabel(/^Step \d+$/).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test('turns automatic reminders on with steps: a bad step is refused before sending; saved, they survive a reload', async ({
  page,
}) => {
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(new URL(r.url()).pathname);
  });
  await page.goto(`/b/${biz.id}`);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/b/${biz.id}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Invoice Desk');
  const form = remindersForm(page);
  const enabled = form.getByLabel('Send payment reminders automatically');
  await expect(enabled).not.toBeChecked(); // off by default
  expect(await stepValues(form)).toEqual(['3', '10', '30']);
  await expect(form.getByText('3 days after the due date')).toBeVisible();

  await enabled.check();
  await form.getByLabel('Step 1', { exact: true }).fill('-2');
  await expect(form.getByText('2 days before the due date')).toBeVisible();
  await form.getByRole('button', { name: 'Add a step' }).click();
  await form.getByLabel('Step 4', { exact: true }).fill('400');
  await form.getByRole('button', { name: 'Save reminders' }).click();
  await expect(form.getByText('Enter a whole number of days from -60 to 365.')).toBeVisible();
  await expect(form.getByLabel('Step 4', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(puts).toEqual([]);

  await form.getByLabel('Step 4', { exact: true }).fill('7');
  await form.getByLabel('Until', { exact: true }).selectOption('17');
  await form.getByRole('button', { name: 'Save reminders' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  expect(puts).toEqual([`/api/b/${biz.id}/reminders`]);

  await page.reload();
  await expect(enabled).toBeChecked();
  expect(await stepValues(form)).toEqual(['-2', '7', '10', '30']);
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('8');
  await expect(form.getByLabel('Until', { exact: true })).toHaveValue('17');
  const stored = await (await page.request.get(`/api/b/${biz.id}/reminders`)).json();
  expect(stored).toEqual({
    data: { enabled: true, steps: [-2, 10, 30, 7], window: { from_hour: 8, to_hour: 17 } },
    meta: { waiting: 0, through: null, per_day: 50 },
  });
  await expectAccessible(page);
});

test('saves an own mail server with a password; after a reload the password is only "stored", in no answer and not on the page', async ({
  page,
}) => {
  const password = `e2e-Secret-${Date.now()}`;
  // Every answer the page gets (the live events' stream never ends, so it is left out).
  const answers: Promise<string>[] = [];
  page.on('response', (r) => {
    if (!r.url().endsWith('/api/events')) answers.push(r.text().catch(() => ''));
  });
  await page.goto(`/b/${biz.id}/settings`);
  const form = sendingForm(page);
  await expect(
    form.getByText(
      /go out through the dashboard’s mail server — or, when the dashboard has none set up, into its local outbox/,
    ),
  ).toBeVisible();
  await form.getByLabel('Time zone').selectOption('Europe/Vilnius');
  await form.getByLabel('Reply-To address (optional)').fill('books@example.lt');
  await form.getByLabel('Use my own mail server').check();
  await form.getByLabel('Server (host name)').fill('smtp.example.lt');
  await expect(form.getByLabel('Port', { exact: true })).toHaveValue('587');
  await expect(form.getByLabel('STARTTLS, usually port 587')).toBeChecked();
  await form.getByLabel('Login', { exact: true }).fill('billing@example.lt');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('From address').fill('billing');
  await form.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(form.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await form.getByLabel('From address').fill('billing@example.lt');
  await form.getByLabel('From name (optional)').fill('Settings Spec UAB');
  await form.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'A password is stored — leave empty to keep it.',
  );

  await page.reload();
  await expect(form.getByLabel('Server (host name)')).toHaveValue('smtp.example.lt');
  await expect(form.getByLabel('Time zone')).toHaveValue('Europe/Vilnius');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form.getByText('A password is stored — leave empty to keep it.')).toBeVisible();
  // The reminders' hours are counted in the zone just saved.
  await expect(
    remindersForm(page).getByText('Hours in the business’s time zone: Europe/Vilnius.'),
  ).toBeVisible();
  expect(await page.content()).not.toContain(password);
  const settings = await page.request.get(`/api/b/${biz.id}/settings`);
  const text = await settings.text();
  expect(text).not.toContain(password);
  expect(JSON.parse(text)).toEqual({
    data: {
      time_zone: 'Europe/Vilnius',
      reply_to: 'books@example.lt',
      mail_server: {
        host: 'smtp.example.lt',
        port: 587,
        secure: false,
        user: 'billing@example.lt',
        from: 'billing@example.lt',
        from_name: 'Settings Spec UAB',
        require_tls: true,
        password_set: true,
      },
    },
  });
  const bodies = await Promise.all(answers);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((b) => b.includes(password))).toEqual([]);
  await expectAccessible(page);
  await atWidths(page, 'settings', {
    doc: true,
    ready: () => expect(page.getByText('A password is stored — leave empty to keep it.')).toBeVisible(),
  });
});

test('the list says which invoice went out and which not yet; the invoice page names its next reminder', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  // A business of its own: without a mail server of its own, its messages go to the local outbox.
  const own = await ownBusiness(playwright.request, baseURL!, 'Sent column');
  try {
    const due = deskToday(20);
    // Counted from the due date, not from "today" asked again, which may be another day by then (midnight).
    const nextReminder = `Next reminder: ${englishDate(addDays(due, 3))} (3 days after the due date)`;
    const buyer = (name: string) => ({ type: 'company', company_name: name, email: 'buyer@example.lt' });
    const sentOne = await createInvoiceViaBff(request, baseURL!, own.id, {
      ...plainInvoice('Sent Buyer UAB', 'SNT'),
      buyer: buyer('Sent Buyer UAB'),
      pay_until_date: due,
    });
    const waiting = await createInvoiceViaBff(request, baseURL!, own.id, {
      ...plainInvoice('Waiting Buyer UAB', 'SNT'),
      buyer: buyer('Waiting Buyer UAB'),
      pay_until_date: due,
    });
    const label = (i: typeof sentOne) => `${i.series}-${i.invoice_number}`;

    // Reminders are off: the invoice's page says so and leads to the settings.
    await page.goto(`/b/${own.id}/invoices/${waiting.id}`);
    const next = page.getByTestId('next-reminder');
    await expect(next).toHaveText('Automatic reminders are off. Turn them on in Settings');
    await next.getByRole('link', { name: 'Turn them on in Settings' }).click();
    await expect(page).toHaveURL(`/b/${own.id}/settings`);
    await remindersForm(page).getByLabel('Send payment reminders automatically').check();
    await remindersForm(page).getByRole('button', { name: 'Save reminders' }).click();
    await expect(remindersForm(page).getByRole('status')).toHaveText('Saved.');
    await page.goBack();
    await expect(next).toHaveText(nextReminder);

    // One invoice sent from its page (into the local outbox).
    await page.goto(`/b/${own.id}/invoices/${sentOne.id}`);
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    // The e-invoice choice comes into the dialog when the buyer's remembered one has been read, moving Send down: a
    // click aimed before it came landed beside the button (the dialog stayed open, nothing sent).
    await expect(page.getByRole('dialog').getByLabel('Attach an e-invoice')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(
      page
        .getByTestId('email-log')
        .getByText('Not sent — no mail server is configured; this is what would have gone'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(next).toHaveText(nextReminder);
    await expectAccessible(page);
    await atWidths(page, 'invoice-next-reminder', { doc: true, ready: () => expect(next).toBeVisible() });

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Invoices' }).click();
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }).format(new Date()),
    );
    const row = (i: typeof sentOne) => page.locator('tbody tr', { hasText: label(i) });
    await expect(row(sentOne).locator('td[data-label="E-mail"]')).toHaveText(`Sent ${today}`);
    await expect(row(waiting).locator('td[data-label="E-mail"]')).toHaveText('Not sent yet');
    await expectAccessible(page);
    await atWidths(page, 'invoice-list-sent', {
      doc: true,
      ready: () => expect(row(sentOne)).toContainText('Sent'),
    });
  } finally {
    await own.close();
  }
});

const languages = [
  {
    locale: 'en-GB',
    lang: 'en',
    title: 'Settings',
    reminders: 'Automatic reminders',
    sending: 'Sending',
    step: '10 days after the due date',
    save: 'Save reminders',
  },
  {
    locale: 'lt-LT',
    lang: 'lt',
    title: 'Nustatymai',
    reminders: 'Automatiniai priminimai',
    sending: 'Siuntimas',
    step: '10 dienų po apmokėjimo termino',
    save: 'Išsaugoti priminimus',
  },
  {
    locale: 'de-DE',
    lang: 'de',
    title: 'Einstellungen',
    reminders: 'Automatische Zahlungserinnerungen',
    sending: 'Versand',
    step: '10 Tage nach Fälligkeit',
    save: 'Erinnerungen speichern',
  },
  {
    locale: 'fr-FR',
    lang: 'fr',
    title: 'Paramètres',
    reminders: 'Relances automatiques',
    sending: 'Envoi',
    step: '10 jours après l’échéance',
    save: 'Enregistrer les relances',
  },
  {
    locale: 'es-ES',
    lang: 'es',
    title: 'Ajustes',
    reminders: 'Recordatorios automáticos',
    sending: 'Envío',
    step: '10 días después del vencimiento',
    save: 'Guardar recordatorios',
  },
];

// A test per language, so each is bounded on its own (five in one ran past the bound once on a loaded machine).
for (const l of languages)
  test(`the settings screen speaks ${l.lang}, stays accessible and fits a phone`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: l.locale, baseURL });
    const page = await context.newPage();
    try {
      await page.goto(`/b/${biz.id}/settings`);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(page).toHaveTitle(`${l.title} · Invoice Desk`);
      await expect(page.getByRole('navigation').getByRole('link', { name: l.title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 2, name: l.reminders })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: l.sending })).toBeVisible();
      await expect(page.getByText(l.step, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: l.save })).toBeVisible();
      await expectAccessible(page);
      await atWidths(page, `settings/settings-${l.lang}`, { widths: [390, 1280] });
    } finally {
      await context.close();
    }
  });
