import { afterAll, describe, expect, it } from 'vitest';
import { BffHttpError } from '../../platform/errors';
import { ReaderPool } from './reader-pool';
import { testDocuments } from '../../../../test/fixtures/receipts/documents';
import { textPdf } from '../../../../test/fixtures/receipts/render';

const pool = new ReaderPool({ threads: 1, queue: 1 });
afterAll(() => pool.close());

describe('the reader pool', () => {
  it('refuses work beyond the short queue with "busy, try again" and a retry time, then reads again', async () => {
    const pdf = await textPdf(testDocuments(1)[0]!);
    const first = pool.read(pdf, 'lt'); // being read
    const second = pool.read(pdf, 'lt'); // waiting: the queue of one is full
    let refused: unknown;
    try {
      await pool.read(pdf, 'lt');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(BffHttpError);
    expect((refused as BffHttpError).status).toBe(429);
    // its own code: the app must not take it for the API's rate budget running out
    expect((refused as BffHttpError).code).toBe('reader_busy');
    expect((refused as BffHttpError).extra.retry_after_s).toBeGreaterThan(0);
    expect((refused as BffHttpError).message).toMatch(/busy/);
    expect((await first).total).not.toBeNull();
    expect((await second).total).not.toBeNull();
    expect((await pool.read(pdf, 'lt')).total).not.toBeNull();
    expect(pool.stats()).toMatchObject({ threads: 1, busy: 0, waiting: 0 });
  });

  it('ends a thread left idle, and starts one again for the next file', async () => {
    const idle = new ReaderPool({ threads: 1, idleMs: 200 });
    try {
      const pdf = await textPdf(testDocuments(1)[0]!);
      expect((await idle.read(pdf, 'lt')).total).not.toBeNull();
      expect(idle.stats().threads).toBe(1);
      await expect.poll(() => idle.stats().threads, { timeout: 5000 }).toBe(0);
      expect((await idle.read(pdf, 'lt')).total).not.toBeNull();
      expect(idle.stats().threads).toBe(1);
    } finally {
      await idle.close();
    }
  });
});
