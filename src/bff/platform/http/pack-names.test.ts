import { describe, expect, it } from 'vitest';
import { missingReason } from '../../features/exports/month-pack';
import { disposition, extensionOf, safePart, UniqueNames } from './pack-names';

describe('names in the month pack', () => {
  it('keeps letters of every language, drops separators and control characters', () => {
    expect(safePart('2026-11-20 Kavinė Žalia Arbata')).toBe('2026-11-20 Kavinė Žalia Arbata');
    expect(safePart('A/B\\C:D*?"<>|\u0001E\n')).toBe('A_B_C_D______ E');
    expect(safePart('   ')).toBe('unnamed');
  });

  it('cuts a long name at 120 characters between whole characters: an emoji (a family, a flag) is never split', () => {
    for (const emoji of ['😀', '👨‍👩‍👧', '🇱🇹']) {
      for (let pad = 110; pad <= 120; pad++) {
        const cut = safePart(`${'a'.repeat(pad)}${emoji.repeat(5)}`);
        expect(cut.length).toBeLessThanOrEqual(120);
        expect(cut).not.toContain('\uFFFD');
        expect(cut.slice(pad)).toBe(emoji.repeat((cut.length - pad) / emoji.length));
        expect(Buffer.from(cut, 'utf8').toString('utf8')).toBe(cut); // no lone surrogate
      }
    }
  });

  it('takes the extension from filename* first, then filename, then the type', () => {
    expect(extensionOf(`attachment; filename="S_skaita.PDF"; filename*=UTF-8''S%C4%85skaita.pdf`, null)).toBe(
      '.pdf',
    );
    expect(extensionOf('attachment; filename="photo.JPG"', 'application/octet-stream')).toBe('.jpg');
    expect(extensionOf(null, 'application/pdf')).toBe('.pdf');
    expect(extensionOf('attachment; filename="noext"', 'application/octet-stream')).toBe('');
  });

  it('numbers a name taken twice, whatever its case', () => {
    const names = new UniqueNames();
    expect(names.take('receipts', 'Cafe', '.png')).toBe('receipts/Cafe.png');
    expect(names.take('receipts', 'cafe', '.png')).toBe('receipts/cafe (2).png');
    expect(names.take('receipts', 'Cafe', '.pdf')).toBe('receipts/Cafe.pdf');
  });

  it('says why a file is missing without the desk’s own paths', () => {
    const fsError = Object.assign(
      new Error("ENOENT: no such file or directory, rename '/home/owner/.data/desk/pdf-cache/x.pdf.tmp'"),
      {
        code: 'ENOENT',
        syscall: 'rename',
        path: '/home/owner/.data/desk/pdf-cache/x.pdf.tmp',
      },
    );
    expect(missingReason(fsError)).toBe('The file could not be kept on the desk (ENOENT).');
    expect(missingReason(new Error('The API failed (HTTP 500)'))).toBe('The API failed (HTTP 500)');
  });

  it('names a download with an ASCII fallback and the exact UTF-8 name', () => {
    expect(disposition('inline', 'PVM-Š "x"-005.pdf')).toBe(
      `inline; filename="PVM-S_ _x_-005.pdf"; filename*=UTF-8''${encodeURIComponent('PVM-Š "x"-005.pdf')}`,
    );
    expect(disposition('attachment', 'BPS-005.pdf')).toBe(
      `attachment; filename="BPS-005.pdf"; filename*=UTF-8''BPS-005.pdf`,
    );
  });
});
