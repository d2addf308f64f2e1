import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, ButtonLink } from '../../components/ui/button';
import { TitledSection } from '../../components/ui/titled-section';
import { useT } from '../../i18n/use-t';
import { CaptureList } from './capture-list';
import { SavedCard } from './saved-card';
import { Shutter } from './shutter';
import { shrinkPhoto } from './shrink';
import { useTill } from './use-till';
import { useTillBusinesses } from './use-till-businesses';

const onLineChange = (onChange: () => void) => {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;

/** The till's controls: tall enough for a thumb, each named by its own label above it. */
const controlClassName =
  'min-h-12 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:outline-2 focus:outline-teal-700';
function TillField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <label htmlFor={id} className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      {children}
    </label>
  );
}

/**
 * The till: the screen the installed app opens on, made for one hand at 360 px. A photo is shrunk on the phone and
 * kept there (IndexedDB) at once, so nothing waits on the line; the queue below sends the captures one by one when
 * the line allows, and the last one saved shows what was read off it.
 */
export function CaptureScreen() {
  const t = useT();
  const { queue, state } = useTill();
  const { businesses, business, choose, loaded } = useTillBusinesses();
  const online = useSyncExternalStore(onLineChange, isOnline, () => true);
  const [note, setNote] = useState('');
  const [keeping, setKeeping] = useState(false);
  const ids = { business: useId(), note: useId() };
  const waiting = state.captures.length;

  const take = async (files: File[]) => {
    if (!business) return;
    setKeeping(true);
    try {
      for (const file of files)
        await queue.add({ business, note: note.trim(), ...(await shrinkPhoto(file)) });
      setNote('');
    } finally {
      setKeeping(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('till.title')}</h1>
        {waiting > 0 && (
          <span
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
            title={t('till.queue.count', { count: waiting })}
          >
            <span data-testid="till-waiting">{waiting}</span>
            <span className="sr-only"> {t('till.queue.count', { count: waiting })}</span>
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700">{t('till.intro')}</p>
      {!online && (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {t('till.offline')}
        </p>
      )}
      {loaded && businesses.length === 0 ? (
        <p className="flex flex-col items-start gap-3 text-slate-800">
          {t('till.noBusiness')}
          <ButtonLink href="/connect">{t('till.connect')}</ButtonLink>
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            <TillField id={ids.business} label={t('till.business')}>
              <select
                id={ids.business}
                value={business ?? ''}
                onChange={(e) => choose(e.target.value)}
                className={controlClassName}
              >
                {businesses.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.title}
                  </option>
                ))}
              </select>
            </TillField>
            <TillField id={ids.note} label={t('till.note')}>
              <input
                id={ids.note}
                value={note}
                maxLength={120}
                onChange={(e) => setNote(e.target.value)}
                className={controlClassName}
              />
            </TillField>
          </div>
          <Shutter disabled={!business || keeping} onFiles={(files) => void take(files)} />
        </>
      )}
      {state.saved && <SavedCard saved={state.saved} />}
      <TitledSection
        titleId="till-queue"
        title={t('till.queue.title')}
        className="flex flex-col gap-3"
        headerClassName="flex items-center justify-between gap-3"
        beside={
          waiting > 0 &&
          online && (
            <Button variant="secondary" onClick={() => void queue.wake()}>
              {t('till.sendNow')}
            </Button>
          )
        }
      >
        <CaptureList state={state} queue={queue} businesses={businesses} online={online} />
      </TitledSection>
      {business && (
        <Link
          href={`/b/${encodeURIComponent(business)}/expenses`}
          className="text-sm font-medium text-teal-800 underline"
        >
          {t('till.expenses')}
        </Link>
      )}
    </div>
  );
}
