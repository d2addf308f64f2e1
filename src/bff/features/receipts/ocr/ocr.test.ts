import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractFields, textLanguage } from '../extract/extract-fields';
import { prepareForOcr } from '../image/prepare';
import { Ocr } from './ocr';
import { testDocuments } from '../../../../../test/fixtures/receipts/documents';
import { photograph, photoLook, renderClean } from '../../../../../test/fixtures/receipts/render';

const ocr = new Ocr();
afterAll(() => ocr.close());

const docs = testDocuments(2);
const photoOf = async (id: string) => {
  const i = docs.findIndex((d) => d.id === id);
  return {
    doc: docs[i]!,
    image: await prepareForOcr(await photograph(await renderClean(docs[i]!), photoLook(i))),
  };
};

describe('OCR with one language at a time', () => {
  // the worker starts with the Lithuanian models; each photo below is in another language than the one before
  it('switches to the models of the language it sees, and reads its letters (í, ü)', async () => {
    for (const id of ['es-receipt-1', 'de-receipt-1', 'lt-receipt-0']) {
      const { doc, image } = await photoOf(id);
      const { text, confidence } = await ocr.recognize(image, textLanguage);
      const reading = extractFields(text, { ocrConfidence: confidence });
      expect(reading.language, id).toBe(doc.language);
      expect(reading.seller, id).toBe(doc.truth.seller);
    }
  }, 120_000); // three photos, two model switches, the worker's start: seconds each on a busy 2-core machine
});

describe('the language folder', () => {
  it("removes folders left by a reader process that was killed, keeps a live process's, and removes its own on close", async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid as number; // ended by the time spawnSync returns
    const dead = join(tmpdir(), `desk-ocr-lang-${deadPid}-test`);
    const live = join(tmpdir(), `desk-ocr-lang-${process.ppid}-test`); // the test runner's parent: running
    await Promise.all([mkdir(dead, { recursive: true }), mkdir(live, { recursive: true })]);
    const ours = async () =>
      (await readdir(tmpdir())).filter((n) => n.startsWith(`desk-ocr-lang-${process.pid}-`));
    const before = await ours(); // the other test's reader, still open
    try {
      const own = new Ocr();
      const blank = { data: Buffer.alloc(200 * 60, 255), width: 200, height: 60 };
      await own.recognize(blank, () => null);
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(live)).toBe(true);
      const mine = (await ours()).filter((n) => !before.includes(n));
      expect(mine).toHaveLength(1);
      await own.close();
      expect(existsSync(join(tmpdir(), mine[0]!))).toBe(false);
    } finally {
      await Promise.all([
        rm(dead, { recursive: true, force: true }),
        rm(live, { recursive: true, force: true }),
      ]);
    }
  }, 60_000);
});
