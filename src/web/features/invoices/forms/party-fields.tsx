import { useFormContext, useWatch } from 'react-hook-form';
import { businessTypes, buyerTypes, isCompany } from '../../../../contract/enums';
import type { Profile } from '../../../../contract/profile';
import { optionsOf } from '../../../components/ui/field';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { useBusinessTypeName } from '../../../lib/business-type-labels';
import { BuyerNameField } from './buyer-name-field';
import { FormSection, SelectInput, TextInput } from './form-controls';
import { sellerFromProfile, type InvoiceFormValues } from './invoice-form-values';

const buyerTypeWords: Record<(typeof buyerTypes)[number], MessageId> = {
  company: 'invoices.form.buyerCompany',
  individual: 'invoices.form.buyerPerson',
};

function ContactFields({ prefix }: { prefix: 'buyer' | 'seller' }) {
  const t = useT();
  return (
    <>
      <TextInput name={`${prefix}.vat_code`} label={t('invoices.party.vatCode')} />
      <TextInput name={`${prefix}.address`} label={t('invoices.party.address')} className="sm:col-span-2" />
      <TextInput name={`${prefix}.email`} label={t('invoices.party.email')} type="email" />
      <TextInput name={`${prefix}.phone`} label={t('invoices.party.phone')} type="tel" />
    </>
  );
}

export function BuyerFields() {
  const t = useT();
  const type = useWatch<InvoiceFormValues, 'buyer.type'>({ name: 'buyer.type' });
  const buyerKinds = optionsOf(buyerTypes, (kind) => t(buyerTypeWords[kind]));
  return (
    <FormSection title={t('invoices.party.buyer')} className="grid gap-3 sm:grid-cols-2">
      <SelectInput
        name="buyer.type"
        label={t('invoices.form.buyerIs')}
        className="sm:col-span-2"
        options={buyerKinds}
      />
      {type === 'company' ? (
        <>
          <BuyerNameField name="buyer.company_name" label={t('invoices.party.companyName')} />
          <TextInput name="buyer.company_code" label={t('invoices.party.companyCodeOptional')} />
        </>
      ) : (
        <>
          <BuyerNameField name="buyer.first_name" label={t('invoices.party.firstName')} />
          <TextInput name="buyer.last_name" label={t('invoices.party.lastName')} />
        </>
      )}
      <ContactFields prefix="buyer" />
    </FormSection>
  );
}

/**
 * "Use my business details" (the API copies the profile) or an explicit seller whose fields follow its type. An
 * edited invoice starts with its seller as issued, and choosing the explicit seller again brings that one back.
 */
export function SellerFields({ profile }: { profile: Profile }) {
  const t = useT();
  const { setValue, formState } = useFormContext<InvoiceFormValues>();
  const startedWith = formState.defaultValues?.seller as InvoiceFormValues['seller'];
  const typeName = useBusinessTypeName();
  const useDefault = useWatch<InvoiceFormValues, 'use_default_seller_info'>({
    name: 'use_default_seller_info',
  });
  const type =
    useWatch<InvoiceFormValues, 'seller.business_type'>({ name: 'seller.business_type' }) ??
    profile.business_type;
  const choose = (own: boolean) => {
    setValue('use_default_seller_info', own, { shouldDirty: true });
    setValue('seller', own ? null : (startedWith ?? sellerFromProfile(profile)), { shouldDirty: true });
  };
  return (
    <FormSection title={t('invoices.party.seller')} className="grid gap-3 sm:grid-cols-2">
      <div
        className="flex flex-col gap-2 sm:col-span-2"
        role="radiogroup"
        aria-label={t('invoices.form.sellerChoice')}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="seller-choice"
            checked={useDefault !== false}
            onChange={() => choose(true)}
            className="size-4 shrink-0 accent-teal-700"
          />
          {profile.vat_code
            ? t('invoices.form.sellerOwnVat', { business: profile.business_title, vatCode: profile.vat_code })
            : t('invoices.form.sellerOwn', { business: profile.business_title })}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="seller-choice"
            checked={useDefault === false}
            onChange={() => choose(false)}
            className="size-4 shrink-0 accent-teal-700"
          />
          {t('invoices.form.sellerOther')}
        </label>
      </div>
      {useDefault === false && (
        <>
          <SelectInput
            name="seller.business_type"
            label={t('invoices.form.businessType')}
            className="sm:col-span-2"
            options={optionsOf(businessTypes, typeName)}
          />
          {isCompany(type) ? (
            <>
              <TextInput name="seller.company_name" label={t('invoices.party.companyName')} />
              <TextInput name="seller.company_code" label={t('invoices.party.companyCodeOptional')} />
            </>
          ) : (
            <>
              <TextInput name="seller.first_name" label={t('invoices.party.firstName')} />
              <TextInput name="seller.last_name" label={t('invoices.party.lastName')} />
              <TextInput
                name="seller.individual_activity_id"
                label={t('invoices.party.activityIdOptional')}
              />
            </>
          )}
          <ContactFields prefix="seller" />
        </>
      )}
    </FormSection>
  );
}
