import { afterAll, describe, expect, it } from 'vitest';
import { ReaderPool } from './reader-pool';
import { wideDocuments } from '../../../../test/fixtures/receipts/wide-documents';
import { photographWide } from '../../../../test/fixtures/receipts/wide-photos';

const pools: ReaderPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));
const onePool = () => {
  const pool = new ReaderPool({ threads: 1 });
  pools.push(pool);
  return pool;
};

const docs = wideDocuments(3);
const photoOf = (id: string) => {
  const i = docs.findIndex((d) => d.id === id);
  return photographWide(docs[i]!, docs[(i + 1) % docs.length]!, i);
};

describe('reading in any order', () => {
  // A: an upside-down Polish receipt whose glances tell no language, so the glances and turns decide on the models
  // they start from (read from Latvian models it gave another total); B: a sideways Latvian one, which leaves the
  // thread holding the Latvian models. Both read for a Lithuanian business, in one thread.
  it('reads a photo the same before and after a photo in another language', async () => {
    const [a, b] = await Promise.all([photoOf('pl-wide-footer-tax-2'), photoOf('lv-wide-footer-tax-2')]);
    const pool = onePool();
    const aFirst = await pool.read(a, 'lt');
    const bAfterA = await pool.read(b, 'lt');
    const aAfterB = await pool.read(a, 'lt');
    const bFirst = await onePool().read(b, 'lt');
    expect(aFirst.total).not.toBeNull(); // a reading, not a note
    expect(bFirst.language).toBe('lv');
    // the whole reading: every field, its confidence, its words and their places, its checks
    expect(aAfterB).toEqual(aFirst);
    expect(bAfterA).toEqual(bFirst);
  }, 240_000); // four OCR readings of hard photos and two threads' start: a minute on a busy 2-core machine
});
