import { euVatCountry } from '../eu-vat';
import type { Buyer, Seller } from '../invoice';
import { buyerName } from '../buyer-key';
import type { SellerDetails } from './details';
import { vatEndpoint } from './eas';
import type { ElectronicAddress, EParty } from './model';

/** A VAT code as EN 16931 wants it (BR-CO-9): no spaces or dots, upper case, its country prefix (EL for Greece). */
export function vatId(code: string | null, country: string | null): string | null {
  const plain = (code ?? '').replace(/[\s.-]/g, '').toUpperCase();
  if (plain === '') return null;
  if (/^[A-Z]{2}/.test(plain)) return plain.replace(/^GR/, 'EL');
  return country ? `${country === 'GR' ? 'EL' : country}${plain}` : plain;
}

/** The party's country (ISO 3166): as remembered, else from the VAT code's prefix (EL is Greece, GR). */
export const countryOf = (details: { country: string | null }, vatCode: string | null): string | null => {
  const fromVat = euVatCountry(vatCode);
  return details.country ?? (fromVat === 'EL' ? 'GR' : (fromVat ?? null));
};

type Details = Pick<
  SellerDetails,
  'street' | 'city' | 'post_code' | 'electronic_address' | 'electronic_scheme'
> &
  Partial<Pick<SellerDetails, 'phone' | 'email'>>;

/**
 * BT-34 / BT-49: the address the owner gave; else, for Peppol, the VAT number where its country has a scheme (Peppol
 * takes no e-mail address), and elsewhere the party's e-mail (EM). Null when there is none: the pre-flight asks.
 */
export function electronicAddressOf(
  who: Seller | Buyer,
  details: Details,
  country: string | null,
  peppol: boolean,
): ElectronicAddress | null {
  const given = details.electronic_address
    ? { id: details.electronic_address, scheme: details.electronic_scheme ?? 'EM' }
    : null;
  // An e-mail address remembered for XRechnung is no Peppol ID: Peppol asks for its own.
  if (given && !(peppol && given.scheme === 'EM')) return given;
  if (peppol) return vatEndpoint(vatId(who.vat_code, country));
  const email = who.email?.trim() || details.email || null;
  return email ? { id: email, scheme: 'EM' } : null;
}

/** One party of the invoice with what the desk remembers of it; the invoice's one-line address is the street line. */
export function partyOf(
  who: Seller | Buyer,
  details: Details,
  country: string,
  options: { withVat: boolean; peppol: boolean },
): EParty {
  const name =
    'type' in who
      ? buyerName(who)
      : who.company_name?.trim() || [who.first_name, who.last_name].filter(Boolean).join(' ').trim();
  const email = who.email?.trim() || details.email || null;
  const phone = who.phone?.trim() || details.phone || null;
  return {
    name,
    legalId: who.company_code?.trim() || who.individual_activity_id?.trim() || null,
    vatId: options.withVat ? vatId(who.vat_code, country) : null,
    street: details.street ?? (who.address?.trim() || null),
    city: details.city,
    postCode: details.post_code,
    country,
    electronicAddress: electronicAddressOf(who, details, country, options.peppol),
    contact: email || phone ? { name, phone, email } : null,
  };
}
