import sharp from 'sharp';
import { rng, type Rng } from './documents';
import { texture, type Background } from './textures';

/** How one hard-set photo was taken: every kind of damage a phone photo of a receipt shows. */
export interface Damage {
  background: Background;
  /** degrees the paper lies turned on the table */
  tilt: number;
  /** the photo taken sideways or upside down, with no EXIF orientation to undo it */
  quarter: 0 | 90 | 180 | 270;
  /** corner displacement of the perspective, as a share of the paper's size */
  keystone: number;
  /** pixels the curled paper bends by */
  curl: number;
  creases: number;
  /** 0..1: a light falling off across the frame */
  shade: number;
  /** 0..1: darkness of a hand's or phone's shadow over part of the frame */
  shadow: number;
  /** 0..1: how far the thermal ink has faded toward the paper */
  faded: number;
  blur: number;
  /** sensor noise, standard deviation in grey levels */
  noise: number;
  jpeg: number;
  /** the photo's long side in pixels */
  long: number;
  /** the paper's share of the frame */
  fill: number;
}

export function damageLook(seed: number): Damage {
  const r = rng(seed * 7919 + 1);
  const turn = r.next();
  return {
    background: r.pick(['cloth', 'wood', 'stone', 'table'] as const),
    tilt: (r.next() - 0.5) * 16,
    quarter: turn < 0.12 ? 90 : turn < 0.22 ? 180 : turn < 0.3 ? 270 : 0,
    keystone: r.next() * 0.1,
    curl: r.next() * 14,
    creases: r.int(0, 2),
    shade: r.next() * 0.55,
    shadow: r.next() < 0.4 ? 0.25 + r.next() * 0.3 : 0,
    faded: r.next() < 0.35 ? 0.35 + r.next() * 0.3 : 0,
    blur: 0.4 + r.next() * 1.2,
    noise: 2 + r.next() * 9,
    jpeg: r.int(45, 85),
    long: r.int(1600, 3000),
    fill: 0.6 + r.next() * 0.3,
  };
}

type Point = [number, number];

/** The homography taking four points `from` to four points `to` (row-major 3 × 3, last entry 1). */
function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u], [0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let c = 0; c < 8; c++) {
    const p = a.reduce((best, _, r) => (r >= c && Math.abs(a[r]![c]!) > Math.abs(a[best]![c]!) ? r : best), c);
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const k = a[r]![c]! / a[c]![c]!;
      for (let j = c; j < 9; j++) a[r]![j]! -= k * a[c]![j]!;
    }
  }
  return [...a.map((row, i) => row[8]! / row[i]!), 1];
}

const gauss = (r: Rng) => r.next() + r.next() + r.next() - 1.5; // variance 1/4

/**
 * A clean render photographed on a surface: laid turned and in perspective, curled and creased, lit unevenly with a
 * shadow across, faded, blurred, with sensor noise, taken sideways or upside down now and then, saved as a JPEG.
 */
export async function photographHard(png: Buffer, look: Damage, seed: number): Promise<Buffer> {
  const r = rng(seed * 104729 + 3);
  const { data: paper, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const pw = info.width;
  const ph = info.height;
  const H = look.long;
  const W = Math.round(H * 0.75);
  const s = Math.min((look.fill * H) / ph, (look.fill * W) / pw);
  const t = (look.tilt * Math.PI) / 180;
  const corners: Point[] = [[-pw / 2, -ph / 2], [pw / 2, -ph / 2], [pw / 2, ph / 2], [-pw / 2, ph / 2]].map(([x, y]) => {
    const j = look.keystone * Math.max(pw, ph) * s;
    return [W / 2 + s * (x! * Math.cos(t) - y! * Math.sin(t)) + (r.next() - 0.5) * j, H / 2 + s * (x! * Math.sin(t) + y! * Math.cos(t)) + (r.next() - 0.5) * j];
  });
  const m = homography(corners, [[0, 0], [pw, 0], [pw, ph], [0, ph]]);
  const out = await texture(r, look.background, W, H);
  const ink = [35, 32, 40];
  const tint = [250, 247, 238];
  const creases = Array.from({ length: look.creases }, () => ({ v: ph * (0.15 + 0.7 * r.next()), slope: (r.next() - 0.5) * 0.3 }));
  const light = { angle: r.next() * Math.PI * 2, edge: 0.3 + 0.5 * r.next(), angle2: r.next() * Math.PI * 2 };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const z = m[6]! * x + m[7]! * y + 1;
      let u = (m[0]! * x + m[1]! * y + m[2]!) / z;
      let v = (m[3]! * x + m[4]! * y + m[5]!) / z;
      u += look.curl * Math.sin((2 * Math.PI * v) / (ph * 0.8));
      v += look.curl * 0.5 * Math.sin((Math.PI * u) / pw);
      let k = 1;
      if (u >= 0 && v >= 0 && u < pw - 1 && v < ph - 1) {
        const u0 = Math.floor(u);
        const v0 = Math.floor(v);
        const fu = u - u0;
        const fv = v - v0;
        const p = v0 * pw + u0;
        const g = ((paper[p]! * (1 - fu) + paper[p + 1]! * fu) * (1 - fv) + (paper[p + pw]! * (1 - fu) + paper[p + pw + 1]! * fu) * fv) / 255;
        const a = look.faded > 0 ? Math.min(1, g + (1 - g) * look.faded * (0.8 + 0.4 * Math.sin(v / 90))) : g;
        for (const c of creases) {
          const d = v - c.v - c.slope * u;
          k *= Math.abs(d) < 2 ? 0.78 : Math.abs(d) < 5 ? 1.06 : d > 0 ? 0.94 : 1;
        }
        for (let ch = 0; ch < 3; ch++) out[o + ch] = ink[ch]! + (tint[ch]! - ink[ch]!) * a;
      }
      const along = ((x / W) * Math.cos(light.angle) + (y / H) * Math.sin(light.angle) + 1) / 2;
      k *= 1 - look.shade * along;
      if (look.shadow > 0) {
        const side = (x / W - 0.5) * Math.cos(light.angle2) + (y / H - 0.5) * Math.sin(light.angle2) - (light.edge - 0.5);
        k *= 1 - look.shadow * Math.min(1, Math.max(0, side * 25 + 0.5));
      }
      for (let ch = 0; ch < 3; ch++) out[o + ch] = Math.max(0, Math.min(255, out[o + ch]! * k));
    }
  }
  const blurred = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(look.blur).raw().toBuffer();
  for (let i = 0; i < blurred.length; i++) blurred[i] = Math.max(0, Math.min(255, Math.round(blurred[i]! + gauss(r) * 2 * look.noise)));
  return sharp(blurred, { raw: { width: W, height: H, channels: 3 } }).rotate(look.quarter).jpeg({ quality: look.jpeg }).toBuffer();
}

/** A page through an office scanner: slightly turned, upside down now and then, grey noise, low resolution JPEG. */
export async function scanHard(png: Buffer, seed: number): Promise<Buffer> {
  const r = rng(seed * 15485863 + 5);
  const meta = await sharp(png).metadata();
  const turned = await sharp(png)
    .greyscale()
    .resize({ width: Math.round((meta.width ?? 1000) * (0.55 + 0.25 * r.next())) })
    .rotate((r.next() - 0.5) * 3 + (r.next() < 0.2 ? 180 : 0), { background: '#ffffff' })
    .linear(0.85, 20)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = turned;
  const noise = 4 + r.next() * 8;
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + gauss(r) * 2 * noise)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality: r.int(50, 80) }).toBuffer();
}
