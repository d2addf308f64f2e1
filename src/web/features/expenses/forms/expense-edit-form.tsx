import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormShell } from '../../../components/ui/form-shell';
import { useT } from '../../../i18n/use-t';
import { reportSubmitError } from '../../../lib/form-errors';
import { currenciesQuery } from '../../../lib/reference-queries';
import { rememberedFrom, type ExpenseDetail } from '../api/expense-api';
import { useUpdateExpense } from '../api/expense-mutations';
import { ExpenseFields } from './expense-fields';
import {
  expenseToValues,
  isExpenseField,
  toExpenseInput,
  type ExpenseFormValues,
} from './expense-form-values';
import { expenseResolver } from './expense-resolver';

/** Every field of the expense; PUT replaces them all, so the form always sends all six. */
export function ExpenseEditForm({
  business,
  detail,
  actions,
  readOnly = false,
}: {
  business: string;
  detail: ExpenseDetail;
  actions: React.ReactNode;
  /** An accountant's or staff's view: the BFF refuses their changes, so none is offered. */
  readOnly?: boolean;
}) {
  const t = useT();
  const { data: expense, remembered } = detail;
  const currencies = useQuery(currenciesQuery(business));
  const form = useForm<ExpenseFormValues>({
    resolver: expenseResolver,
    mode: 'onBlur',
    defaultValues: expenseToValues(expense, remembered),
  });
  const update = useUpdateExpense(business, expense.id);
  const { isDirty } = form.formState;

  // A live event (or our own save) brought a newer expense: show it, unless the person is in the middle of editing.
  useEffect(() => {
    if (!isDirty) form.reset(expenseToValues(expense, remembered));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newer version of the expense should reset
  }, [expense.updated_at, remembered]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const input = toExpenseInput(values);
      const saved = await update.mutateAsync({ input });
      form.reset(expenseToValues(saved, rememberedFrom(input)));
    } catch (e) {
      reportSubmitError(form.setError, e, isExpenseField);
    }
  });

  const errorCount = Object.keys(form.formState.errors).filter((k) => k !== 'root').length;
  return (
    <FormShell
      title={t('expenses.edit.title', { seller: expense.seller })}
      onSubmit={submit}
      submitLabel={t('expenses.edit.save')}
      readOnly={readOnly}
      submitting={update.isPending}
      blockedReason={errorCount > 0 ? t('expenses.edit.blocked', { count: errorCount }) : undefined}
      formError={form.formState.errors.root?.server?.message}
      secondary={
        <>
          {update.isSuccess && !isDirty && (
            <p role="status" className="text-sm text-emerald-800">
              {t('expenses.saved')}
            </p>
          )}
          {actions}
        </>
      }
    >
      {remembered === null && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('expenses.edit.unknownNote')}
        </p>
      )}
      <ExpenseFields
        form={form}
        currencies={currencies.data ?? []}
        unknownOptionalsHint={remembered === null ? t('expenses.edit.unknownHint') : undefined}
      />
    </FormShell>
  );
}
