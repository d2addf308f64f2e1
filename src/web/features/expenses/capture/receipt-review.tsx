import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { readingFieldNames, type ReadingFieldName } from '../../../../contract/receipt-reading';
import { useT, type Translate } from '../../../i18n/use-t';
import { previewKind } from './file-checks';
import type { ReadingMarks, ReviewPlaces } from './receipt-reading';
import { ReceiptPicture } from './receipt-picture';
import { ReceiptZoom } from './receipt-view';
import type { PickNotice } from './use-receipt-review';

const labelIds = {
  seller: 'expenses.field.seller',
  total: 'expenses.field.total',
  currency: 'expenses.field.currency',
  date: 'expenses.field.date',
  vat: 'expenses.field.vat',
  invoice_number: 'expenses.field.number',
} as const;
export const fieldLabel = (t: Translate, f: ReadingFieldName) => t(labelIds[f]);

/** A box as the reader gives it: left, top, width, height, shares of the picture. */
type Box = readonly number[];
const pct = (n = 0) => `${(n * 100).toFixed(2)}%`;
const place = ([x, y, w, h]: Box) => ({ left: pct(x), top: pct(y), width: pct(w), height: pct(h) });
/** One box around all of a field's words (a seller's name is several). */
const around = (boxes: Box[]): Box => {
  const side = (f: (b: Box) => number, pick: (...n: number[]) => number) => pick(...boxes.map(f));
  const [x0, y0] = [side(([x = 0]) => x, Math.min), side(([, y = 0]) => y, Math.min)];
  return [
    x0,
    y0,
    side(([x = 0, , w = 0]) => x + w, Math.max) - x0,
    side(([, y = 0, , h = 0]) => y + h, Math.max) - y0,
  ];
};

interface ReceiptReviewProps {
  file: File;
  places: ReviewPlaces;
  marks: ReadingMarks;
  /** the field under the pointer: its source is highlighted */
  hover: ReadingFieldName | null;
  /** the field a word clicked goes into (the one last focused): its source is highlighted too */
  target: ReadingFieldName | null;
  notice: PickNotice | null;
  onPick: (word: string) => void;
  disabled: boolean;
}

/**
 * The review of a read receipt: the picture with each field's source outlined (blue read, amber unsure with "Check
 * this"; the sources of the field focused and the one pointed at filled in teal), its words as buttons that put themselves into the field last
 * focused. The words are one tab stop; arrow keys move between them in reading order.
 */
export function ReceiptReview({
  file,
  places,
  marks,
  hover,
  target,
  notice,
  onPick,
  disabled,
}: ReceiptReviewProps) {
  const t = useT();
  const hintId = useId();
  const [current, setCurrent] = useState(0);
  const pane = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { words, sources } = places;
  // a field's box: around its words, else where the reader placed it (a VAT summed over its rows)
  const boxOf = (f: ReadingFieldName): Box | undefined =>
    sources[f].length > 0 ? around(sources[f].map((i) => words[i]!.box)) : places.boxes?.[f];
  const unsure = readingFieldNames.filter((f) => marks[f]?.mark === 'unsure');
  const sourceOf = new Map<number, ReadingFieldName>();
  for (const f of readingFieldNames) for (const i of sources[f]) if (!sourceOf.has(i)) sourceOf.set(i, f);

  // the source last highlighted scrolled into the picture's pane (the page itself stays where the person is)
  const shown = hover ?? target;
  useEffect(() => {
    const first = shown ? buttons.current[sources[shown][0] ?? -1] : undefined;
    const box = pane.current;
    if (!first || !box) return;
    const top = first.offsetTop;
    if (top < box.scrollTop || top + first.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTo({ top: Math.max(0, top - box.clientHeight / 3) });
  }, [shown, sources]);

  const move = (e: KeyboardEvent, i: number) => {
    const to = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: words.length - 1,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(words.length - 1, to));
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  // a field's words are described as its source (a description, not their name: the fields' own labels must stay
  // the only controls a label finds)
  const describedBy = (i: number) => {
    const f = sourceOf.get(i);
    return f ? `${hintId}-${f}` : undefined;
  };

  return (
    // on a phone it stays pinned above the fields as they scroll, so a field's source stays in sight
    <div className="sticky top-0 z-10 -mx-4 -mt-4 flex min-w-0 flex-col gap-1 rounded-t-lg border-b border-slate-200 bg-white p-3 shadow-sm sm:static sm:m-0 sm:w-80 sm:shrink-0 sm:gap-2 sm:border-0 sm:p-0 sm:shadow-none lg:w-96">
      {!disabled && (
        <p id={hintId} className="text-xs text-slate-700 sm:text-sm">
          {target
            ? t('expenses.review.pickInto', { field: fieldLabel(t, target) })
            : t('expenses.review.pickField')}
          <span className="sr-only"> {t('expenses.review.keys')}</span>
        </p>
      )}
      {(unsure.length > 0 || places.balanced === false) && (
        <p data-uncertain className="text-xs text-amber-900 sm:text-sm">
          {places.balanced === false && `${t('expenses.review.notBalanced')} `}
          {unsure.length > 0 &&
            t('expenses.review.uncertain', { fields: unsure.map((f) => fieldLabel(t, f)).join(', ') })}
        </p>
      )}
      <div
        ref={pane}
        className="max-h-[30vh] overflow-x-hidden overflow-y-auto rounded-md border border-slate-200 bg-slate-50 sm:max-h-[75vh]"
      >
        <div className="relative">
          <ReceiptPicture file={file} pdf={previewKind(file.name) === 'pdf'} />
          {readingFieldNames.map((f) => {
            const box = boxOf(f);
            if (!box) return null;
            const lit = f === hover || f === target;
            const unsure = marks[f]?.mark === 'unsure';
            const tone = lit
              ? 'border-teal-700 bg-teal-400/25'
              : unsure
                ? 'border-dashed border-amber-500'
                : marks[f]
                  ? 'border-sky-600'
                  : 'border-slate-400';
            return (
              <div
                key={f}
                aria-hidden="true"
                data-source={f}
                data-lit={lit || undefined}
                className={`pointer-events-none absolute rounded-sm border-2 ${tone}`}
                style={place(box)}
              >
                {unsure && (
                  <span className="absolute bottom-full left-0 mb-px whitespace-nowrap rounded-sm bg-amber-700 px-1 text-[10px] leading-4 font-medium text-white">
                    {t('expenses.review.checkThis')}
                  </span>
                )}
              </div>
            );
          })}
          {readingFieldNames.map((f) => (
            <span key={f} id={`${hintId}-${f}`} hidden>
              {t('expenses.review.sourceOf', { field: fieldLabel(t, f) })}
              {marks[f]?.mark === 'unsure' && `, ${t('expenses.review.checkThis')}`}
            </span>
          ))}
          <div
            role="toolbar"
            aria-label={t('expenses.review.words')}
            aria-describedby={disabled ? undefined : hintId}
          >
            {words.map((w, i) => (
              <button
                key={i}
                ref={(el) => void (buttons.current[i] = el)}
                type="button"
                disabled={disabled}
                tabIndex={i === current ? 0 : -1}
                aria-describedby={describedBy(i)}
                className="absolute rounded-sm hover:bg-teal-500/20 hover:outline hover:outline-teal-700 focus-visible:bg-teal-500/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:pointer-events-none"
                style={place(w.box)}
                // the field keeps the focus: the word goes into it and the person goes on typing there
                onMouseDown={(e) => e.preventDefault()}
                onFocus={() => setCurrent(i)}
                onKeyDown={(e) => move(e, i)}
                onClick={() => onPick(w.text)}
              >
                <span className="sr-only">{w.text}</span>
              </button>
            ))}
          </div>
        </div>
      </div>
      <p role="status" className="text-xs text-slate-800 empty:hidden sm:min-h-5 sm:text-sm">
        {notice && noticeText(t, notice)}
      </p>
      <div className="flex min-w-0 items-center gap-2">
        <p className="min-w-0 flex-1 break-all text-xs text-slate-700 sm:text-sm">{file.name}</p>
        <ReceiptZoom file={file} />
      </div>
    </div>
  );
}

function noticeText(t: Translate, n: PickNotice): string {
  const field = fieldLabel(t, n.field);
  if ('put' in n) return t('expenses.review.put', { value: n.put, field });
  if (n.refused === 'amount') return t('expenses.review.notAmount', { word: n.word });
  if (n.refused === 'date') return t('expenses.review.notDate', { word: n.word });
  return t('expenses.review.notCurrency', { word: n.word });
}
