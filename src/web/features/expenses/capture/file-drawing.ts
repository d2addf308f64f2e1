import { useEffect, useState, type RefObject } from 'react';

/** An object URL for a file while the component shows it, revoked when the file changes or the component goes. */
export function useObjectUrl(file: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

/**
 * Draws a PDF's first page on the canvas, `width` pixels wide (pdf.js loaded only then); a width of 0 takes the
 * canvas's box. Its state, so a page that cannot be drawn can be shown otherwise.
 */
export function usePdfFirstPage(
  file: Blob,
  canvas: RefObject<HTMLCanvasElement | null>,
  width: number,
): 'drawing' | 'drawn' | 'failed' {
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { renderPdfFirstPage } = await import('../../../lib/pdf-first-page');
        const data = await file.arrayBuffer();
        const el = canvas.current;
        if (live && el) await renderPdfFirstPage(data, el, width || el.parentElement?.clientWidth || 384);
        if (live) setState('drawn');
      } catch {
        if (live) setState('failed');
      }
    })();
    return () => {
      live = false;
    };
  }, [file, canvas, width]);
  return state;
}
