import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverFile = fileURLToPath(new URL('../server.ts', import.meta.url));
// Inside the project, so that the bundle's imports of packages are found in its node_modules as the sources' are.
const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/desk-bff/', import.meta.url));

/**
 * Each of our modules keeps its own `import.meta.url`, so what it finds beside itself (word lists, thread entries,
 * fonts) is found from the bundle too. The entry keeps the bundle's: that is how server.ts knows it was started.
 */
const ownUrls: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.(ts|tsx|mjs)$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      const contents =
        args.path === serverFile
          ? code
          : code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return {
        contents,
        loader: args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js',
      };
    });
  },
};

let built: Promise<string> | undefined;

/**
 * `src/bff/server.ts` as one ES module, for the tests that start and kill the BFF in child processes dozens of times:
 * Node loads it in ~0.85 CPU-s where tsx's loader takes ~2.3 (measured on 2026-12-07; the packages alone ~0.7). The
 * same code: esbuild only joins our files, the packages stay in node_modules. Built once a process, from the sources
 * as they are now, into a folder named by its contents.
 */
export function bffBundle(): Promise<string> {
  built ??= buildBundle();
  return built;
}

async function buildBundle(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [serverFile],
    bundle: true,
    splitting: true, // the lazily imported parts (the rules' engine) stay lazy
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: '/',
    write: false,
    plugins: [ownUrls],
  });
  const hash = createHash('sha256');
  for (const f of outputFiles) hash.update(f.path).update(f.contents);
  const dir = join(cacheDir, hash.digest('hex').slice(0, 16));
  if (!existsSync(dir)) {
    mkdirSync(cacheDir, { recursive: true });
    const part = mkdtempSync(join(cacheDir, 'part-'));
    for (const f of outputFiles) {
      mkdirSync(join(part, dirname(f.path)), { recursive: true });
      writeFileSync(join(part, f.path), f.contents);
    }
    try {
      renameSync(part, dir); // whole or not at all: another process may be building the same
    } catch {
      rmSync(part, { recursive: true, force: true });
    }
  }
  return join(dir, 'server.js');
}
