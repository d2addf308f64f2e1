/** Month names (and their usual abbreviations and inflections) in the five languages, matched by prefix. */
const monthStems: [number, string[]][] = [
  [1, ['jan', 'sausio', 'sausis', 'janv', 'ene', 'jän']],
  [2, ['feb', 'vasario', 'vasaris', 'fév', 'fev', 'févr']],
  [3, ['mar', 'kovo', 'kovas', 'mär', 'mars', 'marz']],
  [4, ['apr', 'balandžio', 'balandis', 'avr', 'abr']],
  [5, ['may', 'gegužės', 'gegužė', 'mai', 'mayo']],
  [6, ['jun', 'birželio', 'birželis', 'juin']],
  [7, ['jul', 'liepos', 'liepa', 'juil']],
  [8, ['aug', 'rugpjūčio', 'rugpjūtis', 'août', 'aout', 'ago']],
  [9, ['sep', 'rugsėjo', 'rugsėjis', 'sept']],
  [10, ['oct', 'okt', 'spalio', 'spalis']],
  [11, ['nov', 'lapkričio', 'lapkritis']],
  [12, ['dec', 'dez', 'gruodžio', 'gruodis', 'déc', 'dic']],
];

export function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  // "mar" is also the start of "marzo"/"mars"/"March": all March. "mai" vs "mayo" both May.
  let best: [number, number] | undefined;
  for (const [m, stems] of monthStems) {
    for (const s of stems) if (w.startsWith(s) && (!best || s.length > best[1])) best = [m, s.length];
  }
  return best?.[0];
}

export interface FoundDate {
  iso: string;
  index: number;
  /** where the date's text ends in the line */
  end: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const valid = (y: number, m: number, d: number) => {
  if (y < 2000 || y > 2099 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const year4 = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

const word = String.raw`[A-Za-zÀ-ÿĀ-žąčęėįšųūž]{3,}\.?`;
const patterns: {
  re: RegExp;
  read: (m: RegExpMatchArray, lang: string | null, us: boolean) => [number, number, number] | undefined;
}[] = [
  // 2026-03-14, 2026.03.14, 2026/03/14
  {
    re: /\b(20\d{2})\s?[-./]\s?(\d{1,2})\s?[-./]\s?(\d{1,2})\b/g,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // 14.03.2026, 14/03/2026, 14-03-26 (day first; month first only when the day part cannot be a month, or in US English)
  {
    re: /\b(\d{1,2})\s?[-./]\s?(\d{1,2})\s?[-./]\s?(20\d{2}|\d{2})\b/g,
    read: (m, lang, us) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = year4(m[3] as string);
      if (b > 12 && a <= 12) return [y, a, b];
      if (lang === 'en' && m[0].includes('/') && a <= 12 && b <= 12 && us) return [y, a, b];
      return [y, b, a];
    },
  },
  // 2026 m. kovo 14 d.
  {
    re: new RegExp(String.raw`\b(20\d{2})\s*m\.?\s+(${word})\s+(\d{1,2})\s*d?\b`, 'gi'),
    read: (m) => monthDay(Number(m[1]), m[2], m[3]),
  },
  // 14 March 2026, 14. März 2026, 14 de marzo de 2026, 14-Mar-2026
  {
    re: new RegExp(
      String.raw`\b(\d{1,2})\.?[\s-]+(?:de\s+)?(${word})[\s-]+(?:de\s+|del\s+)?(20\d{2})\b`,
      'gi',
    ),
    read: (m) => monthDay(Number(m[3]), m[2], m[1]),
  },
  // March 14, 2026
  {
    re: new RegExp(String.raw`\b(${word})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(20\d{2})\b`, 'gi'),
    read: (m) => monthDay(Number(m[3]), m[1], m[2]),
  },
];

function monthDay(
  y: number,
  name: string | undefined,
  day: string | undefined,
): [number, number, number] | undefined {
  const m = monthOf(name ?? '');
  return m === undefined ? undefined : [y, m, Number(day)];
}

/** Every valid date in a line, in order of position. `us`: an English text priced in $ reads 03/04 as March 4th. */
export function datesIn(line: string, lang: string | null, us = false): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: [number, number][] = [];
  for (const p of patterns) {
    for (const m of line.matchAll(p.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const ymd = p.read(m, lang, us);
      if (!ymd || !valid(...ymd)) continue;
      taken.push([start, end]);
      found.push({ iso: `${ymd[0]}-${pad(ymd[1])}-${pad(ymd[2])}`, index: start, end });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A date's shape: day, month and year (either way round) in figures, whether or not they make a date. */
const dateShape = /\b\d{1,4}\s?[-./]\s?\d{1,2}\s?[-./]\s?\d{2,4}\b/g;
/** Day, month and four-digit year (or year, month, day) of two figures each, with spaces where the separators were. */
const spacedShape = /(?<![\d.,])(?:\d{2} \d{2} 20\d{2}|20\d{2} \d{2} \d{2})(?![\d.,])/g;

/**
 * The dates of a line whose figures the OCR misread, a 0 read as 6, 8 or 9 ("2926-04-28", "15/84/2026",
 * "94/10/2026"): a date-shaped group that makes no date, made one by reading one such figure back as 0. Only when
 * exactly one figure does it: two ways to mend are a guess. Also a date whose separators the OCR lost ("19 88 2026").
 */
export function mendedDatesIn(line: string, lang: string | null, us = false): FoundDate[] {
  const found: FoundDate[] = [];
  const shapes = [
    ...[...line.matchAll(dateShape)].map((m) => ({ at: m.index, text: m[0], lost: false })),
    // the separators lost on faded print, read as spaces ("19 08 2026"): put back as full stops, the same length
    ...[...line.matchAll(spacedShape)].map((m) => ({
      at: m.index,
      text: m[0].replace(/ /g, '.'),
      lost: true,
    })),
  ];
  for (const { at, text, lost } of shapes) {
    const asRead = datesIn(text, lang, us);
    // a date read as printed is not the mender's; one whose separators were lost is, its figures as read if they fit
    if (asRead.length > 0 && !lost) continue;
    const mends =
      asRead.length > 0
        ? asRead
        : [...text.matchAll(/[689]/g)]
            .map((d) => `${text.slice(0, d.index)}0${text.slice(d.index + 1)}`)
            .flatMap((t) => datesIn(t, lang, us));
    const only = mends[0];
    if (only && mends.length === 1) found.push({ iso: only.iso, index: at + only.index, end: at + only.end });
  }
  return found;
}
