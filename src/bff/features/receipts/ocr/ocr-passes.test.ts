import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../image/grey-image';
import type { OcrText } from './ocr';
import { fakeOcr, receipt } from './fake-ocr';
import { readImage } from './ocr-passes';

const unbounded = { budget: 1000, cap: 1e9, workOf: () => 0 };
/** 2 × 2 pixels: turned by 180° the last pixel comes first. */
const marked = (first: number, last: number): GreyImage => ({
  data: Buffer.from([first, 255, 255, last]),
  width: 2,
  height: 2,
});

/**
 * A photo whose upright glance is unsure and whose turned glance reads the receipt, read on a work budget of 6000
 * (cap 9000, each look 1000) with a clock that moves `tick` ms at each look; the passes it made and its text.
 */
const budgetedTurnRead = async (tick: number, bound: { safetyMs?: number } = {}) => {
  const log: string[] = [];
  let clock = 0;
  const ocr = fakeOcr(
    { 10: { text: 'm m EE', confidence: 0.3 }, 20: { text: receipt, confidence: 0.55 } },
    log,
  );
  const t = await readImage(ocr, marked(10, 20), () => 'en', {
    budget: 6000,
    cap: 9000,
    workOf: () => 1000,
    ...bound,
    now: () => (clock += tick),
  });
  return { log, text: t.text };
};

/** The marked photo read with no budget to speak of: the passes it made and what it read. */
const readUnbounded = async (
  reads: Record<number, OcrText>,
  languageOf: (text: string) => string | null = () => 'en',
) => {
  const log: string[] = [];
  const t = await readImage(fakeOcr(reads, log), marked(10, 20), languageOf, unbounded);
  return { log, text: t.text };
};

describe('OCR passes', () => {
  it('takes a good first read as it is: one glance, one read', async () => {
    const t = await readUnbounded({ 10: { text: receipt, confidence: 0.9 } });
    expect(t.text).toBe(receipt);
    expect(t.log).toEqual(['glance 10', 'use en', 'read 10']);
  });

  it('turns an upside-down photo when the turned glance reads amounts the upright one does not', async () => {
    const t = await readUnbounded({
      10: { text: 'ʇɐɔ ǝɥʇ 0L˙S', confidence: 0.3 },
      20: { text: receipt, confidence: 0.9 },
    });
    expect(t.text).toBe(receipt);
    expect(t.log).toContain('read 20');
    // the turned glance reads like upright print: the quarter turns are not tried, though time is left
    expect(t.log.filter((l) => l.startsWith('glance'))).toEqual(['glance 10', 'glance 20']);
  });

  it('tries no turn when the glance reads like upright print, if not surely enough to stop: the read and a second pass', async () => {
    const t = await readUnbounded({ 10: { text: receipt, confidence: 0.55 } });
    expect(t.text).toBe(receipt);
    expect(t.log).toEqual(['glance 10', 'use en', 'read 10', 'read 10 sparse']);
  });

  it('tries no turn when an unsure glance found two amounts: noisy, but upright print (one may be read off turned print)', async () => {
    const noisy = { text: 'i: ,Vanduo 4,13 :. Duona 1,05', confidence: 0.3 };
    const { log } = await readUnbounded({ 10: noisy, 20: { text: receipt, confidence: 0.9 } }, () => 'lt');
    expect(log.filter((l) => l.startsWith('glance'))).toEqual(['glance 10']);
    expect(log).toContain('read 10');
    const turnedByChance = { text: 'ʇɐɔ ǝɥʇ 05.21 S˙', confidence: 0.3 };
    const once = await readUnbounded({ 10: turnedByChance, 20: { text: receipt, confidence: 0.9 } });
    expect(once.log).toContain('read 20');
  });

  it('glances at the foot, then the head, when the middle rows tell no language, and reads with the language they tell', async () => {
    const languages: Record<string, string> = { [receipt]: 'en' };
    const { log } = await readUnbounded(
      { 10: { text: receipt, confidence: 0.9 } },
      (t) => languages[t] ?? null,
    );
    expect(log).toEqual(['glance 10', 'use en', 'read 10']);
    // an invoice's items table in the middle rows; the stand-in reads the same words at each glance, and the
    // language tells French from the words of three glances (the middle's, the foot's, the head's) together
    const items = { text: 'Widget 2 x 4.50 9.00\nBolt 10 x 0.25 2.50', confidence: 0.9 };
    const byGlances = (t: string) => (t.split('Widget').length - 1 === 3 ? 'fr' : null);
    const invoice = await readUnbounded({ 10: items }, byGlances);
    expect(invoice.log).toEqual([
      'glance 10',
      'glance 10 foot',
      'glance 10 head',
      'use fr',
      'read 10',
      'read 10 sparse',
    ]);
    // told at the foot: no glance at the head
    const footed = await readUnbounded({ 10: items }, (t) =>
      t.includes('\n') && t.split('Widget').length === 3 ? 'de' : null,
    );
    expect(footed.log).toEqual(['glance 10', 'glance 10 foot', 'use de', 'read 10', 'read 10 sparse']);
  });

  it('answers from its glances when a full read would not fit the cap (a surface read as thousands of stray marks)', async () => {
    const log: string[] = [];
    let clock = 0;
    const ocr = fakeOcr({ 10: { text: 'Vanduo Duona Pienas', confidence: 0.3 } }, log, () => (clock += 1000));
    const t = await readImage(ocr, marked(10, 10), () => null, {
      budget: 1000,
      cap: 2500,
      workOf: () => 1000,
    });
    expect(t.text).toBe('Vanduo Duona Pienas');
    // the photo, then upside down (its glance fits), then no quarter turn (past the budget) and no read (past the cap)
    expect(log).toEqual(['glance 10', 'glance 10', 'use null']);
    expect(clock).toBe(2000);
  });

  it('starts no second read that would end after the budget, though the budget has not passed yet', async () => {
    const log: string[] = [];
    let clock = 0;
    const ocr = fakeOcr({ 10: { text: receipt, confidence: 0.55 } }, log, () => (clock += 1000));
    await readImage(ocr, marked(10, 20), () => 'en', { budget: 3500, cap: 1e9, workOf: () => 1000 });
    // the glance and the read cost 3000 of the 3500 (a read: two glances' work): a second read would end past it
    expect(log).toEqual(['glance 10', 'use en', 'read 10']);
  });

  it('starts no pass after the budget, and keeps the best read of those it made', async () => {
    const log: string[] = [];
    let clock = 0;
    const ocr = fakeOcr({ 10: { text: 'm m EE', confidence: 0.3 } }, log);
    const t = await readImage(ocr, marked(10, 10), () => 'lt', {
      budget: 50,
      cap: 1e9,
      workOf: () => 60,
      now: () => (clock += 60),
    });
    expect(t.text).toBe('m m EE');
    // the photo and upside down, then the budget ends the turns
    expect(log.filter((l) => l.startsWith('glance'))).toHaveLength(2);
    expect(log).not.toContain('read 10 sparse');
  });

  it('makes the same passes however slow the clock runs: the budget counts work, not time (a busy machine)', async () => {
    const quiet = await budgetedTurnRead(1);
    expect(quiet.log).toEqual(['glance 10', 'glance 20', 'use en', 'read 20', 'read 20 sparse']);
    // each pass ten times slower on the wall clock: the same passes and the same answer
    expect(await budgetedTurnRead(10_000)).toEqual(quiet);
  });

  it('stops starting passes past the wall-clock safety bound only, keeping the best read so far', async () => {
    const t = await budgetedTurnRead(10_000, { safetyMs: 15_000 });
    // the turn starts 10 s after the start, the read would 20 s after it: past the bound, the turned glance stands
    expect(t.log).toEqual(['glance 10', 'glance 20', 'use en']);
    expect(t.text).toBe(receipt);
  });

  it('prefers a read whose figures add up over one that scores more', async () => {
    const log: string[] = [];
    // the full read finds more amounts, but they do not add up; the sparse read's do
    const unbalanced = { text: `${receipt}\nTOTAL 9.99 9.99 9.99`, confidence: 0.55 };
    const balanced = { text: receipt, confidence: 0.5 };
    const ocr = fakeOcr({ 10: unbalanced }, log);
    const plain = ocr.read.bind(ocr);
    ocr.read = async (img, sparse = false) => (sparse ? (log.push('read sparse'), balanced) : plain(img));
    const t = await readImage(ocr, marked(10, 20), () => 'en', {
      ...unbounded,
      balances: (text) => !text.includes('9.99'),
    });
    expect(log).toEqual(['glance 10', 'use en', 'read 10', 'read sparse']);
    expect(t).toMatchObject(balanced);
    // every read made is handed on (the glance, the full read, the sparse read), for balancedRead
    expect(t.reads.map((r) => r.text)).toEqual([unbalanced.text, unbalanced.text, receipt]);
  });
});
