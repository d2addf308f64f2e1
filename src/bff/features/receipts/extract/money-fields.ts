import { amountsIn, near, oneDigitOff, ratesIn, round2 } from './amounts';
import { pickTotal, type Candidate } from './total';
import { impliedGross, totalChecks } from './arithmetic';
import { balanceOf } from './balance';
import { completeRate, completeVat, printedVat, remakeRow } from './vat-complete';
import type { Line } from './lines';
import {
  hasPhrase,
  misreadVatLabel,
  netWords,
  phrasePattern,
  notBareTotalWords,
  notTotalWords,
  totalWords,
  vatBaseWords,
  vatIdWords,
  vatTotalWords,
  vatWords,
} from './vocabulary';

export interface MoneyFields {
  total: number | null;
  totalLine: number;
  totalConfidence: number;
  vat: number | null;
  vatConfidence: number;
  /** the lines the VAT was read from (a VAT table's rows, the incl.-VAT lines) */
  vatLines: number[];
  /** whether the figures add up (see balanceOf); null when nothing printed could tell */
  balanced: boolean | null;
}

const rankOf = (folded: string): number => {
  for (const [rank, words] of totalWords) if (hasPhrase(folded, words)) return rank;
  return 0;
};
const rankPhrases = new Map(totalWords.map(([rank, words]) => [rank, phrasePattern(words, 'gu')]));
const rankPhrase = (rank: number) => rankPhrases.get(rank) as RegExp;

/**
 * The amount a label line carries: its last amount, or the first of the next line when the label stands alone. Never
 * the next line's when that line is the cash handed over or the change (a total whose own figure the OCR lost is
 * better made by the arithmetic than taken from the cash).
 */
function amountFor(lines: Line[], i: number): number | undefined {
  const own = amountsIn(lines[i]?.text ?? '');
  if (own.length > 0) return own[own.length - 1]?.value;
  const next = lines[i + 1];
  if (!next || rankOf(next.folded) !== 0 || hasPhrase(next.folded, notTotalWords)) return undefined;
  return amountsIn(next.text)[0]?.value;
}

interface VatRow {
  rate: number | undefined;
  vat: number;
  net?: number;
  gross?: number;
  isTotal: boolean;
  /** the VAT figure was misread and taken from the net and gross beside it */
  mended?: boolean;
  /** the VAT as printed, when the row's VAT was mended from its net and gross */
  printed?: number;
  line?: number;
}

/** A VAT amount at some VAT rate's proportion of its net (4 % to 28 %). */
const vatShare = (net: number, vat: number) => vat >= net * 0.04 && vat <= net * 0.28;

/**
 * Net, VAT and gross in a row that do not add up because one digit of the VAT was misread ("54,43 4,98 59,33"):
 * gross − net, when the printed VAT is one digit off it and it stands at a VAT rate's proportion of the net.
 */
function mendedRow(amounts: number[], rate: number | undefined, isTotal: boolean): VatRow | undefined {
  if (amounts.length !== 3) return undefined;
  const [a, b, c] = amounts as [number, number, number];
  const vat = round2(c - a);
  return oneDigitOff(b, vat) && vatShare(a, vat)
    ? { rate, net: a, vat, gross: c, isTotal, mended: true, printed: b }
    : undefined;
}

/** The VAT from two of a rated row's figures: net and VAT, gross and VAT (either order), or net and gross. */
function ratedPair(amounts: number[], rate: number, isTotal: boolean): VatRow | undefined {
  const tol = (v: number) => Math.max(0.02, v * 0.01);
  // nearest figures first: a row's own columns stand side by side
  for (let gap = 1; gap < amounts.length; gap++) {
    for (let i = 0; i + gap < amounts.length; i++) {
      const [a, b] = [amounts[i] as number, amounts[i + gap] as number];
      if (near((a * rate) / 100, b, tol(b))) return { rate, net: a, vat: b, isTotal };
      if (near((a * rate) / (100 + rate), b, tol(b))) return { rate, gross: a, vat: b, isTotal };
      if (near((b * rate) / (100 + rate), a, tol(a))) return { rate, gross: b, vat: a, isTotal };
      // the VAT between them misread or lost ("15,80  3,372  19,12")
      if (b > a && near((a * rate) / 100, b - a, tol(b - a)))
        return { rate, net: a, vat: round2(b - a), gross: b, isTotal };
    }
  }
  // the VAT printed one digit off what the rate makes of the net or the gross beside it ("11,77 at 7 %: 8,77")
  for (const [i, a] of amounts.entries()) {
    for (const b of amounts.filter((_, j) => j !== i && amounts[j] !== a)) {
      const [fromNet, fromGross] = [round2((a * rate) / 100), round2((a * rate) / (100 + rate))];
      if (b < a && oneDigitOff(b, fromNet)) return { rate, net: a, vat: fromNet, isTotal, mended: true };
      if (b < a && oneDigitOff(b, fromGross))
        return { rate, gross: a, vat: fromGross, isTotal, mended: true };
    }
  }
  return undefined;
}

/**
 * A VAT line: "PVM 21% 2,07", "B 19,0% 10,00 1,90 11,90" (rate, net, VAT, gross), "IVA 10% base 20,00 cuota 2,00".
 * With several amounts the VAT is the one that fits: net + VAT = gross, or rate × net = VAT.
 */
function vatRow(line: Line): VatRow | undefined {
  const f = line.folded;
  if (hasPhrase(f, vatIdWords)) return undefined;
  if (hasPhrase(f, vatBaseWords) && rankOf(f) > 0 && !hasPhrase(f, vatTotalWords)) return undefined;
  const labelled = hasPhrase(f, vatWords) || (ratesIn(line.text).length > 0 && misreadVatLabel(f));
  const amounts = amountsIn(line.text)
    .map((a) => a.value)
    .filter((v) => v >= 0);
  const rate = ratesIn(line.text)[0];
  const isTotal = hasPhrase(f, vatTotalWords);
  // a row of a VAT table ("A 7%  2,51  0,18  2,69") needs no VAT word, but must add up; with its rate lost to the
  // OCR ("BOS 14,26 1,28 15,54") it must add up at a VAT rate's proportions
  if (!labelled && rate === undefined && amounts.length === 3) {
    const [a, b, c] = amounts as [number, number, number];
    if (near(a + b, c) && vatShare(a, b)) return { rate, net: a, vat: b, gross: c, isTotal };
    return mendedRow(amounts, rate, isTotal);
  }
  if (amounts.length === 0 || (!labelled && rate === undefined)) return undefined;
  for (let i = 0; i + 2 < amounts.length; i++) {
    const [a, b, c] = amounts.slice(i, i + 3) as [number, number, number];
    if (near(a + b, c) && b < a) return { rate, net: a, vat: b, gross: c, isTotal };
  }
  const paired = rate === undefined ? undefined : ratedPair(amounts, rate, isTotal);
  if (paired) return paired;
  // the rate may be misread as well as the VAT ("B 18%  7,13  5,71  7,84" for 10 %)
  const mended = mendedRow(amounts, rate, isTotal);
  if (mended) return mended;
  if (!labelled) return undefined;
  if (amounts.length === 1) return { rate, vat: amounts[0] as number, isTotal };
  // no fit: the smallest figure of a VAT line is the VAT more often than not
  return { rate, vat: Math.min(...amounts), isTotal };
}

/**
 * What a VAT line's one figure is once the total is known: far more than the VAT at its rate could be of that total, it
 * is the rate's net (its VAT figure lost), and the VAT is worked out from it.
 */
function asNet(r: VatRow, total: number | undefined): VatRow {
  const bare = r.net === undefined && r.gross === undefined && !r.isTotal && r.rate !== undefined;
  // twice that: a VAT figure merely misread stays the VAT (a net is several times its VAT)
  if (!bare || total === undefined || r.vat <= (2 * total * (r.rate as number)) / (100 + (r.rate as number)))
    return r;
  return { ...r, net: r.vat, vat: round2((r.vat * (r.rate as number)) / 100), mended: true };
}

/** The VAT of the document's VAT lines; `total`, once known, tells a rate's net read alone from its VAT. */
function vatOf(
  lines: Line[],
  total?: number,
): { vat: number; confidence: number; net?: number; gross?: number; rows: VatRow[] } | undefined {
  const read = lines.flatMap((l, line) => {
    const r = vatRow(l);
    return r ? [{ ...asNet(r, total), line }] : [];
  });
  // a figure on a VAT line with no rate, beside rows the arithmetic confirms, is a misread label's ("vi PVM 2.209,00")
  const confirmed = read.some((r) => r.net !== undefined || r.gross !== undefined);
  const rows = confirmed
    ? read.filter((r) => r.isTotal || r.rate !== undefined || r.net !== undefined || r.gross !== undefined)
    : read;
  if (rows.length === 0) return undefined;
  const totalRow = rows.find((r) => r.isTotal);
  const perRate = new Map<string, VatRow>();
  for (const r of rows) if (!r.isTotal) perRate.set(r.rate === undefined ? `?${r.vat}` : String(r.rate), r);
  const rates = [...perRate.values()];
  const summed = round2(rates.reduce((s, r) => s + r.vat, 0));
  const fitted = rates.every((r) => r.net !== undefined || r.gross !== undefined);
  const nets = rates.every((r) => r.net !== undefined)
    ? round2(rates.reduce((s, r) => s + (r.net ?? 0), 0))
    : undefined;
  const gross =
    rates.length > 0 && rates.every((r) => r.gross !== undefined)
      ? round2(rates.reduce((s, r) => s + (r.gross ?? 0), 0))
      : undefined;
  if (totalRow) {
    const agree = rates.length === 0 || near(summed, totalRow.vat);
    return { vat: totalRow.vat, confidence: agree ? 0.9 : 0.6, net: nets, gross, rows };
  }
  const mended = rates.some((r) => r.mended);
  return {
    vat: summed,
    confidence: mended ? 0.7 : fitted ? 0.9 : rates.length > 1 ? 0.7 : 0.8,
    net: nets,
    gross,
    rows,
  };
}

function netOf(lines: Line[]): number | undefined {
  for (const l of lines) {
    if (!hasPhrase(l.folded, netWords)) continue;
    const a = amountsIn(l.text);
    // "Net 10.00 VAT 2.10 Gross 12.10": the net is the first figure; alone on its line, the last
    if (a.length > 0) return (hasPhrase(l.folded, vatWords) ? a[0] : a[a.length - 1])?.value;
  }
  return undefined;
}

/**
 * The VAT when its own figure was misread ("VAT 20%  4.5%", or 5.93 for 5.53) but the rate, the net and the total were
 * not: total − net, taken only when the one printed rate times the net confirms it (a tip or a discount would not).
 */
function vatFromNet(lines: Line[], net: number | undefined, total: number): number | undefined {
  if (net === undefined || net <= 0 || net >= total) return undefined;
  // each VAT line's first rate: the label's (the misread figure may look like one too)
  const labelled = lines.filter((l) => hasPhrase(l.folded, vatWords) && !hasPhrase(l.folded, vatIdWords));
  const rates = new Set(labelled.map((l) => ratesIn(l.text)[0]).filter((r) => r !== undefined));
  if (rates.size !== 1) return undefined;
  const rate = [...rates][0] as number;
  const vat = round2(total - net);
  return near((net * rate) / 100, vat, Math.max(0.02, vat * 0.01)) ? vat : undefined;
}

/**
 * Total payable and VAT. The total's candidates are the amounts on "to pay"/"total" lines that are not a subtotal,
 * cash, change, deposit or converted sum; the one the document's other figures agree with wins (see pickTotal).
 */
export function moneyFields(lines: Line[]): MoneyFields {
  const candidates: Candidate[] = [];
  lines.forEach((l, i) => {
    const rank = rankOf(l.folded);
    if (rank === 0) return;
    // the words of a "to pay" label do not count against it ("net à payer" is not a net); a bare "total" keeps
    // its neighbours ("sous-total")
    const rest = rank >= 2 ? l.folded.replace(rankPhrase(rank), ' ') : l.folded;
    if (hasPhrase(rest, notTotalWords) || (rank === 1 && hasPhrase(rest, notBareTotalWords))) return;
    const value = amountFor(lines, i);
    if (value !== undefined && value > 0) candidates.push({ value, rank, line: i });
  });
  let vat = vatOf(lines);
  const net = vat?.net ?? netOf(lines);

  const implied = vat && impliedGross(vat.rows);
  const checks = totalChecks(lines, { net, vat: vat?.vat, tableGross: vat?.gross, implied });
  const { total, totalLine, totalConfidence: confidence } = pickTotal(lines, candidates, checks);
  if (total !== null) vat = vatOf(lines, total);
  if (total !== null && vat)
    vat = remakeRow(
      lines,
      completeRate(lines, completeVat(lines, printedVat(lines, vat, total), total), total),
      total,
    );
  let totalConfidence = confidence;
  let vatValue = vat?.vat ?? null;
  let vatConfidence = vat?.confidence ?? 0;
  // no VAT read, or one that does not close net + VAT = total: total − net, if the rate confirms it
  const closes =
    vatValue !== null && total !== null && net !== undefined && near(round2(net + vatValue), total, 0.02);
  const derived = total !== null && !closes ? vatFromNet(lines, net, total) : undefined;
  if (derived !== undefined) {
    vatValue = derived;
    vatConfidence = 0.75;
  }
  if (total !== null && vatValue !== null) {
    if (vatValue >= total) {
      vatValue = null;
      vatConfidence = 0;
    } else if (net !== undefined && !near(round2(net + vatValue), total, 0.02)) {
      // net + VAT ≠ gross: one of the three was misread
      vatConfidence = Math.min(vatConfidence, 0.55);
      totalConfidence = Math.min(totalConfidence, 0.7);
    }
    const rates = vat?.rows.map((r) => r.rate).filter((r): r is number => r !== undefined) ?? [];
    if (rates.length === 1 && vat && vat.rows.length === 1 && vatValue !== null) {
      const rate = rates[0] as number;
      // rate × net = VAT, i.e. VAT = gross × rate / (100 + rate)
      if (!near((total * rate) / (100 + rate), vatValue, Math.max(0.03, vatValue * 0.02)))
        vatConfidence = Math.min(vatConfidence, 0.5);
    }
  }
  const vatLines = vat?.rows.flatMap((r) => r.line ?? []) ?? [];
  const balanced = balanceOf(lines, checks, {
    total,
    totalLine,
    vat: vatValue,
    net: vat?.net,
    rows: vat?.rows ?? [],
  });
  return { total, totalLine, totalConfidence, vat: vatValue, vatConfidence, vatLines, balanced };
}
