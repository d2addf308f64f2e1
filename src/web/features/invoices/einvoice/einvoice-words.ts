import type { EInvoiceFormat, ZeroRateCategory } from '../../../../contract/einvoice/details';
import type { MessageId } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/use-t';

/** Each format's name, and the one line that says whom it is for. */
export const formatWords: Record<EInvoiceFormat, { name: MessageId; audience: MessageId }> = {
  peppol: { name: 'invoices.einvoice.format.peppol', audience: 'invoices.einvoice.for.peppol' },
  'xrechnung-ubl': {
    name: 'invoices.einvoice.format.xrechnungUbl',
    audience: 'invoices.einvoice.for.xrechnungUbl',
  },
  'xrechnung-cii': {
    name: 'invoices.einvoice.format.xrechnungCii',
    audience: 'invoices.einvoice.for.xrechnungCii',
  },
  facturx: { name: 'invoices.einvoice.format.facturx', audience: 'invoices.einvoice.for.facturx' },
};

/** The VAT categories of a 0 % line in plain words. */
export const zeroRateWords: Record<ZeroRateCategory, MessageId> = {
  Z: 'invoices.einvoice.zeroRate.Z',
  E: 'invoices.einvoice.zeroRate.E',
  AE: 'invoices.einvoice.zeroRate.AE',
  K: 'invoices.einvoice.zeroRate.K',
  G: 'invoices.einvoice.zeroRate.G',
};

/**
 * The electronic address schemes (EAS) an owner of ours meets: e-mail first, then the public buyers' and the
 * neighbours' registers. A remembered scheme outside this list is still offered, by its code.
 */
const schemeWords: Record<string, MessageId> = {
  EM: 'invoices.einvoice.scheme.EM',
  '0204': 'invoices.einvoice.scheme.0204',
  '0088': 'invoices.einvoice.scheme.0088',
  '0208': 'invoices.einvoice.scheme.0208',
  '9925': 'invoices.einvoice.scheme.9925',
  '9930': 'invoices.einvoice.scheme.9930',
  '0009': 'invoices.einvoice.scheme.0009',
  '9957': 'invoices.einvoice.scheme.9957',
  '9920': 'invoices.einvoice.scheme.9920',
  '9937': 'invoices.einvoice.scheme.9937',
};

/** The schemes offered for a format: Peppol's network knows no e-mail addresses. */
export const schemesFor = (format: EInvoiceFormat) =>
  Object.keys(schemeWords).filter((code) => format !== 'peppol' || code !== 'EM');

export const schemeName = (t: Translate, code: string) => {
  const id = schemeWords[code];
  return id ? t(id) : t('invoices.einvoice.scheme.other', { code });
};

/** Common UN/ECE Recommendation 20 codes (and the desk's own, contract/einvoice/units.ts), things, time, weight, size. */
export const unitWords: Record<string, MessageId> = {
  H87: 'invoices.einvoice.unit.H87',
  C62: 'invoices.einvoice.unit.C62',
  SET: 'invoices.einvoice.unit.SET',
  XPK: 'invoices.einvoice.unit.XPK',
  PR: 'invoices.einvoice.unit.PR',
  LS: 'invoices.einvoice.unit.LS',
  E48: 'invoices.einvoice.unit.E48',
  MIN: 'invoices.einvoice.unit.MIN',
  HUR: 'invoices.einvoice.unit.HUR',
  DAY: 'invoices.einvoice.unit.DAY',
  E49: 'invoices.einvoice.unit.E49',
  WEE: 'invoices.einvoice.unit.WEE',
  MON: 'invoices.einvoice.unit.MON',
  ANN: 'invoices.einvoice.unit.ANN',
  GRM: 'invoices.einvoice.unit.GRM',
  KGM: 'invoices.einvoice.unit.KGM',
  TNE: 'invoices.einvoice.unit.TNE',
  MTR: 'invoices.einvoice.unit.MTR',
  KMT: 'invoices.einvoice.unit.KMT',
  MTK: 'invoices.einvoice.unit.MTK',
  MTQ: 'invoices.einvoice.unit.MTQ',
  LTR: 'invoices.einvoice.unit.LTR',
  KWH: 'invoices.einvoice.unit.KWH',
  E34: 'invoices.einvoice.unit.E34',
};

/** "hour (HUR)"; a code outside the common list by its code alone. */
export const unitName = (t: Translate, code: string) => {
  const id = unitWords[code];
  return id ? t('invoices.einvoice.unit.named', { name: t(id), code }) : code;
};
