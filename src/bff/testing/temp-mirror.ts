import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { Mirror } from '../features/mirror';
import { tempDir } from './harness';

/**
 * A mirror of its own for a test file, on a fresh temporary dir: opened before each test (`once`: before the file's
 * first), closed and its dir removed after. Read `mirror` (and its `dir`) off the answer inside tests and hooks (it is set by then).
 */
export function withTempMirror(prefix: string, o: { once?: boolean } = {}): { mirror: Mirror; dir: string } {
  const at = {} as { mirror: Mirror; dir: string };
  let remove = async () => undefined as void;
  const [before, after] = o.once ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    const dir = await tempDir(prefix);
    remove = dir.remove;
    at.dir = dir.dir;
    at.mirror = Mirror.open(dir.dir);
  });
  after(async () => {
    at.mirror.close();
    await remove();
  });
  return at;
}
