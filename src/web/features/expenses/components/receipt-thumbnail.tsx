import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { getReceipt } from '../api/expense-api';
import { FilePreview } from '../capture/file-preview';
import { sniffExtension } from './sniff-extension';

/**
 * The receipt's picture, fetched only when asked for: each download is one rate-limited API call, so a list never
 * fetches its page's receipts by itself. The bytes live only while the preview is shown (no cache entry).
 */
type Props = { business: string; id: string; label: string; size?: 'small' | 'large' };

export function ReceiptThumbnail({ business, id, label, size }: Props) {
  const [asked, setAsked] = useState(false);
  if (!asked) {
    return (
      <Button
        variant="ghost"
        className="relative z-10 !px-2"
        onClick={() => setAsked(true)}
        aria-label={`Show the receipt of ${label}`}
      >
        Show receipt
      </Button>
    );
  }
  return <LoadedReceipt business={business} id={id} label={label} size={size} />;
}

type State = { file?: Blob & { name: string }; error?: string };

function LoadedReceipt({ business, id, label, size }: Props) {
  const [state, setState] = useState<State>({});
  useEffect(() => {
    const abort = new AbortController();
    getReceipt(business, id, { signal: abort.signal })
      .then(async (blob) =>
        setState({ file: Object.assign(blob, { name: `${label} receipt.${await sniffExtension(blob)}` }) }),
      )
      .catch((e: unknown) => {
        if (!abort.signal.aborted)
          setState({ error: isApiError(e) ? e.message : 'It could not be downloaded.' });
      });
    return () => abort.abort();
  }, [business, id, label]);
  if (state.error)
    return <span className="relative z-10 text-sm text-red-700">Receipt unavailable: {state.error}</span>;
  if (!state.file)
    return (
      <span role="status" className="text-sm text-slate-600">
        Loading receipt…
      </span>
    );
  return (
    <span className="relative z-10 block">
      <FilePreview file={state.file} size={size} />
    </span>
  );
}
