import { amountsIn, near, oneDigitOff, percentRe, ratesIn, round2 } from './amounts';
import { impliedGross } from './arithmetic';
import type { Line } from './lines';
import { hasPhrase, notTotalWords, tipWords, vatIdWords, vatWords } from './vocabulary';

/** The VAT rates the seven countries' tills print. */
const commonRates = [5, 5.5, 7, 8, 9, 10, 12, 19, 20, 21, 23];

interface TableRow {
  rate: number | undefined;
  vat: number;
  net?: number;
  gross?: number;
  isTotal: boolean;
  line?: number;
  /** its VAT made by the arithmetic, not read */
  mended?: boolean;
  /** the VAT as printed, when the row's was made from its net and gross */
  printed?: number;
}
interface TableVat {
  vat: number;
  confidence: number;
  net?: number;
  gross?: number;
  rows: TableRow[];
}

/**
 * A VAT table one of whose rows the OCR garbled past reading ("A 214 10,95 2,36 13°95" for "A 21% 10,95 2,30 13,25"),
 * completed by the arithmetic: the rows read add up to less than the total, so the missing row's gross is the rest;
 * a figure on a line beside the table is its net when the rest less that figure is a common rate of it (and the line
 * does not print the rest itself). Only a table whose every row was confirmed (net and gross read), and only one such
 * figure: else the VAT stays as read.
 */
export function completeVat<T extends TableVat>(lines: Line[], vat: T, total: number): T {
  const rows = vat.rows.filter((r) => !r.isTotal);
  if (
    rows.length === 0 ||
    vat.rows.some((r) => r.isTotal) ||
    !rows.every((r) => r.net !== undefined && r.gross !== undefined)
  )
    return vat;
  const missing = round2(total - rows.reduce((s, r) => s + (r.gross ?? 0), 0));
  if (missing <= 0.05) return vat;
  const taken = new Set(rows.map((r) => r.line));
  const near2 = new Set(rows.flatMap((r) => (r.line === undefined ? [] : [r.line - 1, r.line + 1])));
  // a row beside the table printing its rate and the rest as its gross, its net and VAT garbled ("B5% 3.30 0uay
  // 3.56"): the VAT its rate makes of that gross, as the till worked it out
  const rated = [...near2].find(
    (i) =>
      !taken.has(i) &&
      lines[i] !== undefined &&
      ratesIn(lines[i].text).length === 1 &&
      near(amountsIn(lines[i].text).at(-1)?.value ?? 0, missing),
  );
  if (rated !== undefined) {
    const rate = ratesIn(lines[rated]!.text)[0] as number;
    const net = round2((missing * 100) / (100 + rate));
    return withRow(
      vat,
      { rate, vat: round2(missing - net), net, gross: missing, isTotal: false, line: rated },
      total,
    );
  }
  const found = [...near2]
    .filter(
      (i) =>
        !taken.has(i) &&
        lines[i] &&
        !hasPhrase(lines[i].folded, notTotalWords) &&
        !hasPhrase(lines[i].folded, vatIdWords),
    )
    // a row whose gross was read as the rest printed its own VAT: one that disagrees is no misread to mend
    .filter((i) => !amountsIn(lines[i]!.text).some((a) => near(a.value, missing)))
    .flatMap((line) => amountsIn(lines[line]!.text).map((a) => ({ line, net: a.value })))
    .filter(
      ({ net }) =>
        net > 0 &&
        net < missing &&
        commonRates.some((rate) => near((net * rate) / 100, missing - net, 0.015)),
    );
  if (found.length !== 1) return vat;
  const [{ line, net }] = found as [{ line: number; net: number }];
  const row = { rate: undefined, vat: round2(missing - net), net, gross: missing, isTotal: false, line };
  return withRow(vat, row, total);
}

/** The table with the row the arithmetic completed, a little less sure. */
const withRow = <T extends TableVat>(vat: T, row: TableRow & { net: number }, total: number): T => ({
  ...vat,
  vat: round2(vat.vat + row.vat),
  confidence: Math.min(vat.confidence, 0.75),
  net: vat.net === undefined ? undefined : round2(vat.net + row.net),
  gross: total,
  rows: [...vat.rows, row],
});

/** The tips added to the goods: part of what was paid, no VAT in them. */
const tipsOf = (lines: Line[]) =>
  lines
    .filter((l) => hasPhrase(l.folded, tipWords))
    .reduce((s, l) => s + (amountsIn(l.text).at(-1)?.value ?? 0), 0);

/** The figure a VAT line printed after its rate, its separator lost or misread ("19% 5 77", "10% 182"): as cents. */
function digitsAfterRate(text: string): number | undefined {
  const end = [...text.matchAll(percentRe)].at(-1);
  if (!end) return undefined;
  // the first figure after it, one gap or stray mark inside it at most (what follows is the edge's noise)
  const figure = /\d+(?:[\s.,:;'`]?\d+)?/.exec(text.slice((end.index ?? 0) + end[0].length))?.[0] ?? '';
  const digits = figure.replace(/\D/g, '');
  return digits.length >= 2 && digits.length <= 6 ? Number(digits) / 100 : undefined;
}

/**
 * A rate's VAT line whose figure the OCR lost or garbled ("MwSt 19%  5 77" beside "MwSt 7%  0,64"), completed by the
 * arithmetic: the goods' gross (the total less any tip, which carries no VAT) less what the other rates' rows make is
 * the gross at the missing rate, and its VAT is that rate's share of it. The digits the line kept confirm it (as read,
 * or a digit off); without them it is taken only when the other rows fix the rest to the cent, and unsure.
 */
export function completeRate<T extends TableVat>(lines: Line[], vat: T, total: number): T {
  const rows = vat.rows.filter((r) => !r.isTotal);
  if (rows.length === 0 || vat.rows.some((r) => r.isTotal) || rows.some((r) => r.rate === undefined))
    return vat;
  const rates = new Set(rows.map((r) => r.rate));
  const taken = new Set(rows.map((r) => r.line));
  const missing = lines.flatMap((l, line) => {
    if (taken.has(line) || !hasPhrase(l.folded, vatWords) || hasPhrase(l.folded, vatIdWords)) return [];
    const rate = ratesIn(l.text)[0];
    return rate === undefined || rates.has(rate) ? [] : [{ line, rate }];
  });
  const known = impliedGross(rows) ?? {
    gross: round2(rows.reduce((s, r) => s + (r.gross ?? 0), 0)),
    tol: 0.01,
  };
  if (missing.length !== 1) return vat;
  const [{ line, rate }] = missing as [{ line: number; rate: number }];
  const gross = total - tipsOf(lines) - known.gross;
  if (gross <= 0) return vat;
  const share = rate / (100 + rate);
  const [estimate, tol] = [gross * share, known.tol * share + 0.005];
  const printed = digitsAfterRate(lines[line]!.text);
  let added: number | undefined;
  let confidence = 0.6;
  if (printed !== undefined && Math.abs(printed - estimate) <= tol + 0.01)
    [added, confidence] = [printed, 0.8];
  else if (printed !== undefined && oneDigitOff(printed, round2(estimate))) added = round2(estimate);
  else if (tol <= 0.011) added = round2(estimate);
  if (added === undefined || added <= 0) return vat;
  return {
    ...vat,
    vat: round2(vat.vat + added),
    confidence: Math.min(vat.confidence, confidence),
    rows: [...vat.rows, { rate, vat: added, isTotal: false, line }],
  };
}

/**
 * A rate's row whose net was read but whose VAT the rate made ("IVA B 16% 20,12" for 10 %, its VAT figure lost): the
 * goods' gross less the other rows' grosses, printed in full, less this net is its VAT, when that is a common rate's
 * share of the net (the printed rate was misread, the net was not).
 */
export function remakeRow<T extends TableVat>(lines: Line[], vat: T, total: number): T {
  const rows = vat.rows.filter((r) => !r.isTotal);
  const open = rows.filter((r) => r.mended && r.net !== undefined && r.gross === undefined);
  const rest = rows.filter((r) => !open.includes(r));
  if (open.length !== 1 || rest.length === 0 || vat.rows.some((r) => r.isTotal)) return vat;
  if (!rest.every((r) => r.gross !== undefined || r.net !== undefined)) return vat;
  const [row] = open as [TableRow];
  const others = rest.reduce((s, r) => s + (r.gross ?? (r.net ?? 0) + r.vat), 0);
  const made = round2(total - tipsOf(lines) - others - (row.net as number));
  const net = row.net as number;
  if (made <= 0 || near(made, row.vat) || !commonRates.some((rate) => near((net * rate) / 100, made, 0.015)))
    return vat;
  return {
    ...vat,
    vat: round2(vat.vat - row.vat + made),
    confidence: Math.min(vat.confidence, 0.7),
    rows: vat.rows.map((r) => (r === row ? { ...r, vat: made, gross: round2(net + made) } : r)),
  };
}

/**
 * A row whose VAT was made as gross − net, its printed VAT one digit off that, when it was the gross that was misread
 * ("A 21% 10,95 2,30 13.35" for 13,25): the goods' gross less the other rows' is net + the printed VAT, and not the
 * gross as read. Then the printed VAT stands. Only with every other row's gross read.
 */
export function printedVat<T extends TableVat>(lines: Line[], vat: T, total: number): T {
  const rows = vat.rows.filter((r) => !r.isTotal);
  const made = rows.filter((r) => r.printed !== undefined && r.net !== undefined && r.gross !== undefined);
  if (made.length !== 1 || vat.rows.some((r) => r.isTotal)) return vat;
  const [row] = made as [TableRow & { printed: number; net: number; gross: number }];
  const others = rows.filter((r) => r !== row);
  if (!others.every((r) => r.gross !== undefined)) return vat;
  const rest = round2(total - tipsOf(lines) - others.reduce((s, r) => s + (r.gross ?? 0), 0));
  if (!near(rest, round2(row.net + row.printed)) || near(rest, row.gross)) return vat;
  return {
    ...vat,
    vat: round2(vat.vat - row.vat + row.printed),
    gross: vat.gross === undefined ? undefined : round2(vat.gross - row.gross + rest),
    rows: vat.rows.map((r) => (r === row ? { ...r, vat: row.printed, gross: rest, mended: false } : r)),
  };
}
