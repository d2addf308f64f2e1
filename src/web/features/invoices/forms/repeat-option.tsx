import { useT } from '../../../i18n/use-t';

/** "Repeat this invoice": once saved, the new invoice opens in the Recurring screen's form that makes it recurring. */
export function RepeatOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-1"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {t('invoices.form.repeat')}
        <span className="block text-xs text-slate-600">{t('invoices.form.repeatHint')}</span>
      </span>
    </label>
  );
}
