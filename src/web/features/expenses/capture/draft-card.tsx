import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { Currency } from '../../../../contract/common';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { reportSubmitError } from '../../../lib/form-errors';
import { isAbortError } from '../../../lib/upload';
import { useCreateExpense } from '../api/expense-mutations';
import { ExpenseFields } from '../forms/expense-fields';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import {
  emptyExpenseValues,
  isExpenseField,
  toExpenseInput,
  type ExpenseFormValues,
} from '../forms/expense-form-values';
import { expenseResolver } from '../forms/expense-resolver';
import type { CaptureDispatch, DraftCard } from './capture-queue';
import { EInvoiceDetails } from './einvoice-details';
import { EInvoiceSummary } from './einvoice-summary';
import { ReadingStatus } from './reading-status';
import { readingAnnotation } from './reading-marks';
import { readingPlaces } from './receipt-reading';
import { ReceiptReview } from './receipt-review';
import { ReceiptView } from './receipt-view';
import { UploadProgressBar } from './upload-progress-bar';
import { useReadingPrefill } from './use-reading-prefill';
import { useReceiptReview } from './use-receipt-review';
import { expenseHref } from '../expense-paths';

interface DraftCardProps {
  business: string;
  card: DraftCard;
  currencies: readonly Currency[];
  usualCurrency: string;
  dispatch: CaptureDispatch;
}

/** One file becoming one expense: preview, the short form, and its own upload with progress, cancel and retry. */
export function DraftCardView({ business, card, currencies, usualCurrency, dispatch }: DraftCardProps) {
  const t = useT();
  const clock = useClock();
  const form = useForm<ExpenseFormValues>({
    resolver: expenseResolver,
    mode: 'onBlur',
    defaultValues: emptyExpenseValues(usualCurrency, todayYmd(undefined, clock.now())),
  });
  const create = useCreateExpense(business);
  const abort = useRef<AbortController | null>(null);
  const { key, file, status } = card;
  const editable = status === 'draft' || status === 'failed';
  const { marks, confirm, accept } = useReadingPrefill(form, card.reading, editable);
  const review = useReceiptReview(
    form,
    accept,
    currencies.map((c) => c.code),
  );
  const read = card.reading.status === 'done' ? card.reading.result : undefined;
  const places = read ? readingPlaces(read) : undefined;

  const save = form.handleSubmit(async (values) => {
    abort.current = new AbortController();
    dispatch({ type: 'start', key });
    try {
      const expense = await create.mutateAsync({
        input: toExpenseInput(values),
        file,
        signal: abort.current.signal,
        onProgress: ({ loaded, total }) => dispatch({ type: 'progress', key, progress: loaded / total }),
      });
      dispatch({ type: 'saved', key, id: expense.id });
    } catch (e) {
      if (isAbortError(e)) return dispatch({ type: 'cancelled', key });
      reportSubmitError(form.setError, e, isExpenseField);
      dispatch({ type: 'fail', key });
    }
  });

  return (
    <article
      aria-label={t('expenses.receipt.named', { name: file.name })}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
    >
      {places ? (
        <ReceiptReview
          file={file}
          places={places}
          marks={marks}
          hover={review.hover}
          target={review.target}
          notice={review.notice}
          onPick={review.pick}
          disabled={!editable}
        />
      ) : (
        <ReceiptView file={file} />
      )}
      <form
        onSubmit={save}
        {...review.formEvents}
        noValidate
        className="flex min-w-0 flex-1 flex-col gap-3"
        aria-label={t('expenses.draft.form', { name: file.name })}
      >
        {/* Once saved, the reader's "nothing is saved until you save" would contradict the card. */}
        {status !== 'saved' && <ReadingStatus reading={card.reading} />}
        {read?.einvoice && <EInvoiceSummary einvoice={read.einvoice} />}
        <ExpenseFields
          form={form}
          currencies={currencies}
          disabled={status === 'uploading' || status === 'saved'}
          annotate={editable ? readingAnnotation(marks, confirm, accept) : undefined}
        />
        {status !== 'draft' || card.progress > 0 ? (
          <UploadProgressBar name={file.name} progress={card.progress} />
        ) : null}
        {card.cancelled && (
          <p role="alert" className="text-sm text-slate-700">
            {t('expenses.draft.cancelled')}
          </p>
        )}
        {form.formState.errors.root?.server && (
          <p role="alert" className="text-sm text-red-700">
            {form.formState.errors.root.server.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {status === 'saved' ? (
            <>
              <p role="status" className="self-center text-sm font-medium text-emerald-800">
                {t('expenses.saved')}
              </p>
              {card.savedId && (
                <Link
                  href={expenseHref(business, card.savedId)}
                  className="self-center text-sm text-teal-800 underline"
                >
                  {t('expenses.draft.open')}
                </Link>
              )}
              <Button variant="secondary" onClick={() => dispatch({ type: 'remove', key })}>
                {t('expenses.draft.done')}
              </Button>
            </>
          ) : status === 'uploading' ? (
            // Its own key: reusing the submit button's element would let this click's default action submit again.
            <Button key="cancel" variant="secondary" onClick={() => abort.current?.abort()}>
              {t('expenses.upload.cancel')}
            </Button>
          ) : (
            <>
              <Button key="save" type="submit">
                {status === 'failed' ? t('expenses.draft.retry') : t('expenses.draft.save')}
              </Button>
              <Button variant="ghost" onClick={() => dispatch({ type: 'remove', key })}>
                {t('expenses.draft.discard')}
              </Button>
            </>
          )}
        </div>
        {read?.einvoice && (
          <EInvoiceDetails einvoice={read.einvoice} currency={read.currency ?? usualCurrency} />
        )}
      </form>
    </article>
  );
}
