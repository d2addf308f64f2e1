/** The demo business, its bank account and its buyers: shared by the ten demo invoices and the year of history. */

/** A Lithuanian company with a VAT code. */
export const demoBusiness = {
  business_title: 'Baltic Pine Studio',
  business_type: 'private_limited_liability_company',
  company_name: 'UAB Baltic Pine Studio',
  company_code: '305123456',
  vat_code: 'LT100012345678',
  address: 'Gedimino pr. 9, LT-01103 Vilnius',
} as const;

export const bank = {
  type: 'bank' as const,
  bank_account: 'LT12 1000 0111 0100 1000',
  bank_name: 'Swedbank',
  swift_bic_code: 'HABALT22',
};
// Non-VAT invoices carry an explicit seller without a VAT code (a VAT code would make vat_percentage required).
export const plainSeller = {
  company_name: demoBusiness.company_name,
  company_code: demoBusiness.company_code,
  address: demoBusiness.address,
};

// Each with an e-mail address (reserved .example domains): "Send by e-mail" and the reminders have someone to write to.
export const buyers = {
  northwind: {
    type: 'company',
    company_name: 'Northwind Traders Ltd',
    company_code: '09876543',
    vat_code: 'GB123456789',
    address: '12 Harbour St, Bristol',
    email: 'accounts@northwind.example',
  },
  siaures: {
    type: 'company',
    company_name: 'UAB Šiaurės žvaigždė',
    company_code: '302998877',
    vat_code: 'LT998877665',
    address: 'Žalgirio g. 5, Kaunas',
    email: 'buhalterija@siaures.example',
  },
  muller: {
    type: 'company',
    company_name: 'Müller & Söhne GmbH',
    vat_code: 'DE811907980',
    address: 'Königstraße 14, Stuttgart',
    email: 'buchhaltung@mueller-soehne.example',
  },
  lumiere: {
    type: 'company',
    company_name: 'Atelier Lumière SARL',
    vat_code: 'FR40303265045',
    address: '8 rue des Écoles, Lyon',
    email: 'compta@atelier-lumiere.example',
  },
  ruta: {
    type: 'person',
    first_name: 'Rūta',
    last_name: 'Žemaitė',
    address: 'Vilniaus g. 21, Klaipėda',
    email: 'ruta.zemaite@example.lt',
  },
  redwood: {
    type: 'company',
    company_name: 'Redwood Apps Inc.',
    address: '500 Market St, San Francisco, CA',
    email: 'ap@redwood.example',
  },
  fischer: {
    type: 'company',
    company_name: 'Fischer Design Ltd',
    address: '4 Camden Rd, London',
    email: 'billing@fischer-design.example',
  },
} as const;

/** Dates relative to today, so the demo always looks current. */
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
