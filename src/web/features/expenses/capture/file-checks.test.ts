import { describe, expect, it } from 'vitest';
import { fileRefusal, maxUploadBytes, pickerAccept, previewKind } from './file-checks';

const file = (name: string, size = 1000) => ({ name, size });

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
    ]) {
      expect(fileRefusal(file(name))).toBeUndefined();
    }
  });

  it('refuses a disallowed extension and names the file and the allowed list', () => {
    const reason = fileRefusal(file('setup.exe'));
    expect(reason).toContain('“setup.exe” is not an accepted file');
    expect(reason).toContain('jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf');
  });

  it('refuses a name without an extension and a trailing-dot trick', () => {
    expect(fileRefusal(file('receipt'))).toContain('not an accepted file');
    expect(fileRefusal(file('receipt.pdf.'))).toContain('not an accepted file');
    expect(fileRefusal(file('receipt.pdf.exe'))).toContain('not an accepted file');
  });

  it('refuses a file over the cap with both sizes, and accepts one exactly at the cap', () => {
    expect(fileRefusal(file('big.pdf', maxUploadBytes))).toBeUndefined();
    expect(fileRefusal(file('big.pdf', maxUploadBytes + 1))).toBe(
      '“big.pdf” is 20.0 MB; files may be at most 20.0 MB',
    );
    expect(fileRefusal(file('big.pdf', 31 * 1024 * 1024))).toBe(
      '“big.pdf” is 31.0 MB; files may be at most 20.0 MB',
    );
  });

  it('refuses an empty file', () => {
    expect(fileRefusal(file('empty.png', 0))).toBe('“empty.png” is empty');
  });
});

describe('previewKind and the picker', () => {
  it('previews images as images, PDFs as PDFs, the rest with an icon', () => {
    expect(previewKind('a.JPG')).toBe('image');
    expect(previewKind('a.pdf')).toBe('pdf');
    expect(previewKind('a.tiff')).toBe('document');
    expect(previewKind('a.xlsx')).toBe('document');
  });

  it('offers exactly the whitelist in the picker', () => {
    expect(pickerAccept).toBe('.jpeg,.jpg,.bmp,.gif,.pdf,.png,.tiff,.xlsx,.xls,.doc,.docx,.odf');
  });
});
