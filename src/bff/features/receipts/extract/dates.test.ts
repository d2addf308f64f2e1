import { describe, expect, it } from 'vitest';
import { datesIn, mendedDatesIn } from './dates';

const iso = (line: string, lang: string | null = null, us = false) =>
  datesIn(line, lang, us).map((d) => d.iso);

describe('dates in five languages', () => {
  it('reads numeric orders: year first, day first, two-digit years', () => {
    expect(iso('2026-03-14 12:31')).toEqual(['2026-03-14']);
    expect(iso('Data: 2026.03.04')).toEqual(['2026-03-04']);
    expect(iso('Datum 14.03.2026 12:31')).toEqual(['2026-03-14']);
    expect(iso('Fecha: 04/03/26')).toEqual(['2026-03-04']);
    expect(iso('Date: 03/14/2026', 'en')).toEqual(['2026-03-14']); // cannot be day 3 of month 14
    expect(iso('Date: 03/04/2026', 'en', true)).toEqual(['2026-03-04']);
    expect(iso('Date: 03/04/2026', 'en', false)).toEqual(['2026-04-03']);
  });
  it('reads month names in every language', () => {
    expect(iso('2026 m. kovo 14 d.', 'lt')).toEqual(['2026-03-14']);
    expect(iso('2026 m. rugsėjo 2 d.', 'lt')).toEqual(['2026-09-02']);
    expect(iso('14 March 2026', 'en')).toEqual(['2026-03-14']);
    expect(iso('March 14, 2026', 'en')).toEqual(['2026-03-14']);
    expect(iso('14. März 2026', 'de')).toEqual(['2026-03-14']);
    expect(iso('3 décembre 2026', 'fr')).toEqual(['2026-12-03']);
    expect(iso('le 1er août 2026', 'fr')).toEqual([]); // "1er" is not read as a day (rare on receipts)
    expect(iso('14 de marzo de 2026', 'es')).toEqual(['2026-03-14']);
    expect(iso('7-Jan-2026', 'en')).toEqual(['2026-01-07']);
  });
  it('refuses impossible dates and times', () => {
    expect(iso('31.02.2026')).toEqual([]);
    expect(iso('Kasse 12:31:05')).toEqual([]);
    expect(iso('Tel. 12.34.56')).toEqual([]);
  });

  it('mends a date whose 0 the OCR read as 6, 8 or 9, when only one figure makes it a date', () => {
    const mended = (line: string, lang: string | null = null) => mendedDatesIn(line, lang).map((d) => d.iso);
    expect(mended('2926-04-28 21:26 Kasa 8 Čekis Nr. 63833', 'lt')).toEqual(['2026-04-28']);
    expect(mended('15/84/2026 07:47 Till 2', 'en')).toEqual(['2026-04-15']);
    expect(mended('94/10/2026 14:01 Caja 5', 'es')).toEqual(['2026-10-04']);
    // a date read as printed is not the mender's; two ways to mend (19/18/2026: 10/18 or 19/10) are none; nor is a
    // shape no single figure makes a date
    expect(mended('14/03/2026')).toEqual([]);
    expect(mended('19/18/2026')).toEqual([]);
    expect(mended('Tel. 37/52/2026')).toEqual([]);
    // separators lost on faded print (read as spaces), a figure misread too or not; an amount's figures are no date
    expect(mended('19 88 2026 14:33 Ceks Nr. 58045', 'lv')).toEqual(['2026-08-19']);
    expect(mended('19 08 2026 14:33', 'lv')).toEqual(['2026-08-19']);
    expect(mended('2026 08 19 14:33', 'lt')).toEqual(['2026-08-19']);
    expect(mended('Kaffee 2 x 12,50 2026', 'de')).toEqual([]);
    expect(mended('Tel. 37 52 2026')).toEqual([]);
  });
});
