import { afterAll } from 'vitest';
import { spawnBff } from './child-bff';

/**
 * How a SIGKILL test file starts its desks: the BFF bundled in a child process (spawnBff) with the file's environment
 * (`base`, read at each start: what it names is made in beforeAll) and the start's own, every one ended with the
 * file — a test that failed half way never stopped its own, and it would outlive the run.
 */
export function crashDesks(base: () => Record<string, string>) {
  const started: Awaited<ReturnType<typeof spawnBff>>[] = [];
  afterAll(async () => {
    await Promise.all(started.map((c) => c.kill()));
  });
  return async (env: Record<string, string> = {}) => {
    const child = await spawnBff({ ...base(), ...env }, { bundled: true });
    started.push(child);
    return child;
  };
}
