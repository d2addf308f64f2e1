import type { GreyImage } from '../image/grey-image';

/**
 * The work a glance at an image costs, counted on its pixels rather than timed: the ink edges (dark/light changes
 * along every other row and column of its middle half, the rows a glance reads at half size). Tesseract's time
 * follows the marks it has to sort out, and a surface read as stray marks (cloth, stone) has several times a clean
 * photo's edges. Counted so, the same photo costs the same on a busy machine as on a quiet one, so the passes a
 * budget lets run, and the answer, do not depend on the load. (On the bench machine a glance costs about 0.1 ms of
 * CPU per edge; `bench/receipts-wide.ts` prints both.)
 */
export function inkEdges(img: GreyImage): number {
  const { data, width, height } = img;
  const [top, bottom] = [Math.floor(height * 0.25), Math.ceil(height * 0.75)];
  let edges = 0;
  for (let y = top; y < bottom; y += 2) {
    let dark = (data[y * width] ?? 255) < 128;
    for (let x = 2; x < width; x += 2) {
      const d = (data[y * width + x] ?? 255) < 128;
      if (d !== dark) edges++;
      dark = d;
    }
  }
  return edges;
}

/** The process's wall clock in ms, for the safety cap only (never for the budget: see inkEdges). */
export const wallMs = () => performance.now();
