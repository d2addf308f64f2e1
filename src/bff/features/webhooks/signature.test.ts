import { describe, expect, it } from 'vitest';
import { sign, verifySignature } from './signature';

const raw = (o: unknown) => Buffer.from(JSON.stringify(o));

describe('verifySignature', () => {
  const body = raw({ event: 'expense.deleted', data: { id: 'x' } });
  it('accepts the lowercase hex HMAC of the exact bytes', () => {
    expect(verifySignature(body, sign(body, 'whsec_k'), 'whsec_k')).toBe(true);
  });
  it('refuses a missing, malformed, uppercase, wrong-key or tampered signature', () => {
    const good = sign(body, 'whsec_k');
    expect(verifySignature(body, undefined, 'whsec_k')).toBe(false);
    expect(verifySignature(body, 'abc', 'whsec_k')).toBe(false);
    expect(verifySignature(body, good.toUpperCase(), 'whsec_k')).toBe(false);
    expect(verifySignature(body, sign(body, 'whsec_other'), 'whsec_k')).toBe(false);
    expect(verifySignature(Buffer.concat([body, Buffer.from(' ')]), good, 'whsec_k')).toBe(false);
  });
});
