import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { expenseSchema } from '../contract/expense';
import { invoiceSchema } from '../contract/invoice';
import { apiClient, companyBusiness, consoleClient, consoleKey, invoiceInput } from './testing/harness';
import { uploadForm } from './testing/upload-form';
import { startReceiver } from './testing/webhook-receiver';

// The embedded API as its own process, so it can be killed with SIGKILL mid-write and restarted on the same data.
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

const children: ChildProcess[] = [];
async function startChild(port: number, dataDir: string): Promise<ChildProcess> {
  // node itself with tsx's loader (not the tsx wrapper), so SIGKILL reaches the server and not a launcher
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/invoicing-api/server.ts'], {
    env: {
      ...process.env,
      INVOICING_API_PORT: String(port),
      INVOICING_API_DATA: dataDir,
      INVOICING_API_CONSOLE_KEY: consoleKey,
      INVOICING_API_RATE_LIMIT: '100000',
      INVOICING_API_PDF_DELAY_MS: '100', // PDFs still queued when the process dies
      INVOICING_API_WEBHOOK_RETRY_DELAYS_MS: '3000,3000',
      INVOICING_API_ALLOW_HTTP_WEBHOOKS: '1',
      INVOICING_API_PDF_WAIT_MS: '30000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => b.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`API exited early (${code})`)));
  });
  return child;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');

it('loses nothing acknowledged to a SIGKILL mid-write; PDFs and pending webhooks resume after restart', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-crash-'));
  dirs.push(dataDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const running = { origin, baseUrl: `${origin}/api`, consoleKey, close: async () => undefined };
  const receiver = await startReceiver([503]); // every delivery fails until the restart: they stay pending
  let child = await startChild(port, dataDir);

  const admin = consoleClient(running);
  const biz = (await admin.post('/businesses', companyBusiness)).body.data.business_id as string;
  const token = (await admin.post(`/businesses/${biz}/tokens`, { name: 'crash' })).body.data.token as string;
  const hook = await admin.post(`/businesses/${biz}/webhooks`, {
    url: receiver.url,
    events: ['invoice.created', 'expense.created'],
  });
  expect(hook.status).toBe(201);
  const client = apiClient(running, token);

  const invoices = new Map<string, unknown>();
  const expenses = new Map<string, { body: unknown; sha: string }>();
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      try {
        if (i % 2 === 0) {
          const res = await client.post(
            '/invoices',
            invoiceInput({
              products: [{ name: `W${w}-${i}`, units: 'h', quantity: 1 + i, vat_percentage: 21, price: 10 }],
            }),
          );
          if (res.status === 201) invoices.set(res.body.data.id as string, res.body.data);
        } else {
          const bytes = `%PDF-1.4 receipt ${w}-${i} ${'x'.repeat(2000 * (1 + (i % 5)))}`;
          const form = uploadForm(
            { seller: `S${w}-${i}`, total: '12.50', currency: 'EUR', date: '2026-02-01' },
            { name: `r-${w}-${i}.pdf`, bytes },
          );
          const res = await client.form('POST', '/expenses', form);
          if (res.status === 201)
            expenses.set(res.body.data.id as string, { body: res.body.data, sha: sha(bytes) });
        }
      } catch {
        return; // the connection died with the process: this write was never acknowledged
      }
    }
  };
  const hammering = Promise.all([0, 1, 2, 3].map(worker));
  // The kill lands while the four workers are writing, once each kind has a few acknowledged writes to lose (not
  // after a fixed time: on a loaded machine 700 ms once gave a single expense).
  for (let waited = 0; invoices.size <= 3 || expenses.size <= 3; waited += 20) {
    if (waited > 30_000)
      throw new Error(`only ${invoices.size} invoices and ${expenses.size} expenses in 30 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  stop = true;
  await hammering;

  receiver.statuses[0] = 200;
  child = await startChild(port, dataDir);

  // every acknowledged write is there, as it was acknowledged
  for (const [id, body] of invoices) expect((await client.get(`/invoices/${id}`)).body.data).toEqual(body);
  for (const [id, e] of expenses) {
    expect((await client.get(`/expenses/${id}`)).body.data).toEqual(e.body);
    const file = await fetch(`${running.baseUrl}/expenses/${id}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(e.sha);
  }
  // nothing stored is half-written: every listed record is whole, every listed expense has its file
  const listed = await client.get('/invoices');
  for (const inv of listed.body.data as unknown[]) expect(invoiceSchema.safeParse(inv).success).toBe(true);
  const listedExpenses = await client.get('/expenses');
  for (const exp of listedExpenses.body.data as { id: string }[]) {
    expect(expenseSchema.safeParse(exp).success).toBe(true);
    const file = await fetch(`${running.baseUrl}/expenses/${exp.id}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
  }
  // queued PDFs render after the restart
  await Promise.all(
    [...invoices.keys()].map(async (id) => {
      const pdf = await fetch(`${running.baseUrl}/invoices/${id}/download`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }),
  );
  // the failed deliveries are retried by the restarted process and reach the receiver
  const delivered = () =>
    new Set(
      receiver.received.slice(-1000).map((r) => (JSON.parse(r.raw) as { data: { id: string } }).data.id),
    );
  const want = [...invoices.keys(), ...expenses.keys()];
  const deadline = Date.now() + 20_000;
  while (want.some((id) => !delivered().has(id)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  expect(want.filter((id) => !delivered().has(id))).toEqual([]);
  child.kill('SIGTERM');
  await receiver.close();
}, 90_000);
