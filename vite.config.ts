import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** Writes .br and .gz beside every text asset once, at build time, so the BFF serves them without compressing per request. */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'desk-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|mjs|css|html|svg|json)$/.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
};

// The dev server (npm run dev) forwards /api and /webhooks to the BFF started beside it.
const bffUrl = process.env.DEV_BFF_URL ?? 'http://127.0.0.1:8081';

export default defineConfig(({ isSsrBuild }) => ({
  // lingui(): compiles the message catalogues (src/web/i18n/catalogues, lingui.config.ts) as the app imports them.
  plugins: [react(), lingui(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  // wouter still imports the useSyncExternalStore shim for React 17; React 19 has the hook itself.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }] },
  // `vite build --ssr` (npm run build's second step) builds the first screen's render for the BFF
  // (src/web/server-entry.tsx) into dist/.server/: beside the app it renders, never served (a dot directory).
  build: isSsrBuild
    ? { outDir: 'dist/.server', emptyOutDir: false, copyPublicDir: false, sourcemap: false, target: 'node20' }
    : { outDir: 'dist', manifest: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': bffUrl, '/webhooks': bffUrl } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/web/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
    ],
  },
}));
