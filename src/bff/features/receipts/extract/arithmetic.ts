import { amountsIn, near, round2 } from './amounts';
import type { Line } from './lines';
import {
  cardWords,
  cashWords,
  changeWords,
  hasPhrase,
  netWords,
  subtotalWords,
  tipWords,
  totalWords,
  vatWords,
} from './vocabulary';

/** What the VAT lines tell about the total: net + VAT, the VAT table's gross column summed, the gross the rates make. */
export interface VatFacts {
  net?: number;
  vat?: number;
  tableGross?: number;
  implied?: ImpliedGross;
}

/** A gross worked out of VAT figures, within `tol` (a VAT printed to the cent leaves its gross known to a few cents). */
export interface ImpliedGross {
  gross: number;
  tol: number;
}

/**
 * The gross of the goods that per-rate VAT rows make ("incl. VAT 21 % 3,45", "VAT 9 % 1,08"): each rate's VAT times
 * (100 + rate) / rate, summed with the grosses printed beside the others. Undefined unless every row has its rate and
 * at least one printed no gross (then the table's own gross column says it exactly).
 */
export function impliedGross(
  rows: { rate?: number; vat: number; net?: number; gross?: number; isTotal: boolean }[],
): ImpliedGross | undefined {
  const rates = rows.filter((r) => !r.isTotal);
  if (rates.length === 0 || rates.every((r) => r.gross !== undefined)) return undefined;
  let [gross, tol] = [0, 0.01];
  for (const r of rates) {
    if (r.gross !== undefined || r.net !== undefined) gross += r.gross ?? (r.net ?? 0) + r.vat;
    else if (r.rate === undefined || r.vat <= 0) return undefined;
    else {
      // a VAT rounded to the cent: its gross is known to half a cent times (100 + rate) / rate
      gross += (r.vat * (100 + r.rate)) / r.rate;
      tol += (0.005 * (100 + r.rate)) / r.rate;
    }
  }
  return { gross: round2(gross), tol: round2(tol + 0.005) };
}

const lastAmount = (l: Line) => amountsIn(l.text).at(-1)?.value;

/** The last amount on a line carrying one of `words` and none of `not`. */
function paid(lines: Line[], words: readonly string[], not: readonly string[] = []): number | undefined {
  let found: number | undefined;
  for (const l of lines) {
    if (!hasPhrase(l.folded, words) || (not.length > 0 && hasPhrase(l.folded, not))) continue;
    found = lastAmount(l) ?? found;
  }
  return found;
}

/**
 * The figures a document prints that its total must equal: cash handed over less the change, the amount charged to
 * a card, net + VAT, the VAT table's gross column, and the subtotal less the discounts and deposit refunds printed
 * after it. `closes` counts how many of them a candidate total agrees with.
 */
export function totalChecks(lines: Line[], vat: VatFacts) {
  const payments: number[] = [];
  const cash = paid(lines, cashWords, changeWords);
  const change = paid(lines, changeWords);
  if (cash !== undefined && change !== undefined && cash > change && change >= 0)
    payments.push(round2(cash - change));
  for (const l of lines) {
    const a = hasPhrase(l.folded, cardWords) ? lastAmount(l) : undefined;
    if (a !== undefined && a > 0) payments.push(a);
  }
  const taxed: number[] = [];
  if (vat.tableGross !== undefined) taxed.push(vat.tableGross);
  if (vat.net !== undefined && vat.vat !== undefined) taxed.push(round2(vat.net + vat.vat));
  const fixed = [...payments, ...taxed];
  const implied = vat.implied;
  const fitsImplied = (v: number) => implied !== undefined && Math.abs(v - implied.gross) <= implied.tol;
  const sub = lines.findIndex((l) => hasPhrase(l.folded, subtotalWords));
  const subtotal = sub >= 0 ? lastAmount(lines[sub] as Line) : undefined;
  const items = itemsSum(lines);
  return {
    /** how many figures printed elsewhere agree with `value` on line `line` */
    closes(value: number, line: number): number {
      let n =
        fixed.filter((f) => near(f, value)).length +
        (items !== undefined && near(items, value) ? 1 : 0) +
        (fitsImplied(value) ? 1 : 0);
      if (subtotal !== undefined && line > sub) {
        // discounts and refunds taken off, a tip added
        const off = lines.slice(sub + 1, line).flatMap((l) =>
          amountsIn(l.text)
            .map((a) => a.value)
            .filter((v) => v < 0 || hasPhrase(l.folded, tipWords)),
        );
        if (off.length > 0 && near(round2(subtotal + off.reduce((s, v) => s + v, 0)), value)) n++;
      }
      return n;
    },
    /** the figures themselves, when no total line survived OCR */
    fixed,
    /**
     * What was paid (cash less change, or charged to a card) where the VAT lines make the same sum (or, from VAT figures
     * alone, one within its few cents): two records of the total made apart from each other, to stand against a total line whose own figure the OCR misread
     */
    confirmed: payments.find((p) => taxed.some((t) => near(p, t)) || fitsImplied(p)),
  };
}

const summaryWords = [
  ...subtotalWords,
  ...netWords,
  ...vatWords,
  ...cashWords,
  ...cardWords,
  ...totalWords.flatMap(([, w]) => w),
];

/**
 * The goods' lines summed: the last amount of each line above the first summary line (subtotal, total, VAT, payment).
 * The total, when nothing was taken off or added after them; undefined when no such lines were read.
 */
export function itemsSum(lines: Line[]): number | undefined {
  const end = lines.findIndex((l) => hasPhrase(l.folded, summaryWords));
  const amounts = lines.slice(0, end < 0 ? 0 : end).flatMap((l) => lastAmount(l) ?? []);
  return amounts.length === 0 ? undefined : round2(amounts.reduce((s, v) => s + v, 0));
}

export type TotalChecks = ReturnType<typeof totalChecks>;
