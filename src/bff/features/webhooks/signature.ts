import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the raw body bytes, lowercase hex, compared in constant time; anything malformed is a no. */
export function verifySignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (header === undefined || !/^[0-9a-f]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

export const sign = (raw: Buffer | string, secret: string): string =>
  createHmac('sha256', secret).update(raw).digest('hex');
