/** Letters NFKD does not take apart into a base letter and a mark. */
const special: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Case- and diacritic-free text with single spaces: "Müller  Šaltinis" → "muller saltinis". */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøßæœıþð]/g, (c) => special[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();

/** Letters and digits only, folded: "BPS-004" → "bps004". The key every written form of a number shares. */
export const compact = (s: string): string => fold(s).replace(/[^a-z0-9]/g, '');
