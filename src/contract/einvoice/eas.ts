/**
 * Electronic address schemes (EAS, BT-34 / BT-49 `schemeID`): the codes Peppol BIS 3.0 accepts (its rule
 * PEPPOL-EN16931-CL008 lists them) plus EM, e-mail, which EN 16931 and XRechnung take but Peppol does not.
 */
export const easCodes = [
  ...'0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 0191 0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218 0221 0225 0230 0235 0240'.split(
    ' ',
  ),
  ...'9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'.split(
    ' ',
  ),
  'EM',
] as const;

/** The EAS code of a country's VAT number, where the list has one (a VAT number is a Peppol address there). */
const vatSchemes: Record<string, string> = {
  HU: '9910',
  AT: '9914',
  ES: '9920',
  AD: '9922',
  AL: '9923',
  BA: '9924',
  BE: '9925',
  BG: '9926',
  CH: '9927',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  GB: '9932',
  EL: '9933',
  HR: '9934',
  IE: '9935',
  LI: '9936',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MC: '9940',
  ME: '9941',
  MK: '9942',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  RS: '9948',
  SI: '9949',
  SK: '9950',
  SM: '9951',
  TR: '9952',
  VA: '9953',
  FR: '9957',
  IT: '0211',
};

/** A VAT number (with its prefix, EL for Greece) as an electronic address, where its country has a scheme. */
export function vatEndpoint(vatId: string | null): { id: string; scheme: string } | null {
  const scheme = vatId ? vatSchemes[vatId.slice(0, 2)] : undefined;
  return scheme && vatId ? { id: vatId, scheme } : null;
}
