import { describe, expect, it } from 'vitest';
import { flattenLight } from './flatten-light';
import type { GreyImage } from './grey-image';
import type { Paper } from './paper';

/**
 * A page filling the frame with a line of print in its upper and in its lower half, the lower half in a deep shadow
 * (the paper at 0.45 of its lit brightness, as a hand's shadow leaves it).
 */
function shadedPage(): GreyImage {
  const [w, h] = [400, 400];
  const data = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const print = (y % 200 >= 90 && y % 200 < 110 && x >= 60 && x < 340 && x % 8 < 3) || false;
      const v = print ? 40 : 230;
      data[y * w + x] = y >= 200 ? Math.round(v * 0.45) : v;
    }
  }
  return { data, width: w, height: h };
}

/** The paper as findPaper gives it: here, all of the frame. */
const wholePaper: Paper = {
  left: 0,
  top: 0,
  width: 400,
  height: 400,
  covers: () => true,
  inside: () => true,
};

/** Dark pixels (print) on the print line of the lower, shaded half. */
const darkInShade = (img: GreyImage) => {
  let n = 0;
  for (let y = 290; y < 310; y++) for (let x = 60; x < 340; x++) if (img.data[y * img.width + x]! < 128) n++;
  return n;
};

describe('the light flattened before reading', () => {
  it('keeps the print of the paper found where it lies in a deep shadow (it is paper, not the table)', async () => {
    const flat = await flattenLight(shadedPage(), wholePaper);
    expect(darkInShade(flat)).toBeGreaterThan(1000);
  });

  it('still whites out a dark region when no paper was found (the table a receipt lies on)', async () => {
    const flat = await flattenLight(shadedPage(), undefined);
    expect(darkInShade(flat)).toBeLessThan(100);
  });
});
