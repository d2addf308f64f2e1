/**
 * The EU member states by the prefix of their VAT codes (VIES): Greece's is EL, and a code written with GR (its ISO
 * code) is read as EL. Northern Ireland's XI is left out: it counts for goods only.
 */
const euPrefixes = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** The EU country a VAT code belongs to ("lt 100 001", "GR123…" → "LT", "EL"), or undefined for any other code. */
export function euVatCountry(code: string | null | undefined): string | undefined {
  const prefix = (code ?? '')
    .replace(/[\s.-]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const country = prefix === 'GR' ? 'EL' : prefix;
  return euPrefixes.has(country) ? country : undefined;
}

/** A seller and a buyer with VAT codes of two different EU countries: an intra-EU B2B supply. */
export const isIntraEuSupply = (
  sellerCode: string | null | undefined,
  buyerCode: string | null | undefined,
): boolean => {
  const seller = euVatCountry(sellerCode);
  const buyer = euVatCountry(buyerCode);
  return seller !== undefined && buyer !== undefined && seller !== buyer;
};
