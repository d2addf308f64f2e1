import { isCompany } from '../../contract/enums';
import type { Buyer, Seller } from '../../contract/invoice';
import type { BuyerInput, SellerInput } from '../../contract/invoice-input';
import type { LabelValue } from '../../contract/common';
import { nameFieldsOf, type Profile } from '../../contract/profile';

/** Blank text is no text: stored and returned as null. */
const orNull = (s: string | null | undefined): string | null => (s == null || s.trim() === '' ? null : s);

/**
 * The default seller: the business profile copied as it is (its VAT code included), plus the custom fields
 * of the business's latest invoice. The profile has no e-mail or phone, so those are null.
 */
export function defaultSeller(profile: Profile, latestCustomFields: LabelValue[]): Seller {
  return {
    business_type: profile.business_type,
    ...nameFieldsOf(profile),
    vat_code: profile.vat_code,
    address: profile.address,
    email: null,
    phone: null,
    custom_fields: latestCustomFields,
  };
}

/** An explicit seller keeps the fields that match its business type: companies name, individuals person. */
export function explicitSeller(input: SellerInput, profile: Profile): Seller {
  const type = input.business_type ?? profile.business_type;
  const company = isCompany(type);
  return {
    business_type: type,
    first_name: company ? null : orNull(input.first_name),
    last_name: company ? null : orNull(input.last_name),
    company_name: company ? orNull(input.company_name) : null,
    company_code: company ? orNull(input.company_code) : null,
    individual_activity_id: company ? null : orNull(input.individual_activity_id),
    vat_code: orNull(input.vat_code),
    address: orNull(input.address),
    email: orNull(input.email),
    phone: orNull(input.phone),
    custom_fields: input.custom_fields ?? [],
  };
}

/** The buyer as returned: the input type `person` is returned as `individual`; absent fields are null. */
export function toBuyer(input: BuyerInput): Buyer {
  return {
    type: input.type === 'company' ? 'company' : 'individual',
    first_name: orNull(input.first_name),
    last_name: orNull(input.last_name),
    company_name: orNull(input.company_name),
    company_code: orNull(input.company_code),
    individual_activity_id: orNull(input.individual_activity_id),
    vat_code: orNull(input.vat_code),
    address: orNull(input.address),
    email: orNull(input.email),
    phone: orNull(input.phone),
  };
}
