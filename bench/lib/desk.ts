/**
 * The app as a person runs it: `npm start` (embedded API + BFF + production build) in a child process on a free
 * loopback port, with the data dir the caller gives. The child leads its own process group so stopping it also stops
 * the tsx/node processes npm starts under it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningDesk {
  url: string;
  dataDir: string;
  /** The processes npm start runs (its process group), for memory and port look-ups. */
  pids(): number[];
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });

export async function startDesk(dataDir: string, port: number): Promise<RunningDesk> {
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DESK_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const m = /Dashboard on (\S+)/.exec(line);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${stderr}`)));
  });
  const pids = () =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[2]) === child.pid;
        } catch {
          return false; // ended while we looked
        }
      })
      .map(Number);
  return { url, dataDir, pids, stop: () => stopGroup(child, pids) };
}

/** SIGTERM to the whole group, then waits until every process of it is gone (SIGKILL after 10 s). */
async function stopGroup(child: ChildProcess, pids: () => number[]): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // the group is already gone
    }
  };
  signal('SIGTERM');
  for (
    let waited = 0;
    pids().length > 0 || (child.exitCode === null && child.signalCode === null);
    waited += 100
  ) {
    if (waited === 10_000) signal('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Data<T> = { data: T };

/**
 * The embedded API listens on a random loopback port that npm start does not print: it is the group's listening
 * socket that is not the BFF's. Found this way, not through the BFF, so no BFF cache is warmed by the look-up.
 */
function apiPort(desk: RunningDesk): number {
  const bffPort = Number(new URL(desk.url).port);
  const pids = new Set(desk.pids());
  const ports = execFileSync('ss', ['-Hltnp'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => [...l.matchAll(/pid=(\d+)/g)].some((m) => pids.has(Number(m[1]))))
    .map((l) => Number(/127\.0\.0\.1:(\d+)/.exec(l)?.[1]))
    .filter((p) => p > 0 && p !== bffPort);
  if (ports.length !== 1)
    throw new Error(`expected one API port besides the BFF's, found ${ports.join(', ') || 'none'}`);
  return ports[0]!;
}

/** The embedded API's side door (console) of a desk started by `startDesk`: its key is kept under DESK_DATA. */
export async function deskConsole(desk: RunningDesk) {
  const key = readFileSync(join(desk.dataDir, 'invoicing-api', 'console-key'), 'utf8').trim();
  // The BFF's own list of connected businesses (from its vault: no upstream call).
  const { data: businesses } = (await (await fetch(`${desk.url}/api/businesses`)).json()) as Data<
    { id: string }[]
  >;
  const business = businesses[0]?.id;
  if (!business) throw new Error('npm start connected no business');
  const origin = `http://127.0.0.1:${apiPort(desk)}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${origin}/console${path}`, {
      method,
      headers: {
        'x-console-key': key,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`console ${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  return { business, origin, call };
}
export type DeskConsole = Awaited<ReturnType<typeof deskConsole>>;
