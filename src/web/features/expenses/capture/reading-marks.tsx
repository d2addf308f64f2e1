import type { ReactNode } from 'react';
import type { ExpenseFormValues } from '../forms/expense-form-values';
import type { ReadingMarks } from './receipt-reading';

type Name = keyof ExpenseFormValues;
export type FieldAnnotation = { hint: ReactNode; className: string };

const small = 'ml-1 rounded px-1 font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';

/** How a field read off the receipt looks: blue "read" (to check), amber "unsure" (offered, not filled in). (`!`: over the control's own border and background.) */
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
        hint: (
          <span className="text-sky-900">
            Read from the receipt.
            <button type="button" className={`${small} text-sky-900`} onClick={() => onConfirm(name)}>
              Looks right
            </button>
          </span>
        ),
      };
    }
    return {
      className: 'border-amber-500! bg-amber-50!',
      hint: (
        <span className="text-amber-900">
          Unsure reading: “{m.value}”.
          <button type="button" className={`${small} text-amber-900`} onClick={() => onAccept(name, m.value)}>
            Use it
          </button>
        </span>
      ),
    };
  };
}
