import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { FilePreview } from './file-preview';
import { previewKind } from './file-checks';
import { useObjectUrl } from './file-drawing';

/**
 * The receipt beside its fields, large enough to check them against; on a phone a smaller copy stays pinned at the
 * top of the screen while the fields scroll under it. "Zoom" opens it full screen to pinch and pan over the photo.
 */
export function ReceiptView({ file }: { file: File }) {
  return (
    <div className="sticky top-0 z-10 -mx-4 -mt-4 flex items-start gap-3 rounded-t-lg border-b border-slate-200 bg-white p-3 sm:static sm:m-0 sm:flex-col sm:border-0 sm:p-0">
      <div className="[&>div]:h-32! [&>div]:w-24! sm:[&>div]:h-64! sm:[&>div]:w-48!">
        <FilePreview file={file} size="large" />
      </div>
      <div className="flex min-w-0 flex-col items-start gap-2">
        <p className="min-w-0 max-w-48 break-all text-sm text-slate-700">{file.name}</p>
        <ReceiptZoom file={file} />
      </div>
    </div>
  );
}

/** "Zoom" for a photo (nothing for other files), and the photo full screen once pressed. */
export function ReceiptZoom({ file }: { file: File }) {
  const t = useT();
  const [zoomed, setZoomed] = useState(false);
  if (previewKind(file.name) !== 'image') return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setZoomed(true)}
        aria-label={t('expenses.receipt.zoomInto', { name: file.name })}
      >
        {t('expenses.receipt.zoom')}
      </Button>
      {zoomed && <ZoomedImage file={file} onClose={() => setZoomed(false)} />}
    </>
  );
}

function ZoomedImage({ file, onClose }: { file: File; onClose: () => void }) {
  const t = useT();
  const url = useObjectUrl(file);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('expenses.receipt.zoomed', { name: file.name })}
      className="fixed inset-0 z-50 flex flex-col bg-slate-900/95"
    >
      <div className="flex justify-end p-2">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('expenses.receipt.close')}
        </Button>
      </div>
      {/* native scrolling and pinch-zoom over the full-size photo */}
      <div className="flex-1 overflow-auto" style={{ touchAction: 'pan-x pan-y pinch-zoom' }}>
        {url && (
          <img src={url} alt={t('expenses.receipt.named', { name: file.name })} className="max-w-none" />
        )}
      </div>
    </div>
  );
}
