import type { ReceiptFields } from '../../../../contract/receipt-reading';
import { totalChecks } from './arithmetic';
import { linesOf } from './lines';
import { moneyFields } from './money-fields';

/** A total taken from another read than the one whose words are shown is never surer than this. */
const otherReadConfidence = 0.7;

/**
 * Of several reads of one photo (a glance and full reads, each its own guess at the same print), the one whose figures
 * add up (issue 45): when the read kept found no total, or one its own figures disagree with, the total of another
 * read whose figures add up, provided a figure the kept read printed (what was paid, the goods' lines) agrees with it
 * too — a glance reads part of the print, and a part may add up by chance. Its VAT only where the kept read has none.
 * A little less sure; the other fields stay the kept read's (it read the most words).
 */
export function balancedRead(fields: ReceiptFields, text: string, others: string[]): ReceiptFields {
  const lines = linesOf(text);
  if (fields.total !== null && moneyFields(lines).balanced !== false) return fields;
  const kept = totalChecks(lines, {});
  for (const other of others) {
    const m = moneyFields(linesOf(other));
    if (m.balanced !== true || m.total === null || kept.closes(m.total, -1) === 0) continue;
    const vat = fields.vat !== null && fields.vat < m.total ? fields.vat : m.vat;
    return {
      ...fields,
      total: m.total,
      vat,
      confidence: {
        ...fields.confidence,
        total: Math.min(m.totalConfidence, otherReadConfidence),
        vat: vat === fields.vat ? fields.confidence.vat : Math.min(m.vatConfidence, otherReadConfidence),
      },
    };
  }
  return fields;
}
