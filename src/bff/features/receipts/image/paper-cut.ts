import type { GreyImage } from './grey-image';
import { largestGroup } from './largest-group';
import { cropped, unmoved } from './placement';

const block = 16;

/**
 * The paper cut out of a prepared photo whose surface survived the flattening (a bright cloth or stone): blocks of
 * mostly white pixels are paper, the largest connected group of them is the receipt, and what lies outside it within
 * its bounding box is whited out. Undefined when no such group stands out from the rest of the frame.
 */
export async function cropToPaper(img: GreyImage): Promise<GreyImage | undefined> {
  const bw = Math.floor(img.width / block);
  const bh = Math.floor(img.height / block);
  // "white": near the paper's own brightness, which a shadow or a fade leaves short of 255
  const hist = new Uint32Array(256);
  for (const v of img.data) hist[v] = (hist[v] as number) + 1;
  let top = 255;
  for (let seen = 0; top > 0 && seen + (hist[top] as number) < img.data.length * 0.2; top--)
    seen += hist[top] as number;
  const bright = Math.round(top * 0.88);
  const white = new Uint8Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let n = 0;
      for (let y = by * block; y < (by + 1) * block; y++) {
        for (let x = bx * block; x < (bx + 1) * block; x++)
          if ((img.data[y * img.width + x] as number) >= bright) n++;
      }
      white[by * bw + bx] = n >= block * block * 0.75 ? 1 : 0;
    }
  }
  const best = largestGroup(white, bw);
  const share = best.length / Math.max(1, white.length);
  if (share < 0.04 || share > 0.8) return undefined;
  const xs = best.map((j) => j % bw);
  const ys = best.map((j) => Math.floor(j / bw));
  const [x0, x1] = [Math.max(0, Math.min(...xs) - 1), Math.min(bw - 1, Math.max(...xs) + 1)];
  const [y0, y1] = [Math.max(0, Math.min(...ys) - 1), Math.min(bh - 1, Math.max(...ys) + 1)];
  const width = (x1 - x0 + 1) * block;
  const height = (y1 - y0 + 1) * block;
  // blocks of the surface: reached from the box's edge without crossing the paper's group
  const paper = new Set(best);
  const outside = new Uint8Array(bw * bh);
  const queue: number[] = [];
  for (let by = y0; by <= y1; by++) {
    for (let bx = x0; bx <= x1; bx++)
      if ((by === y0 || by === y1 || bx === x0 || bx === x1) && !paper.has(by * bw + bx))
        queue.push(by * bw + bx);
  }
  for (const j of queue) outside[j] = 1;
  for (let k = 0; k < queue.length; k++) {
    const j = queue[k] as number;
    const x = j % bw;
    const y = Math.floor(j / bw);
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      const n = ny * bw + nx;
      if (nx >= x0 && nx <= x1 && ny >= y0 && ny <= y1 && !outside[n] && !paper.has(n) && !white[n]) {
        outside[n] = 1;
        queue.push(n);
      }
    }
  }
  const data = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) {
    const sy = y0 * block + y;
    for (let x = 0; x < width; x++) {
      const sx = x0 * block + x;
      const j = Math.floor(sy / block) * bw + Math.floor(sx / block);
      if (!outside[j]) data[y * width + x] = img.data[sy * img.width + sx] as number;
    }
  }
  return {
    data,
    width,
    height,
    at: cropped(img.at ?? unmoved, { left: x0 * block, top: y0 * block, width, height }, img),
  };
}
