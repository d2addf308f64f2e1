import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { CONTENT, FOOTER_Y } from './pdf-page';
import { layoutFaults, probePdf } from './pdf-probe';
import { renderInvoicePdf } from './render-invoice-pdf';
import { pdfSampleInvoice, withLines } from './sample-invoices';

/** Layout under load: many lines, long names, long notes, many fields. Read back with poppler's word boxes. */
describe('renderInvoicePdf layout', () => {
  it('wraps long names and paginates 60 lines with the table header and page numbers on every page', async () => {
    const base = pdfSampleInvoice('en', 60);
    const invoice: Invoice = {
      ...base,
      items: base.items.map((item, i) => ({
        ...item,
        name: `Line-${String(i + 1).padStart(2, '0')} ${i % 7 === 0 ? 'consulting on the migration of the warehouse inventory system, including data cleansing, user training and two follow-up sessions '.repeat(2) : item.name}`,
      })),
    };
    const probe = await probePdf(await renderInvoicePdf(invoice));
    expect(probe.pages).toBeGreaterThanOrEqual(3);
    probe.pageTexts.forEach((page, i) => {
      expect(page).toContain('Description Quantity Unit price VAT % Amount');
      expect(page).toContain(`Page ${i + 1} of ${probe.pages}`);
    });
    for (let n = 1; n <= 60; n++) {
      const marker = `Line-${String(n).padStart(2, '0')}`;
      expect(probe.text.split(marker).length - 1, marker).toBe(1);
    }
    expect(probe.pageTexts.at(-1)).toContain('Total incl. VAT');
    // Body text stays above the footer band; nothing overlaps or leaves the page.
    const body = probe.words.filter((w) => w.yMin < FOOTER_Y - 1);
    expect(body.filter((w) => w.yMax > CONTENT.bottom + 1)).toEqual([]);
    expect(layoutFaults(probe.words)).toEqual({ offPage: [], overlapping: [] });
  });

  it('breaks a name without spaces inside its column', async () => {
    const base = pdfSampleInvoice('lt');
    const long = 'Ž'.repeat(120);
    const probe = await probePdf(
      await renderInvoicePdf({ ...base, items: [{ ...base.items[0]!, name: long }] }),
    );
    expect(probe.text.replace(/ /g, '')).toContain(long);
    expect(layoutFaults(probe.words)).toEqual({ offPage: [], overlapping: [] });
  });

  it('flows long notes and a seller with many custom fields over pages, clear of the footer', async () => {
    const base = pdfSampleInvoice('lt');
    const custom = Array.from({ length: 45 }, (_, i) => ({
      label: `Laukas ${i + 1}`,
      value: `Reikšmė ${i + 1} ąčęėįšųūž`,
    }));
    const notes = Array.from({ length: 120 }, (_, i) => `Pastaba-${i + 1} apie mokėjimą ir pristatymą.`).join(
      ' ',
    );
    const invoice: Invoice = { ...base, notes, seller: { ...base.seller, custom_fields: custom } };
    const probe = await probePdf(await renderInvoicePdf(invoice));
    expect(probe.pages).toBeGreaterThanOrEqual(2);
    for (let i = 1; i <= 45; i++) expect(probe.text).toContain(`Laukas ${i} Reikšmė ${i} ąčęėįšųūž`);
    for (let i = 1; i <= 120; i++) expect(probe.text).toContain(`Pastaba-${i} `);
    expect(probe.text).toContain('Iš viso su PVM');
    expect(probe.text).toContain('1 710,50 €');
    expect(probe.words.filter((w) => w.yMin < FOOTER_Y - 1 && w.yMax > CONTENT.bottom + 1)).toEqual([]);
    expect(layoutFaults(probe.words)).toEqual({ offPage: [], overlapping: [] });
  });

  it('renders a credit invoice with negative amounts, and an invoice without lines', async () => {
    const base = pdfSampleInvoice('lt');
    const credit: Invoice = {
      ...withLines(base, [{ ...base.items[0]!, price: -85, quantity: 2 }]),
      invoice_type: 'credit_vat_invoice',
    };
    const text = (await probePdf(await renderInvoicePdf(credit))).text.replace(/\u2212/g, '-');
    expect(text).toContain('Kreditinė PVM sąskaita faktūra');
    expect(text).toContain('-85,00 21 % -170,00');
    expect(text).toContain('Iš viso su PVM -205,70 €');
    const empty = await probePdf(await renderInvoicePdf(withLines(base, [])));
    expect(empty.text).toContain('Pavadinimas Kiekis Kaina PVM % Suma');
    expect(empty.text).toContain('Iš viso su PVM 0,00 €');
  });

  it('keeps a very long series and number on one footer line, cut with an ellipsis', async () => {
    const probe = await probePdf(
      await renderInvoicePdf({ ...pdfSampleInvoice('en'), series: 'LONG-SERIES-'.repeat(12) }),
    );
    const footer = probe.words.filter((w) => w.yMin >= FOOTER_Y - 1);
    expect(footer.length).toBeGreaterThan(0);
    expect(footer.filter((w) => w.yMax > FOOTER_Y + 12)).toEqual([]);
    expect(footer.map((w) => w.text).join(' ')).toMatch(/…/);
    expect(layoutFaults(probe.words)).toEqual({ offPage: [], overlapping: [] });
  });
});
