import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { MultipartFile } from '@fastify/multipart';
import { fileExtension } from '../../../contract/expense';
import { BffHttpError } from '../../platform/errors';
import type { SwappedFile } from '../../platform/http/multipart-stream';

type Picture = { width: number; height: number; data: Uint8ClampedArray };

/**
 * heic-decode (libheif in wasm) in a thread of its own, one per photo: its decode is synchronous, a second or more for
 * a 12 MP photo, and the event loop must never wait on it (every other request would). HEIC photos are rare here
 * (the phone shrinks what its browser can decode), so the thread is not kept.
 */
const decoder = `const { parentPort, workerData } = require('node:worker_threads');
require(${JSON.stringify(createRequire(import.meta.url).resolve('heic-decode'))})({ buffer: workerData })
  .then((p) => parentPort.postMessage(p, [p.data.buffer]));`;
const decodeHeic = (bytes: Uint8Array) =>
  new Promise<Picture>((resolve, reject) => {
    const worker = new Worker(decoder, { eval: true, workerData: bytes });
    worker.once('message', (picture: Picture) => resolve(picture));
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('The HEIC decoder ended without a picture.')));
  });

/**
 * The brands an ISO-BMFF file of HEIF stills names first (`ftyp` box): iPhones write `heic`; `mif1`/`msf1` are
 * HEIF's generic ones, used by other phones. What the name says is not trusted: the bytes must say it too.
 */
const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

export const isHeicName = (name: string) => ['heic', 'heif'].includes(fileExtension(name));

export function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const at = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  return at(4) === 'ftyp' && heifBrands.has(at(8));
}

/** As long as the phone's own shrink makes a photo (features/till in the app): the reader wants no more. */
const longestSide = 2000;

const refusal = (name: string, why: string) => {
  const message = `“${name}” ${why}`;
  return new BffHttpError(422, 'unsupported_file', message, { errors: { file: [message] } });
};

/**
 * An iPhone's HEIC photo as a JPEG (the API stores no HEIC, and the reader reads no HEIC): decoded by libheif
 * (wasm, HEVC), turned as the file says, at most 2,000 px on its longest side, JPEG quality 85. A file that is not
 * HEIC, or whose picture cannot be decoded, is refused with a sentence saying so; nothing is kept of it.
 */
export async function heicToJpeg(name: string, bytes: Uint8Array): Promise<Uint8Array> {
  if (!isHeic(bytes)) throw refusal(name, 'is not a HEIC photo: its content is something else.');
  let picture: Picture;
  try {
    picture = await decodeHeic(bytes);
  } catch {
    throw refusal(
      name,
      'could not be read: the HEIC photo may be damaged. Take it again, or send it as a JPEG.',
    );
  }
  const { width, height, data } = picture;
  // Loaded on the first HEIC photo, not at start (libvips is the reader's; HEIC photos are rare).
  const { default: sharp } = await import('sharp');
  return sharp(data, { raw: { width, height, channels: 4 } })
    .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** "IMG_0042.HEIC" → "IMG_0042.jpg": the name the expense's file gets at the API. */
const jpegName = (name: string) => `${name.slice(0, name.lastIndexOf('.')) || 'photo'}.jpg`;

/** An expense's file swap (http/multipart-stream): a HEIC photo goes to the API as its JPEG; any other file as it is. */
export async function heicAsJpeg(file: MultipartFile): Promise<SwappedFile | undefined> {
  if (!isHeicName(file.filename)) return undefined;
  const bytes = await file.toBuffer();
  return {
    filename: jpegName(file.filename),
    mimetype: 'image/jpeg',
    bytes: await heicToJpeg(file.filename, bytes),
  };
}
