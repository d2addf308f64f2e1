/**
 * Draws the first page of a PDF onto a canvas with pdf.js. Imported dynamically, so pdf.js (and its worker) load
 * only when a PDF receipt is actually previewed. Eval stays off: the BFF's CSP allows no 'unsafe-eval'.
 */
export async function renderPdfFirstPage(
  data: ArrayBuffer,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<void> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const scale = width / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const canvasContext = canvas.getContext('2d');
    if (!canvasContext) throw new Error('This browser cannot draw the preview');
    await page.render({ canvasContext, viewport }).promise;
  } finally {
    await doc.destroy();
  }
}
