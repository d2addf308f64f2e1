import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { ExpenseFormValues } from '../forms/expense-form-values';
import type { ReadingMarks } from './receipt-reading';

type Name = keyof ExpenseFormValues;
export type FieldAnnotation = { hint: ReactNode; className: string };

const buttonClassName =
  'ml-1 rounded px-1 font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * How a field read off the receipt looks: blue "read" (to check), amber "unsure" (offered, not filled in), teal
 * "from the e-invoice" (its data: nothing to confirm). (`!`: over the control's own border and background.)
 */
export function readingAnnotation(
  marks: ReadingMarks,
  onConfirm: (name: Name) => void,
  onAccept: (name: Name, value: string) => void,
) {
  return (name: Name): FieldAnnotation | undefined => {
    const m = marks[name];
    if (!m) return undefined;
    if (m.mark === 'read') {
      return {
        className: 'border-sky-600! bg-sky-50!',
        hint: <ReadHint onConfirm={() => onConfirm(name)} />,
      };
    }
    if (m.mark === 'einvoice') return { className: 'border-teal-600! bg-teal-50!', hint: <EInvoiceHint /> };
    return {
      className: 'border-amber-500! bg-amber-50!',
      hint: <UnsureHint value={m.value} onAccept={() => onAccept(name, m.value)} />,
    };
  };
}

function ReadHint({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  return (
    <span className="text-sky-900">
      {t('expenses.reading.read')}
      <button type="button" className={`${buttonClassName} text-sky-900`} onClick={onConfirm}>
        {t('expenses.reading.looksRight')}
      </button>
    </span>
  );
}

function UnsureHint({ value, onAccept }: { value: string; onAccept: () => void }) {
  const t = useT();
  return (
    <span className="break-words text-amber-900">
      {t('expenses.reading.unsure', { value })}
      <button type="button" className={`${buttonClassName} text-amber-900`} onClick={onAccept}>
        {t('expenses.reading.useIt')}
      </button>
    </span>
  );
}

function EInvoiceHint() {
  const t = useT();
  return <span className="text-teal-900">{t('expenses.reading.fromEInvoice')}</span>;
}
