import { describe, expect, it } from 'vitest';
import { extensionOf, safePart, UniqueNames } from './pack-names';

describe('names in the month pack', () => {
  it('keeps letters of every language, drops separators and control characters', () => {
    expect(safePart('2026-11-20 Kavinė Žalia Arbata')).toBe('2026-11-20 Kavinė Žalia Arbata');
    expect(safePart('A/B\\C:D*?"<>|\u0001E\n')).toBe('A_B_C_D______ E');
    expect(safePart('   ')).toBe('unnamed');
  });

  it('takes the extension from filename* first, then filename, then the type', () => {
    expect(extensionOf(`attachment; filename="S_skaita.PDF"; filename*=UTF-8''S%C4%85skaita.pdf`, null)).toBe('.pdf');
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
});
