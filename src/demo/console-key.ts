import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The embedded API's console key: generated on first start and kept in `<dir>/console-key` (mode 0600) so later
 * starts can renew the webhook subscription, and so the e2e tests can create businesses and tokens. Never printed.
 */
export async function consoleKey(dir: string): Promise<string> {
  const file = join(dir, 'console-key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(24).toString('base64url');
  await writeFile(file, key, { mode: 0o600, flag: 'wx' });
  return key;
}
