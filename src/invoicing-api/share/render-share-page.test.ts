// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { invoiceLanguages, type InvoiceLanguage } from '../../contract/enums';
import { pdfSampleInvoice } from '../pdf/sample-invoices';
import { renderSharePage } from './render-share-page';

const pdfUrl = 'https://invoices.example/share/abc/pdf';
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const text = (html: string) => (parse(html).body.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ');

/** Labels with their diacritics, written out by hand per language. */
const expected: Record<InvoiceLanguage, string[]> = {
  en: [
    'VAT invoice',
    'Seller',
    'Buyer',
    'Unit price',
    'Total incl. VAT',
    '€1,710.50',
    'Not paid',
    'Download PDF',
  ],
  lt: [
    'PVM sąskaita faktūra',
    'Pardavėjas',
    'Pirkėjas',
    'Apmokėti iki',
    'Iš viso su PVM',
    '1 710,50 €',
    'Neapmokėta',
    'Atsisiųsti PDF',
  ],
  es: [
    'Factura con IVA',
    'Fecha de emisión',
    'Descripción',
    'Total con IVA',
    '1710,50 €',
    'Pendiente de pago',
    'Descargar PDF',
  ],
  de: [
    'Rechnung mit Umsatzsteuer',
    'Verkäufer',
    'Käufer',
    'Fällig am',
    'Gesamtbetrag inkl. USt.',
    '1.710,50 €',
    'PDF herunterladen',
  ],
  fr: [
    'Facture avec TVA',
    'Date d’émission',
    'Désignation',
    'Quantité',
    'Total TTC',
    '1 710,50 €',
    'Télécharger le PDF',
  ],
};

/** A payload that breaks out of element content and of quoted attributes if either is left unescaped. */
const hostile = (n: number) => `"'><script>alert(${n})</script><img src=x onerror=alert(${n})>&amp;`;

/** Puts a numbered hostile payload in every text field the page shows, and returns them. */
function hostileInvoice(buyerType: 'company' | 'individual', sellerType: 'company' | 'individual') {
  const payloads: string[] = [];
  const h = () => {
    payloads.push(hostile(payloads.length));
    return payloads.at(-1)!;
  };
  const base = pdfSampleInvoice('en');
  const party = { vat_code: h(), address: h(), email: h(), phone: h() };
  const invoice: Invoice = {
    ...base,
    series: h(),
    invoice_number: h(),
    notes: h(),
    currency: h(),
    invoice_date: h(),
    pay_until_date: h(),
    seller: {
      ...base.seller,
      ...party,
      business_type: sellerType === 'company' ? 'association' : 'individual_activity',
      ...(sellerType === 'company'
        ? { company_name: h(), company_code: h() }
        : { first_name: h(), last_name: h(), individual_activity_id: h() }),
      custom_fields: [{ label: h(), value: h() }],
    },
    buyer: {
      ...base.buyer,
      vat_code: h(),
      address: h(),
      email: h(),
      phone: h(),
      type: buyerType,
      ...(buyerType === 'company'
        ? { company_name: h(), company_code: h() }
        : { first_name: h(), last_name: h(), individual_activity_id: h() }),
    },
    items: base.items.map((item) => ({ ...item, name: h(), units: h() })),
    payment_options: [
      {
        type: 'bank',
        bank_name: h(),
        bank_account: h(),
        routing_or_sort_number: h(),
        swift_bic_code: h(),
        fields: [],
      },
      { type: 'other', fields: [{ label: h(), value: h() }] },
    ],
  };
  return { invoice, payloads };
}

describe('renderSharePage', () => {
  it.each(invoiceLanguages)(
    'shows the %s invoice with its localized labels, lines, totals and PDF link',
    (lang) => {
      const invoice = pdfSampleInvoice(lang);
      const html = renderSharePage(invoice, { pdfUrl });
      const doc = parse(html);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(doc.documentElement.lang).toBe(lang);
      const shown = text(html);
      for (const label of expected[lang]) expect(shown).toContain(label);
      for (const item of invoice.items) expect(shown).toContain(item.name);
      expect(doc.querySelectorAll('tbody tr')).toHaveLength(invoice.items.length);
      const link = doc.querySelector<HTMLAnchorElement>('a.download');
      expect(link?.getAttribute('href')).toBe(pdfUrl);
      expect(link?.textContent).toBe(expected[lang].at(-1));
    },
  );

  it.each([
    ['company', 'company'],
    ['individual', 'individual'],
  ] as const)('escapes hostile text in every shown field (buyer %s, seller %s)', (buyerType, sellerType) => {
    const { invoice, payloads } = hostileInvoice(buyerType, sellerType);
    const html = renderSharePage(invoice, { pdfUrl: `${pdfUrl}?x="><script>alert(1)</script>` });
    const doc = parse(html);
    expect(doc.querySelectorAll('script, img, iframe, object, embed, link, base, form')).toHaveLength(0);
    const handlers = [...doc.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((a) => /^on/i.test(a)),
    );
    expect(handlers).toEqual([]);
    expect(html).not.toMatch(/<script|<img/i);
    // Every payload reads back as the literal text it was: shown, and escaped rather than dropped.
    const shown = parse(html).documentElement.textContent ?? '';
    const missing = payloads.filter((p) => !shown.includes(p));
    expect(missing).toEqual([]);
    expect(doc.querySelector('a.download')?.getAttribute('href')).toBe(
      `${pdfUrl}?x="><script>alert(1)</script>`,
    );
  });

  it('refuses a non-http PDF link rather than emit a javascript: URL', () => {
    for (const pdfUrl of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>',
      '//evil.example/x.pdf',
    ]) {
      const html = renderSharePage(pdfSampleInvoice('en'), { pdfUrl });
      expect(html).not.toMatch(/javascript:|data:|evil/);
      expect(parse(html).querySelector('a.download')?.getAttribute('href')).toBe('#');
    }
    const relative = renderSharePage(pdfSampleInvoice('en'), { pdfUrl: '/share/abc/pdf' });
    expect(parse(relative).querySelector('a.download')?.getAttribute('href')).toBe('/share/abc/pdf');
  });

  it('is self-contained: no script and no request for anything but the PDF link', () => {
    const html = renderSharePage(pdfSampleInvoice('de'), { pdfUrl });
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(|\bsrc=/i);
    expect(html.match(/https?:\/\//g)).toEqual(['https://']);
  });
});
