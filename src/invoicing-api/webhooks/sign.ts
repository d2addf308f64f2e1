import { createHmac } from 'node:crypto';

/** The `Signature` header: lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the subscription secret. */
export const signBody = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');
