import { describe, expect, it } from 'vitest';
import { round2 } from './amounts';
import { extractFields } from './extract-fields';

const read = (text: string) => extractFields(text, { ocrConfidence: 1 });

describe('the reading that balances (issue 45)', () => {
  it('never takes the cash handed over as the total whose own figure the OCR lost', () => {
    const r = read(`MB "Kepėjų namai"
Sūris                       1,43
Sumuštinis                  3,06
Vanduo 0,5 l                1,03
MOKĖTI                    5559 €
Grynais                    10,00
Grąža                       4,48`);
    // made by cash − change instead, unsure
    expect(r.total).toBe(5.52);
    expect(r.confidence.total).toBeLessThan(0.6);
  });

  it('takes what was paid over a misread total when the per-rate incl.-VAT lines make it, to their cents', () => {
    const receipt = (vat21: string) =>
      read(`UAB "Žalia kavinė"
Sūris                     13,04
Sumuštinis                  16727
MOKĖTI                   82,91 €
Grynais                    40,00
Grąža                      7,09
Įskaitant PVM 21%          ${vat21}
Įskaitant PVM 9%           1,08`);
    // 3,45 at 21 % and 1,08 at 9 % are the VAT of 19,88 and 13,08 gross: 32,96, within their rounding of 40 − 7,09
    const paid = receipt('3,45');
    expect(paid).toMatchObject({ total: 32.91, vat: 4.53 });
    expect(paid.confidence.total).toBeLessThan(0.7);
    // VAT lines that make another gross confirm nothing: the label's figure stands, unsure
    const other = receipt('6,45');
    expect(other.total).toBe(82.91);
    expect(other.confidence.total).toBeLessThanOrEqual(0.6);
  });

  it('completes a rate’s VAT line whose figure was garbled from the goods’ gross, the tip left out', () => {
    const receipt = (vat19: string) =>
      read(`Frischmarkt Müller KG
Brötchen                 46,01
Zwischensumme            46,01
Trinkgeld                 1,50
Summe EUR              47,51 €
EC-Karte                 47,51
MwSt 19%             ${vat19}
MwSt 7%                0,64`);
    // 0,64 at 7 % is the VAT of about 9,78 gross: 36,23 of the 46,01 goods at 19 % make 5,78, the line kept 5 77
    const spaced = receipt('5 77     3');
    expect(spaced).toMatchObject({ total: 47.51, vat: 6.41 });
    // a digit off the arithmetic's figure: the arithmetic's
    expect(receipt('5 18').vat).toBe(6.42);
    // nothing on the line to confirm a figure the other rate fixes only to a few cents: the VAT stays as read
    expect(receipt('').vat).toBe(0.64);
  });

  it('completes a rate’s line when the other rate’s gross is printed, to the cent, unsure', () => {
    const r = read(`SARL Le Fournil Doré
TOTAL TTC                32,62 €
Carte bancaire           32,62
TVA A 5,5%  10,08  0,53  10,61
TVA B 20%            ~~`);
    // 32,62 − 10,61 at 20 % is 3,67
    expect(r.vat).toBe(4.2);
    expect(r.confidence.vat).toBeLessThan(0.7);
  });

  it('takes a rate’s VAT line whose label the OCR misread by a letter, never an item’s percentage', () => {
    const r = read(`SIA "Lāči maiznīca"
Piens 2%                 8,99
Siers                    3,34
Piens 2%                14,73
Summa apmaksai        27,06 EUR
Karte                 27,06
PUN 21%                  2,92
Must 12%                 0,96`);
    expect(r.vat).toBe(3.88);
  });

  it('remakes the VAT of a rate whose printed rate was misread, from the total, the other row and its net', () => {
    const receipt = (rowB: string) =>
      read(`Panificadora Ruiz S.A.
Bocadillo                16,44
Zumo naranja              8,31
TOTAL                    30,44 €
Efectivo                 40,00
Cambio                    9,56
IVA A 21%  6,87  1,44
${rowB}`);
    // 20,12 at "16 %" is taken for a net; 30,44 − 8,31 − 20,12 = 2,01 is 10 % of it
    expect(receipt('IVA B 16%  20,12  > 61').vat).toBe(3.45);
    // what is left is no common rate of the net: the row stays as the rate made it
    expect(receipt('IVA B 16%  18,12  > 61').vat).toBe(round2(1.44 + 2.9));
  });

  it('completes a VAT table’s row whose net and VAT were garbled from its rate and its gross, the rest of the total', () => {
    const receipt = (rowB: string) =>
      read(`Green Fields Trading Ltd
TOTAL                    £31.88
Cash                      40.00
Change                     8.12
VAT Net VAT   Gross
A20% 23.60 4.0  28.32
${rowB}`);
    // 3.56 at 5 % holds 0.17 of VAT
    expect(receipt('B5% 3.30 0uay  3.56').vat).toBe(4.89);
    // a gross that is not the rest of the total: no row to complete
    expect(receipt('B5% 2.10 0uay  3.65').vat).toBe(4.72);
  });

  it('keeps a VAT table row’s printed VAT when the total shows its gross, not its VAT, was misread', () => {
    const receipt = (rowA: string) =>
      read(`UAB "Žalia kavinė"
Vanduo 0,5 l                8,59 B
Kava latte                 13,25 A
MOKĖTI                     47,75 €
Grynais                    50,00
Grąža                       2,25
PVM   Be PVM   PVM   Su PVM
${rowA}
B 9%   31,65   2,85   34,50`);
    // 47,75 − 34,50 = 13,25 = 10,95 + 2,30: the gross 13.35 was misread, the VAT 2,30 stands
    expect(receipt('A 214 10,95 2,30 13.35').vat).toBe(5.15);
    // the VAT misread (2,40 for 2,30) is still made from the gross the total confirms
    expect(receipt('A 21% 10,95 2,40 13,25').vat).toBe(5.15);
  });
});
