import { useEffect, useRef, useState } from 'react';
import { fileExtension } from '../../../../contract/expense';
import { previewKind } from './file-checks';

const box = 'flex h-28 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50';

/** A receipt's preview: a thumbnail for images, the first page for PDFs, an icon with the extension otherwise. */
export function FilePreview({ file }: { file: Blob & { name: string } }) {
  const kind = previewKind(file.name);
  if (kind === 'image') return <ImagePreview file={file} />;
  if (kind === 'pdf') return <PdfPreview file={file} />;
  return <DocumentIcon name={file.name} />;
}

function ImagePreview({ file }: { file: Blob & { name: string } }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <div className={box}>
      {url && <img src={url} alt={`Preview of ${file.name}`} className="h-full w-full object-cover" />}
    </div>
  );
}

function PdfPreview({ file }: { file: Blob & { name: string } }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { renderPdfFirstPage } = await import('./pdf-first-page');
        const data = await file.arrayBuffer();
        if (live && canvas.current) await renderPdfFirstPage(data, canvas.current, 96);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [file]);
  if (failed) return <DocumentIcon name={file.name} />;
  return (
    <div className={box}>
      <canvas ref={canvas} role="img" aria-label={`First page of ${file.name}`} className="h-full w-full object-contain" />
    </div>
  );
}

function DocumentIcon({ name }: { name: string }) {
  return (
    <div className={`${box} flex-col gap-1`} role="img" aria-label={`Document ${name}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-8 w-8 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5" />
      </svg>
      <span aria-hidden="true" className="text-xs font-semibold uppercase text-slate-600">
        {fileExtension(name) || '?'}
      </span>
    </div>
  );
}
