import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './image-prep';

describe('photo preparation', () => {
  it('scales a 40-megapixel photo down to at most 2000 px on the long side, in greyscale', async () => {
    const photo = await sharp({ create: { width: 7300, height: 5480, channels: 3, background: '#eee' } }).jpeg().toBuffer();
    const meta = await sharp(await prepareForOcr(photo)).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2000);
    expect(meta.channels).toBe(1);
  });

  it('applies the EXIF rotation and upscales a small photo', async () => {
    const sideways = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#fff' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const meta = await sharp(await prepareForOcr(sideways)).metadata();
    expect(meta.width).toBe(900); // 300 wide once turned upright, scaled up (at most 3×)
    expect(meta.height).toBe(1800);
  });
});
