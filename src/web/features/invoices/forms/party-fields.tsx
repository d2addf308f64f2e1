import { useFormContext, useWatch } from 'react-hook-form';
import { businessTypes, isCompany } from '../../../../contract/enums';
import type { Profile } from '../../../../contract/profile';
import { useBusinessTypeName } from '../../../lib/business-type-labels';
import { BuyerNameField } from './buyer-name-field';
import { SelectInput, TextInput } from './form-controls';
import { sellerFromProfile, type InvoiceFormValues } from './invoice-form-values';

const ContactFields = ({ prefix }: { prefix: 'buyer' | 'seller' }) => (
  <>
    <TextInput name={`${prefix}.vat_code`} label="VAT code" />
    <TextInput name={`${prefix}.address`} label="Address" className="sm:col-span-2" />
    <TextInput name={`${prefix}.email`} label="E-mail" type="email" />
    <TextInput name={`${prefix}.phone`} label="Phone" type="tel" />
  </>
);

export function BuyerFields() {
  const type = useWatch<InvoiceFormValues, 'buyer.type'>({ name: 'buyer.type' });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">Buyer</legend>
      <SelectInput name="buyer.type" label="The buyer is" className="sm:col-span-2">
        <option value="company">a company</option>
        <option value="individual">a person</option>
      </SelectInput>
      {type === 'company' ? (
        <>
          <BuyerNameField name="buyer.company_name" label="Company name" />
          <TextInput name="buyer.company_code" label="Company code (optional)" />
        </>
      ) : (
        <>
          <BuyerNameField name="buyer.first_name" label="First name" />
          <TextInput name="buyer.last_name" label="Last name" />
        </>
      )}
      <ContactFields prefix="buyer" />
    </fieldset>
  );
}

/** "Use my business details" (the API copies the profile) or an explicit seller whose fields follow its type. */
export function SellerFields({ profile }: { profile: Profile }) {
  const { setValue } = useFormContext<InvoiceFormValues>();
  const typeName = useBusinessTypeName();
  const useDefault = useWatch<InvoiceFormValues, 'use_default_seller_info'>({ name: 'use_default_seller_info' });
  const type = useWatch<InvoiceFormValues, 'seller.business_type'>({ name: 'seller.business_type' }) ?? profile.business_type;
  const choose = (own: boolean) => {
    setValue('use_default_seller_info', own, { shouldDirty: true });
    setValue('seller', own ? null : sellerFromProfile(profile), { shouldDirty: true });
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">Seller</legend>
      <div className="flex flex-col gap-2 sm:col-span-2" role="radiogroup" aria-label="Seller details">
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="seller-choice" checked={useDefault !== false} onChange={() => choose(true)} className="size-4 accent-teal-700" />
          Use my business details ({profile.business_title}
          {profile.vat_code ? `, VAT ${profile.vat_code}` : ''})
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="seller-choice" checked={useDefault === false} onChange={() => choose(false)} className="size-4 accent-teal-700" />
          Enter the seller for this invoice
        </label>
      </div>
      {useDefault === false && (
        <>
          <SelectInput name="seller.business_type" label="Business type" className="sm:col-span-2">
            {businessTypes.map((t) => (
              <option key={t} value={t}>
                {typeName(t)}
              </option>
            ))}
          </SelectInput>
          {isCompany(type) ? (
            <>
              <TextInput name="seller.company_name" label="Company name" />
              <TextInput name="seller.company_code" label="Company code (optional)" />
            </>
          ) : (
            <>
              <TextInput name="seller.first_name" label="First name" />
              <TextInput name="seller.last_name" label="Last name" />
              <TextInput name="seller.individual_activity_id" label="Individual activity ID (optional)" />
            </>
          )}
          <ContactFields prefix="seller" />
        </>
      )}
    </fieldset>
  );
}
