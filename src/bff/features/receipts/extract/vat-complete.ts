import { amountsIn, near, round2 } from './amounts';
import type { Line } from './lines';
import { hasPhrase, notTotalWords, vatIdWords } from './vocabulary';

/** The VAT rates the seven countries' tills print. */
const commonRates = [5, 5.5, 7, 8, 9, 10, 12, 19, 20, 21, 23];

interface TableRow {
  rate: number | undefined;
  vat: number;
  net?: number;
  gross?: number;
  isTotal: boolean;
  line?: number;
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
  const added = round2(missing - net);
  return {
    ...vat,
    vat: round2(vat.vat + added),
    confidence: Math.min(vat.confidence, 0.75),
    net: vat.net === undefined ? undefined : round2(vat.net + net),
    gross: total,
    rows: [...vat.rows, { rate: undefined, vat: added, net, gross: missing, isTotal: false, line }],
  };
}
