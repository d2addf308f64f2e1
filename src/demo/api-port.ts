import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The embedded API's port, kept in `<dir>/port` from one start to the next: the links it writes into records (an
 * invoice's share link) and the address it delivers webhooks from stay the same after a restart, so the BFF's mirror,
 * which read those records before, holds no links to a port nobody listens on. Nothing kept yet: 0, a free port.
 */
export async function keptApiPort(dir: string): Promise<number> {
  const text = await readFile(join(dir, 'port'), 'utf8').catch(() => '');
  const port = Number(text.trim());
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : 0;
}

/** Keeps the port the API listens on (its origin's) for the next start. */
export async function keepApiPort(dir: string, origin: string): Promise<void> {
  await writeFile(join(dir, 'port'), new URL(origin).port);
}
