import type { EInvoiceFormat, ZeroRateCategory } from '../../../../contract/einvoice/details';
import type { MessageId } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/use-t';
import { countryName } from './countries';
import { itemKey, type DetailsValues, type Group, type Item } from './detail-items';
import { schemeName, unitName, zeroRateWords } from './einvoice-words';

const textLabels = {
  street: 'invoices.einvoice.field.street',
  post_code: 'invoices.einvoice.field.postCode',
  city: 'invoices.einvoice.field.city',
  email: 'invoices.einvoice.field.email',
  phone: 'invoices.einvoice.field.phone',
  buyer_reference: 'invoices.einvoice.field.buyerReference',
  iban: 'invoices.einvoice.field.iban',
  bic: 'invoices.einvoice.field.bic',
} as const satisfies Record<string, MessageId>;

const textHints: Partial<Record<keyof typeof textLabels, MessageId>> = {
  buyer_reference: 'invoices.einvoice.hint.buyerReference',
  iban: 'invoices.einvoice.hint.iban',
  bic: 'invoices.einvoice.hint.bic',
};

/** The invoice's own fields an e-invoice may lack, in words; any other is told in the BFF's sentence. */
const invoiceFieldWords: Partial<Record<string, MessageId>> = {
  'invoice.seller.vat_code': 'invoices.einvoice.invoice.sellerVat',
  'invoice.buyer.vat_code': 'invoices.einvoice.invoice.buyerVat',
};

/** What an item is called on its form field and in the summary. */
export function itemLabel(t: Translate, item: Item): string {
  switch (item.kind) {
    case 'text':
      return t(textLabels[item.key]);
    case 'country':
      return t('invoices.einvoice.field.country');
    case 'electronic':
      return t('invoices.einvoice.field.electronicAddress');
    case 'zero_rate':
      return t('invoices.einvoice.field.zeroRate');
    case 'unit':
      return t('invoices.einvoice.field.unit', { word: item.word });
    case 'message': {
      const words = invoiceFieldWords[item.field];
      return words ? t(words) : item.message;
    }
  }
}

/** The line under a field that says what to put there, where the label alone would leave the owner guessing. */
export function itemHint(t: Translate, item: Item, format: EInvoiceFormat): string | undefined {
  if (item.kind === 'text') {
    const hint = textHints[item.key];
    return hint && t(hint);
  }
  if (item.kind === 'electronic') {
    const peppol = format === 'peppol';
    if (item.party === 'buyer')
      return t(
        peppol
          ? 'invoices.einvoice.hint.buyerPeppolAddress'
          : 'invoices.einvoice.hint.buyerElectronicAddress',
      );
    return t(
      peppol
        ? 'invoices.einvoice.hint.sellerPeppolAddress'
        : 'invoices.einvoice.hint.sellerElectronicAddress',
    );
  }
  if (item.kind === 'unit') return t('invoices.einvoice.hint.unit');
  return undefined;
}

/** The item's remembered value in words (the summary): a country by its name, a code by what it means. */
export function itemValue(t: Translate, locale: string, item: Item, values: DetailsValues): string {
  switch (item.kind) {
    case 'text':
      return values[item.party][item.key] ?? '';
    case 'country':
      return countryName(locale, values[item.party].country ?? '');
    case 'electronic': {
      const { electronic_address: address = '', electronic_scheme: scheme = '' } = values[item.party];
      return scheme ? `${address} (${schemeName(t, scheme)})` : address;
    }
    case 'zero_rate': {
      const category = values.buyer.zero_rate as ZeroRateCategory;
      const reason = category === 'E' ? values.buyer.exemption_reason : '';
      return [t(zeroRateWords[category]), reason].filter(Boolean).join(': ');
    }
    case 'unit': {
      const code = values.units[item.index];
      return code ? unitName(t, code) : '—';
    }
    case 'message':
      return '';
  }
}

const addressPart = (item: Item) =>
  item.kind === 'country' || (item.kind === 'text' && ['street', 'post_code', 'city'].includes(item.key));

/**
 * A group's remembered details as the summary's rows: an address on one line (street, post code and city, country),
 * each other detail on its own.
 */
export function summaryRows(t: Translate, locale: string, items: readonly Item[], values: DetailsValues) {
  const address = items.filter(addressPart);
  const byKind = (kind: string) =>
    address.find((item) => (item.kind === 'text' ? item.key : item.kind) === kind);
  const part = (kind: string) => {
    const item = byKind(kind);
    return item ? itemValue(t, locale, item, values) : '';
  };
  const place = [part('post_code'), part('city')].filter(Boolean).join(' ');
  const rows = items
    .filter((item) => !addressPart(item))
    .map((item) => ({
      key: itemKey(item),
      label: itemLabel(t, item),
      value: itemValue(t, locale, item, values),
    }));
  return address.length === 0
    ? rows
    : [
        {
          key: 'address',
          label: t('invoices.einvoice.field.address'),
          value: [part('street'), place, part('country')].filter(Boolean).join(', '),
        },
        ...rows,
      ];
}

/** Each group's heading and the line saying where its details are kept. */
export const groupWords: Record<Group, { title: MessageId; note: MessageId | undefined }> = {
  buyer: { title: 'invoices.einvoice.group.buyer', note: 'invoices.einvoice.group.buyerNote' },
  seller: { title: 'invoices.einvoice.group.seller', note: 'invoices.einvoice.group.sellerNote' },
  lines: { title: 'invoices.einvoice.group.lines', note: undefined },
  invoice: { title: 'invoices.einvoice.group.invoice', note: 'invoices.einvoice.group.invoiceNote' },
};
export const groups = Object.keys(groupWords) as Group[];
