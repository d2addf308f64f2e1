import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rowsAtHalfSize, turnGrey, type GreyImage } from './grey-image';
import { cropToPaper } from './paper-cut';
import { cropped, placeBox, tilted, turned, unmoved } from './placement';

/** A white image with one black pixel at (x, y). */
const dot = (width: number, height: number, x: number, y: number): GreyImage => {
  const data = Buffer.alloc(width * height, 255);
  data[y * width + x] = 0;
  return { data, width, height };
};
const blackAt = (img: GreyImage) => {
  const i = img.data.indexOf(0);
  return {
    x0: i % img.width,
    y0: Math.floor(i / img.width),
    x1: (i % img.width) + 1,
    y1: Math.floor(i / img.width) + 1,
  };
};

describe('where a word read off a cut or turned image lies on the picture', () => {
  it('maps a box back through crops and quarter turns', () => {
    const of = { width: 200, height: 100 };
    expect(placeBox(unmoved, { x0: 20, y0: 10, x1: 60, y1: 30 }, of)).toEqual([0.1, 0.1, 0.2, 0.2]);
    const cut = cropped(unmoved, { left: 100, top: 50, width: 100, height: 50 }, of);
    expect(placeBox(cut, { x0: 0, y0: 0, x1: 50, y1: 25 }, { width: 100, height: 50 })).toEqual([
      0.5, 0.5, 0.25, 0.25,
    ]);
    // the picture turned a quarter clockwise: its top-left corner is the turned image's top-right
    expect(
      placeBox(turned(unmoved, 90), { x0: 90, y0: 0, x1: 100, y1: 20 }, { width: 100, height: 200 }),
    ).toEqual([0, 0, 0.1, 0.1]);
    expect(placeBox(turned(unmoved, 180), { x0: 0, y0: 0, x1: 20, y1: 10 }, of)).toEqual([
      0.9, 0.9, 0.1, 0.1,
    ]);
    expect(
      placeBox(turned(unmoved, 270), { x0: 0, y0: 180, x1: 10, y1: 200 }, { width: 100, height: 200 }),
    ).toEqual([0, 0, 0.1, 0.1]);
    expect(placeBox(turned(turned(unmoved, 90), 270), { x0: 20, y0: 10, x1: 60, y1: 30 }, of)).toEqual([
      0.1, 0.1, 0.2, 0.2,
    ]);
  });

  it('follows sharp’s own turns and the paper’s cut: a pixel found in the turned image is placed where it was', async () => {
    const picture = dot(40, 30, 7, 21);
    const where = placeBox(unmoved, blackAt(picture), picture);
    for (const angle of [90, 180, 270] as const) {
      const t = await turnGrey(picture, angle);
      expect(placeBox(t.at!, blackAt(t), t), `${angle}°`).toEqual(where);
      const back = await turnGrey(t, (360 - angle) as 90 | 180 | 270);
      expect(placeBox(back.at!, blackAt(back), back)).toEqual(where);
    }
    // a bright sheet on a grey table, a dot printed on the sheet: cut out, then turned upside down
    const table = { data: Buffer.alloc(320 * 320, 90), width: 320, height: 320 };
    for (let y = 64; y < 256; y++) for (let x = 96; x < 224; x++) table.data[y * 320 + x] = 250;
    table.data[200 * 320 + 150] = 0;
    const sheet = await cropToPaper(table);
    expect(sheet!.width).toBeLessThan(320);
    const upside = await turnGrey(sheet!, 180);
    expect(placeBox(upside.at!, blackAt(upside), upside)).toEqual(placeBox(unmoved, blackAt(table), table));
  });

  it('places a word of a glance at the middle rows, at half size, where it is on the picture', async () => {
    // a 2 × 2 black square (one pixel once halved) in the middle rows of a 40 × 80 picture, below a turn
    const picture = { data: Buffer.alloc(40 * 80, 255), width: 40, height: 80 };
    for (const [x, y] of [
      [10, 50],
      [11, 50],
      [10, 51],
      [11, 51],
    ] as const)
      picture.data[y * 40 + x] = 0;
    const upside = await turnGrey(picture, 180);
    const glance = await rowsAtHalfSize(upside, 'middle');
    expect([glance.width, glance.height]).toEqual([20, 20]);
    const i = glance.data.findIndex((v) => v < 128);
    const box = { x0: i % 20, y0: Math.floor(i / 20), x1: (i % 20) + 1, y1: Math.floor(i / 20) + 1 };
    expect(placeBox(glance.at!, box, glance)).toEqual(
      placeBox(unmoved, { x0: 10, y0: 50, x1: 12, y1: 52 }, picture),
    );
    // the quarter at the foot of the turned picture is the head of the picture
    const foot = await rowsAtHalfSize(upside, 'foot');
    expect([foot.width, foot.height]).toEqual([20, 10]);
    expect(placeBox(foot.at!, { x0: 0, y0: 0, x1: 20, y1: 10 }, foot)).toEqual([0, 0, 1, 0.25]);
  });

  it('follows sharp’s turn by any angle, the canvas grown to hold the corners', async () => {
    // a 4 × 4 black square on white, turned as the reader levels a paper lying askew
    const [w, h] = [160, 90];
    const data = Buffer.alloc(w * h, 255);
    for (let y = 60; y < 64; y++) for (let x = 30; x < 34; x++) data[y * w + x] = 0;
    for (const degrees of [-6, 3.5, 11]) {
      const { data: out, info } = await sharp(data, { raw: { width: w, height: h, channels: 1 } })
        .rotate(degrees, { background: '#ffffff' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      // the square's centre in the turned image: the ink-weighted mean of its pixels
      let [sx, sy, sum] = [0, 0, 0];
      out.forEach((v, i) => {
        const ink = 255 - v;
        [sx, sy, sum] = [sx + ink * (i % info.width), sy + ink * Math.floor(i / info.width), sum + ink];
      });
      const at = tilted(unmoved, degrees, { width: w, height: h }, info);
      const [left, top] = placeBox(
        at,
        { x0: sx / sum + 0.5, y0: sy / sum + 0.5, x1: sx / sum + 0.5, y1: sy / sum + 0.5 },
        info,
      );
      expect(left * w, `${degrees}°`).toBeCloseTo(32, 0);
      expect(top * h, `${degrees}°`).toBeCloseTo(62, 0);
    }
  });
});
