import { amountsIn, near } from './amounts';
import type { TotalChecks } from './arithmetic';
import type { Line } from './lines';
import { hasPhrase, notTotalWords } from './vocabulary';

/** An amount on a line labelled as a total; rank 3 "to pay", 2 "total incl. VAT", 1 a bare "total". */
export interface Candidate {
  value: number;
  rank: number;
  line: number;
}

export interface PickedTotal {
  total: number | null;
  /** the total's line, -1 when no labelled line gave it */
  totalLine: number;
  totalConfidence: number;
}

const closing = <T extends { value: number; line: number }>(xs: T[], checks: TotalChecks) => {
  const scored = xs.map((x) => ({ ...x, closes: checks.closes(x.value, x.line) }));
  const most = Math.max(0, ...scored.map((x) => x.closes));
  return { most, agreeing: scored.filter((x) => x.closes === most) };
};

/**
 * The total payable. The arithmetic decides first: the candidate that the most figures printed elsewhere agree with
 * (cash − change, card, net + VAT, the VAT table, subtotal − discounts) wins whatever its label; among equals the
 * strongest label, and of that its last appearance (after discounts and deposit returns). When no candidate closes
 * while what was paid and the VAT lines agree with each other, their sum; while only one of them or figures that
 * disagree exist, the label's pick stands with a low confidence. Without any total line: an amount the
 * arithmetic confirms, else the figure the arithmetic makes (net + VAT, cash − change…), else the largest.
 */
export function pickTotal(lines: Line[], candidates: Candidate[], checks: TotalChecks): PickedTotal {
  if (candidates.length > 0) {
    const { most, agreeing } = closing(candidates, checks);
    const pool = most > 0 ? agreeing : candidates;
    const top = Math.max(...pool.map((c) => c.rank));
    const best = pool.filter((c) => c.rank === top);
    const pick = best[best.length - 1] as Candidate;
    if (most > 0)
      return { total: pick.value, totalLine: pick.line, totalConfidence: most >= 2 ? 0.97 : 0.93 };
    // no total line agrees with anything, while what was paid and the VAT lines agree with each other: the total
    // line's figure was misread ("Summe 23,80" over 23,02 paid and taxed)
    if (checks.confirmed !== undefined)
      return { total: checks.confirmed, totalLine: -1, totalConfidence: 0.6 };
    let confidence = top === 3 ? 0.88 : top === 2 ? 0.85 : 0.7;
    if (best.some((c) => !near(c.value, pick.value))) confidence -= 0.15;
    // figures printed elsewhere all disagree: the total or they were misread
    if (checks.fixed.length > 0) confidence = Math.min(confidence, 0.6);
    return { total: pick.value, totalLine: pick.line, totalConfidence: confidence };
  }
  const amounts = lines.flatMap((l, line) =>
    hasPhrase(l.folded, notTotalWords) ? [] : amountsIn(l.text).map((a) => ({ value: a.value, line })),
  );
  if (amounts.length === 0) return { total: null, totalLine: -1, totalConfidence: 0 };
  const { most, agreeing } = closing(amounts, checks);
  if (most === 0 && checks.fixed.length > 0) {
    // the total's own figure lost ("Total TTC  Lo 0e"): what the others make of it, the one most of them agree on
    const agreed = checks.fixed.map((f) => ({ value: f, n: checks.fixed.filter((g) => near(f, g)).length }));
    const pick = agreed.reduce((b, a) => (a.n > b.n ? a : b));
    return { total: pick.value, totalLine: -1, totalConfidence: pick.n >= 2 ? 0.6 : 0.45 };
  }
  const pool = most > 0 ? agreeing : amounts;
  const total = Math.max(...pool.map((a) => a.value));
  return { total, totalLine: -1, totalConfidence: most >= 2 ? 0.7 : most === 1 ? 0.5 : 0.35 };
}
