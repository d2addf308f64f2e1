import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { uploadForm } from '../../../invoicing-api/testing/upload-form';
import { asOwner, withDesk } from '../../testing/fixture';
import { consoleOf } from '../../testing/harness';
import { type CaptureStep, captureStepChannel } from './capture-once';

/** The till's POST /expenses through the BFF, against the embedded API: exactly once under the phone's key. */
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }), {
  connect: ['Till Ltd'],
});

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const fields = (seller: string) => ({ seller, total: '4.50', currency: 'EUR', date: '2026-03-14' });
const form = (seller: string) =>
  uploadForm(fields(seller), { name: 'receipt.jpg', bytes: jpeg, type: 'image/jpeg' });
const post = (seller: string, key?: string) =>
  desk.get(`/api/b/${desk.biz.id}/expenses`, {
    method: 'POST',
    body: form(seller),
    headers: key ? { 'idempotency-key': key } : {},
  });
/** The expenses the API holds with this seller: asked of the API itself, not through the BFF. */
const madeWith = async (seller: string) => {
  const page = (await (await asOwner(desk.api, desk.biz)('GET', '/expenses')).json()) as {
    data: { id: string; seller: string }[];
  };
  return page.data.filter((e) => e.seller === seller);
};
const idOf = async (res: Response) => ((await res.json()) as { data: { id: string } }).data.id;
/** The BFF of this file runs in this process: its steps are heard here (capture-once.ts). */
const intentWritten = (key: string) =>
  new Promise<void>((resolve) => {
    const heard = (m: unknown) => {
      const { step, key: of } = m as { step: CaptureStep; key: string };
      if (step !== 'intent' || of !== key) return;
      unsubscribe(captureStepChannel, heard);
      resolve();
    };
    subscribe(captureStepChannel, heard);
  });

describe('a capture from the till (Idempotency-Key)', () => {
  it('is made once: a retry with the same key answers the same expense and sends nothing upstream', async () => {
    const key = randomUUID();
    const first = await post('Kiosk Once', key);
    expect(first.status).toBeLessThan(300);
    const id = await idOf(first);

    await consoleOf(desk.api).clearLog();
    const again = await post('Kiosk Once', key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      data: expect.objectContaining({ id, seller: 'Kiosk Once', total: 4.5 }),
    });
    expect((await consoleOf(desk.api).log()).filter((e) => e.method === 'POST')).toEqual([]);
    expect(await madeWith('Kiosk Once')).toHaveLength(1);
  });

  it('makes one expense per key, and leaves a POST without a key as it was', async () => {
    expect((await post('Kiosk Twice', randomUUID())).status).toBeLessThan(300);
    expect((await post('Kiosk Twice', randomUUID())).status).toBeLessThan(300);
    expect((await post('Kiosk Twice')).status).toBeLessThan(300);
    expect((await post('Kiosk Twice')).status).toBeLessThan(300);
    expect(await madeWith('Kiosk Twice')).toHaveLength(4);
  });

  it('refuses a key that is not a UUID, saying what it must be, before anything is sent', async () => {
    await consoleOf(desk.api).clearLog();
    const res = await post('Kiosk Bad Key', 'capture-1');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('Idempotency-Key must be one UUID'),
    });
    expect((await consoleOf(desk.api).log()).filter((e) => e.method === 'POST')).toEqual([]);
  });

  it('tells a second request for a capture still being sent to wait (409 + Retry-After), then answers the one expense', async () => {
    const key = randomUUID();
    // The first request's body arrives slowly: the BFF has written the intent and waits for the photo.
    const boundary = 'tillBoundary';
    const head = Object.entries(fields('Kiosk Busy'))
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    async function* body() {
      yield new TextEncoder().encode(head);
      await held;
      yield new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      yield jpeg;
      yield new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    }
    const first = desk.get(`/api/b/${desk.biz.id}/expenses`, {
      method: 'POST',
      body: body() as unknown as RequestInit['body'],
      headers: { 'idempotency-key': key, 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    await intentWritten(key);
    const busy = await post('Kiosk Busy', key);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.json()).toMatchObject({ code: 'in_progress', retry_after_s: 5 });

    release();
    const made = await first;
    expect(made.status).toBeLessThan(300);
    const again = await post('Kiosk Busy', key);
    expect(again.status).toBe(200);
    expect(await idOf(again)).toBe(await idOf(made));
    expect(await madeWith('Kiosk Busy')).toHaveLength(1);
  });

  it('lets a refused capture be sent again under its key (the API made nothing of it)', async () => {
    const key = randomUUID();
    const refused = await desk.get(`/api/b/${desk.biz.id}/expenses`, {
      method: 'POST',
      body: (() => {
        const f = form('Kiosk Refused');
        f.set('currency', 'euro');
        return f;
      })(),
      headers: { 'idempotency-key': key },
    });
    expect(refused.status).toBe(422);
    const sent = await post('Kiosk Refused', key);
    expect(sent.status).toBeLessThan(300);
    expect(await madeWith('Kiosk Refused')).toHaveLength(1);
  });
});
