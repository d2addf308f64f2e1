import { useId } from 'react';
import { eInvoiceFormats, type EInvoiceFormat } from '../../../../contract/einvoice/details';
import { useT } from '../../../i18n/use-t';
import { formatWords } from './einvoice-words';

/** The four formats, each a button with the one line that says whom it is for; the one chosen before has the focus. */
export function FormatChoice({
  chosen,
  onChoose,
}: {
  chosen: EInvoiceFormat | undefined;
  onChoose: (f: EInvoiceFormat) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <p id={`${id}-title`} className="text-sm font-medium text-slate-800">
        {t('invoices.einvoice.chooseFormat')}
      </p>
      <ul className="flex flex-col gap-2">
        {eInvoiceFormats.map((format) => (
          <li key={format}>
            <button
              type="button"
              onClick={() => onChoose(format)}
              aria-labelledby={`${id}-${format}`}
              aria-describedby={`${id}-${format}-for`}
              autoFocus={format === chosen}
              className="flex min-h-10 w-full flex-col items-start gap-0.5 rounded-md border border-slate-300 bg-white px-4 py-2 text-left hover:border-teal-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              <span id={`${id}-${format}`} className="text-sm font-semibold text-slate-900">
                {t(formatWords[format].name)}
              </span>
              <span id={`${id}-${format}-for`} className="text-sm text-slate-700">
                {t(formatWords[format].audience)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
