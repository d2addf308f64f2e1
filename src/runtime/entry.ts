import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The plumbing every entry file needs (src/start.ts, src/dev.ts, src/bff/server.ts, src/invoicing-api/server.ts),
 * written once. A room of its own because the two servers never import each other; it imports nothing of theirs.
 */

/** True when the module at `moduleUrl` is the file node was started with (`tsx src/x.ts`), not an import of it. */
export const isMain = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(resolve(process.argv[1])).href;

/** Runs an entry's main; a failure (a bad setting, a port in use) prints its message alone and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}

/**
 * On SIGINT or SIGTERM: close gracefully, then exit. A close that hangs (a download cut off mid-wait can hold a
 * server's close for its keep-alive timeout) is cut after `graceMs`.
 */
export function closeOnSignals(close: () => Promise<void>, graceMs = 3000): void {
  const stop = () =>
    void Promise.race([close(), new Promise((r) => setTimeout(r, graceMs))]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
