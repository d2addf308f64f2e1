import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path: string): number => {
  let s;
  try {
    s = statSync(path);
  } catch {
    return 0;
  }
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((n) => newest(join(path, n))));
};

/**
 * Builds the app (`vite build`) and the BFF's render of its first screen (`vite build --ssr`, into dist/.server) when
 * either is missing or older than their sources. Output goes to stderr.
 */
export function ensureBuilt(root: string): void {
  const built = Math.min(
    newest(join(root, 'dist', 'index.html')),
    newest(join(root, 'dist', '.server', 'server-entry.js')),
  );
  const sources = ['src/web', 'src/contract', 'index.html', 'public', 'vite.config.ts', 'package.json'];
  if (built > 0 && built >= Math.max(...sources.map((s) => newest(join(root, s))))) return;
  console.error('Building the dashboard (vite build)\u2026');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  for (const args of [['build'], ['build', '--ssr', 'src/web/first-screen/server-entry.tsx']]) {
    const r = spawnSync(vite, args, { cwd: root, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error(`vite ${args.join(' ')} failed: see the output above.`);
  }
}
