import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startInvoicingApi } from './server';

it('close() is prompt while a keep-alive connection is idle and another request is still sending its body', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'api-close-'));
  const api = await startInvoicingApi({ port: 0, dataDir: dir });
  const agent = new Agent({ keepAlive: true });
  const idle = await fetch(`${api.baseUrl}/currencies`, { headers: { accept: 'application/json' } });
  await idle.body?.cancel();
  const stalled = request(`${api.baseUrl}/invoices`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': '100' },
  });
  const ended = new Promise((r) => stalled.on('error', r).on('close', r));
  stalled.write('{');
  await new Promise((r) => setTimeout(r, 100));
  const t0 = Date.now();
  await api.close();
  expect(Date.now() - t0).toBeLessThan(1000);
  await ended;
  agent.destroy();
  await rm(dir, { recursive: true, force: true });
});
