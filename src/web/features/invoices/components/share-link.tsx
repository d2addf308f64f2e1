import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { shareReach, type ShareReach } from '../share-reach';

const reachWords: Record<ShareReach, MessageId> = {
  computer: 'invoices.share.onlyThisComputer',
  network: 'invoices.share.onlyNetwork',
};

/**
 * The invoice's share link, to copy for a client. A link a client cannot open says so instead: on this computer's
 * own address (the embedded default) it is not offered to copy at all; on a private network's, it says where it works.
 */
export function ShareLink({ url }: { url: string }) {
  const t = useT();
  const reach = shareReach(url);
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="share-link" className="text-sm font-medium text-slate-800">
        {t('invoices.share.label')}{' '}
        {!reach && <span className="font-normal text-slate-600">{t('invoices.share.hint')}</span>}
      </label>
      {reach && (
        <p
          id="share-link-reach"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {t(reachWords[reach])}
        </p>
      )}
      <div className="flex gap-2">
        <input
          id="share-link"
          readOnly
          value={url}
          aria-describedby={reach && 'share-link-reach'}
          onFocus={(e) => e.target.select()}
          className="min-h-10 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm"
        />
        {reach !== 'computer' && (
          <Button variant="secondary" onClick={() => void copy()}>
            {t('invoices.share.copy')}
          </Button>
        )}
      </div>
      <p aria-live="polite" className="text-xs text-slate-600">
        {copied === 'yes'
          ? t('invoices.share.copied')
          : copied === 'failed'
            ? t('invoices.share.copyRefused')
            : ''}
      </p>
    </div>
  );
}
