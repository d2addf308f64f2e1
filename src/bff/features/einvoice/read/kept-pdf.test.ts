import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../../contract/locales';
import { ReaderPool } from '../../receipts';
import { officialExample, officialPresent, ownSample } from './sample-files';
import { pdfContents } from './sample-pdfs';

// made in the reader thread, as the expense route asks for it
const pool = new ReaderPool({ threads: 1 });
afterAll(() => pool.close());

/** The kept PDF's attachments and page text; a file the pool refuses fails the test with its note. */
const keptPdf = async (xml: Buffer, name: string, locale: Locale) => {
  const kept = await pool.keep(xml, name, locale);
  if (!kept.ok) throw new Error(kept.note);
  return pdfContents(kept.pdf);
};
const expectAllIn = (text: string, words: string[]) => {
  for (const w of words) expect(text).toContain(w);
};

describe('the PDF that keeps a received XML e-invoice', () => {
  it('carries the original XML byte for byte under its own name, and a readable page of what it says', async () => {
    const { xml } = await ownSample('multi-rate');
    const { files, text } = await keptPdf(xml, 'SZ-0051.xml', 'en');
    expect(Object.keys(files)).toEqual(['SZ-0051.xml']);
    expect(Buffer.from(files['SZ-0051.xml']!).equals(xml)).toBe(true);
    expectAllIn(text, [
      'E-invoice SZ-0051',
      'UAB „Šiaurės žiedas“',
      'LT100009876512',
      '124.83 EUR',
      '21.76 EUR',
      '146.59 EUR',
      'Knyga „Anykščių šilelis“',
      'Renginio bilietas',
      '01/12/2025',
    ]);
  });

  it('writes the page in the person’s language (a credit note in Lithuanian)', async () => {
    const { text } = await keptPdf((await ownSample('peppol-credit-note')).xml, 'kreditas.xml', 'lt');
    expectAllIn(text, [
      'Kreditinė sąskaita (e. sąskaita) SZ-0043',
      '110,11 EUR',
      'Grąžinta: konsultacija dėl e. sąskaitų',
    ]);
  });

  // The official examples: present only where a desk installed them (git-ignored, never in a clean clone or CI).
  it.runIf(officialPresent)('keeps an official example with three rates and a prepaid amount', async () => {
    const xml = officialExample('ubl-tc434-example2.xml');
    const { files, text } = await keptPdf(xml, 'TOSL108.xml', 'en');
    expect(Buffer.from(files['TOSL108.xml']!).equals(xml)).toBe(true);
    expectAllIn(text, [
      'E-invoice TOSL108',
      'Salescompany ltd.',
      '1,801.78 NOK',
      'Laptop computer',
      '30/06/2013',
    ]);
  });

  it('keeps nothing of an XML that does not read as an e-invoice, and says why', async () => {
    expect(
      await pool.keep(Buffer.from('<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>'), 'evil.xml', 'en'),
    ).toEqual({ ok: false, note: expect.stringMatching(/DOCTYPE/) });
    expect(await pool.keep(Buffer.from('<note/>'), 'note.xml', 'en')).toEqual({
      ok: false,
      note: expect.stringMatching(/not an e-invoice/),
    });
  });
});
