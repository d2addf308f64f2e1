import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bffBundle } from './bff-bundle';

const serverFile = fileURLToPath(new URL('../server.ts', import.meta.url));

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no ${field} for ${pid}`);
  return Number(m[1]);
};

/**
 * The Node flags `npm start` and `npm run dev` run with (package.json; a test keeps the two in step): a small young
 * generation keeps an upload's garbage from growing the heap before V8 collects it.
 */
export const bffNodeFlags = ['--max-semi-space-size=2'];
/**
 * The environment they give Node (package.json, kept in step by the same test): glibc's malloc held to two arenas.
 * Each thread that allocates (the receipt reader's, tesseract's, libvips' workers) otherwise gets an arena of its
 * own that keeps its peak after the memory is freed, so the BFF peaked higher while reading receipts.
 * Other C libraries ignore the variable.
 */
export const bffNodeEnv = { MALLOC_ARENA_MAX: '2' };

/**
 * The BFF alone in a child process (`tsx src/bff/server.ts`, configured by environment), so its memory can be
 * read from /proc without the test's or the API's own allocations mixed in; with API_TOKEN, returned once that
 * business is connected. `bundled`: the same code joined into one module (bff-bundle.ts), for tests that start it
 * many times and measure no memory: it starts in a third of the CPU.
 */
export async function spawnBff(env: Record<string, string>, o: { bundled?: boolean } = {}) {
  const entry = o.bundled ? [await bffBundle()] : ['--import', 'tsx', serverFile];
  const child = spawn(process.execPath, [...bffNodeFlags, ...entry], {
    env: { HOST: '127.0.0.1', PORT: '0', ...bffNodeEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (b: Buffer) => (errors += b.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /Dashboard on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`BFF exited (${code}): ${errors}`)));
  });
  // API_TOKEN connects in the background once the BFF listens: wait for it, as a person would see it appear.
  for (let tries = 0; env.API_TOKEN !== undefined; tries++) {
    const list = (await (await fetch(`${url}/api/businesses`)).json()) as { data: unknown[] };
    if (list.data.length > 0) break;
    if (tries > 400) throw new Error(`API_TOKEN was not connected: ${errors}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const pid = child.pid!;
  return {
    url,
    rssKb: () => statusKb(pid, 'VmRSS'),
    peakKb: () => statusKb(pid, 'VmHWM'),
    /** Linux: writing 5 to clear_refs resets the peak RSS to the current RSS. */
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    /** Still running, and what it wrote to stderr (an unhandled error's stack, when it died). */
    alive: () => child.exitCode === null && child.signalCode === null,
    stderr: () => errors,
    /** Ends it at once, as a crash or `kill -9` would: no handler runs. */
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Streams a generated multipart expense of `mb` megabytes to the BFF; nothing of it is held in this process. */
export async function streamUpload(bffUrl: string, business: string, mb: number): Promise<Response> {
  const boundary = 'deskUploadBoundary';
  const enc = new TextEncoder();
  const fields = { seller: 'Big Scan Ltd', total: '10.00', currency: 'EUR', date: '2026-03-01' };
  async function* body() {
    for (const [k, v] of Object.entries(fields)) {
      yield enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    }
    yield enc.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(0x25);
    for (let i = 0; i < mb * 16; i++) yield chunk;
    yield enc.encode(`\r\n--${boundary}--\r\n`);
  }
  return fetch(`${bffUrl}/api/b/${business}/expenses`, {
    method: 'POST',
    body: body() as unknown as RequestInit['body'],
    headers: { origin: new URL(bffUrl).origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    duplex: 'half',
  } as RequestInit);
}

/**
 * A child's environment for a SIGKILL at one step of its work: Node preloads a module (a data: URL) that listens to
 * `channel` (node:diagnostics_channel, where the worker tells its steps) and kills its own process at `step` of the
 * message or invoice whose `field` is (or holds) `value` — the instant is the step, not a guess at timing.
 */
export function dieAt(channel: string, step: string, field: string, value: string): Record<string, string> {
  const [c, st, f, v] = [channel, step, field, value].map((x) => JSON.stringify(x));
  const code = `import{subscribe}from'node:diagnostics_channel';subscribe(${c},(m)=>{if(m.step===${st}&&[].concat(m[${f}]).includes(${v}))process.kill(process.pid,'SIGKILL')})`;
  return { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(code)}` };
}
