import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const issuer = 'Invoice Desk';
const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new second factor for `email`: the secret (base32) and the otpauth:// URI an authenticator app scans. */
export function newTotp(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/**
 * The time step a code belongs to, when it is right within one step either side (a phone's clock drifts), else
 * undefined. The caller refuses a step it has already accepted: a code overheard is not good twice.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: nowMs, window: 1 });
  return delta === null ? undefined : TOTP.counter({ timestamp: nowMs }) + delta;
}

/** Ten one-time recovery codes, shown once; only their hashes are kept (each is 40 random bits, tried only behind the password and its throttle: no salt needed). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const s = randomBytes(7).toString('hex').slice(0, 10);
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** How a recovery code is kept and looked up: as typed, dashes, spaces and case aside. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^0-9a-f]/g, ''))
    .digest('hex');
