import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './prepare';

describe('photo preparation', () => {
  it('scales a 40-megapixel photo down to at most 2000 px on the long side, in greyscale', async () => {
    const photo = await sharp({ create: { width: 7300, height: 5480, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    const img = await prepareForOcr(photo);
    expect(Math.max(img.width, img.height)).toBeLessThanOrEqual(2000);
    expect(img.data.length).toBe(img.width * img.height); // one byte a pixel: grey
  });

  it('applies the EXIF rotation and upscales a small photo', async () => {
    const sideways = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#fff' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const img = await prepareForOcr(sideways);
    expect(img.width).toBe(900); // 300 wide once turned upright, scaled up (at most 3×)
    expect(img.height).toBe(1800);
    expect(img.data.length).toBe(900 * 1800);
  });
});
