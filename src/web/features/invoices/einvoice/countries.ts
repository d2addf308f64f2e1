/** The EU's member states (ISO 3166-1 alpha-2): most buyers of an EU e-invoice are here, so they are offered first. */
const eu = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

/** Every other officially assigned ISO 3166-1 alpha-2 code. */
const others = (
  'AD AE AF AG AI AL AM AO AQ AR AS AU AW AX AZ BA BB BD BF BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX DJ DM DO DZ EC EG EH ER ET FJ FK FM FO GA GB GD GE GF GG GH GI GL GM GN ' +
  'GP GQ GS GT GU GW GY HK HM HN HT ID IL IM IN IO IQ IR IS JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI ' +
  'LK LR LS LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MU MV MW MX MY MZ NA NC NE NF NG NI NO NP NR NU NZ OM ' +
  'PA PE PF PG PH PK PM PN PR PS PW PY QA RE RS RU RW SA SB SC SD SG SH SJ SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface Country {
  code: string;
  name: string;
}

/** The countries named in `locale` and sorted as that language sorts: the EU's, and the rest. */
export function countriesIn(locale: string): { eu: Country[]; others: Country[] } {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const named = (codes: string[]) =>
    codes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  return { eu: named(eu), others: named(others) };
}

/** One country's name in `locale` (the summary of remembered details). */
export const countryName = (locale: string, code: string) =>
  new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
