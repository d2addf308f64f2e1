import { describe, expect, it } from 'vitest';
import { turnGrey, type GreyImage } from '../image/grey-image';
import { cropToPaper } from '../image/paper-cut';
import { Ocr } from './ocr';
import { readPhoto } from './read-photo';
import { readImage } from './ocr-passes';
import { fakeOcr, receipt } from './fake-ocr';
import { hardDocuments } from '../../../../../test/fixtures/receipts/hard-documents';
import { damageLook, photographHard } from '../../../../../test/fixtures/receipts/damage';
import { renderClean } from '../../../../../test/fixtures/receipts/render';

describe('the paper cut from its surface', () => {
  const surface = (w: number, h: number, paper: [number, number, number, number] | null): GreyImage => {
    const data = Buffer.alloc(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const [x0, y0, x1, y1] = paper ?? [-1, -1, -1, -1];
        data[y * w + x] =
          x >= x0 && x < x1 && y >= y0 && y < y1 ? 250 : (x >> 2) % 2 === (y >> 2) % 2 ? 90 : 170; // a weave
      }
    }
    return { data, width: w, height: h };
  };

  it('crops a receipt lying on a woven cloth, and whites out the cloth', async () => {
    const crop = await cropToPaper(surface(640, 480, [200, 100, 400, 420]));
    expect(crop).toBeDefined();
    expect(crop!.width).toBeLessThan(260);
    expect(crop!.height).toBeLessThan(370);
    // the cloth is whited out but for slivers inside the paper's edge blocks
    expect(crop!.data.filter((v) => v < 200).length / crop!.data.length).toBeLessThan(0.03);
  });

  it('leaves a page that fills the frame, and a frame without paper, as they are', async () => {
    expect(await cropToPaper(surface(640, 480, [0, 0, 640, 480]))).toBeUndefined();
    expect(await cropToPaper(surface(640, 480, null))).toBeUndefined();
  });

  it('keeps the uncut photo when the cut reads worse (a cut that whites out the print gave nothing before)', async () => {
    const log: string[] = [];
    let clock = 0;
    // the photo (first pixel: cloth) reads a receipt, not surely enough to stop there; the cut (paper, or whited out) reads nothing
    const ocr = fakeOcr({ 90: { text: receipt, confidence: 0.45 } }, log);
    const t = await readImage(ocr, surface(640, 480, [200, 100, 400, 420]), () => 'en', {
      budget: 50,
      cap: 1e9,
      workOf: () => 60,
      now: () => (clock += 60),
    });
    // the photo and the cut; no turn: the photo's glance read amounts
    expect(log.filter((l) => l.startsWith('glance'))).toHaveLength(2);
    expect(t.text).toBe(receipt);
  });

  it('turns an image by quarters', async () => {
    const t = await turnGrey({ data: Buffer.from([1, 2, 3, 4, 5, 6]), width: 3, height: 2 }, 90);
    expect([t.width, t.height, [...t.data]]).toEqual([2, 3, [4, 1, 5, 2, 6, 3]]);
  });
});

describe('a photo on a textured background', () => {
  it('reads an upside-down till receipt photographed on a checked cloth, which read as noise before', async () => {
    const docs = hardDocuments(6);
    const i = docs.findIndex((d) => d.id === 'en-hard-receipt-3');
    const doc = docs[i]!;
    expect(damageLook(i)).toMatchObject({ background: 'cloth', quarter: 180 });
    const photo = await photographHard(await renderClean(doc), damageLook(i), i);
    const ocr = new Ocr();
    try {
      const reading = await readPhoto(photo, ocr);
      expect(reading).toMatchObject({
        seller: doc.truth.seller,
        total: doc.truth.total,
        currency: 'GBP',
        invoice_number: doc.truth.invoice_number,
      });
    } finally {
      await ocr.close();
    }
  }, 180_000);
});
