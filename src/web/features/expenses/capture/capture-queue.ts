import { useCallback, useReducer } from 'react';
import type { ReceiptReading } from '../../../../contract/receipt-reading';
import type { ApiError } from '../../../lib/api-error';
import { fileRefusal, type FileRefusal } from './file-checks';
import { isReadable } from './receipt-reading';

/** Reading the receipt's fields: queued cards are read one at a time, in the order they were dropped. */
export type CardReading =
  | { status: 'queued' | 'reading' | 'none' }
  | { status: 'done'; result: ReceiptReading }
  | { status: 'failed'; error?: ApiError }; // the server's answer when it gave one, told in words when shown

/** One dropped or picked file on its way to becoming an expense. Refused files stay visible with their reason. */
export type DraftCard = {
  key: string;
  file: File;
  refusal?: FileRefusal;
  status: 'draft' | 'uploading' | 'failed' | 'saved';
  progress: number; // 0..1 of the bytes sent
  /** The person cancelled the last upload (said on the card until the next one starts). */
  cancelled?: boolean;
  savedId?: string;
  reading: CardReading;
};

type Action =
  | { type: 'add'; files: readonly File[]; maxBytes?: number }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'fail'; key: string }
  | { type: 'cancelled'; key: string }
  | { type: 'saved'; key: string; id: string }
  | { type: 'remove'; key: string }
  | { type: 'reading'; key: string; reading: CardReading };

let counter = 0;
const nextKey = () => `draft-${Date.now().toString(36)}-${(counter += 1)}`;

const update = (cards: DraftCard[], key: string, patch: Partial<DraftCard>) =>
  cards.map((c) => (c.key === key ? { ...c, ...patch } : c));

export function captureReducer(cards: DraftCard[], action: Action): DraftCard[] {
  switch (action.type) {
    case 'add':
      return [
        ...cards,
        ...action.files.map((file): DraftCard => {
          const refusal = fileRefusal(file, action.maxBytes);
          const reading: CardReading = { status: !refusal && isReadable(file.name) ? 'queued' : 'none' };
          return {
            key: nextKey(),
            file,
            status: 'draft',
            progress: 0,
            reading,
            ...(refusal ? { refusal } : {}),
          };
        }),
      ];
    case 'start':
      return update(cards, action.key, { status: 'uploading', progress: 0, cancelled: false });
    case 'progress':
      return update(cards, action.key, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'fail':
      // What went wrong is on the card's form (its fields, or the form as a whole).
      return update(cards, action.key, { status: 'failed' });
    case 'cancelled':
      return update(cards, action.key, { status: 'draft', progress: 0, cancelled: true });
    case 'saved':
      return update(cards, action.key, {
        status: 'saved',
        progress: 1,
        cancelled: false,
        savedId: action.id,
      });
    case 'remove':
      return cards.filter((c) => c.key !== action.key);
    case 'reading':
      return update(cards, action.key, { reading: action.reading });
  }
}

/** The capture queue: add files, follow each card's upload; the typed values live in each card's own form. */
export function useCaptureQueue(maxBytes?: number) {
  const [cards, dispatch] = useReducer(captureReducer, []);
  const add = useCallback((files: readonly File[]) => dispatch({ type: 'add', files, maxBytes }), [maxBytes]);
  return { cards, dispatch, add };
}
export type CaptureDispatch = ReturnType<typeof useCaptureQueue>['dispatch'];
