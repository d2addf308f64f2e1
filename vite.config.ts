import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
};

/**
 * The first screen's code, in two chunks evaluated one task apart (src/web/main.tsx): React, then the dashboard's
 * start with all it imports. Left to itself the bundler cut the latter into five files, which compress worse and
 * cost the phone a request each.
 */
const firstScreenChunks = [
  // Vite's preload helper too: main.tsx needs it at once, and in the start chunk it made the entry import (so
  // evaluate) the whole start chunk with itself.
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite\/preload-helper/,
    priority: 2,
  },
  { name: 'start', test: /[\\/]src[\\/]web[\\/]first-screen[\\/]start\.tsx$/, priority: 1 },
  // The contract's rules the lazy screens share (what is owed, lines kept to the cent, the input's rules): one chunk,
  // not six, each of which the start chunk would name in its preload list (the first screen pays for every name).
  {
    name: 'rules',
    test: /[\\/]src[\\/]contract[\\/](owed|line-entry|invoice-input|input-bounds|invoice-links|email)\.ts$/,
    priority: 0,
  },
  // The forms' kit: react-hook-form, its zod resolver, and what a form does with a refused save. One chunk: a form
  // that takes only some of them (the e-invoice pre-flight has no resolver) cut them apart, a name more to preload.
  {
    name: 'forms',
    test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]web[\\/]lib[\\/]form-errors\.ts$/,
    priority: 0,
  },
];

/**
 * Marks the first screen's chunks for eager compilation (V8's explicit compile hints, Chrome 136+; a comment to any
 * other engine): compiled while they stream in, on a background thread, instead of function by function on the main
 * thread as the page is taken over, where that compiling was most of the longest tasks.
 */
const compileHints = (): Plugin => ({
  name: 'desk-compile-hints',
  apply: 'build',
  // After minifying, which drops comments (the file names keep the hash of the code without it), and after Vite's own
  // additions (the start chunk's __vite__mapDeps line): V8 follows the hint only before the file's first code.
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && firstScreenChunks.some((group) => group.name === chunk.name))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  },
});

/**
 * The installable app (issue 45): its web manifest, and a service worker made by Workbox that precaches the built app
 * (the shell and its code, never an answer of the BFF) so that the installed app opens offline on the till, /capture.
 * Navigations go to the network first, always (a page the BFF draws, or its login); only when the network fails is
 * the precached index.html answered, and never for /api, /webhooks or /healthz. Nothing else is cached at run time:
 * no business data is ever in the worker's caches, so nothing of one business outlives a logout. The app registers the
 * worker itself once it has taken the page over and the browser is idle (src/web/lib/service-worker.ts), not at the
 * page's load, which on a drawn page comes just before the take-over.
 */
const installable = () =>
  VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.png', 'apple-touch-icon.png'],
    manifest: {
      id: '/capture',
      name: 'Invoice Desk',
      short_name: 'Invoice Desk',
      description: 'Invoices and expenses for your business; receipts photographed where you pay.',
      start_url: '/capture',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#115e59',
      background_color: '#f8fafc',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
      // pdf.js (1.6 MB) draws a PDF's preview on the expenses screen; the till never needs it offline.
      globIgnores: ['**/pdf*.js', '**/*.mjs'],
      navigateFallback: null,
      // `/` is a page the BFF draws: the precache must not answer it with its index.html.
      directoryIndex: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|webhooks|healthz)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
      navigationPreload: true,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });

// The dev server (npm run dev) forwards /api and /webhooks to the BFF started beside it.
const bffUrl = process.env.DEV_BFF_URL ?? 'http://127.0.0.1:8081';

/**
 * The web tests that change what belongs to the whole page (the document's body, title and address, the format
 * locale, the query cache a drawn page hands over): each file in a jsdom of its own.
 */
const pageWideTests = ['src/web/first-screen/**/*.test.{ts,tsx}', 'src/web/lib/format.test.ts'];

// Vitest's file order is the test run's alone: `vite build` (npm start, the weight check) does not load its runner.
const sequencer = process.env.VITEST ? (await import('./test/longest-first')).LongestFirst : undefined;

export default defineConfig(({ isSsrBuild }) => ({
  // lingui(): compiles the message catalogues (src/web/i18n/catalogues, lingui.config.ts) as the app imports them.
  plugins: [
    react(),
    lingui(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [installable(), precompress(), compileHints()]),
  ],
  // wouter still imports the useSyncExternalStore shim for React 17; React 19 has the hook itself.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }] },
  // `vite build --ssr` (npm run build's second step) builds the first screen's render for the BFF
  // (src/web/first-screen/server-entry.tsx) into dist/.server/: beside the app it renders, never served (a dot directory).
  build: isSsrBuild
    ? { outDir: 'dist/.server', emptyOutDir: false, copyPublicDir: false, sourcemap: false, target: 'node20' }
    : {
        outDir: 'dist',
        manifest: true,
        sourcemap: false,
        target: 'es2022',
        modulePreload: { polyfill: false }, // every browser es2022 reaches preloads modules but Safari 16, which loads them as it imports
        rolldownOptions: {
          output: {
            // The start chunk lists every lazy chunk's file for its preloads: a hash of 7 characters instead of 8 (the fewest
            // rolldown allows for this many chunks) keeps that list's random part, which gzip cannot shrink, an eighth smaller.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            codeSplitting: {
              groups: firstScreenChunks,
            },
          },
        },
      },
  server: { proxy: { '/api': bffUrl, '/webhooks': bffUrl } },
  test: {
    // Vitest's default on this 2-core machine is one worker, which leaves a core idle while a test waits on a server,
    // a child process or a socket; most files here do.
    maxWorkers: 3,
    ...(sequencer && { sequence: { sequencer } }),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/web/**'],
          // The files share a worker's modules instead of importing the servers, zod schemas and drivers afresh each:
          // that import was most of their run. Each test starts servers and stores of its own, in directories of its
          // own; a file that stubs the environment or the timers puts them back after each test.
          isolate: false,
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
          exclude: pageWideTests,
          setupFiles: ['src/web/test-setup.ts'],
          // The screens' files share a worker's jsdom instead of each building its own, most of their run. Each test
          // renders into its own container and testing-library removes it after; what a test changes beyond that is
          // the page-wide state below, whose files keep a jsdom of their own.
          isolate: false,
          // A bound, not a speed check (speed is measured in bench/): a screen's test waits on rendering that a
          // loaded machine stretches well past vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-page',
          environment: 'jsdom',
          include: pageWideTests,
          setupFiles: ['src/web/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
