import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { Ocr } from './ocr';
import { readPhoto } from './read-photo';
import { wideDocuments } from '../../../../../test/fixtures/receipts/wide-documents';
import { photographWide } from '../../../../../test/fixtures/receipts/wide-photos';

/** Two processes that only burn CPU, as other tests or builds running beside the desk do on a 2-core machine. */
const burners = (): ChildProcess[] =>
  [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));

/** The reader with every glance and full read it made logged, in order. */
function loggedOcr(log: string[]) {
  const ocr = new Ocr();
  const [glance, read] = [ocr.glance.bind(ocr), ocr.read.bind(ocr)];
  ocr.glance = (img, rows = 'middle') => (
    log.push(`glance ${img.width}x${img.height} ${rows}`),
    glance(img, rows)
  );
  ocr.read = (img, sparse = false) => (
    log.push(`read ${img.width}x${img.height}${sparse ? ' sparse' : ''}`),
    read(img, sparse)
  );
  return ocr;
}

describe('reading on a busy machine', () => {
  const running: ChildProcess[] = [];
  afterAll(() => running.forEach((p) => p.kill()));

  it('reads a photo the same, pass for pass, with two CPU-bound processes beside it', async () => {
    // an upside-down photo: the reader glances, turns and reads, the passes a time budget used to cut short when busy
    const docs = wideDocuments(6);
    const i = docs.findIndex((d) => d.look === 'turned-180');
    const photo = await photographWide(docs[i]!, docs[(i + 1) % docs.length]!, i);
    const readOnce = async () => {
      const log: string[] = [];
      const ocr = loggedOcr(log);
      try {
        const reading = await readPhoto(photo, ocr);
        return { reading, log };
      } finally {
        await ocr.close();
      }
    };
    const quiet = await readOnce();
    running.push(...burners());
    const busy = await readOnce();
    running.splice(0).forEach((p) => p.kill());
    expect(quiet.log.length).toBeGreaterThan(1);
    expect(busy.log).toEqual(quiet.log);
    expect(busy.reading).toEqual(quiet.reading);
    expect(quiet.reading.total).not.toBeNull();
  }, 180_000);
});
