import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { getReceipt } from '../api/expense-api';
import { FilePreview } from '../capture/file-preview';
import { sniffExtension } from './sniff-extension';

/**
 * The receipt's picture, fetched only when asked for: each download is one rate-limited API call, so a list never
 * fetches its page's receipts by itself. The bytes live only while the preview is shown (no cache entry).
 */
type Props = { business: string; id: string; label: string; size?: 'small' | 'large' };

export function ReceiptThumbnail({ business, id, label, size }: Props) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  if (!asked) {
    return (
      <Button
        variant="ghost"
        className="relative z-10 !px-2"
        onClick={() => setAsked(true)}
        aria-label={t('expenses.thumbnail.showOf', { seller: label })}
      >
        {t('expenses.thumbnail.show')}
      </Button>
    );
  }
  return <LoadedReceipt business={business} id={id} label={label} size={size} />;
}

/** The downloaded bytes and their kind, or why not: the server's answer when it gave one (told in words when shown). */
type State = { blob?: Blob; extension?: string; failed?: { error?: ApiError } };

function LoadedReceipt({ business, id, label, size }: Props) {
  const t = useT();
  const [state, setState] = useState<State>({});
  useEffect(() => {
    const abort = new AbortController();
    getReceipt(business, id, { signal: abort.signal })
      .then(async (blob) => setState({ blob, extension: await sniffExtension(blob) }))
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setState({ failed: isApiError(e) ? { error: e } : {} });
      });
    return () => abort.abort();
  }, [business, id]);
  // named in the active language ("… receipt.jpg"): the preview reads its kind and its alt text from the name
  const name =
    state.extension && t('expenses.thumbnail.fileName', { seller: label, extension: state.extension });
  const file = useMemo(
    () => (state.blob && name ? new File([state.blob], name) : undefined),
    [state.blob, name],
  );
  if (state.failed) {
    const reason = state.failed.error
      ? errorText(t, state.failed.error)
      : t('expenses.thumbnail.downloadFailed');
    return (
      <span className="relative z-10 text-sm text-red-700">
        {t('expenses.thumbnail.unavailable', { reason })}
      </span>
    );
  }
  if (!file)
    return (
      <span role="status" className="text-sm text-slate-600">
        {t('expenses.thumbnail.loading')}
      </span>
    );
  return (
    <span className="relative z-10 block">
      <FilePreview file={file} size={size} />
    </span>
  );
}
