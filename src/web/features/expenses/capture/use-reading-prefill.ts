import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ExpenseFormValues } from '../forms/expense-form-values';
import type { CardReading } from './capture-queue';
import { readingToFields, type ReadingMarks } from './receipt-reading';

type Name = keyof ExpenseFormValues;
const without = (marks: ReadingMarks, name: Name): ReadingMarks => {
  const next = { ...marks };
  delete next[name];
  return next;
};

/**
 * Puts a finished reading into the card's form once: sure values are filled in and marked "read from the receipt"
 * (or "from the e-invoice") until the person changes or confirms them; unsure ones are only offered. A field the person already typed in is
 * left alone. Nothing is saved here: saving stays the person's click.
 */
export function useReadingPrefill(
  form: UseFormReturn<ExpenseFormValues>,
  reading: CardReading,
  editable: boolean,
) {
  const [marks, setMarks] = useState<ReadingMarks>({});
  const applied = useRef(false);

  useEffect(() => {
    if (applied.current || reading.status !== 'done' || !editable) return;
    applied.current = true;
    const next: ReadingMarks = {};
    // an e-invoice's values are its data, not a reading to check: marked as such
    const sureMark = reading.result.einvoice ? 'einvoice' : 'read';
    for (const [name, f] of Object.entries(readingToFields(reading.result)) as [
      Name,
      { value: string; sure: boolean },
    ][]) {
      if (form.getFieldState(name).isDirty) continue;
      if (f.sure) form.setValue(name, f.value, { shouldDirty: true });
      next[name] = { mark: f.sure ? sureMark : 'unsure', value: f.value };
    }
    setMarks(next);
  }, [reading, editable, form]);

  // the person's own change to a field ends its mark
  useEffect(() => {
    const sub = form.watch((_, { name, type }) => {
      if (type === 'change' && name) setMarks((m) => without(m, name));
    });
    return () => sub.unsubscribe();
  }, [form]);

  const confirm = useCallback((name: Name) => setMarks((m) => without(m, name)), []);
  const accept = useCallback(
    (name: Name, value: string) => {
      form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
      setMarks((m) => without(m, name));
    },
    [form],
  );
  return { marks, confirm, accept };
}
