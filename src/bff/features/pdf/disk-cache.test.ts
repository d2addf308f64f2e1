import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../testing/harness';
import { PdfCache } from './disk-cache';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dir = await tempDir('desk-pdf-cache-');
});
afterAll(() => dir.remove());

/** A body that arrives in a few chunks, as an API's PDF does. */
const body = (text: string) =>
  new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of text.match(/.{1,64}/gs) ?? []) {
        controller.enqueue(new TextEncoder().encode(part));
        await new Promise((r) => setTimeout(r, 1));
      }
      controller.close();
    },
  });

describe('the PDF cache', () => {
  it('stores the same PDF from three packs at once: each write renames its own file, none is lost', async () => {
    const cache = new PdfCache(dir.dir, 10);
    const pdf = `%PDF-1.4 ${'x'.repeat(1000)}`;
    const writes = [1, 2, 3].map(() => cache.store('b1', 'inv1', 7, body(pdf) as never));
    expect((await Promise.allSettled(writes)).map((w) => w.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await readFile(cache.file('b1', 'inv1', 7), 'utf8')).toBe(pdf);
    expect((await readdir(join(dir.dir, 'b1'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
