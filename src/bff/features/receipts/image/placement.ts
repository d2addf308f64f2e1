import { boxDecimals } from '../../../../contract/receipt-reading';

/**
 * Where an image made from a photo lies on the picture the person sees (the photo as its EXIF turns it): a map
 * from a point of the image to a point of the picture, both as shares (0..1) of their size. The reader cuts the
 * paper out of a photo and turns it a quarter at a time; both are affine, so one map `(u, v) → (a·u + b·v + e,
 * c·u + d·v + f)` follows any number of them.
 */
export interface Placement {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** The picture itself (a scaled copy of it too: shares do not change with the scale). */
export const unmoved: Placement = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** `inner` first, then `outer`. */
const then = (inner: Placement, outer: Placement): Placement => ({
  a: outer.a * inner.a + outer.b * inner.c,
  b: outer.a * inner.b + outer.b * inner.d,
  c: outer.c * inner.a + outer.d * inner.c,
  d: outer.c * inner.b + outer.d * inner.d,
  e: outer.a * inner.e + outer.b * inner.f + outer.e,
  f: outer.c * inner.e + outer.d * inner.f + outer.f,
});

interface Size {
  width: number;
  height: number;
}

/** The placement of a box cut out of an image (pixels of that image) placed at `at`. */
export const cropped = (at: Placement, box: Size & { left: number; top: number }, of: Size): Placement =>
  then(
    {
      a: box.width / of.width,
      b: 0,
      c: 0,
      d: box.height / of.height,
      e: box.left / of.width,
      f: box.top / of.height,
    },
    at,
  );

/**
 * The placement of an image turned clockwise (as sharp's rotate turns it) from one placed at `at`: a point of the
 * turned image goes back to where it was before the turn.
 */
export function turned(at: Placement, angle: 0 | 90 | 180 | 270): Placement {
  const back: Record<typeof angle, Placement> = {
    0: unmoved,
    90: { a: 0, b: 1, c: -1, d: 0, e: 0, f: 1 }, // (u, v) → (v, 1 − u)
    180: { a: -1, b: 0, c: 0, d: -1, e: 1, f: 1 },
    270: { a: 0, b: -1, c: 1, d: 0, e: 1, f: 0 }, // (u, v) → (1 − v, u)
  };
  return then(back[angle], at);
}

/**
 * The placement of an image turned clockwise by any angle (degrees, as sharp's rotate turns it, onto a canvas grown to
 * hold the turned corners) from one `from` in size placed at `at`: a point of the turned image, `to` in size, goes back
 * to where it was, both turned about their centres.
 */
export function tilted(at: Placement, degrees: number, from: Size, to: Size): Placement {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const [cx, cy, tx, ty] = [from.width / 2, from.height / 2, to.width / 2, to.height / 2];
  const back: Placement = {
    a: (cos * to.width) / from.width,
    b: (sin * to.height) / from.width,
    c: (-sin * to.width) / from.height,
    d: (cos * to.height) / from.height,
    e: (cx - cos * tx - sin * ty) / from.width,
    f: (cy + sin * tx - cos * ty) / from.height,
  };
  return then(back, at);
}

const round = (n: number) => Number(Math.min(1, Math.max(0, n)).toFixed(boxDecimals));

/** A box of pixels of an image (x0, y0 to x1, y1) as left, top, width, height on the picture, rounded. */
export function placeBox(
  at: Placement,
  box: { x0: number; y0: number; x1: number; y1: number },
  of: Size,
): [number, number, number, number] {
  const corner = (x: number, y: number) => {
    const [u, v] = [x / of.width, y / of.height];
    return [at.a * u + at.b * v + at.e, at.c * u + at.d * v + at.f] as const;
  };
  const [p, q] = [corner(box.x0, box.y0), corner(box.x1, box.y1)];
  const [left, top] = [round(Math.min(p[0], q[0])), round(Math.min(p[1], q[1]))];
  return [left, top, round(Math.max(p[0], q[0]) - left), round(Math.max(p[1], q[1]) - top)];
}
