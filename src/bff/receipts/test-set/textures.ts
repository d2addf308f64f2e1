import sharp from 'sharp';
import type { Rng } from './documents';

/** What a receipt lies on when it is photographed: generated, never a stored picture. */
export type Background = 'cloth' | 'wood' | 'stone' | 'table';

/** Smooth noise 0..255: a coarse grid of random values enlarged with a cubic kernel. */
async function smoothNoise(r: Rng, width: number, height: number, cell: number): Promise<Buffer> {
  const gw = Math.max(2, Math.ceil(width / cell) + 1);
  const gh = Math.max(2, Math.ceil(height / cell) + 1);
  const grid = Buffer.from(Array.from({ length: gw * gh }, () => Math.floor(r.next() * 256)));
  return sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/**
 * An RGB picture of a surface, `width` × `height`: woven cloth (threads, a plaid now and then, soft folds), wood
 * (grain bent by noise, plank seams), stone (several scales of noise and speckles) or a plain table top.
 */
export async function texture(r: Rng, kind: Background, width: number, height: number): Promise<Buffer> {
  const out = Buffer.alloc(width * height * 3);
  const folds = await smoothNoise(r, width, height, 300);
  const fine = await smoothNoise(r, width, height, 6);
  const palettes: Record<Background, [number, number, number][]> = {
    cloth: [[48, 70, 120], [170, 40, 45], [200, 195, 180], [60, 110, 70], [235, 232, 225]],
    wood: [[150, 100, 60], [110, 70, 40], [190, 150, 105]],
    stone: [[150, 150, 145], [120, 115, 110], [185, 180, 170]],
    table: [[122, 106, 88], [90, 90, 95], [210, 205, 195]],
  };
  const base = r.pick(palettes[kind]);
  const period = r.int(5, 11);
  const plaid = r.next() < 0.4;
  const plank = r.int(220, 420);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const fold = folds[i]! / 255;
      const grain = fine[i]! / 255;
      let k: number;
      if (kind === 'cloth') {
        const over = (Math.floor(x / period) + Math.floor(y / period)) % 2 === 0;
        const thread = Math.sin((Math.PI * ((over ? x : y) % period)) / period);
        const check = plaid && (Math.floor(x / (period * 9)) + Math.floor(y / (period * 9))) % 2 === 0 ? 0.7 : 1;
        k = (0.7 + 0.3 * thread) * check * (0.75 + 0.4 * fold) * (0.9 + 0.2 * grain);
      } else if (kind === 'wood') {
        const ring = Math.sin(((y + 60 * fold + 8 * grain) / 7) * Math.PI);
        const seam = x % plank < 3 ? 0.45 : 1;
        k = (0.8 + 0.15 * ring + 0.1 * grain) * seam;
      } else if (kind === 'stone') {
        const s = r.next();
        const dot = s > 0.9 ? 0.6 : s < 0.06 ? 1.25 : 1;
        k = (0.65 + 0.35 * fold + 0.3 * grain) * dot;
      } else k = 0.9 + 0.1 * fold;
      out[i * 3] = clamp(base[0] * k);
      out[i * 3 + 1] = clamp(base[1] * k);
      out[i * 3 + 2] = clamp(base[2] * k);
    }
  }
  return out;
}
