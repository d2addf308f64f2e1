import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './prepare';
import { minAngle, skewOf } from './skew';
import { testDocuments } from '../../../../../test/fixtures/receipts/documents';
import { renderClean } from '../../../../../test/fixtures/receipts/render';

/** A clean receipt turned clockwise by `degrees` on white, as one grey band. */
async function turnedReceipt(degrees: number) {
  const png = await renderClean(testDocuments(1)[0]!);
  const { data, info } = await sharp(png)
    .rotate(degrees, { background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('how far the lines of print run off the level', () => {
  it('finds the turn of a receipt lying askew, either way', async () => {
    expect(await skewOf(await turnedReceipt(5))).toBeCloseTo(5, 0);
    expect(await skewOf(await turnedReceipt(-3.5))).toBeCloseTo(-3.5, 0);
    expect(Math.abs(await skewOf(await turnedReceipt(0)))).toBeLessThan(minAngle);
  });

  it('finds it off the vertical on a photo taken sideways (the quarter turn is left to the reading passes)', async () => {
    expect(await skewOf(await turnedReceipt(94))).toBeCloseTo(4, 0);
    expect(await skewOf(await turnedReceipt(-97))).toBeCloseTo(-7, 0);
  });

  it('says 0 for a page without print', async () => {
    expect(await skewOf({ data: Buffer.alloc(400 * 300, 255), width: 400, height: 300 })).toBe(0);
  });

  it('prepares a photo of a paper lying askew as a level one', async () => {
    const askew = await turnedReceipt(6);
    const photo = await sharp(askew.data, { raw: { width: askew.width, height: askew.height, channels: 1 } })
      .jpeg()
      .toBuffer();
    const img = await prepareForOcr(photo);
    expect(Math.abs(await skewOf(img))).toBeLessThan(minAngle);
  });
});
