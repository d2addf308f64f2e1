import type { Invoice, InvoiceItem } from '../../contract/invoice';
import type { InvoiceLanguage } from '../../contract/enums';
import { deriveLine, sumLines, toNumber } from '../../contract/money';

/** Realistic invoices per language for the renderers' tests, the benchmark and the docs pictures. */
interface LocalText {
  seller: string;
  buyer: string;
  address: string;
  buyerAddress: string;
  bank: string;
  items: [string, string][];
  notes: string;
  custom: { label: string; value: string };
}

const text: Record<InvoiceLanguage, LocalText> = {
  en: {
    seller: 'Northwind Studio Ltd',
    buyer: 'Harbour & Finch LLP',
    address: '12 Wharf Road, London N1 7GR',
    buyerAddress: '4 Quay Street, Bristol BS1 4DB',
    bank: 'Barclays Bank',
    items: [
      ['Website redesign — discovery workshop', 'h'],
      ['Hosting, 12 months', 'mo'],
      ['Logo set (SVG, PNG)', 'pcs'],
    ],
    notes: 'Thank you for your business. Please quote the invoice number with your payment.',
    custom: { label: 'Registered in', value: 'England & Wales' },
  },
  lt: {
    seller: 'UAB „Šiaurės žvaigždė“',
    buyer: 'MB „Ąžuolų giraitė“',
    address: 'Žalgirio g. 92, LT-09303 Vilnius',
    buyerAddress: 'Kęstučio g. 15, LT-44312 Kaunas',
    bank: 'AB „Swedbank“',
    items: [
      ['Svetainės dizaino atnaujinimas – įžanginės dirbtuvės', 'val.'],
      ['Talpinimo paslauga, 12 mėn.', 'mėn.'],
      ['Logotipų rinkinys (SVG, PNG)', 'vnt.'],
    ],
    notes: 'Dėkojame, kad naudojatės mūsų paslaugomis. Mokėdami nurodykite sąskaitos numerį: ąčęėįšųūž.',
    custom: { label: 'Juridinių asmenų registras', value: 'VĮ Registrų centras' },
  },
  es: {
    seller: 'Diseño Peñalara S.L.',
    buyer: 'Cañada & Muñoz S.A.',
    address: 'Calle de Alcalá 48, 28014 Madrid',
    buyerAddress: 'Avenida de la Constitución 7, 41004 Sevilla',
    bank: 'Banco Santander',
    items: [
      ['Rediseño del sitio web — taller inicial', 'h'],
      ['Alojamiento, 12 meses', 'mes'],
      ['Juego de logotipos (SVG, PNG)', 'ud.'],
    ],
    notes: '¡Gracias por su confianza! ¿Preguntas? Indique el número de factura al pagar. Año, señor, niño.',
    custom: { label: 'Registro Mercantil', value: 'Madrid, tomo 1234, folio 56' },
  },
  de: {
    seller: 'Müller & Söhne GmbH',
    buyer: 'Bäckerei Groß KG',
    address: 'Königstraße 5, 70173 Stuttgart',
    buyerAddress: 'Schloßallee 12, 80331 München',
    bank: 'Commerzbank',
    items: [
      ['Überarbeitung der Website — Einführungsworkshop', 'Std.'],
      ['Hosting, 12 Monate', 'Mon.'],
      ['Logo-Set (SVG, PNG) für Straßenschilder', 'Stk.'],
    ],
    notes:
      'Vielen Dank für Ihren Auftrag. Bitte geben Sie bei der Zahlung die Rechnungsnummer an. Größe, Maß, Grüße.',
    custom: { label: 'Handelsregister', value: 'Amtsgericht Stuttgart HRB 12345' },
  },
  fr: {
    seller: 'Atelier Cœur de Lyon SARL',
    buyer: 'Boulangerie Française & Cie',
    address: '8 rue de la République, 69002 Lyon',
    buyerAddress: '21 boulevard Saint-Michel, 75005 Paris',
    bank: 'Crédit Agricole',
    items: [
      ['Refonte du site — atelier de découverte', 'h'],
      ['Hébergement, 12 mois', 'mois'],
      ['Jeu de logos (SVG, PNG), œuvre réalisée', 'pièce'],
    ],
    notes:
      'Merci de votre confiance. Veuillez indiquer le numéro de facture lors du règlement. Reçu, élève, où, œil.',
    custom: { label: 'RCS', value: 'Lyon B 123 456 789' },
  },
};

const prices: { price: number; quantity: number; vat: number }[] = [
  { price: 85, quantity: 12.5, vat: 21 },
  { price: 19.99, quantity: 12, vat: 21 },
  { price: 0.1235, quantity: 1000, vat: 9 },
];

/** The invoice totals the API would store for these lines: the contract's money math, as the API does it. */
function totalsOf(items: readonly InvoiceItem[]): Pick<Invoice, 'subtotal' | 'vat' | 'total_incl_vat'> {
  const sums = sumLines(
    items.map((i) =>
      deriveLine({ mode: 'price', amount: i.price, quantity: i.quantity, vatPercentage: i.vat_percentage }),
    ),
  );
  return {
    subtotal: toNumber(sums.subtotal),
    vat: toNumber(sums.vat),
    total_incl_vat: toNumber(sums.totalInclVat),
  };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The VAT invoice the PDF and share page are drawn from, in `language`; `lines` repeats the sample lines (pagination). */
export function pdfSampleInvoice(language: InvoiceLanguage, lines = 3): Invoice {
  const t = text[language];
  const items: InvoiceItem[] = Array.from({ length: lines }, (_, i) => {
    const [name, units] = t.items[i % t.items.length]!;
    const p = prices[i % prices.length]!;
    return { id: uuid(100 + i), name, units, price: p.price, quantity: p.quantity, vat_percentage: p.vat };
  });
  return {
    id: uuid(1),
    business_id: uuid(2),
    invoice_type: 'vat_invoice',
    series: 'INV',
    invoice_number: '007',
    invoice_date: '2026-11-22',
    pay_until_date: '2026-12-06',
    language,
    ...totalsOf(items),
    currency: 'EUR',
    payment_status: 'not_paid',
    notes: t.notes,
    share_link: `https://invoices.example/share/${'a'.repeat(32)}`,
    seller: {
      business_type: 'private_limited_liability_company',
      first_name: null,
      last_name: null,
      company_name: t.seller,
      company_code: '304512345',
      individual_activity_id: null,
      vat_code: 'LT100011223344',
      address: t.address,
      email: 'billing@northwind.example',
      phone: '+370 600 12345',
      custom_fields: [t.custom],
    },
    buyer: {
      type: 'company',
      first_name: null,
      last_name: null,
      company_name: t.buyer,
      company_code: '305998877',
      individual_activity_id: null,
      vat_code: 'LT100099887766',
      address: t.buyerAddress,
      email: 'accounts@buyer.example',
      phone: null,
    },
    items,
    payment_options: [
      {
        type: 'bank',
        bank_name: t.bank,
        bank_account: 'LT12 7300 0101 2345 6789',
        routing_or_sort_number: null,
        swift_bic_code: 'HABALT22',
        fields: [],
      },
    ],
    created_at: 1795305600,
    updated_at: 1795305600,
  };
}

/** The invoice with these lines and the totals they make (decimal math, as the API totals them). */
export const withLines = (invoice: Invoice, items: InvoiceItem[]): Invoice => ({
  ...invoice,
  items,
  ...totalsOf(items),
});
