import { describe, expect, it } from 'vitest';
import { emptyReading, type ReceiptReading } from '../../../contract/receipt-reading';
import { retryDelayMs } from './backoff';
import { capturedFields } from './captured-fields';
import { fitWithin, jpegName } from './shrink';

describe('the back-off between attempts', () => {
  it('starts at 5 s and doubles to at most 5 minutes, without spread in the middle of it', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => retryDelayMs(n, undefined, middle))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
  });

  it('spreads each wait by ±20 %, so phones that lost the line together do not return together', () => {
    expect(retryDelayMs(1, undefined, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, undefined, () => 1)).toBe(6_000);
    expect(retryDelayMs(9, undefined, () => 1)).toBe(360_000);
  });

  it('waits what the BFF asked for when it said (Retry-After)', () => {
    expect(retryDelayMs(3, 5, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(1, 42)).toBe(42_000);
  });
});

describe('the size a photo is shrunk to', () => {
  it('brings the longer side to 2,000 px, keeping the shape, landscape or portrait', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(8000, 1000)).toEqual({ width: 2000, height: 250 });
  });

  it('never enlarges a small photo, and never makes a side of 0', () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(2000, 2000)).toEqual({ width: 2000, height: 2000 });
    expect(fitWithin(40000, 10)).toEqual({ width: 2000, height: 1 });
  });

  it('names the JPEG after the original', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('receipt')).toBe('receipt.jpg');
    expect(jpegName('.png')).toBe('receipt.jpg');
  });
});

const reading = (fields: Partial<ReceiptReading>, sure = 0.9): ReceiptReading => ({
  ...emptyReading(null),
  confidence: { seller: sure, total: sure, currency: sure, date: sure, vat: sure, invoice_number: sure },
  language: 'lt',
  ...fields,
});
const stand = { receipt: 'Receipt', toCheck: 'to check', currency: 'USD' };
// 14 March 2026, 10:30 on the phone's clock
const capture = { note: '', at: new Date(2026, 2, 14, 10, 30).getTime() };

describe('the expense a capture becomes', () => {
  it('is what the receipt says when every field was read surely', () => {
    const read = reading({
      seller: 'UAB "Žalia kavinė"',
      total: 11.9,
      currency: 'EUR',
      date: '2026-03-13',
      vat: 2.07,
      invoice_number: '0042-118',
    });
    expect(capturedFields(read, capture, stand)).toEqual({
      fields: {
        seller: 'UAB "Žalia kavinė"',
        total: '11.90',
        currency: 'EUR',
        date: '2026-03-13',
        vat: '2.07',
        invoice_number: '0042-118',
      },
      toCheck: false,
    });
  });

  it('takes stand-ins the API accepts where nothing was read, and says to check it', () => {
    expect(capturedFields(null, capture, stand)).toEqual({
      fields: { seller: 'Receipt (to check)', total: '0', currency: 'USD', date: '2026-03-14' },
      toCheck: true,
    });
  });

  it('keeps an unsure value but marks the expense, and leaves out an unsure VAT and number', () => {
    const read = reading(
      {
        seller: 'Maxima LT',
        total: 5.2,
        currency: 'EUR',
        date: '2026-03-14',
        vat: 0.9,
        invoice_number: 'X1',
      },
      0.4,
    );
    expect(capturedFields(read, capture, stand)).toEqual({
      fields: { seller: 'Maxima LT (to check)', total: '5.20', currency: 'EUR', date: '2026-03-14' },
      toCheck: true,
    });
  });

  it('puts the note after the seller, and keeps the mark within the seller’s 255 characters', () => {
    const noted = capturedFields(
      reading({ total: 3, currency: 'EUR', date: '2026-03-14' }),
      { ...capture, note: ' taxi to the airport ' },
      stand,
    );
    expect(noted.fields.seller).toBe('Receipt — taxi to the airport (to check)');
    const long = capturedFields(reading({ seller: 'S'.repeat(300) }), capture, stand).fields.seller;
    expect(long).toHaveLength(255);
    expect(long.endsWith(' (to check)')).toBe(true);
  });
});
