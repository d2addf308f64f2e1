import { amountsIn } from './amounts';
import type { Line } from './lines';
import { buyerLabels, stripMarks, hasPhrase, legalForms, sellerLabels } from './vocabulary';

const formRe = new RegExp(
  String.raw`(?<![\p{L}])(${legalForms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\p{L}])`,
  'u',
);
const labelRe = (labels: string[]) => new RegExp(String.raw`^\s*(?:${labels.join('|')})\s*[:.]?\s*`, 'i');
const sellerLabelRe = labelRe(sellerLabels);
/** The buyer's labels, those of two words also with their first letter lost at the paper's edge ("ill to:"). */
const buyerHeads = [...buyerLabels, ...buyerLabels.filter((l) => l.includes(' ')).map((l) => l.slice(1))];
const buyerHeadRe = labelRe(buyerHeads);

/** Strips labels, quotes left dangling, addresses and ids after the name. */
function clean(name: string): string {
  return (
    name
      .replace(/\s{3,}.*$/, '') // the next column of a two-column invoice
      .replace(/\s[·•|–.+]\s.*$/, '') // "Name GmbH · Street 3 · City" (the dot read as a full stop or a plus too)
      .replace(/\s[-:]\s(?=\D*\d).*$/, '') // the same with the dot read as a dash or colon, an address after it
      .replace(/[,;|]\s*(?:[\p{L}.\s]+\s)?\d.*$/u, '') // ", Gedimino pr. 9" / ", 10115 Berlin"
      .replace(/\s+(?:PVM|PVN|NIP|VAT|USt|TVA|IVA|CIF|NIF|SIRET|Tel|Įm|Im\.)\b.*$/i, '')
      .replace(/^[\s"'„“”«»*|-]+|[\s,;:|*-]+$/g, '')
      // a speck the OCR read at the paper's edge before the legal form ("M SIA "Kafijas punkts"")
      .replace(/^[\p{L}\d]{1,2}\s+(?=(?:UAB|MB|SIA|SAS|SARL|EURL|AB|AS)\s)/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The legal forms of three letters or more written in capitals (SAS, SARL, UAB, SIA…), in lower case at a name's start
 * and followed by a capitalised word: a lower-case "sas" alone could be a word.
 */
const lowerFormRe = new RegExp(
  String.raw`^(?:${legalForms
    .filter((f) => /^\p{Lu}{3,}$/u.test(f))
    .map((f) => f.toLowerCase())
    .join('|')})(?=\s+["„“«]?\p{Lu})`,
  'u',
);

/**
 * Legal forms as the OCR reads them: a Spanish one's S as a 5 and its last full stop as a comma ("Sol 5.L," is
 * "Sol S.L."); GmbH's m as n, rn or nn (small print's m loses or splits its middle stroke); SARL's S as a 5, its R as a
 * B or an 8 ("SABL Le Fournil Doré"). Put back before looking for a legal form; the name is compared without its
 * punctuation anyway.
 */
const mendForms = (text: string) =>
  text
    .replace(
      /(?<![\p{L}\d.,])[S5]\.\s?([LA])[.,]?(\s?U\.?)?[,.]?(?=[\s"'”»)]|$)/gu,
      (_, form: string, u?: string) => `S.${form}.${u ? 'U.' : ''}`,
    )
    .replace(/(?<![\p{L}])G(?:n|rn|nn)bH(?![\p{L}])/gu, 'GmbH')
    .replace(/(?<![\p{L}\d])[S5]A[RB8]L(?![\p{L}\d])/gu, 'SARL')
    // Polish small print: "SP: z. 0.0." or "Sp. Z 0.0." is "Sp. z o.o." (z and Z differ only in size)
    .replace(/(?<![\p{L}])[S5][pP][.:,]?\s?[zZ][.,]?\s?[o0][.,]\s?[o0][.,]?(?=[\s"'”»)]|$)/gu, 'Sp. z o.o.')
    // a legal form printed in capitals that small print's OCR read in lower case, before a name ("sas Café des Arts")
    .replace(lowerFormRe, (form: string) => form.toUpperCase());

/**
 * A name less the specks the OCR read off the paper's edge after its closing legal form ("Żabka Polska Sp. z o.o. 8",
 * "… Sp. z o.o. 4 y"): at most two tokens of one or two characters, none of them a word of two letters.
 */
function withoutSpecksAfterForm(name: string): string {
  const forms = [...name.matchAll(new RegExp(formRe.source, 'gu'))];
  const last = forms[forms.length - 1];
  if (!last) return name;
  const end = last.index + last[0].length;
  const tail = name.slice(end).trim().split(/\s+/);
  const specks = tail.length <= 2 && tail.every((t) => t.length <= 2 && !/\p{L}{2}/u.test(t));
  return tail[0] !== '' && specks ? name.slice(0, end) : name;
}

/** Document titles and greetings printed at the top: not a seller. */
const titleWords = [
  'kvitas',
  'receipt',
  'invoice',
  'rechnung',
  'facture',
  'factura',
  'ticket',
  'saskaita',
  'welcome',
  'bienvenue',
  'bienvenido',
  'willkommen',
  'sveiki',
  'kasos cekis',
  'kvitas',
  'beleg',
  'bon',
  'quittung',
  'faktura',
  'faktur',
  'fakturos',
];

interface Block {
  text: string;
  line: number;
  /** where the cell starts in its line: a column's label and its name below start at about the same place */
  at: number;
  /** its column's index, and how many columns its row has */
  col: number;
  cols: number;
}

/** A speck of one to three characters at a line's end, which the OCR reads off a photo's edge ("ps", "\\2", "i;"). */
const speck = (m: RegExpMatchArray, k: number, all: RegExpMatchArray[]) =>
  (k === 0 || k === all.length - 1) && all.length > 1 && m[0].length <= 3;

/**
 * Splits a line into its columns (3+ spaces apart on a text layer; OCR keeps them as one line or splits them), specks
 * at its ends left out: they would make a one-column block look like two.
 */
function cells(l: Line, i: number): Block[] {
  const all = [...l.text.matchAll(/\S+(?:\s{1,2}\S+)*/g)];
  const found = all.filter((m, k) => !speck(m, k, all));
  return found.map((m, col) => ({ text: m[0], line: i, at: m.index, col, cols: found.length }));
}

/** A seller's label standing alone: the head of a column ("Bill to:      From:") whose name is on the lines below. */
const isSellerHead = (text: string) =>
  sellerLabelRe.test(stripMarks(text)) && stripMarks(text).replace(sellerLabelRe, '') === '';
/** How many lines below its head a column's name may be. */
const headReach = 3;
/** Legal forms written before the name: a short token the OCR put before them ("iš UAB …", "Š UAB …") is not the name's. */
const leadingJunk = /^[^\s"„“«]{1,3}\s+(?=(?:UAB|MB|AB|IĮ|VšĮ|SAS|SASU|SARL|EURL)\s)/u;

/**
 * The seller's legal name: the first name carrying a legal form (UAB, GmbH, SARL, S.L., Ltd…) that is not in the
 * buyer's block, rather than the shop's brand printed large above it. Without a legal form: the first line that
 * reads like a name, with low confidence.
 */
export function sellerOf(lines: Line[]): { seller: string | null; confidence: number } {
  let buyerFrom = -1;
  let buyerColumn: number | undefined;
  const named: { name: string; line: number; labelled: boolean }[] = [];
  let head: Block | undefined;
  lines.forEach((l, i) => {
    const row = cells(l, i);
    if (head && i - head.line > headReach) head = undefined;
    // under a seller's column head, the cell nearest below it is the seller's (the buyer's head may be misread)
    const underHead = head && i > head.line ? below(row, head) : undefined;
    // the buyer's block ends where the amounts begin: a legal name below them is a footer's, the seller's
    if (buyerFrom >= 0 && amountsIn(l.text).length > 0) buyerFrom = -1;
    row.forEach((c, col) => {
      const folded = stripMarks(c.text);
      if (isSellerHead(c.text)) {
        head = c;
        return;
      }
      if (hasPhrase(folded, buyerHeads) && buyerHeadRe.test(folded)) {
        buyerFrom = i;
        buyerColumn = col;
        return;
      }
      const labelled = sellerLabelRe.test(stripMarks(c.text)) || c === underHead;
      const text = mendForms(c.text.replace(sellerLabelRe, '').replace(leadingJunk, ''));
      if (!formRe.test(text)) return;
      // a legal name in the buyer's column within a few lines of its label is the buyer's
      if (buyerFrom >= 0 && i - buyerFrom <= 4 && (buyerColumn === col || row.length === 1) && !labelled)
        return;
      const whole = withoutSpecksAfterForm(clean(text));
      const nameLike = (n: string) => n.length >= 4 && /\p{L}{2}/u.test(n.replace(formRe, ''));
      // OCR junk before the name ("R=]", a stray "u" or digit from the paper's edge), when the name stands without it;
      // capitals too ("BM Linde Gastro GmbH") when the name then starts with a word of the brand printed above it
      const name = [
        withoutStray(whole, lines.slice(0, i)),
        whole.replace(/^(?:(?=\S{0,3}[^\p{L}\s"'„“”«».])\S{1,3}|\p{Ll})\s+/u, ''),
        whole,
      ].find(nameLike);
      if (name) {
        named.push({
          name: spelledAsBanner(name, lines.slice(Math.max(0, i - bannerReach), i)),
          line: i,
          labelled,
        });
        if (c === underHead) head = undefined;
      }
    });
  });
  const pick = named.find((n) => n.labelled) ?? named[0];
  if (pick) return { seller: pick.name, confidence: pick.labelled || pick.line < 8 ? 0.9 : 0.75 };

  // no legal form: the first name-like line at the top (letters, not an address, a date or a till line)
  for (const l of lines.slice(0, 6)) {
    // the buyer's block: what follows its label is the buyer's
    if (buyerHeadRe.test(l.folded)) break;
    const t = clean(l.text.replace(sellerLabelRe, ''));
    const letters = t.replace(/[^\p{L}]/gu, '').length;
    if (
      letters >= 4 &&
      letters / t.length > 0.6 &&
      !/\d{3,}/.test(t) &&
      !hasPhrase(stripMarks(t), titleWords)
    ) {
      return { seller: t, confidence: 0.4 };
    }
  }
  return { seller: null, confidence: 0 };
}

/** How many lines above a legal name the brand printed large over it may stand. */
const bannerReach = 3;
/** The letters of `letters` in the case of `model`'s at the same places. */
const casedAs = (model: string, letters: string) => {
  const cases = [...model.normalize('NFC')];
  return [...letters.normalize('NFC')]
    .map((c, k) =>
      cases[k] !== undefined && cases[k] !== cases[k]!.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
    )
    .join('');
};
/** How many marks (accents, carons, ogoneks) a word carries. */
const marksIn = (s: string) => s.normalize('NFD').match(/\p{M}/gu)?.length ?? 0;

/** Letters of one thin upright stroke, which small print read by OCR swaps for each other ("Zatia" for "Žalia"). */
const strokes = /^[iljtf]$/;

/**
 * A name's words spelled as the brand printed large above it spells them: its marks ("Kavine" under "KAVINĖ"), and a
 * letter of one stroke read for another ('UAB "Zatia kavinė"' under "KAVINĖ ŽALIA"): the large print is read more
 * surely than the small. A word otherwise apart from the banner's ("Nook" under "THE BOOK SHOP"), or with marks a
 * banner in plain capitals lacks ("Bäckerei" under "BACKEREI"), stays as read.
 */
function spelledAsBanner(name: string, above: Line[]): string {
  // a banner's words: in capitals (an address or a title above is not the brand)
  const banner = above.flatMap((l) => l.text.match(/(?<!\p{L})\p{Lu}{4,}(?!\p{L})/gu) ?? []);
  const apart = (a: string, b: string) =>
    [...a].map((c, k) => [c, b[k] as string]).filter(([c, d]) => c !== d);
  return name.replace(/\p{L}{4,}/gu, (word) => {
    const folded = stripMarks(word);
    const same = banner
      .filter((b) => stripMarks(b).length === folded.length)
      .map((b) => ({ b, diff: apart(stripMarks(b), folded) }));
    const twin =
      same.find((t) => t.diff.length === 0) ??
      same.find((t) => t.diff.length === 1 && t.diff.every(([c, d]) => strokes.test(c!) && strokes.test(d!)));
    // a banner in plain capitals ("BACKEREI MULLER") takes no marks from the small print that has them
    return twin && marksIn(twin.b) >= marksIn(word) ? casedAs(word, twin.b) : word;
  });
}

/** A name less a token of one to three letters before it (not a legal form) when its next word stands in a line above. */
function withoutStray(name: string, above: Line[]): string {
  const m = /^(\p{Lu}{1,3})\s+(\p{L}{3,})/u.exec(name);
  if (!m || legalForms.includes(m[1] as string)) return '';
  const word = stripMarks(m[2] as string);
  return above.some((l) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(l.folded))
    ? name.slice((m[1] as string).length).trim()
    : '';
}

/** How far (in characters) a name may start from its column's head: OCR spacing is loose, another column is farther. */
const columnSlack = 20;
/**
 * The cell of a row in the column of `head`: the same column when both rows have as many (a text layer spaces its
 * columns evenly, not where they stand), else the cell starting nearest to the head, if near enough (a row of the
 * OCR that lost a column).
 */
function below(row: Block[], head: Block): Block | undefined {
  if (row.length === head.cols) return row[head.col];
  const best = row.reduce<Block | undefined>(
    (b, c) => (!b || Math.abs(c.at - head.at) < Math.abs(b.at - head.at) ? c : b),
    undefined,
  );
  return best && Math.abs(best.at - head.at) <= columnSlack ? best : undefined;
}
