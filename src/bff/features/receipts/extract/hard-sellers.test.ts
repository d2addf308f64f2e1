// The seller on the hard set's layouts (footers, titles, OCR junk around the name, column heads): hard-layouts.test.ts
// holds the other fields'.
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';

const read = (text: string) => extractFields(text, { ocrConfidence: 1 });

describe('the seller in a footer', () => {
  it('cuts the address after a footer separator the OCR read as a dash or colon, but not a dash inside a name', () => {
    expect(
      read(
        'Faktura\nPirkėjas:\nUAB "Žalia kavinė"\nIš viso su PVM 10,00 €\nUAB "Baltijos technika" - Savanorių pr. 12, Kaunas',
      ).seller,
    ).toBe('UAB "Baltijos technika"');
    expect(read('RECHNUNG\nMüller - Söhne GmbH\nGesamtbetrag 10,00 €').seller).toBe('Müller - Söhne GmbH');
  });
});

describe('titles are not sellers', () => {
  it('never takes a "Faktura" title for the seller, and gives none rather than the buyer', () => {
    const r = read('Faktura\nRechnungsempfänger:\nBürowelt Handels GmbH\nRoad 2, Town');
    expect(r.seller).toBeNull();
  });
});

describe('OCR junk around the seller and the number', () => {
  it('drops a mark or a stray letter the OCR read before a legal name, but keeps a name that needs its start', () => {
    expect(read('R=] SAS Cafe des Arts\nTOTAL 5,00 €').seller).toBe('SAS Cafe des Arts');
    expect(read('u Sonne Backwaren GmbH\nSUMME 5,00').seller).toBe('Sonne Backwaren GmbH');
    expect(read('3 UAB "Maxima LT"\nMOKĖTI 5,00').seller).toBe('UAB "Maxima LT"');
    // what is left without the start is no name, or the start is a title's abbreviation
    expect(read('3M Ltd\nTOTAL £5.00').seller).toBe('3M Ltd');
    expect(read('Dr. Kern GmbH\nSUMME 5,00').seller).toBe('Dr. Kern GmbH');
    // capitals off the paper's edge before a name whose first word the banner above prints; a legal form stays
    expect(read('| CAFE LINDE        |\nBM Linde Gastro GmbH       |\nSUMME 19,29 €').seller).toBe(
      'Linde Gastro GmbH',
    );
    expect(read('VOLVO\nAB Volvo\nSUMA 5,00').seller).toBe('AB Volvo');
    expect(read('BM Linde Gastro GmbH\nSUMME 19,29 €').seller).toBe('BM Linde Gastro GmbH');
  });

  it('reads SARL with its R read as a B or its S as a 5, under a banner', () => {
    expect(
      read('BOULANGERIE DU COIN\nSABL Le Fournil Doré\n14 avenue Jean Jaurès, Lyon\nTOTAL 5,00 €').seller,
    ).toBe('SARL Le Fournil Doré');
    expect(read('5ARL Café des Arts\nTOTAL 5,00 €').seller).toBe('SARL Café des Arts');
    expect(read('SA8L Café des Arts\nTOTAL 5,00 €').seller).toBe('SARL Café des Arts');
  });

  it('spells a legal name’s word as the banner above prints it when the small print lost a letter or its marks', () => {
    expect(
      read('KAVINĖ ŽALIA\n\nUAB "Zatia kavinė“\nSavanorių pr. 12, Kaunas\nIš viso mokėti 12,50 €').seller,
    ).toBe('UAB "Žalia kavinė"');
    expect(read('CAFETERÍA LUNA\nCafeteria Luna S.L.\nTotal 5,00 €').seller).toBe('Cafetería Luna S.L.');
    // two letters apart, or a word below the name, or one not in capitals: as read
    expect(read('KAVINĖ ŽALIA\nUAB "Zatja kavinė"\nIš viso 12,50 €').seller).toBe('UAB "Zatja kavinė"');
    expect(read('UAB "Zatia kavinė"\nKAVINĖ ŽALIA\nIš viso 12,50 €').seller).toBe('UAB "Zatia kavinė"');
    expect(read('Kalin Straße 4\nKatin Bau GmbH\nSUMME 5,00').seller).toBe('Katin Bau GmbH');
    // a word one letter apart from a banner's other than by a stroke is another word
    expect(read('THE BOOK SHOP\nNook Books Limited\nTOTAL £5.00').seller).toBe('Nook Books Limited');
    expect(read('THE BOOK NOOK\nNook Books Limited\nTOTAL £5.00').seller).toBe('Nook Books Limited');
    // a banner in plain capitals takes no marks away
    expect(read('BACKEREI MULLER\nBäckerei Müller GmbH\nSUMME 5,00').seller).toBe('Bäckerei Müller GmbH');
    expect(read('CAFE LUMIERE\nCafé Lumière SARL\nTOTAL 5,00 €').seller).toBe('Café Lumière SARL');
    expect(read('PIZZA ROMA\nPizzeria Rome Ltd\nTOTAL £5.00').seller).toBe('Pizzeria Rome Ltd');
  });

  it('keeps the buyer’s block one column when the OCR reads specks off the photo’s edges beside it', () => {
    const r = read(`|           PVM SĄSKAITA FAKTŪRA
ps              Pirkėjas:                                      +]
           UAB "Žalia kavinė"                                   \\2
iš          Road 2, Town                                        „2
oA            Pienas 2,5%                                  1.215,00 €
iai          PVM 21 96 653,72 €                          137,28€        3
           PVM 9 % 1.114,68 €                          100,32 €         ra
i           Iš viso su PVM                            2.006,00 €        |
i            UAB "Baltijos technika" - Savanorių pr. 12, Kaunas - PVM kodas LT758449615      x`);
    expect(r.seller).toBe('UAB "Baltijos technika"');
    // the 21 % row's sign read as 96: both rates' VAT count
    expect(r.vat).toBe(237.6);
  });

  it('reads a prefix whose I the OCR took for a 1 (1L 000044), but no lone figure before the digits', () => {
    expect(read('SAS Cafe des Arts\nTicket 1L 000044\nTOTAL 5,00 €').invoice_number).toBe('IL 000044');
    expect(read('SAS Cafe des Arts\nTicket 1 000044\nTOTAL 5,00 €').invoice_number).not.toMatch(/^I/);
  });
});

describe('the seller under its column head', () => {
  it('takes the name below "From:" even when the buyer’s head beside it is misread', () => {
    const en = read(
      'INVOICE\ngill to:                       From:\nNook Books Limited        Green Fields Trading Ltd\nTotal due £10.00',
    );
    expect(en.seller).toBe('Green Fields Trading Ltd');
    // the buyer's column cut off by the photo: the head alone, its name still the nearest cell below it
    const es = read(
      'FACTURA\n                                        Emisor:\nlerfa Sol S.L.               Panificadora Ruiz S.A.\nTotal factura 10,00 €',
    );
    expect(es.seller).toBe('Panificadora Ruiz S.A.');
  });

  it('knows the buyer’s head with its first letter lost at the paper’s edge, and takes the seller from the footer', () => {
    const text =
      'Invoice No. ZV 009769\nill to:\nNook Books Limited\nRoad 2, Town\nSandwich   £1,354.00\nTotal due   £1,453.00\nFixit Hardware PLC - 48 Market Street, Leeds';
    expect(read(text).seller).toBe('Fixit Hardware PLC');
  });

  it('does not take a name far from the head’s column: the buyer’s name alone on its row stays the buyer’s', () => {
    const r = read(
      'INVOICE\nBill to:                                   From:\nNook Books Limited\nRoad 2, Town\nTotal due £10.00\nGreen Fields Trading Ltd · 48 Market Street',
    );
    expect(r.seller).toBe('Green Fields Trading Ltd');
  });

  it('drops an address after a full stop, and a stray lowercase word before a leading legal form', () => {
    expect(read('UAB "Baltijos technika" . Savanorių pr. 12, Kaunas\nIš viso 10,00 €').seller).toBe(
      'UAB "Baltijos technika"',
    );
    expect(read('MAXIMA\niš UAB "Maxima LT"\nMOKĖTI 3,20').seller).toBe('UAB "Maxima LT"');
    expect(read('MAXIMA\nŠ UAB "Maxima LT"\nMOKĖTI 3,20').seller).toBe('UAB "Maxima LT"');
  });
});

describe('the seller under its column head, on a text layer', () => {
  it('takes the same column when the rows have as many, however the text layer spaced them', () => {
    const r = read(
      'Facture\nClient :   Vendeur :\nSARL Le Fournil Doré   SAS Café des Arts\nRoad 2, Town   14 avenue Jean Jaurès, 69007 Lyon\nTotal TTC   1 859,00 €',
    );
    expect(r.seller).toBe('SAS Café des Arts');
  });
});
