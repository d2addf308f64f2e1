import { useRef } from 'react';
import { fileExtension } from '../../../../contract/expense';
import { useT } from '../../../i18n/use-t';
import { previewKind } from './file-checks';
import { useObjectUrl, usePdfFirstPage } from './file-drawing';

type Size = 'small' | 'large';
const sizes: Record<Size, { box: string; width: number }> = {
  small: { box: 'h-28 w-24', width: 96 },
  large: { box: 'h-64 w-48', width: 192 },
};
const frame =
  'flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50';

type PreviewProps = { file: Blob & { name: string }; size?: Size };

/** A receipt's preview: a thumbnail for images, the first page for PDFs, an icon with the extension otherwise. */
export function FilePreview({ file, size = 'small' }: PreviewProps) {
  const kind = previewKind(file.name);
  if (kind === 'image') return <ImagePreview file={file} size={size} />;
  if (kind === 'pdf') return <PdfPreview file={file} size={size} />;
  return <DocumentIcon name={file.name} size={size} />;
}

function ImagePreview({ file, size = 'small' }: PreviewProps) {
  const t = useT();
  const url = useObjectUrl(file);
  return (
    <div className={`${frame} ${sizes[size].box}`}>
      {url && (
        <img
          src={url}
          alt={t('expenses.preview.image', { name: file.name })}
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}

function PdfPreview({ file, size = 'small' }: PreviewProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const state = usePdfFirstPage(file, canvas, sizes[size].width);
  if (state === 'failed') return <DocumentIcon name={file.name} size={size} />;
  return (
    <div className={`${frame} ${sizes[size].box}`} aria-busy={state === 'drawing'}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('expenses.preview.pdfPage', { name: file.name })}
        className="h-full w-full object-contain"
      />
    </div>
  );
}

function DocumentIcon({ name, size = 'small' }: { name: string; size?: Size }) {
  const t = useT();
  return (
    <div
      className={`${frame} ${sizes[size].box} flex-col gap-1`}
      role="img"
      aria-label={t('expenses.preview.document', { name })}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-8 w-8 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5" />
      </svg>
      <span aria-hidden="true" className="text-xs font-semibold uppercase text-slate-600">
        {fileExtension(name) || '?'}
      </span>
    </div>
  );
}
