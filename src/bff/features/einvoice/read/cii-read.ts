import { dec } from '../../../../contract/money';
import { maxEInvoiceLines } from '../../../../contract/receipt-reading';
import { decimalOf, isoDate, sumOf, type ReadEInvoice, type ReadLine } from './einvoice-data';
import { all, at, attr, kids, text, textAt, type XmlNode } from './xml-tree';

/** The seller's VAT number (BT-31): the tax registration with scheme VA (FC is the tax number, BT-32). */
function sellerVat(seller: XmlNode | undefined): string | null {
  const registrations = kids(seller, 'SpecifiedTaxRegistration');
  const vat = registrations.find((r) => attr(at(r, 'ID'), 'schemeID') === 'VA');
  return textAt(vat, 'ID');
}

/** BT-110: the tax total in the invoice currency (a second one, in the VAT accounting currency, is BT-111). */
function documentTax(summation: XmlNode | undefined, currency: string | null): string | null {
  const totals = kids(summation, 'TaxTotalAmount');
  const ours =
    totals.find((t) => attr(t, 'currencyID') === currency) ??
    totals.find((t) => attr(t, 'currencyID') === null) ??
    totals[0];
  return text(ours);
}

function line(item: XmlNode): ReadLine {
  const settlement = at(item, 'SpecifiedLineTradeSettlement');
  const tax = at(settlement, 'ApplicableTradeTax');
  const quantity = at(item, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
  return {
    name: textAt(item, 'SpecifiedTradeProduct', 'Name') ?? '',
    quantity: decimalOf(text(quantity)),
    unitCode: attr(quantity, 'unitCode'),
    price: decimalOf(
      textAt(item, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount'),
    ),
    netAmount: decimalOf(
      textAt(settlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
    ),
    category: textAt(tax, 'CategoryCode'),
    rate: decimalOf(textAt(tax, 'RateApplicablePercent')),
  };
}

/** A UN/CEFACT CII CrossIndustryInvoice (Factur-X, ZUGFeRD 2, XRechnung CII) in EN 16931's terms. */
export function readCii(doc: XmlNode): ReadEInvoice {
  const context = at(doc, 'ExchangedDocumentContext');
  const header = at(doc, 'ExchangedDocument');
  const trade = at(doc, 'SupplyChainTradeTransaction');
  const seller = at(trade, 'ApplicableHeaderTradeAgreement', 'SellerTradeParty');
  const settlement = at(trade, 'ApplicableHeaderTradeSettlement');
  const currency = textAt(settlement, 'InvoiceCurrencyCode');
  const summation = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const vat = kids(settlement, 'ApplicableTradeTax').map((t) => ({
    category: textAt(t, 'CategoryCode') ?? '',
    rate: decimalOf(textAt(t, 'RateApplicablePercent')),
    base: decimalOf(textAt(t, 'BasisAmount')) ?? dec(0),
    amount: decimalOf(textAt(t, 'CalculatedAmount')) ?? dec(0),
  }));
  const due = all(settlement, 'SpecifiedTradePaymentTerms', 'DueDateDateTime', 'DateTimeString')[0];
  const items = kids(trade, 'IncludedSupplyChainTradeLineItem');
  return {
    format: 'cii',
    typeCode: textAt(header, 'TypeCode'),
    customization: textAt(context, 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
    profile: textAt(context, 'BusinessProcessSpecifiedDocumentContextParameter', 'ID'),
    number: textAt(header, 'ID'),
    issueDate: isoDate(textAt(header, 'IssueDateTime', 'DateTimeString')),
    dueDate: isoDate(text(due)),
    currency,
    sellerName: textAt(seller, 'Name') ?? textAt(seller, 'SpecifiedLegalOrganization', 'TradingBusinessName'),
    sellerVat: sellerVat(seller),
    netTotal: decimalOf(textAt(summation, 'TaxBasisTotalAmount')),
    vatTotal: decimalOf(documentTax(summation, currency)) ?? sumOf(vat.map((v) => v.amount)),
    grossTotal: decimalOf(textAt(summation, 'GrandTotalAmount')),
    payable: decimalOf(textAt(summation, 'DuePayableAmount')),
    vat,
    lines: items.slice(0, maxEInvoiceLines).map(line),
    lineCount: items.length,
  };
}
