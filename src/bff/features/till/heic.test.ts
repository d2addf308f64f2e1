import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { uploadForm } from '../../../invoicing-api/testing/upload-form';
import { withDesk } from '../../testing/fixture';
import { consoleOf } from '../../testing/harness';
import { heicToJpeg, isHeic, isHeicName } from './heic';

/**
 * No HEIC encoder is installed here (libheif's wasm build decodes only; sharp writes AV1 HEIF, which is AVIF), so no
 * true HEIC photo can be made in a test: these check the sniffing, and that a damaged one is refused, saying so,
 * with nothing sent on.
 */
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }), {
  connect: ['Heic Ltd'],
});

const ftyp = (brand: string, rest: number[] = []) =>
  new Uint8Array([0, 0, 0, 24, ...[...`ftyp${brand}`].map((c) => c.charCodeAt(0)), 0, 0, 0, 0, ...rest]);
/** A HEIC's opening box and then garbage: what a photo cut off or damaged in transfer looks like. */
const brokenHeic = ftyp(
  'heic',
  Array.from({ length: 200 }, (_, i) => (i * 37) % 256),
);

const upload = (path: string, name: string, bytes: Uint8Array<ArrayBuffer>) => {
  const fields = { seller: 'Phone Shop', total: '1.00', currency: 'EUR', date: '2026-03-14' };
  const body = uploadForm(fields, { name, bytes, type: 'image/heic' });
  return desk.get(`/api/b/${desk.biz.id}/${path}`, { method: 'POST', body });
};

describe('HEIC photos from iPhones', () => {
  it('are known by their bytes (the ftyp brands of HEIF stills), not by their name alone', () => {
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'hevc']) expect(isHeic(ftyp(brand))).toBe(true);
    expect(isHeic(ftyp('avif'))).toBe(false);
    expect(isHeic(ftyp('isom'))).toBe(false); // an MP4 video
    expect(isHeic(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(false);
    expect(isHeic(new Uint8Array([0, 0, 0]))).toBe(false);
    expect(['IMG_1.HEIC', 'a.heif', 'a.heic'].map(isHeicName)).toEqual([true, true, true]);
    expect(isHeicName('heic.jpg')).toBe(false);
  });

  it('refuse a ".heic" that is not one, and a damaged one, each with a sentence saying so', async () => {
    await expect(heicToJpeg('fake.heic', new TextEncoder().encode('%PDF-1.4'))).rejects.toMatchObject({
      status: 422,
      code: 'unsupported_file',
      message: '“fake.heic” is not a HEIC photo: its content is something else.',
    });
    await expect(heicToJpeg('IMG_2.HEIC', brokenHeic)).rejects.toMatchObject({
      status: 422,
      message:
        '“IMG_2.HEIC” could not be read: the HEIC photo may be damaged. Take it again, or send it as a JPEG.',
    });
  });

  it('are refused whole by the reader and by the expense upload when damaged: nothing reaches the API', async () => {
    await consoleOf(desk.api).clearLog();
    const read = await upload('receipts/read', 'IMG_3.HEIC', brokenHeic);
    expect(read.status).toBe(422);
    expect(await read.json()).toMatchObject({
      code: 'unsupported_file',
      errors: { file: [expect.stringContaining('may be damaged')] },
    });
    const saved = await upload('expenses', 'IMG_3.HEIC', brokenHeic);
    expect(saved.status).toBe(422);
    expect(await saved.json()).toMatchObject({
      code: 'unsupported_file',
      message: expect.stringContaining('IMG_3.HEIC'),
    });
    expect((await consoleOf(desk.api).log()).filter((e) => e.method === 'POST')).toEqual([]); // (the mirror's own reads aside)
  });
});
