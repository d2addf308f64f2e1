import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDropzone } from 'react-dropzone';
import { keys } from '../../../lib/query-keys';
import { Button } from '../../../components/ui/button';
import { useHeldDrops } from '../../../components/ui/held-drops';
import { currenciesQuery } from '../../../lib/reference-queries';
import { usualCurrency } from '../../../../contract/usual-currency';
import { currenciesUsualFirst } from '../../../lib/currency-order';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/error-text';
import type { ExpensePage } from '../api/expense-api';
import { useCaptureQueue } from './capture-queue';
import { DraftCardView } from './draft-card';
import { useMaxUploadBytes } from './max-upload';
import { pickerAccept, refusalWords } from './file-checks';
import { RefusedCard } from './refused-card';
import { useReceiptReader } from './use-receipt-reader';

/**
 * The drop zone and the queue of draft cards: every dropped or picked file becomes its own card. Files are checked
 * here (extension, size) and a refused one is never sent. On a phone the camera button opens the camera directly.
 */
export function CapturePanel({ business }: { business: string }) {
  const t = useT();
  const maxBytes = useMaxUploadBytes();
  const { cards, dispatch, add } = useCaptureQueue(maxBytes);
  useReceiptReader(business, cards, dispatch);
  useHeldDrops('capture', add);
  const currencies = useQuery(currenciesQuery(business));
  const qc = useQueryClient();
  const recent = qc.getQueryData<ExpensePage>(keys.expenses.list(business, 1))?.data ?? [];
  const usual = usualCurrency(recent);
  const ordered = currenciesUsualFirst(currencies.data ?? [], usual);
  // No `accept` option: dropzone would refuse files with its own words; fileRefusal says exactly why instead.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: add,
    noClick: true,
    noKeyboard: true,
  });

  return (
    <section aria-labelledby="capture-title" className="flex flex-col gap-4">
      <div
        {...getRootProps({
          className: `flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors ${
            isDragActive ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-white'
          }`,
        })}
        data-testid="expense-drop-zone"
        data-drop-zone="capture"
      >
        <input {...getInputProps({ accept: pickerAccept })} aria-label={t('expenses.capture.files')} />
        <h2 id="capture-title" className="text-lg font-semibold text-slate-900">
          {t('expenses.capture.title')}
        </h2>
        <p className="max-w-md text-sm text-slate-600">
          {t('expenses.capture.intro', { maxMb: Math.floor(maxBytes / (1024 * 1024)) })}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={open}>{t('expenses.capture.newExpense')}</Button>
          <label className="inline-flex min-h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-teal-700 hover:bg-slate-100 sm:hidden">
            {t('expenses.capture.takePhoto')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(e) => {
                add(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
          </label>
        </div>
      </div>
      {currencies.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('expenses.capture.currenciesFailed', { message: errorText(t, currencies.error) })}
        </p>
      )}
      {cards.length > 0 && (
        <ul aria-label={t('expenses.capture.cards')} className="flex flex-col gap-3">
          {cards.map((card) => (
            <li key={card.key}>
              {card.refusal ? (
                <RefusedCard
                  name={card.file.name}
                  reason={refusalWords(card.refusal, t)}
                  onDismiss={() => dispatch({ type: 'remove', key: card.key })}
                />
              ) : (
                <DraftCardView
                  business={business}
                  card={card}
                  currencies={ordered}
                  usualCurrency={usual}
                  dispatch={dispatch}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
