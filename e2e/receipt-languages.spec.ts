import { expect, test, type Page } from '@playwright/test';
import { testDocuments, type TestDocument } from '../test/fixtures/receipts/documents';
import { photograph, photoLook, renderClean, textPdf } from '../test/fixtures/receipts/render';
import { dropFiles, firstBusiness, unique, type DropFile } from './expenses-support';
import { expectAccessible } from './invoices-helpers';
import { picture } from './pictures';

// Issue 15's "drop a receipt" journey in Lithuanian (a photographed till receipt) and German (an invoice PDF with a
// text layer): the screen speaks the browser's language from the first visit, the fields are read and marked in it,
// the person corrects one and saves. Each language's words come from its own table below, so both runs are one test.
const docs = testDocuments(3); // three a language: the third is an invoice
const docIn = (language: TestDocument['language'], layout: TestDocument['layout']) =>
  docs.find((d) => d.language === language && d.layout === layout)!;

type Words = {
  title: string;
  dropTitle: string;
  newExpense: string;
  files: string;
  card: (name: string) => string;
  reading: string;
  read: string;
  looksRight: string;
  seller: string;
  /** The empty seller's field error: the contract's rule in the rules catalogue's words. */
  sellerError: string;
  total: string;
  date: string;
  save: string;
  saved: string;
  table: string;
  open: string;
  detailTitle: (seller: string) => string;
  receipt: string;
  saveChanges: string;
};

const journeys: {
  locale: string;
  lang: string;
  words: Words;
  file: () => Promise<DropFile>;
  doc: TestDocument;
}[] = [
  {
    locale: 'lt-LT',
    lang: 'lt',
    doc: docIn('lt', 'receipt'),
    file: async () => ({
      name: 'kvitas.jpg',
      type: 'image/jpeg',
      bytes: await photograph(await renderClean(docIn('lt', 'receipt')), photoLook(1)),
    }),
    words: {
      title: 'Išlaidos',
      dropTitle: 'Pridėti kvitus',
      newExpense: 'Nauja išlaida',
      files: 'Kvitų failai',
      card: (name) => `Kvitas ${name}`,
      reading: 'Nuskaitoma…',
      read: 'Nuskaityta iš kvito',
      looksRight: 'Teisinga',
      seller: 'Pardavėjas',
      sellerError: 'Įveskite pardavėją',
      total: 'Iš viso su PVM',
      date: 'Data',
      save: 'Išsaugoti išlaidą',
      saved: 'Išsaugota.',
      table: 'Išlaidos, naujausios viršuje',
      open: 'Atidaryti išlaidą',
      detailTitle: (seller) => `Išlaida: ${seller}`,
      receipt: 'Kvitas',
      saveChanges: 'Išsaugoti pakeitimus',
    },
  },
  {
    locale: 'de-DE',
    lang: 'de',
    doc: docIn('de', 'invoice'),
    file: async () => ({
      name: 'Rechnung.pdf',
      type: 'application/pdf',
      bytes: await textPdf(docIn('de', 'invoice')),
    }),
    words: {
      title: 'Ausgaben',
      dropTitle: 'Belege hinzufügen',
      newExpense: 'Neue Ausgabe',
      files: 'Belegdateien',
      card: (name) => `Beleg ${name}`,
      reading: 'Wird gelesen…',
      read: 'Vom Beleg gelesen',
      looksRight: 'Stimmt',
      seller: 'Verkäufer',
      sellerError: 'Geben Sie den Verkäufer an',
      total: 'Gesamtbetrag inkl. USt.',
      date: 'Datum',
      save: 'Ausgabe speichern',
      saved: 'Gespeichert.',
      table: 'Ausgaben, neueste zuerst',
      open: 'Ausgabe öffnen',
      detailTitle: (seller) => `Ausgabe: ${seller}`,
      receipt: 'Beleg',
      saveChanges: 'Änderungen speichern',
    },
  },
];

/** Nothing wider than the screen: long words wrap instead of pushing the page sideways. */
async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const { locale, lang, words: w, file, doc } of journeys) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test(`drop a receipt: read, marked, corrected and saved, all in ${lang}`, async ({ page, request }) => {
      test.setTimeout(150_000);
      const business = await firstBusiness(request);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/b/${business}/expenses`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const zone = page.getByTestId('expense-drop-zone');
      await expect(zone.getByRole('heading', { name: w.dropTitle })).toBeVisible();
      await expect(zone.getByRole('button', { name: w.newExpense })).toBeVisible();
      await expect(zone.getByLabel(w.files)).toBeAttached();
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/expenses')) saves.push(r.url());
      });

      // The reading's answer waits until the card has said it is reading: a text PDF is read faster than a check.
      let answer!: () => void;
      const held = new Promise<void>((go) => (answer = go));
      await page.route('**/receipts/read', async (route) => {
        await held;
        await route.continue();
      });
      const dropped = await file();
      await dropFiles(page, zone, [dropped]);
      const card = page.getByRole('article', { name: w.card(dropped.name) });
      await expect(card.getByRole('status').filter({ hasText: w.reading })).toBeVisible();
      answer();
      await expect(card.getByRole('status').filter({ hasText: w.read })).toBeVisible({ timeout: 90_000 });

      const total = card.getByLabel(w.total);
      await expect(total).toHaveValue(doc.truth.total!.toFixed(2));
      await expect(total).toHaveAccessibleDescription(new RegExp(w.read));
      const seller = card.getByLabel(w.seller);
      await expect(seller).toHaveValue(doc.truth.seller!);
      await expect(seller).toHaveAccessibleDescription(new RegExp(w.read));
      expect(saves).toEqual([]); // read, not saved
      await expectAccessible(page);
      await picture(page, `receipt-languages/receipt-${lang}-1280`, { fullPage: true });

      // An empty seller is a field error on the card, said in the language: the field is marked and nothing is sent.
      await seller.fill('');
      await card.getByRole('button', { name: w.save }).click();
      await expect(seller).toHaveAttribute('aria-invalid', 'true');
      await expect(seller).toHaveAccessibleDescription(new RegExp(w.sellerError));
      await expect(card.getByText(w.sellerError, { exact: true })).toBeVisible();
      expect(saves).toEqual([]);

      // the person types the seller (its mark is gone) and confirms the date (its mark goes too)
      const corrected = unique(lang === 'lt' ? 'UAB „Kavos taškas“' : 'Bürobedarf Müller GmbH');
      await seller.fill(corrected);
      await seller.blur();
      await expect(seller).not.toHaveAttribute('aria-invalid', 'true');
      await expect(seller).not.toHaveAccessibleDescription(new RegExp(w.read));
      const date = card.getByLabel(w.date);
      await expect(date).toHaveValue(doc.truth.date!);
      await card
        .getByRole('group')
        .locator('div')
        .filter({ has: page.getByLabel(w.date) })
        .getByRole('button', { name: w.looksRight })
        .click();
      await expect(date).not.toHaveAccessibleDescription(new RegExp(w.read));

      await card.getByRole('button', { name: w.save }).click();
      await expect(card.getByRole('status').filter({ hasText: w.saved })).toBeVisible({ timeout: 20_000 });
      expect(saves).toHaveLength(1);
      const row = page.getByRole('table', { name: w.table }).getByRole('row').filter({ hasText: corrected });
      await expect(row).toBeVisible();
      await expectAccessible(page);
    });

    test(`on a phone in ${lang}: long words wrap, the receipt stays beside the fields; the saved expense opens`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const business = await firstBusiness(request);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/b/${business}/expenses`);
      const dropped = await file();
      await dropFiles(page, page.getByTestId('expense-drop-zone'), [dropped]);
      const card = page.getByRole('article', { name: w.card(dropped.name) });
      await expect(card.getByRole('status').filter({ hasText: w.read })).toBeVisible({ timeout: 90_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSideScroll(page, 390);
      await expectAccessible(page);
      await picture(page, `receipt-languages/receipt-${lang}-390`, { fullPage: true });
      // scrolled down to the last field, the receipt is still in view above it
      await card.getByRole('button', { name: w.save }).scrollIntoViewIfNeeded();
      await expect(card.getByRole('img').first()).toBeInViewport();
      await picture(page, `receipt-languages/receipt-${lang}-390-scrolled`);

      await card.getByRole('button', { name: w.save }).click();
      await card.getByRole('link', { name: w.open }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: w.detailTitle(doc.truth.seller!) }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.receipt })).toBeVisible();
      await expect(page.getByRole('button', { name: w.saveChanges })).toBeVisible();
      await expectNoSideScroll(page, 390);
      await expectAccessible(page);
      await picture(page, `receipt-languages/expense-${lang}-390`, { fullPage: true });
    });
  });
}
