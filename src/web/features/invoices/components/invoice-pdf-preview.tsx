import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import type { FileAnswer } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { maxPdfPolls } from '../api/invoice-pdf-query';

function FirstPage({ blob, label }: { blob: Blob; label: string }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | Error>('drawing');
  useEffect(() => {
    let live = true;
    const el = canvas.current;
    if (!el) return;
    setState('drawing');
    const width = Math.min(el.parentElement?.clientWidth ?? 600, 820);
    void blob
      .arrayBuffer()
      .then(async (data) => (await import('../../../lib/pdf-first-page')).renderPdfFirstPage(data, el, width))
      .then(() => live && setState('drawn'))
      .catch((e: unknown) => live && setState(e instanceof Error ? e : new Error(String(e))));
    return () => {
      live = false;
    };
  }, [blob]);
  return (
    <div className="relative">
      {state === 'drawing' && <Skeleton className="aspect-[1/1.414] w-full" />}
      {state instanceof Error && (
        <p className="text-sm text-red-700">{t('invoices.pdf.drawFailed', { reason: state.message })}</p>
      )}
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('invoices.pdf.firstPage', { label })}
        data-testid="pdf-first-page"
        data-state={state instanceof Error ? 'error' : state}
        className={`w-full rounded border border-slate-200 shadow-sm ${state === 'drawn' ? '' : 'hidden'}`}
      />
    </div>
  );
}

/** The PDF's first page, or what is happening to it: not asked for yet, rendering (polled), failed (retry), or drawn. */
interface PreviewProps {
  pdf: UseQueryResult<FileAnswer>;
  /** How many answers the query has had: polling stops at maxPdfPolls. */
  polls: number;
  label: string;
  /** Given while the PDF has not been asked for: a button asks for it. */
  onShow?: () => void;
}

export function InvoicePdfPreview({ pdf, polls, label, onShow }: PreviewProps) {
  const t = useT();
  const { data, error, refetch, isFetching } = pdf;
  let body;
  if (onShow) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">{t('invoices.pdf.onRequest', { calls: 60 })}</p>
        <Button variant="secondary" onClick={onShow}>
          {t('invoices.pdf.show')}
        </Button>
      </div>
    );
  } else if (error) {
    const failed = isApiError(error) && error.code === 'pdf_failed';
    body = (
      <QueryErrorState
        title={failed ? t('invoices.pdf.notReady') : t('invoices.pdf.loadFailed')}
        query={pdf}
      />
    );
  } else if (data?.kind === 'ready') {
    body = <FirstPage blob={data.blob} label={label} />;
  } else if (data?.kind === 'pending' && polls >= maxPdfPolls) {
    body = (
      <div role="status" className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">{t('invoices.pdf.slow')}</p>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          {t('invoices.pdf.checkAgain')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div role="status" className="flex flex-col gap-3" data-testid="pdf-rendering">
        <p className="text-sm text-slate-700">
          {data?.kind === 'pending'
            ? t('invoices.pdf.rendering', { seconds: Math.max(1, Math.round(data.retryAfterS)) })
            : t('invoices.pdf.fetching')}
        </p>
        <Skeleton className="aspect-[1/1.414] w-full" />
      </div>
    );
  }
  return (
    <TitledSection
      titleId="pdf-preview-title"
      title={t('invoices.pdf.title')}
      className="flex flex-col gap-3"
    >
      {body}
    </TitledSection>
  );
}
