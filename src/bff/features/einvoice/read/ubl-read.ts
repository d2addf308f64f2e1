import { dec } from '../../../../contract/money';
import { maxEInvoiceLines } from '../../../../contract/receipt-reading';
import { decimalOf, isoDate, sumOf, type ReadEInvoice, type ReadLine } from './einvoice-data';
import { all, at, attr, kids, text, textAt, type XmlNode } from './xml-tree';

/** The seller's VAT number (BT-31): the party tax scheme whose scheme is VAT (another one is BT-32). */
function sellerVat(party: XmlNode | undefined): string | null {
  const schemes = kids(party, 'PartyTaxScheme');
  const vat = schemes.find((s) => textAt(s, 'TaxScheme', 'ID')?.toUpperCase() === 'VAT') ?? schemes[0];
  return textAt(vat, 'CompanyID');
}

/**
 * The document's VAT total (BT-110): a UBL file may carry two TaxTotals, the second in the tax currency (BT-111)
 * without a breakdown; the one in the document currency, or else the one with subtotals, is ours.
 */
function documentTaxTotal(doc: XmlNode, currency: string | null): XmlNode | undefined {
  const totals = kids(doc, 'TaxTotal');
  return (
    totals.find((t) => currency !== null && attr(at(t, 'TaxAmount'), 'currencyID') === currency) ??
    totals.find((t) => kids(t, 'TaxSubtotal').length > 0) ??
    totals[0]
  );
}

function line(l: XmlNode, credit: boolean): ReadLine {
  const quantity =
    at(l, credit ? 'CreditedQuantity' : 'InvoicedQuantity') ??
    at(l, 'InvoicedQuantity') ??
    at(l, 'CreditedQuantity');
  const tax = at(l, 'Item', 'ClassifiedTaxCategory');
  return {
    name: textAt(l, 'Item', 'Name') ?? textAt(l, 'Item', 'Description') ?? '',
    quantity: decimalOf(text(quantity)),
    unitCode: attr(quantity, 'unitCode'),
    price: decimalOf(textAt(l, 'Price', 'PriceAmount')),
    netAmount: decimalOf(textAt(l, 'LineExtensionAmount')),
    category: textAt(tax, 'ID'),
    rate: decimalOf(textAt(tax, 'Percent')),
  };
}

/** A UBL 2.1 Invoice or CreditNote in EN 16931's terms (the UBL syntax binding's paths). */
export function readUbl(doc: XmlNode, credit: boolean): ReadEInvoice {
  const currency = textAt(doc, 'DocumentCurrencyCode');
  const party = at(doc, 'AccountingSupplierParty', 'Party');
  const taxTotal = documentTaxTotal(doc, currency);
  const vat = kids(taxTotal, 'TaxSubtotal').map((s) => ({
    category: textAt(s, 'TaxCategory', 'ID') ?? '',
    rate: decimalOf(textAt(s, 'TaxCategory', 'Percent')),
    base: decimalOf(textAt(s, 'TaxableAmount')) ?? dec(0),
    amount: decimalOf(textAt(s, 'TaxAmount')) ?? dec(0),
  }));
  const totals = at(doc, 'LegalMonetaryTotal');
  const lineNodes = kids(doc, credit ? 'CreditNoteLine' : 'InvoiceLine');
  return {
    format: credit ? 'ubl-credit-note' : 'ubl-invoice',
    typeCode: textAt(doc, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'),
    customization: textAt(doc, 'CustomizationID'),
    profile: textAt(doc, 'ProfileID'),
    number: textAt(doc, 'ID'),
    issueDate: isoDate(textAt(doc, 'IssueDate')),
    // an Invoice states BT-9 as DueDate; a CreditNote has none there, only in its payment means
    dueDate: isoDate(textAt(doc, 'DueDate') ?? text(all(doc, 'PaymentMeans', 'PaymentDueDate')[0])),
    currency,
    sellerName: textAt(party, 'PartyLegalEntity', 'RegistrationName') ?? textAt(party, 'PartyName', 'Name'),
    sellerVat: sellerVat(party),
    netTotal: decimalOf(textAt(totals, 'TaxExclusiveAmount')),
    vatTotal: decimalOf(textAt(taxTotal, 'TaxAmount')) ?? sumOf(vat.map((v) => v.amount)),
    grossTotal: decimalOf(textAt(totals, 'TaxInclusiveAmount')),
    payable: decimalOf(textAt(totals, 'PayableAmount')),
    vat,
    lines: lineNodes.slice(0, maxEInvoiceLines).map((l) => line(l, credit)),
    lineCount: lineNodes.length,
  };
}
