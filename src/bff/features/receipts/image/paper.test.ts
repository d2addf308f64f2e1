import { describe, expect, it } from 'vitest';
import type { GreyImage } from './grey-image';
import { findPaper } from './paper';

/** A frame of woven cloth (dark and mid-grey squares), a lit patch of it, and a page with a line of print on it. */
function photo(
  paper: [number, number, number, number] | null,
  litPatch = false,
  shadowFrom = Infinity,
): GreyImage {
  const [w, h] = [800, 1000];
  const data = Buffer.alloc(w * h);
  const [x0, y0, x1, y1] = paper ?? [-1, -1, -1, -1];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const onPaper = x >= x0 && x < x1 && y >= y0 && y < y1;
      const print = onPaper && y >= y0 + 8 && y < y0 + 30 && x >= x0 + 40 && x < x1 - 40 && x % 6 < 3;
      const lit = litPatch && x < x0 && y > 500 && y < 900 && x > x0 - 150;
      const v = print
        ? 30
        : onPaper
          ? 235
          : ((x >> 3) + (y >> 3)) % 2
            ? 90 + (lit ? 90 : 0)
            : 140 + (lit ? 60 : 0);
      data[y * w + x] = x >= shadowFrom ? Math.round(v * 0.7) : v;
    }
  }
  return { data, width: w, height: h };
}

describe('the paper found before reading', () => {
  it('finds a page lying on a woven cloth, its print near the top edge kept', async () => {
    const p = await findPaper(photo([250, 150, 650, 850]));
    expect(p).toBeDefined();
    expect(p!.left).toBeGreaterThan(200);
    expect(p!.left).toBeLessThan(250);
    expect(p!.left + p!.width).toBeLessThan(720);
    expect(p!.top + p!.height).toBeLessThan(920);
    // the print along the top edge is paper
    expect(p!.covers(300 - p!.left, 160 - p!.top)).toBe(true);
  });

  it('keeps a patch of the cloth in full light out of the paper', async () => {
    const p = await findPaper(photo([250, 150, 650, 850], true));
    expect(p).toBeDefined();
    expect(p!.left).toBeGreaterThan(200);
  });

  it('keeps the part of the page in a shadow (darker than the lit paper, but smooth)', async () => {
    const p = await findPaper(photo([250, 150, 650, 850], false, 500));
    expect(p).toBeDefined();
    expect(p!.left + p!.width).toBeGreaterThan(640);
    expect(p!.covers(600 - p!.left, 500 - p!.top)).toBe(true);
    // the shaded cloth beside it stays out
    expect(p!.left + p!.width).toBeLessThan(720);
  });

  it('cuts the cloth off a page filling most of the frame: its margins cost tesseract seconds of stray characters', async () => {
    const p = await findPaper(photo([50, 40, 770, 960]));
    expect(p).toBeDefined();
    expect(p!.left).toBeGreaterThan(20);
    expect(p!.left).toBeLessThanOrEqual(50);
    expect(p!.top).toBeGreaterThan(10);
    expect(p!.top + p!.height).toBeLessThan(990);
    expect(p!.covers(100 - p!.left, 50 - p!.top)).toBe(true);
    // the cloth just beside the paper's edge is in the margin `covers` keeps, but not inside the paper
    expect(p!.covers(35 - p!.left, 500 - p!.top)).toBe(true);
    expect(p!.inside(35 - p!.left, 500 - p!.top)).toBe(false);
    expect(p!.inside(400 - p!.left, 500 - p!.top)).toBe(true);
  });

  it('leaves a page filling the frame, and a frame with no paper, whole', async () => {
    expect(await findPaper(photo([0, 0, 800, 1000]))).toBeUndefined();
    expect(await findPaper(photo(null))).toBeUndefined();
  });
});
