import { useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-error';
import { isAbortError } from '../../../lib/upload';
import type { CaptureDispatch, DraftCard } from './capture-queue';
import { readReceipt } from './receipt-reading';

/**
 * Reads the queued cards one after another (a batch of ten is not ten parallel OCR jobs): the first card is
 * ready to edit while the rest wait their turn. A "busy" answer puts the card back in the queue after the
 * server's retry time.
 */
export function useReceiptReader(business: string, cards: readonly DraftCard[], dispatch: CaptureDispatch) {
  const running = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the next card only once none is being read, so the effect runs again when a reading ends
  const busy = cards.some((c) => c.reading.status === 'reading');
  const next = busy ? undefined : cards.find((c) => c.reading.status === 'queued' && c.status === 'draft');

  useEffect(() => {
    if (running.current !== null || !next) return;
    const { key, file } = next;
    running.current = key;
    abort.current = new AbortController();
    dispatch({ type: 'reading', key, reading: { status: 'reading' } });
    readReceipt(business, file, abort.current.signal).then(
      (result) => {
        running.current = null;
        dispatch({ type: 'reading', key, reading: { status: 'done', result } });
      },
      (e: unknown) => {
        running.current = null;
        if (isAbortError(e)) return;
        if (isApiError(e) && e.status === 429) {
          retry.current = setTimeout(
            () => dispatch({ type: 'reading', key, reading: { status: 'queued' } }),
            (e.retryAfterS ?? 3) * 1000,
          );
          dispatch({ type: 'reading', key, reading: { status: 'reading' } });
          return;
        }
        dispatch({
          type: 'reading',
          key,
          reading: isApiError(e) ? { status: 'failed', error: e } : { status: 'failed' },
        });
      },
    );
  }, [business, next, dispatch]);

  useEffect(
    () => () => {
      abort.current?.abort();
      clearTimeout(retry.current);
    },
    [],
  );
}
