import { expect, test } from '@playwright/test';
import { expectAccessible, getInvoice, ownBusiness, type OwnBusiness } from './invoices-helpers';
import { atWidths } from './pictures';

/**
 * Creating an invoice in Lithuanian and in German: the browser's language picks the dashboard's, the form and the
 * detail speak it (invoice types, statuses and totals in the words the invoice's own PDF prints), money is written
 * that language's way, and both screens stay accessible and fit a phone.
 */
interface Words {
  locale: string;
  newTitle: string;
  type: string;
  vatInvoice: string;
  series: string;
  /** The PDF language's field: a new invoice's PDF speaks the dashboard's language. */
  pdfLanguage: string;
  /** A line's unit field and its default, the language's word for a piece as small businesses print it. */
  units: string;
  piece: string;
  buyer: string;
  companyName: string;
  /** The company name's field error: the contract's rule in the rules catalogue's words. */
  companyError: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatPercent: string;
  create: string;
  blocked: RegExp;
  notPaid: string;
  subtotal: string;
  vat: string;
  total: string;
  seller: string;
  download: string;
  listTitle: string;
  /** 242 € with cents, as the language writes it (Intl puts a no-break space before the euro sign). */
  money: RegExp;
  /** Screenshot widths: Lithuanian at desktop and phone, German at phone. */
  widths: number[];
}

const languages: Words[] = [
  {
    locale: 'lt-LT',
    newTitle: 'Nauja sąskaita faktūra',
    type: 'Tipas',
    vatInvoice: 'PVM sąskaita faktūra',
    series: 'Serija',
    pdfLanguage: 'PDF kalba',
    units: 'Mato vnt.',
    piece: 'vnt.',
    buyer: 'Pirkėjas',
    companyName: 'Įmonės pavadinimas',
    companyError: 'Įveskite pirkėjo įmonės pavadinimą',
    description: 'Pavadinimas',
    quantity: 'Kiekis',
    unitPrice: 'Kaina',
    vatPercent: 'PVM %',
    create: 'Išrašyti sąskaitą faktūrą',
    blocked: /^Dar negalima išsaugoti: pataisykite \d+ laukel(į|ius|ių)\.$/,
    notPaid: 'Neapmokėta',
    subtotal: 'Suma be PVM',
    vat: 'PVM',
    total: 'Iš viso su PVM',
    seller: 'Pardavėjas',
    download: 'Atsisiųsti PDF',
    listTitle: 'Sąskaitos faktūros',
    money: /^242,00\s€$/,
    widths: [1280, 390],
  },
  {
    locale: 'de-DE',
    newTitle: 'Neue Rechnung',
    type: 'Rechnungsart',
    vatInvoice: 'Rechnung mit Umsatzsteuer',
    series: 'Serie',
    pdfLanguage: 'Sprache des PDFs',
    units: 'Einheit',
    piece: 'Stk.',
    buyer: 'Käufer',
    companyName: 'Firmenname',
    companyError: 'Geben Sie den Firmennamen des Käufers ein',
    description: 'Bezeichnung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    vatPercent: 'USt. %',
    create: 'Rechnung erstellen',
    blocked: /^Speichern noch nicht möglich: Bitte prüfen Sie \d+ Feld(er)?\.$/,
    notPaid: 'Offen',
    subtotal: 'Nettobetrag',
    vat: 'Umsatzsteuer',
    total: 'Gesamtbetrag inkl. USt.',
    seller: 'Verkäufer',
    download: 'PDF herunterladen',
    listTitle: 'Rechnungen',
    money: /^242,00\s€$/,
    widths: [390],
  },
];

for (const w of languages) {
  const language = w.locale.slice(0, 2);
  test.describe(`in ${w.locale}`, () => {
    test.use({ locale: w.locale });
    // A business of its own per language: a new invoice starts in the latest invoice's language, so only a
    // business's first one shows the dashboard's.
    let biz: OwnBusiness;
    test.beforeAll(async ({ playwright }, info) => {
      biz = await ownBusiness(playwright.request, info.project.use.baseURL!, `Languages spec ${language}`, {
        vatCode: 'LT999000222',
      });
    });
    test.afterAll(() => biz.close());

    test('creates an invoice: the form and the detail speak the language, with the PDF’s words', async ({
      page,
      request,
    }) => {
      // One journey over three screens, each checked with axe and captured at its widths, and a PDF drawn.
      test.setTimeout(120_000);
      const series = `${language.toUpperCase()}${Date.now() % 100000}`;
      const buyerName = `Pirkėjas Müller ${Date.now()}`;
      await page.goto(`/b/${biz.id}/invoices/new`);
      await expect(page.getByRole('heading', { level: 1, name: w.newTitle })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      const type = page.getByLabel(w.type, { exact: true });
      await type.selectOption('vat_invoice');
      await expect(type.locator('option:checked')).toHaveText(w.vatInvoice);
      await page.getByLabel(w.series, { exact: true }).fill(series);
      // A business's first invoice speaks the dashboard's language: the PDF's language and the line's word for a piece.
      await expect(page.getByLabel(w.pdfLanguage, { exact: true })).toHaveValue(language);
      await expect(page.getByTestId('line-1').getByLabel(w.units, { exact: true })).toHaveValue(w.piece);

      // Saving without a buyer or a line is refused: the form says why in the language, the fields are marked.
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.locator('#form-shell-blocked')).toHaveText(w.blocked);
      const company = page.getByRole('group', { name: w.buyer }).getByLabel(w.companyName);
      await expect(company).toHaveAttribute('aria-invalid', 'true');
      await expect(company).toBeFocused();
      await expect(company).toHaveAccessibleDescription(w.companyError);
      await expectAccessible(page);

      await company.fill(buyerName);
      const line = page.getByTestId('line-1');
      await line.getByLabel(w.description).fill('Konsultacija / Beratung');
      await line.getByLabel(w.quantity).fill('2');
      await line.getByLabel(w.unitPrice, { exact: true }).fill('100');
      await line.getByLabel(w.vatPercent).fill('21');
      await expect(page.getByTestId('form-total')).toHaveText(w.money);
      await expect(page.getByTestId('form-totals')).toContainText(w.subtotal);
      await expect(page.locator('#form-shell-blocked')).toHaveCount(0);
      await atWidths(page, `invoice-languages/form-${language}`, { widths: w.widths });

      await page.getByRole('button', { name: w.create }).click();
      await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/, { timeout: 15_000 });
      const stored = await getInvoice(request, biz.id, page.url().split('/').pop()!);
      const sent = (await (await request.get(`/api/b/${biz.id}/invoices/${stored.id}`)).json()) as {
        data: { language: string; items: { units: string }[] };
      };
      expect(sent.data.language).toBe(language);
      expect(sent.data.items.map((item) => item.units)).toEqual([w.piece]);
      await expect(
        page.getByRole('heading', { level: 1, name: `${series}-${stored.invoice_number}`, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(w.vatInvoice, { exact: true })).toBeVisible();
      await expect(page.getByTestId('invoice-status')).toHaveText(w.notPaid);
      const totals = page.getByTestId('invoice-totals');
      await expect(totals).toContainText(w.subtotal);
      await expect(totals).toContainText(w.vat);
      await expect(totals).toContainText(w.total);
      await expect(page.getByTestId('total')).toHaveText(w.money);
      await expect(page.getByRole('cell', { name: `2 ${w.piece}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.seller })).toBeVisible();
      await expect(page.getByRole('link', { name: w.download })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('pdf-first-page')).toHaveAttribute('data-state', 'drawn', {
        timeout: 20_000,
      });
      await expectAccessible(page);
      await atWidths(page, `invoice-languages/detail-${language}`, { widths: w.widths });

      // And the list shows it, with its status in the language.
      await page.goto(`/b/${biz.id}/invoices`);
      await expect(page.getByRole('heading', { level: 1, name: w.listTitle })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: `${series}-${stored.invoice_number}` });
      await expect(row).toContainText(w.notPaid);
      await expectAccessible(page);
      await atWidths(page, `invoice-languages/list-${language}`, { widths: w.widths });
    });
  });
}
