import { afterAll, describe, expect, it } from 'vitest';
import { ReaderPool } from '../../receipts';
import { officialExample, officialPresent, ownSample } from './sample-files';
import { pdfContents } from './sample-pdfs';

// made in the reader thread, as the expense route asks for it
const pool = new ReaderPool({ threads: 1 });
afterAll(() => pool.close());

describe('the PDF that keeps a received XML e-invoice', () => {
  it('carries the original XML byte for byte under its own name, and a readable page of what it says', async () => {
    const { xml } = await ownSample('multi-rate');
    const kept = await pool.keep(xml, 'SZ-0051.xml', 'en');
    if (!kept.ok) throw new Error(kept.note);
    const { files, text } = await pdfContents(kept.pdf);
    expect(Object.keys(files)).toEqual(['SZ-0051.xml']);
    expect(Buffer.from(files['SZ-0051.xml']!).equals(xml)).toBe(true);
    for (const words of [
      'E-invoice SZ-0051',
      'UAB „Šiaurės žiedas“',
      'LT100009876512',
      '124.83 EUR',
      '21.76 EUR',
      '146.59 EUR',
      'Knyga „Anykščių šilelis“',
      'Renginio bilietas',
      '01/12/2025',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('writes the page in the person’s language (a credit note in Lithuanian)', async () => {
    const kept = await pool.keep((await ownSample('peppol-credit-note')).xml, 'kreditas.xml', 'lt');
    if (!kept.ok) throw new Error(kept.note);
    const { text } = await pdfContents(kept.pdf);
    expect(text).toContain('Kreditinė sąskaita (e. sąskaita) SZ-0043');
    expect(text).toContain('110,11 EUR');
    expect(text).toContain('Grąžinta: konsultacija dėl e. sąskaitų');
  });

  // The official examples: present only where a desk installed them (git-ignored, never in a clean clone or CI).
  it.runIf(officialPresent)('keeps an official example with three rates and a prepaid amount', async () => {
    const xml = officialExample('ubl-tc434-example2.xml');
    const kept = await pool.keep(xml, 'TOSL108.xml', 'en');
    if (!kept.ok) throw new Error(kept.note);
    const { files, text } = await pdfContents(kept.pdf);
    expect(Buffer.from(files['TOSL108.xml']!).equals(xml)).toBe(true);
    for (const words of [
      'E-invoice TOSL108',
      'Salescompany ltd.',
      '1,801.78 NOK',
      'Laptop computer',
      '30/06/2013',
    ]) {
      expect(text).toContain(words);
    }
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
