import { isIntraEuSupply } from '../eu-vat';
import type { VatCategory, ZeroRateCategory } from './details';

/**
 * The VAT category of a line (BT-151), from its rate and what we know of the parties:
 * - no rate at all (a seller outside VAT, a non-VAT invoice type): O, not subject to VAT;
 * - a rate above 0: S, standard;
 * - 0 %: the buyer's remembered category, else reverse charge when our own advice says so (two EU VAT codes of
 *   different countries, issue 19), else unknown — the pre-flight asks (zero-rated, exempt, reverse charge,
 *   intra-community supply, export).
 */
export function vatCategoryOf(
  rate: number | null,
  parties: { sellerVat: string | null; buyerVat: string | null; remembered: ZeroRateCategory | null },
): VatCategory | undefined {
  if (rate == null) return 'O';
  if (rate !== 0) return 'S';
  if (parties.remembered) return parties.remembered;
  return isIntraEuSupply(parties.sellerVat, parties.buyerVat) ? 'AE' : undefined;
}

/** The exemption reason (BT-120) printed when the owner gave none: the words the EU VAT Directive uses. */
export const defaultExemptionReasons: Partial<Record<VatCategory, string>> = {
  AE: 'Reverse charge',
  K: 'Intra-Community supply',
  G: 'Export outside the EU',
  O: 'Not subject to VAT',
};
/** Categories whose breakdown must carry an exemption reason (BR-AE-10, BR-E-10, BR-G-10, BR-IC-10, BR-O-10). */
export const needsExemptionReason = (c: VatCategory): boolean => c !== 'S' && c !== 'Z';
