import type { UseFormReturn } from 'react-hook-form';
import type { EInvoiceFormat } from '../../../../contract/einvoice/details';
import { Field, InputField, Select } from '../../../components/ui/field';
import type { MessageId } from '../../../i18n/messages';
import { useLocale, useT } from '../../../i18n/use-t';
import { countriesIn } from './countries';
import { errorAt } from './error-at';
import { normalised, type DetailsValues, type Item } from './detail-items';
import { schemeName, schemesFor, unitName, unitWords } from './einvoice-words';
import { itemHint, itemLabel } from './item-words';
import { ZeroRateControl } from './zero-rate-control';

type Form = UseFormReturn<DetailsValues>;
type Path = Parameters<Form['register']>[0];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The shapes the BFF checks an IBAN, a BIC and an e-mail address by (contract/einvoice/details.ts), told here in words. */
const textChecks: Partial<Record<string, [RegExp, MessageId]>> = {
  iban: [/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'invoices.einvoice.error.iban'],
  bic: [/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'invoices.einvoice.error.bic'],
  email: [emailPattern, 'invoices.einvoice.error.email'],
};
const inputTypes: Partial<Record<string, string>> = { email: 'email', phone: 'tel' };
/** A select's codes: the usual ones, and one remembered from elsewhere, offered by its code so that it stays. */
const codesWith = (usual: readonly string[], current: unknown) =>
  typeof current === 'string' && current && !usual.includes(current) ? [...usual, current] : usual;

/** The form control(s) of one missing or remembered detail: labelled, with its hint and its error beside it. */
export function ItemControl({ item, form, format }: { item: Item; form: Form; format: EInvoiceFormat }) {
  const t = useT();
  const label = itemLabel(t, item);
  const hint = itemHint(t, item, format);
  switch (item.kind) {
    case 'text': {
      const path = `${item.party}.${item.key}` as Path;
      const [pattern, wrong] = textChecks[item.key] ?? [];
      return (
        <InputField
          label={label}
          hint={hint}
          error={errorAt(form.formState.errors, path)}
          {...form.register(path, {
            validate: (v) =>
              !pattern || !wrong || !v || pattern.test(normalised(path, String(v))) || t(wrong),
          })}
          type={inputTypes[item.key] ?? 'text'}
          autoComplete="off"
          spellCheck={pattern ? false : undefined}
        />
      );
    }
    case 'country':
      return <CountryControl path={`${item.party}.country` as Path} label={label} form={form} />;
    case 'electronic':
      return <ElectronicControl party={item.party} label={label} hint={hint} form={form} format={format} />;
    case 'zero_rate':
      return <ZeroRateControl label={label} form={form} />;
    case 'unit': {
      const path = `units.${item.index}` as Path;
      return (
        <Field label={label} hint={hint} error={errorAt(form.formState.errors, path)}>
          {(control) => (
            <Select {...control} {...form.register(path)}>
              <option value="">{t('invoices.einvoice.chooseUnit')}</option>
              {codesWith(Object.keys(unitWords), form.getValues(path)).map((code) => (
                <option key={code} value={code}>
                  {unitName(t, code)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      );
    }
    case 'message':
      return <p className="text-sm text-slate-800">{label}</p>;
  }
}

function CountryControl({ path, label, form }: { path: Path; label: string; form: Form }) {
  const t = useT();
  const { eu, others } = countriesIn(useLocale());
  const options = (list: typeof eu) =>
    list.map((c) => (
      <option key={c.code} value={c.code}>
        {c.name}
      </option>
    ));
  return (
    <Field label={label} error={errorAt(form.formState.errors, path)}>
      {(control) => (
        <Select {...control} {...form.register(path)} autoComplete="off">
          <option value="">{t('invoices.einvoice.chooseCountry')}</option>
          <optgroup label={t('invoices.einvoice.countries.eu')}>{options(eu)}</optgroup>
          <optgroup label={t('invoices.einvoice.countries.other')}>{options(others)}</optgroup>
        </Select>
      )}
    </Field>
  );
}

interface ElectronicControlProps {
  party: 'seller' | 'buyer';
  label: string;
  hint: string | undefined;
  form: Form;
  format: EInvoiceFormat;
}

/** An electronic address and its kind (EAS): an e-mail address is checked as one; any other needs its kind chosen. */
function ElectronicControl({ party, label, hint, form, format }: ElectronicControlProps) {
  const t = useT();
  const address = `${party}.electronic_address` as Path;
  const scheme = `${party}.electronic_scheme` as Path;
  const chosen = String(form.watch(scheme) ?? '');
  const schemes = codesWith(schemesFor(format), chosen);
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,13rem)]">
      <InputField
        label={label}
        hint={hint}
        error={errorAt(form.formState.errors, address)}
        {...form.register(address, {
          validate: (v, all) => {
            const kind = all[party].electronic_scheme;
            if (!String(v ?? '').trim()) return true;
            if (!kind) return t('invoices.einvoice.error.scheme');
            return kind !== 'EM' || emailPattern.test(String(v).trim()) || t('invoices.einvoice.error.email');
          },
        })}
        type={chosen === 'EM' ? 'email' : 'text'}
        autoComplete="off"
      />
      <Field label={t('invoices.einvoice.field.scheme')} error={errorAt(form.formState.errors, scheme)}>
        {(control) => (
          <Select {...control} {...form.register(scheme)}>
            {!chosen && <option value="">{t('invoices.einvoice.chooseScheme')}</option>}
            {schemes.map((code) => (
              <option key={code} value={code}>
                {schemeName(t, code)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
