import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';

const read = (text: string) => extractFields(text, { ocrConfidence: 1 });

describe('the total chosen by the arithmetic', () => {
  it('takes the total that cash − change, the VAT table and subtotal − discount agree with, not the subtotal', () => {
    const r = read(`CAFE DES ARTS
SAS Cafe des Arts
24/02/2026 20:23  Caisse 2  Ticket TX 036950
Baguette                   12,78
Sous-total                 30,31
Remise                     -1,28
Net à payer              29,03 €
Especes                    30,00
Rendu monnaie               0,97
Taux    HT    TVA    TTC
A 20 %  9,58  1,92  11,50
B 5,5 %  16,62  0,91  17,53`);
    expect(r).toMatchObject({ total: 29.03, vat: 2.83 });
    expect(r.confidence.total).toBeGreaterThan(0.95);
  });

  it('makes the total of net + VAT when the total line kept no figure, never a VAT row’s net', () => {
    const r = read(`EURL Primeurs Dupont
Fromage                                   441,00 €
Baguette                                   85,00 €
Pain au chocolat                          407,00 €
Total HT                                  865,28 €
TVA 10 % 447,27 €                          44,73 €
TVA 5,5 % 418,01 €                        22,99 €
Total TTC                      Lo 0e`);
    expect(r).toMatchObject({ total: 933, vat: 67.72 });
    expect(r.confidence.total).toBeLessThan(0.7);
  });

  it('takes what was paid over a total line that agrees with nothing, when the VAT table sums to it too', () => {
    const receipt = (summe: string, table: string) =>
      read(
        `Bürowelt Handels GmbH\nMilch   14,06\nBrötchen   8,96\nSumme EUR   ${summe}\nBar   30,00\nRückgeld   6,98\nMwSt Netto MwSt Brutto\n${table}`,
      );
    const misread = receipt('23,80', 'A 19% 7,53 1,43 8,96\nB 7% 13,14 0,92 14,06');
    expect(misread.total).toBe(23.02);
    expect(misread.confidence.total).toBeLessThan(0.7);
    // paid alone (the table says another sum, or none): the total line stands, unsure
    expect(receipt('23,80', 'A 19% 7,53 1,43 8,96').total).toBe(23.8);
    expect(receipt('23,80', '').confidence.total).toBeLessThanOrEqual(0.6);
    expect(receipt('23,80', '').total).toBe(23.8);
  });

  it('prefers a bare TOTAL that closes over a "to pay" line that does not (a misread label elsewhere)', () => {
    const r = read(
      'Frutas Garcia S.L.\nTOTAL            17,05 €\nA pagar  71,05\nEfectivo   20,00\nCambio      2,95',
    );
    expect(r.total).toBe(17.05);
  });

  it('skips deposit and deposit-refund lines, and reads the total after a deposit return', () => {
    const r = read(`Frischmarkt Muller KG
Wasser 1,5 l              0,89
Pfand                     0,25
Zwischensumme             1,14
Leergut                  -0,75
SUMME                     0,39
EC-Karte                  0,39`);
    expect(r.total).toBe(0.39);
    expect(r.confidence.total).toBeGreaterThan(0.95); // subtotal − refund, and the card, agree
    expect(read('UAB Testas\nUžstatas 0,10\nMOKĖTI 2,10').total).toBe(2.1);
  });

  it('keeps the label’s pick but with a low confidence when no printed figure agrees with it', () => {
    const sure = read('Corner Coffee Ltd\nTOTAL £5.70\nCash 10.00\nChange 4.30');
    const unsure = read('Corner Coffee Ltd\nTOTAL £5.70\nCash 10.00\nChange 3.30');
    expect(unsure.total).toBe(5.7);
    expect(unsure.confidence.total).toBeLessThan(0.7);
    expect(sure.confidence.total).toBeGreaterThan(unsure.confidence.total);
    // no cash, no card, no VAT: nothing to check against, the label alone
    expect(read('Corner Coffee Ltd\nTOTAL £5.70').confidence.total).toBeGreaterThan(0.65);
  });

  it('with no total label left by the OCR, an amount two payment figures confirm, with a low confidence', () => {
    const r = read(
      'Sonne Backwaren GmbH\nBrotchen   1,80\nTOTAI    5,34\nBar   10,00\nRückgeld   4,66\nEC 5,34',
    );
    expect(r.total).toBe(5.34);
    expect(r.confidence.total).toBeLessThan(0.75);
    // nothing confirms: the largest amount, lower still
    const none = read('Sonne Backwaren GmbH\nBrotchen   1,80\nKaffee   2,90');
    expect(none.total).toBe(2.9);
    expect(none.confidence.total).toBeLessThan(r.confidence.total);
  });
});

describe('dates sharing a line', () => {
  it('takes the issue date among delivery and due dates printed on one line', () => {
    const de = read(
      'Faktura\nMuster Handels GmbH\nLieferdatum: 16.09.2026   Rechnungsdatum: 17.09.2026   Fällig am: 17.10.2026\nGesamtbetrag 10,00 €',
    );
    expect(de.date).toBe('2026-09-17');
    const en = read(
      'INVOICE\nNook Books Limited\nDelivery date: 17/07/2026   Invoice date: 21/07/2026   Due date: 04/08/2026\nTotal due £10.00',
    );
    expect(en.date).toBe('2026-07-21');
  });

  it('gives no date when a line holds only delivery and due dates', () => {
    expect(
      read('Muster Handels GmbH\nLieferdatum: 16.09.2026   Zahlbar bis 17.10.2026\nGesamtbetrag 10,00 €')
        .date,
    ).toBeNull();
  });

  it('reads a date beside its time, till and receipt number', () => {
    const r = read('MAXIMUKAS\nUAB "Maxima LT"\n2026-06-24 10:51:45  Kasa 7  Čekis Nr. 14460\nMOKĖTI 3,20');
    expect(r).toMatchObject({ date: '2026-06-24', invoice_number: '14460' });
  });
});

describe('receipt numbers', () => {
  it.each([
    ['14.12.26 14:02:36  Kasse 3  Bon 4711', '4711'],
    ['14.12.26 14:02  Kasse 3  Beleg-Nr. MU 059367', 'MU 059367'],
    ['Kvitas 40233', '40233'],
    ['24/02/2026 20:23  Caisse 2  Ticket TX 036950', 'TX 036950'],
    ['Factura simplificada KB 036645', 'KB 036645'],
    ['Trans # 16485', '16485'],
  ])(
    'reads the receipt-number labels of five languages, after a till number on the same line: %s',
    (line, number) => {
      expect(read(`Sonne Backwaren GmbH\n${line}\nSUMME 5,00`).invoice_number).toBe(number);
    },
  );

  it('keeps the letters and space of a prefix (AB 001234)', () => {
    expect(read('Linde Gastro GmbH\nRechnung Nr. MC 064494\nGesamtbetrag 10,00 €').invoice_number).toBe(
      'MC 064494',
    );
  });

  it('refuses a till number, a phone number and a date after a receipt label', () => {
    expect(read('Sonne Backwaren GmbH\n14.12.26 14:02  Kasse 3\nSUMME 5,00').invoice_number).toBeNull();
    expect(read('Sonne Backwaren GmbH\nTel. Nr. 0612 345\nSUMME 5,00').invoice_number).toBeNull();
    expect(read('Corner Coffee Ltd\nReceipt 14/03/2026 12:31\nTOTAL £5.70').invoice_number).toBeNull();
  });
});

describe('VAT tables', () => {
  it('sums the rows of a table of several rates, a row whose rate the OCR lost included', () => {
    const r = read(
      'UAB "Maxima LT"\nMOKĖTI 32,74\nPVM % Be PVM PVM Su PVM\nA21% 14,21 2,99 17,20\nBOS 14,26 1,28 15,54',
    );
    expect(r.vat).toBe(4.27);
  });

  it('takes no rate-less row whose figures are not in a VAT rate’s proportions', () => {
    // 10,00 + 5,00 = 15,00 adds up, but 50 % is no VAT rate: an item line, not a VAT row
    const r = read('UAB "Maxima LT"\nMOKĖTI 17,20\nA21% 14,21 2,99 17,20\nKava 10,00 5,00 15,00');
    expect(r.vat).toBe(2.99);
  });
});

describe('an issue date named as such', () => {
  it('wins over a plain "date", such as a delivery date whose first word the OCR garbled', () => {
    const r = read(
      'TAX INVOICE\nGreen Fields Trading Ltd\npelivery date: 01/05/2026\nInvoice date: 04/05/2026\nTotal due £10.00',
    );
    expect(r.date).toBe('2026-05-04');
    // a plain "date" still wins over an unlabelled one
    expect(read('Corner Coffee Ltd\n01/05/2026\nDate: 04/05/2026\nTOTAL £5.70').date).toBe('2026-05-04');
  });
});

describe('a VAT table with a figure misread', () => {
  it('takes gross − net when the printed VAT is one digit off it, at a VAT rate’s proportion', () => {
    // the second row's rate lost ("B%%") and its VAT read 4,98 for 4,90: 54,43 + 4,90 = 59,33
    const lt = read(
      'UAB "Žalia kavinė"\nIš viso mokėti 123,62 €\nPVM % Be PVM PVM Su PVM\nA 21% 53,13 11,16 64,29\nB%% 54.43 4,98 59,33',
    );
    expect(lt.vat).toBe(16.06);
    expect(lt.confidence.vat).toBeLessThan(0.8);
    // the rate misread too (18 % for 10 %): the proportion, not the rate, decides
    expect(
      read(
        'Hostelería Sol S.L.\nTOTAL 12,32 €\nIVA Base Cuota Total\nA 21% 3,70 6,78 4,48\nB 18% 7,13 5,71 7,84',
      ).vat,
    ).toBe(1.49);
  });

  it('takes the VAT from net and gross when the figure between them is lost', () => {
    expect(
      read(
        'Hostelería Sol S.L.\nTotal a pagar 22,92 €\nIVA Base Cuota Total\nA 21% 15,80 3,372 19,12\nB 10 % 4,80 0,40 4,40',
      ).vat,
    ).toBe(3.72);
  });

  it('leaves a row alone when the VAT is off by more than one digit, or out of any VAT rate’s proportion', () => {
    // 4,17 is two digits off 4,90: not a misread of it
    expect(
      read('UAB "Žalia kavinė"\nIš viso mokėti 123,62 €\nA 21% 53,13 11,16 64,29\nB%% 54.43 4,17 59,33').vat,
    ).toBe(11.16);
    // an item line with three figures whose difference is half the first: no VAT row
    expect(read('UAB "Žalia kavinė"\nKava 2,00 9,00 3,00\nIš viso mokėti 3,00 €\nPVM 21% 0,52').vat).toBe(
      0.52,
    );
  });
});

describe('a date with a misread figure', () => {
  it('is read with a low confidence when no date was read as printed, and never over one that was', () => {
    const r = read('Hostelería Sol S.L.\n94/10/2026 14:01 Caja 5\nTOTAL 27,59 €');
    expect(r.date).toBe('2026-10-04');
    expect(r.confidence.date).toBeLessThan(0.6);
    expect(read('Hostelería Sol S.L.\nFecha: 12/10/2026\n94/10/2026 14:01 Caja 5\nTOTAL 27,59 €').date).toBe(
      '2026-10-12',
    );
    // a due date stays a due date, mended or not
    expect(read('Muster Handels GmbH\nFällig am: 17.18.2026\nGesamtbetrag 10,00 €').date).toBeNull();
  });
});

describe('VAT lines the arithmetic explains', () => {
  it('reads a rate’s one figure as its net when it is far more than that rate’s VAT of the total could be', () => {
    // the VAT column lost to the OCR: 2.223,53 at 19 % and 462,62 at 7 % are nets, their VAT worked out
    const r = read(
      'Frischmarkt Müller KG\nNettobetrag 2.686,15 €\nUSt. 19 % 2.223,53 €   ve. a\nUSt. 7% 462,62 €   38€\nGesamtbetrag 3.141,00 €',
    );
    expect(r).toMatchObject({ total: 3141, vat: 454.85 });
    expect(r.confidence.vat).toBeLessThan(0.8);
    // a VAT figure within its rate's share of the total stays the VAT, and one merely misread (5.93 for 5.53) is not a
    // net: net + VAT = total and the rate give it back
    expect(
      read('Green Fields Trading Ltd\nSubtotal 27.68\nVAT 20% 5.93\nTOTAL £33.21\nCash 40.00\nChange 6.79')
        .vat,
    ).toBe(5.53);
    expect(read('UAB "Žalia kavinė"\nMokėti 11,90 €\nPVM 21% 2,07').vat).toBe(2.07);
  });

  it('takes the VAT the rate makes of the gross when the printed one is a digit off it', () => {
    expect(
      read(
        'Frischmarkt Müller KG\nZu zahlen 35,68 €\nMwSt Netto MwSt Brutto\nA 19% 19,88 3,78 23,66\ng7% 11,68 8,77 11,77',
      ).vat,
    ).toBe(4.55);
  });

  it('drops a rateless VAT figure beside rows the arithmetic confirms (a total line whose label was misread)', () => {
    const r = read(
      'UAB "Maxima LT"\nPVM 21 % 638,02 €   133,98 €\nPVM 9 % 1.318,35 €   118,65 €\nvi PVM   2.209,00 €\nIš viso su PVM 2.209,00 €',
    );
    expect(r).toMatchObject({ total: 2209, vat: 252.63 });
  });
});

describe('a seller’s legal name as the OCR reads it', () => {
  it('finds a Spanish legal form whose S was read as 5 or whose last stop as a comma, under the brand', () => {
    expect(
      read('CAFETERIA SOL\nHostelería Sol 5.L,\nAv. de la Constitución 8, Sevilla\nTOTAL 12,32 €').seller,
    ).toBe('Hostelería Sol S.L.');
    expect(read('FERRETERÍA\nFerretería López S.L,U\nTOTAL 12,32 €').seller).toBe('Ferretería López S.L.U.');
    // other forms with the same letters stay as printed; a volume is no legal form
    expect(read('LE PETIT\nLe Petit S.A.S.\nTOTAL 12,32 €').seller).toBe('Le Petit S.A.S.');
    expect(read('CAFETERIA SOL\nAgua 0,5 L\nTOTAL 12,32 €').seller).toBe('CAFETERIA SOL');
  });

  it('finds a GmbH whose m was read as n or rn, under the brand', () => {
    expect(read('LINDE\nLinde Gastro GnbH\nSUMME 5,00').seller).toBe('Linde Gastro GmbH');
    expect(read('LINDE\nLinde Gastro GrnbH\nSUMME 5,00').seller).toBe('Linde Gastro GmbH');
    // the letters inside a word stay as printed
    expect(read('Ganbhaus\nSUMME 5,00').seller).toBe('Ganbhaus');
  });

  it('ends the name at a middle dot read as a plus', () => {
    expect(
      read(
        'PVM SĄSKAITA FAKTŪRA\nIš viso su PVM 2.209,00 €\nUAB "Maxima LT" + Savanorių pr. 12, Kaunas - PVM kodas LT679970880',
      ).seller,
    ).toBe('UAB "Maxima LT"');
  });
});
