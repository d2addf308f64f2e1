import type { Invoice as UblJson } from '@e-invoice-eu/core';
import type { EInvoiceModel, EParty } from '../../../contract/einvoice/model';

/**
 * The EN 16931 model bound to UBL 2.1 in the form @e-invoice-eu/core takes (element names as keys, attributes after
 * `@`); the library writes it as UBL, or maps it on to CII for XRechnung CII and Factur-X. A credit note is written
 * with type 381: the library turns it into a UBL CreditNote.
 */
type Loose = Record<string, unknown>;
const vatScheme = { 'cbc:ID': 'VAT' };

/** BG-5 / BG-8 and BG-15: an address as UBL writes it (only the parts known). */
const postalAddress = (a: Pick<EParty, 'street' | 'city' | 'postCode' | 'country'>): Loose => ({
  ...(a.street && { 'cbc:StreetName': a.street }),
  ...(a.city && { 'cbc:CityName': a.city }),
  ...(a.postCode && { 'cbc:PostalZone': a.postCode }),
  'cac:Country': { 'cbc:IdentificationCode': a.country },
});

function party(p: EParty, role: 'seller' | 'buyer'): Loose {
  const out: Loose = {};
  if (p.electronicAddress) {
    out['cbc:EndpointID'] = p.electronicAddress.id;
    out['cbc:EndpointID@schemeID'] = p.electronicAddress.scheme;
  }
  out['cac:PostalAddress'] = postalAddress(p);
  if (p.vatId)
    out['cac:PartyTaxScheme'] =
      role === 'seller'
        ? [{ 'cbc:CompanyID': p.vatId, 'cac:TaxScheme': vatScheme }]
        : { 'cbc:CompanyID': p.vatId, 'cac:TaxScheme': vatScheme };
  out['cac:PartyLegalEntity'] = {
    'cbc:RegistrationName': p.name,
    ...(p.legalId && { 'cbc:CompanyID': p.legalId }),
  };
  if (p.contact)
    out['cac:Contact'] = {
      ...(p.contact.name && { 'cbc:Name': p.contact.name }),
      ...(p.contact.phone && { 'cbc:Telephone': p.contact.phone }),
      ...(p.contact.email && { 'cbc:ElectronicMail': p.contact.email }),
    };
  return out;
}

const category = (c: string, rate: string | null) => ({
  'cbc:ID': c,
  ...(rate != null && { 'cbc:Percent': rate }),
  'cac:TaxScheme': vatScheme,
});

export function ublJson(m: EInvoiceModel, spec: { customizationId?: string; profileId?: string }): UblJson {
  const cur = m.currency;
  const amount = (name: string, value: string) => ({
    [`cbc:${name}`]: value,
    [`cbc:${name}@currencyID`]: cur,
  });
  const doc: Loose = {
    ...(spec.customizationId && { 'cbc:CustomizationID': spec.customizationId }),
    ...(spec.profileId && { 'cbc:ProfileID': spec.profileId }),
    'cbc:ID': m.number,
    'cbc:IssueDate': m.issueDate,
    ...(m.dueDate && { 'cbc:DueDate': m.dueDate }),
    'cbc:InvoiceTypeCode': m.typeCode,
    ...(m.note && { 'cbc:Note': [m.note] }),
    'cbc:DocumentCurrencyCode': cur,
    ...(m.buyerReference && { 'cbc:BuyerReference': m.buyerReference }),
    ...(m.preceding && {
      'cac:BillingReference': [
        {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': m.preceding.number,
            'cbc:IssueDate': m.preceding.issueDate,
          },
        },
      ],
    }),
    'cac:AccountingSupplierParty': { 'cac:Party': party(m.seller, 'seller') },
    'cac:AccountingCustomerParty': { 'cac:Party': party(m.buyer, 'buyer') },
    ...(m.delivery && {
      'cac:Delivery': {
        'cbc:ActualDeliveryDate': m.delivery.date,
        'cac:DeliveryLocation': {
          'cac:Address': postalAddress(m.delivery.address),
        },
      },
    }),
    ...(m.payment && {
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': m.payment.meansCode,
          'cbc:PaymentID': m.payment.remittance,
          ...(m.payment.iban && {
            'cac:PayeeFinancialAccount': {
              'cbc:ID': m.payment.iban,
              ...(m.payment.bic && { 'cac:FinancialInstitutionBranch': { 'cbc:ID': m.payment.bic } }),
            },
          }),
        },
      ],
    }),
    ...(m.paymentTerms && { 'cac:PaymentTerms': { 'cbc:Note': m.paymentTerms } }),
    'cac:TaxTotal': [
      {
        ...amount('TaxAmount', m.totals.tax),
        'cac:TaxSubtotal': m.vat.map((g) => ({
          ...amount('TaxableAmount', g.taxable),
          ...amount('TaxAmount', g.tax),
          'cac:TaxCategory': {
            ...category(g.category, g.rate),
            ...(g.exemptionReason && { 'cbc:TaxExemptionReason': g.exemptionReason }),
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      ...amount('LineExtensionAmount', m.totals.lineNet),
      ...amount('TaxExclusiveAmount', m.totals.taxExclusive),
      ...amount('TaxInclusiveAmount', m.totals.taxInclusive),
      ...amount('PayableAmount', m.totals.payable),
    },
    'cac:InvoiceLine': m.lines.map((l) => ({
      'cbc:ID': l.id,
      'cbc:InvoicedQuantity': l.quantity,
      'cbc:InvoicedQuantity@unitCode': l.unitCode,
      ...amount('LineExtensionAmount', l.netAmount),
      'cac:Item': { 'cbc:Name': l.name, 'cac:ClassifiedTaxCategory': category(l.category, l.rate) },
      'cac:Price': {
        ...amount('PriceAmount', l.price),
        ...(l.baseQuantity && {
          'cbc:BaseQuantity': l.baseQuantity,
          'cbc:BaseQuantity@unitCode': l.unitCode,
        }),
      },
    })),
  };
  return { 'ubl:Invoice': doc } as unknown as UblJson;
}
