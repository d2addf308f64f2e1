import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { invoiceLanguages, type InvoiceLanguage } from '../../contract/enums';

import { layoutFaults, probePdf } from './pdf-probe';
import { renderInvoicePdf } from './render-invoice-pdf';
import { pdfSampleInvoice, withLines } from './sample-invoices';

/** What a reader must find on the sample VAT invoice, written out by hand per language. */
const expected: Record<InvoiceLanguage, string[]> = {
  en: [
    'VAT invoice',
    'Number: INV-007',
    'Issue date',
    '22 November 2026',
    'Due date',
    '6 December 2026',
    'Seller',
    'Buyer',
    'Northwind Studio Ltd',
    'Harbour & Finch LLP',
    'Description',
    'Unit price',
    'VAT %',
    'Subtotal',
    '€1,425.88',
    '€284.62',
    'Total incl. VAT',
    '€1,710.50',
    'Not paid',
    'Payment details',
    'SWIFT / BIC',
    'Notes',
    'Registered in',
    'England & Wales',
    '12.5 h',
    '1,062.50',
    '0.1235',
    '85.00',
    '21%',
    'Page 1 of 1',
  ],
  lt: [
    'PVM sąskaita faktūra',
    'Serija ir numeris: INV-007',
    'Išrašymo data',
    '2026 m. lapkričio 22 d.',
    'Apmokėti iki',
    '2026 m. gruodžio 6 d.',
    'Pardavėjas',
    'Pirkėjas',
    'UAB „Šiaurės žvaigždė“',
    'MB „Ąžuolų giraitė“',
    'Įmonės kodas',
    'PVM mokėtojo kodas',
    'El. paštas',
    'Pavadinimas',
    'Kiekis',
    'Suma be PVM',
    '1 425,88 €',
    'Iš viso su PVM',
    '1 710,50 €',
    'Neapmokėta',
    'Mokėjimo rekvizitai',
    'Pastabos',
    'ąčęėįšųūž',
    '12,5 val.',
    '0,1235',
    '21 %',
    'Puslapis 1 iš 1',
  ],
  es: [
    'Factura con IVA',
    'Número: INV-007',
    'Fecha de emisión',
    '22 de noviembre de 2026',
    'Fecha de vencimiento',
    'Vendedor',
    'Comprador',
    'Diseño Peñalara S.L.',
    'Cañada & Muñoz S.A.',
    'Descripción',
    'Cantidad',
    'Base imponible',
    '1425,88 €',
    'Total con IVA',
    '1710,50 €',
    'Pendiente de pago',
    'Datos de pago',
    'Notas',
    '¡Gracias por su confianza! ¿Preguntas?',
    'Teléfono',
    'Página 1 de 1',
  ],
  de: [
    'Rechnung mit Umsatzsteuer',
    'Rechnungsnummer: INV-007',
    'Rechnungsdatum',
    '22. November 2026',
    'Fällig am',
    'Verkäufer',
    'Käufer',
    'Müller & Söhne GmbH',
    'Bäckerei Groß KG',
    'Königstraße 5',
    'Bezeichnung',
    'Einzelpreis',
    'Nettobetrag',
    '1.425,88 €',
    'Gesamtbetrag inkl. USt.',
    '1.710,50 €',
    'Offen',
    'Zahlungsinformationen',
    'Anmerkungen',
    'Größe, Maß, Grüße.',
    'Währung',
    '1.000 Stk.',
    'Seite 1 von 1',
  ],
  fr: [
    'Facture avec TVA',
    'Numéro : INV-007',
    'Date d’émission',
    '22 novembre 2026',
    'Date d’échéance',
    'Vendeur',
    'Acheteur',
    'Atelier Cœur de Lyon SARL',
    'Boulangerie Française & Cie',
    'Désignation',
    'Quantité',
    'Prix unitaire',
    'Total HT',
    '1 425,88 €',
    'Total TTC',
    '1 710,50 €',
    'Non payée',
    'Modalités de paiement',
    'Remarques',
    'Reçu, élève, où, œil.',
    'Téléphone',
    'Crédit Agricole',
    'Page 1 sur 1',
  ],
};

describe('renderInvoicePdf', () => {
  it('keeps every character in the text layer of later documents that share the parsed font', async () => {
    // Runs first, while the font is fresh. Ž is drawn from Z as a component and ﬁ is a ligature: neither may spoil
    // Z or "fi" for the next document (the Lithuanian sample has no Z and no "fi" of its own).
    await renderInvoicePdf({ ...pdfSampleInvoice('lt'), notes: 'ŽŽŽ ﬁﬁ ﬀ' });
    const probe = await probePdf(
      await renderInvoicePdf({ ...pdfSampleInvoice('de'), notes: 'Zoll, Offizier, Zahlung, effizient' }),
    );
    expect(probe.text).toContain('Zahlungsstatus');
    expect(probe.text).toContain('Zoll, Offizier, Zahlung, effizient');
  });

  it.each(invoiceLanguages)(
    'renders the %s invoice with its localized labels, lines and totals',
    async (lang) => {
      const invoice = pdfSampleInvoice(lang);
      const pdf = await renderInvoicePdf(invoice);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const probe = await probePdf(pdf);
      expect(probe.pages).toBe(1);
      expect(probe.info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      expect(probe.fonts).toMatch(/DejaVuSans\s.*\byes\s+yes\s+yes/);
      expect(probe.fonts).toMatch(/DejaVuSans-Bold\s.*\byes\s+yes\s+yes/);
      for (const text of expected[lang]) expect(probe.text).toContain(text.replace(/\s+/g, ' '));
      for (const item of invoice.items) expect(probe.text).toContain(item.name);
      expect(layoutFaults(probe.words)).toEqual({ offPage: [], overlapping: [] });
    },
  );

  it('shows a non-VAT invoice without VAT column and an individual seller with a bank-less payment option', async () => {
    const base = pdfSampleInvoice('en');
    const invoice: Invoice = {
      ...withLines(
        base,
        base.items.map((i) => ({ ...i, vat_percentage: null })),
      ),
      invoice_type: 'regular_invoice',
      payment_status: 'paid',
      pay_until_date: null,
      seller: {
        ...base.seller,
        business_type: 'individual_activity',
        company_name: 'Hidden Co',
        first_name: 'Rūta',
        last_name: 'Žemaitė',
        individual_activity_id: '1234567',
        vat_code: null,
      },
      payment_options: [{ type: 'other', fields: [{ label: 'PayPal', value: 'ruta@example.com' }] }],
    };
    const probe = await probePdf(await renderInvoicePdf(invoice));
    expect(probe.text).toMatch(/^Invoice /);
    expect(probe.text).toContain('Number: INV-007');
    expect(probe.text).toContain('Rūta Žemaitė');
    expect(probe.text).toContain('Individual activity no. 1234567');
    expect(probe.text).toContain('Paid');
    expect(probe.text).toContain('PayPal ruta@example.com');
    expect(probe.text).toContain('Total €1,425.88');
    for (const absent of ['Hidden Co', 'VAT %', 'Subtotal', 'Due date', 'Not paid', 'LT100011223344']) {
      expect(probe.text).not.toContain(absent);
    }
  });

  it('formats unit prices to at most four places and amounts to cents, from decimals', async () => {
    const base = pdfSampleInvoice('en');
    const items = [
      { ...base.items[0]!, name: 'Tiny', price: 0.123456, quantity: 3 },
      { ...base.items[0]!, name: 'Float trap', price: 0.1, quantity: 3 },
      { ...base.items[0]!, name: 'Whole', price: 7, quantity: 1.5 },
    ];
    const probe = await probePdf(await renderInvoicePdf({ ...base, items }));
    // pdftotext may join a short right-aligned "3 h" into "3h"
    expect(probe.text).toMatch(/Tiny 3 ?h 0\.1235 21% 0\.37 /);
    expect(probe.text).toMatch(/Float trap 3 ?h 0\.10 21% 0\.30 /);
    expect(probe.text).toMatch(/Whole 1\.5 h 7\.00 21% 10\.50 /);
  });

  it('renders concurrently exactly as one at a time (the parsed fonts are shared)', async () => {
    const invoices = [...invoiceLanguages.map((lang) => pdfSampleInvoice(lang)), pdfSampleInvoice('de', 60)];
    const together = await Promise.all(invoices.map((invoice) => renderInvoicePdf(invoice)));
    for (const [i, invoice] of invoices.entries()) {
      expect(together[i]!.equals(await renderInvoicePdf(invoice)), invoice.language).toBe(true);
    }
  });

  it('gives the same bytes for the same invoice, and different bytes once it changes', async () => {
    const invoice = pdfSampleInvoice('fr');
    const [a, b] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
    expect(a.equals(b)).toBe(true);
    const changed = await renderInvoicePdf({ ...invoice, updated_at: invoice.updated_at + 60 });
    expect(changed.equals(a)).toBe(false);
  });
});
