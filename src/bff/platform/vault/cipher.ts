import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** AES-256-GCM with a fresh 12-byte IV per value: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export interface Cipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function createCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('The vault key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return ['v1', iv, c.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Unknown vault format');
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
    },
  };
}

/**
 * The key comes from DESK_SECRET (stretched with scrypt) or from a generated key file, mode 0600, in the data dir.
 * A wrong key makes decrypt throw (GCM authentication), so a changed DESK_SECRET is noticed, never silently misread.
 */
export async function loadKey(dataDir: string, secret: string | undefined): Promise<Buffer> {
  if (secret !== undefined) return scryptSync(secret, 'invoice-desk/vault/v1', 32);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'vault.key');
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length === 32) return key;
    throw new Error(`${file} does not hold a 32-byte key`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const key = randomBytes(32);
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return key;
}
