import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { fileRefusal, maxUploadBytes, pickerAccept, previewKind, refusalWords } from './file-checks';

const file = (name: string, size = 1000) => ({ name, size });
/** The refusal of a file in the words the card shows (English, as the tests render). */
const refusal = (f: { name: string; size: number }, max?: number) => {
  const r = fileRefusal(f, max);
  return r && refusalWords(r, (id, values) => i18n._(id, values));
};

describe('fileRefusal', () => {
  it('accepts every whitelisted extension in any letter case', () => {
    for (const name of [
      'a.jpeg',
      'b.JPG',
      'c.Pdf',
      'd.PNG',
      'e.tiff',
      'f.XLSX',
      'g.xls',
      'h.doc',
      'i.DocX',
      'j.odf',
      'k.bmp',
      'l.gif',
      'm.XML', // an e-invoice: the BFF keeps it inside a PDF for the API
    ]) {
      expect(refusal(file(name))).toBeUndefined();
    }
  });

  it('refuses a disallowed extension and names the file and the allowed list', () => {
    const reason = refusal(file('setup.exe'));
    expect(reason).toContain('“setup.exe” is not an accepted file');
    expect(reason).toContain('jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf, xml');
  });

  it('refuses a name without an extension and a trailing-dot trick', () => {
    expect(refusal(file('receipt'))).toContain('not an accepted file');
    expect(refusal(file('receipt.pdf.'))).toContain('not an accepted file');
    expect(refusal(file('receipt.pdf.exe'))).toContain('not an accepted file');
  });

  it('refuses a file over the cap with both sizes, and accepts one exactly at the cap', () => {
    expect(refusal(file('big.pdf', maxUploadBytes))).toBeUndefined();
    expect(refusal(file('big.pdf', maxUploadBytes + 1))).toBe(
      '“big.pdf” is 20\u00a0MB; files may be at most 20\u00a0MB',
    );
    expect(refusal(file('big.pdf', 31.5 * 1024 * 1024))).toBe(
      '“big.pdf” is 31.5\u00a0MB; files may be at most 20\u00a0MB',
    );
    expect(refusal(file('big.pdf', 2 * 1024 * 1024), 1024 * 1024)).toBe(
      '“big.pdf” is 2\u00a0MB; files may be at most 1\u00a0MB',
    );
  });

  it('writes the sizes the language’s way (Lithuanian: a decimal comma)', async () => {
    const { activateLocale } = await import('../../../i18n/load');
    await activateLocale('lt');
    try {
      expect(refusal(file('didelis.pdf', 31.5 * 1024 * 1024))).toBe(
        '„didelis.pdf“ užima 31,5\u00a0MB, o failas gali būti ne didesnis nei 20\u00a0MB',
      );
      // the wrong kind of file is the contract's rule, told in the rules catalogue's words
      expect(refusal(file('setup.exe'))).toBe(
        'Failas „setup.exe“ nepriimamas: tinka jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf, xml',
      );
    } finally {
      await activateLocale('en');
    }
  });

  it('refuses an empty file', () => {
    expect(refusal(file('empty.png', 0))).toBe('“empty.png” is empty');
  });
});

describe('previewKind and the picker', () => {
  it('previews images as images, PDFs as PDFs, the rest with an icon', () => {
    expect(previewKind('a.JPG')).toBe('image');
    expect(previewKind('a.pdf')).toBe('pdf');
    expect(previewKind('a.tiff')).toBe('document');
    expect(previewKind('a.xlsx')).toBe('document');
  });

  it('offers exactly the whitelist in the picker, and e-invoices', () => {
    expect(pickerAccept).toBe('.jpeg,.jpg,.bmp,.gif,.pdf,.png,.tiff,.xlsx,.xls,.doc,.docx,.odf,.xml');
  });
});
