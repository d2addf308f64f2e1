import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { uploadForm } from '../../../invoicing-api/testing/upload-form';
import { dieAt } from '../../testing/child-bff';
import { crashDesks } from '../../testing/crash-desks';
import { asOwner, withApi } from '../../testing/fixture';
import { consoleOf, tempDir, until } from '../../testing/harness';
import { type CaptureStep, captureStepChannel } from './capture-once';

/**
 * A BFF killed (SIGKILL) after the API made a capture's expense but before the desk wrote it down: the phone's retry,
 * to the restarted desk under the same key, finds that expense among the API's newest and answers it. One expense.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
let business: { id: string; token: string };
let data: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  business = await consoleOf(embedded.api).business('Till Crash Ltd');
  data = await tempDir('desk-till-crash-');
});
afterAll(async () => {
  await data.remove();
});

const start = crashDesks(() => ({
  API_BASE_URL: embedded.api.baseUrl,
  API_TOKEN: business.token,
  DESK_DATA: data.dir,
}));
type Child = Awaited<ReturnType<typeof start>>;

const send = (bff: Child, key: string, seller: string) => {
  const body = uploadForm(
    { seller, total: '7.20', currency: 'EUR', date: '2026-03-14' },
    { name: 'receipt.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), type: 'image/jpeg' },
  );
  return fetch(`${bff.url}/api/b/${business.id}/expenses`, {
    method: 'POST',
    body,
    headers: { origin: new URL(bff.url).origin, 'idempotency-key': key },
  });
};
const made = async (seller: string) => {
  const page = (await (await asOwner(embedded.api, business)('GET', '/expenses')).json()) as {
    data: { id: string; seller: string }[];
  };
  return page.data.filter((e) => e.seller === seller).map((e) => e.id);
};

describe('a capture across a SIGKILL', () => {
  it.each<CaptureStep>(['intent', 'answered'])(
    'is made exactly once when the desk dies at "%s"',
    async (step) => {
      const key = randomUUID();
      const seller = `Kiosk killed at ${step}`;
      const dying = await start(dieAt(captureStepChannel, step, 'key', key));
      await expect(send(dying, key, seller)).rejects.toThrow(); // the connection dies with the desk
      await until(() => !dying.alive(), 15_000);

      const bff = await start();
      try {
        const retried = await send(bff, key, seller);
        expect(retried.status).toBeLessThan(300);
        const { data: expense } = (await retried.json()) as { data: { id: string; seller: string } };
        expect(expense.seller).toBe(seller);
        expect(await made(seller)).toEqual([expense.id]);
        // and once written down, a further retry answers it without looking
        const again = await send(bff, key, seller);
        expect(((await again.json()) as { data: { id: string } }).data.id).toBe(expense.id);
        expect(await made(seller)).toEqual([expense.id]);
      } finally {
        await bff.stop();
      }
    },
    90_000,
  );
});
