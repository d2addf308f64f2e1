/**
 * Draws the first page of a PDF onto a canvas with pdf.js. Import this module dynamically: pdf.js (and its worker)
 * then load only on the screens that preview a PDF. Eval stays off: the BFF's CSP allows no 'unsafe-eval'.
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
    await page.render({ canvas, viewport }).promise;
  } finally {
    await doc.destroy();
  }
}
