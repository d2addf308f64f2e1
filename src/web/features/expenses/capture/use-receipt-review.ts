import { useCallback, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readingFieldNames, type ReadingFieldName } from '../../../../contract/receipt-reading';
import { formatLocale } from '../../../lib/format';
import type { ExpenseFormValues } from '../forms/expense-form-values';
import { wordValue } from './word-values';

/** What the last word clicked did: put a value into a field, or was refused as not being one. */
export type PickNotice = { field: ReadingFieldName; word: string } & (
  { put: string } | { refused: 'amount' | 'date' | 'currency' }
);

const fieldOf = (target: EventTarget): ReadingFieldName | null => {
  const name = (target as Element).closest?.('[data-field]')?.getAttribute('data-field');
  return readingFieldNames.find((f) => f === name) ?? null;
};
/** Text fields take several words in turn ("UAB", "Maxima", "LT"); other fields take one. */
const builds = (field: ReadingFieldName) => field === 'seller' || field === 'invoice_number';

/**
 * The review of a read receipt beside its form: the field last focused takes the word the person clicks on the
 * receipt (parsed as the field needs); the sources of that field and of the one under the pointer are highlighted.
 */
export function useReceiptReview(
  form: UseFormReturn<ExpenseFormValues>,
  accept: (name: ReadingFieldName, value: string) => void,
  currencies: readonly string[],
) {
  const [target, setTarget] = useState<ReadingFieldName | null>(null);
  const [hover, setHover] = useState<ReadingFieldName | null>(null);
  const [notice, setNotice] = useState<PickNotice | null>(null);
  const last = useRef<{ field: ReadingFieldName; value: string } | null>(null);

  const formEvents = {
    onFocus: (e: FocusEvent) => {
      const field = fieldOf(e.target);
      if (!field || field === target) return;
      setTarget(field);
      setNotice(null); // what the last word did in another field is no news here
    },
    onMouseOver: (e: MouseEvent) => setHover(fieldOf(e.target)),
    onMouseLeave: () => setHover(null),
  };

  const pick = useCallback(
    (word: string) => {
      if (!target) return;
      const got = wordValue(target, word, { locale: formatLocale(), currencies });
      if ('refused' in got) return setNotice({ field: target, word, refused: got.refused });
      const current = form.getValues(target);
      const value =
        builds(target) && last.current?.field === target && last.current.value === current
          ? `${current} ${got.value}`
          : got.value;
      accept(target, value);
      last.current = { field: target, value };
      setNotice({ field: target, word, put: value });
    },
    [target, form, accept, currencies],
  );

  return { target, hover, formEvents, pick, notice };
}
