import { useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { useObjectUrl, usePdfFirstPage } from './file-drawing';

/**
 * The receipt as the person sees it, full width of its box: a photo (the browser turns it as its EXIF says, as the
 * reader did) or a PDF's first page. The words' boxes are shares of this picture, so they lie over it at any size.
 */
export function ReceiptPicture({ file, pdf }: { file: File; pdf: boolean }) {
  return pdf ? <PdfPage file={file} /> : <Photo file={file} />;
}

function Photo({ file }: { file: File }) {
  const t = useT();
  const url = useObjectUrl(file);
  return url ? (
    <img src={url} alt={t('expenses.preview.image', { name: file.name })} className="block h-auto w-full" />
  ) : null;
}

function PdfPage({ file }: { file: File }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  // the box's own width: the page fills it
  if (usePdfFirstPage(file, canvas, 0) === 'failed')
    return <p className="p-4 text-sm text-slate-700">{t('expenses.review.noPage')}</p>;
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={t('expenses.preview.pdfPage', { name: file.name })}
      className="block h-auto w-full"
    />
  );
}
