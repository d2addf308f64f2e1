import { describe, expect, it } from 'vitest';
import { extractFields, textLanguage } from './extract-fields';

const read = (text: string, ocrConfidence = 1) => extractFields(text, { ocrConfidence });

describe('extraction per language, with the traps', () => {
  it('Lithuanian till receipt: legal name not the brand, "Mokėti" not cash or change, VAT, kvito Nr.', () => {
    const r = read(`Kavinė ŽALIA
UAB „Žalia kavinė"
Gedimino pr. 9, Vilnius
Įm. kodas 300123456  PVM kodas LT100001234
Kvito Nr. 0042-118
2026-03-14 12:31
Kava latte     2 x 3,50   7,00
Sumuštinis           5,90
Nuolaida            -1,00
Suma be PVM          9,83
PVM 21%              2,07
MOKĖTI EUR          11,90
Grynais             20,00
Grąža                8,10
Kopija atspausdinta 2026-03-20 09:00`);
    expect(r).toMatchObject({
      seller: 'UAB "Žalia kavinė"',
      total: 11.9,
      currency: 'EUR',
      date: '2026-03-14',
      vat: 2.07,
      invoice_number: '0042-118',
      language: 'lt',
    });
    expect(r.confidence.total).toBeGreaterThan(0.9); // 9,83 + 2,07 = 11,90 agrees
  });

  it('Lithuanian A4 invoice: seller and buyer side by side, Serija + Nr., month name date, due date skipped', () => {
    const r = read(`PVM SĄSKAITA FAKTŪRA
Serija ZK Nr. 004512
2026 m. kovo 3 d.
Pardavėjas:   UAB "Baltijos tiekimas"      Pirkėjas:   MB "Mažas verslas"
Įmonės kodas 302222333                        Įmonės kodas 305555666
Apmokėti iki 2026-04-02
Suma be PVM 1.000,00
PVM 21 % 210,00
Iš viso su PVM 1.210,00`);
    expect(r).toMatchObject({
      seller: 'UAB "Baltijos tiekimas"',
      total: 1210,
      vat: 210,
      date: '2026-03-03',
      invoice_number: 'ZK 004512',
      currency: 'EUR',
    });
  });

  it('English receipt: total not subtotal or cash tendered, £, VAT, the date not the due date', () => {
    const r = read(`THE CORNER CAFE
Corner Coffee Ltd
12 High Street, London
VAT No. GB123456789
Receipt No: R-20931
Date: 14/03/2026 12:31
Flat white        3.20
Croissant         2.50
Subtotal          4.75
VAT 20%           0.95
TOTAL           £5.70
Cash             10.00
Change            4.30`);
    expect(r).toMatchObject({
      seller: 'Corner Coffee Ltd',
      total: 5.7,
      currency: 'GBP',
      date: '2026-03-14',
      vat: 0.95,
      invoice_number: 'R-20931',
      language: 'en',
    });
  });

  it('English card slip abroad: the merchant currency, not the converted amount', () => {
    const r = read(`Nordic Books AB
Kvitto / Receipt no. 55812
2026-02-11
TOTAL SEK 500,00
Moms 25% 100,00
Cardholder currency EUR 45,10
Exchange rate 1 EUR = 11,0865 SEK`);
    expect(r.currency).toBe('SEK');
    expect(r.total).toBe(500);
  });

  it('German receipt: Summe after a deposit return, MwSt of two rates summed, Bar and Rückgeld ignored', () => {
    const r = read(`BÄCKEREI SONNE
Sonne Backwaren GmbH
Hauptstr. 5, 10115 Berlin
USt-IdNr. DE123456789
Beleg-Nr. 4711
Datum 14.03.2026 08:15
Brötchen 4 x 0,45        1,80
Wasser 1,5 l             0,89
Pfand                    0,25
Pfand Rückgabe          0,50-
Kaffee                   2,90
Summe EUR                5,34
Bar                     10,00
Rückgeld                 4,66
MwSt   Netto   MwSt   Brutto
A 7%   2,51    0,18   2,69
B 19%  2,23    0,42   2,65`);
    expect(r).toMatchObject({
      seller: 'Sonne Backwaren GmbH',
      total: 5.34,
      currency: 'EUR',
      date: '2026-03-14',
      vat: 0.6,
      invoice_number: '4711',
      language: 'de',
    });
  });

  it('German invoice: Rechnungsnummer, Rechnungsdatum before a later Lieferdatum and Zahlungsziel', () => {
    const r = read(`Muster Handels GmbH · Lindenweg 3 · 80331 München
Rechnung
Rechnungsnummer: RE-2026-0142
Lieferdatum: 20. März 2026
Rechnungsdatum: 18. März 2026
Zahlbar bis 17.04.2026
Nettobetrag 1.250,00 €
USt. 19 % 237,50 €
Gesamtbetrag 1.487,50 €`);
    expect(r).toMatchObject({
      seller: 'Muster Handels GmbH',
      total: 1487.5,
      vat: 237.5,
      date: '2026-03-18',
      invoice_number: 'RE-2026-0142',
      currency: 'EUR',
    });
  });

  it('French receipt: TTC not HT, TVA, espèces and rendu ignored, facture n°', () => {
    const r = read(`Boulangerie du Coin
SARL Le Fournil Doré
SIRET 123 456 789 00012
Facture n° F2026-0315
Le 14/03/2026 à 09:12
Total HT         8,33
TVA 20,00 %      1,67
Total TTC       10,00 €
Espèces         20,00
Rendu           10,00`);
    expect(r).toMatchObject({
      seller: 'SARL Le Fournil Doré',
      total: 10,
      vat: 1.67,
      currency: 'EUR',
      date: '2026-03-14',
      invoice_number: 'F2026-0315',
      language: 'fr',
    });
  });

  it('Spanish receipt: S.L. name, IVA of two rates summed, efectivo and cambio ignored', () => {
    const r = read(`MERCADO CENTRAL
Frutas García S.L.
CIF B12345678
Factura simplificada Nº T-2026/889
Fecha: 14 de marzo de 2026
Base imponible 10%    10,00   IVA 1,00
Base imponible 21%     5,00   IVA 1,05
TOTAL               17,05 €
Efectivo            20,00
Cambio               2,95`);
    expect(r).toMatchObject({
      seller: 'Frutas García S.L.',
      total: 17.05,
      vat: 2.05,
      currency: 'EUR',
      date: '2026-03-14',
      invoice_number: 'T-2026/889',
      language: 'es',
    });
  });

  it('lowers the confidence when net + VAT disagrees with the total', () => {
    const good = read('UAB Testas\nSuma be PVM 10,00\nPVM 21% 2,10\nMokėti 12,10 EUR\n2026-01-05');
    const bad = read('UAB Testas\nSuma be PVM 10,00\nPVM 21% 2,10\nMokėti 13,10 EUR\n2026-01-05');
    expect(bad.total).toBe(13.1);
    expect(bad.confidence.total).toBeLessThan(good.confidence.total);
    expect(bad.confidence.vat).toBeLessThan(good.confidence.vat);
  });

  it('takes total − net as the VAT when its own figure was misread but the printed rate confirms it', () => {
    const r = read(
      'Nook Books Limited\nDate: 20/03/2026\nSubtotal 22.86\nVAT 20%   4.5%\nTOTAL £27.43\nCash 30.00\nChange 2.57',
    );
    expect(r).toMatchObject({ total: 27.43, vat: 4.57 });
    expect(r.confidence.vat).toBeLessThan(0.8);
    // the difference is a tip, not 20 % of the net: no VAT rather than a wrong one
    expect(read('Nook Books Limited\nSubtotal 22.86\nVAT 20%   4.5%\nTOTAL £30.00').vat).toBeNull();
    // two rates: total − net is their sum, which one rate cannot confirm
    expect(read('Frischmarkt KG\nNetto 20,00\nMwSt 7%  ?\nMwSt 19%  ?\nSumme 23,30').vat).toBeNull();
  });

  it('scales confidences by the OCR confidence and answers nulls with a note for text without fields', () => {
    const sure = read('Frutas García S.L.\nTOTAL 5,00 €\n2026-01-05', 1);
    const blurred = read('Frutas García S.L.\nTOTAL 5,00 €\n2026-01-05', 0.3);
    expect(blurred.confidence.total).toBeLessThan(sure.confidence.total);
    const none = read('*** 0000 ***\n12:31');
    expect(none).toMatchObject({ seller: null, total: null, date: null, note: expect.any(String) });
  });
});

describe('OCR slips the rules mend', () => {
  it('puts German and French letters back where the Lithuanian model read its own, and the n° sign', () => {
    const de = read(
      'Frischmarkt Mūller KG\nBeleg-Nr. 4711\nDatum 14.03.2026\nSumme EUR 5,00\nBar 10,00\nRückgeld 5,00\nVielen Dank',
    );
    expect(de.seller).toBe('Frischmarkt Müller KG');
    const fr = read(
      'SAS Cafė des Arts\nFacture ne F2026-6754\nLe 14/03/2026\nTotal TTC 10,00 €\nEspèces 20,00\nRendu 10,00\nMerci',
    );
    expect(fr).toMatchObject({ seller: 'SAS Café des Arts', invoice_number: 'F2026-6754' });
    expect(
      read('Hostelería Sol S.L.\nFactura n2 A-2026-912\nFecha: 3 de mayo de 2026\nTotal factura 1.530,00 €')
        .invoice_number,
    ).toBe('A-2026-912');
    expect(read('SARL Le Fournil\nFacture n“ F2026-6754\nTotal TTC 10,00 €').invoice_number).toBe(
      'F2026-6754',
    );
    expect(read('Frutas García S.L.\nFactura simplificada Ne T-2026/914\nTOTAL 5,00 €').invoice_number).toBe(
      'T-2026/914',
    );
    // n° read as "n%", the label's full stop as a comma
    expect(
      read('Panificadora Ruiz S.A.\n12/08/2026 14:04 Ticket n% 59103\nTOTAL 23,77 €').invoice_number,
    ).toBe('59103');
    expect(read('Linde Gastro GmbH\n02.01.2026 16:57 Beleg-Nr, 92453\nSumme EUR 16,28').invoice_number).toBe(
      '92453',
    );
    const lt = read('UAB "Ūkis"\nKvito Nr. 12-3\n2026-03-14\nMOKĖTI EUR 5,00\nGrynais 5,00');
    expect(lt.seller).toBe('UAB "Ūkis"');
  });
});

describe('the language of a glance at the middle rows', () => {
  it('tells it from the words of a receipt’s or an invoice’s body, without its head or foot', () => {
    expect(
      textLanguage(
        'Brezel 536,00 €\nNettobetrag 1.666,48 €\nUSt. 19% 1.165,55 € 221,45 €\nGesamtbetrag 1.923,00 €',
      ),
    ).toBe('de');
    expect(textLanguage('Pan 4,46\nSubtotal 23,82\nDevolución envase -0,60\nIVA Base Cuota Total')).toBe(
      'es',
    );
    expect(textLanguage('Duona 2,63\nTarpinė suma 128,62\nNuolaida -5,00')).toBe('lt');
    expect(textLanguage('Bread 2.63\nDeposit 0.10\nDiscount -5.00')).toBe('en');
    expect(textLanguage('Baguette 3,33\nConsigne 0,10\nRemise -5,00')).toBe('fr');
    // items alone tell no language
    expect(textLanguage('Baguette 3,33\nJambon 7,35\nFromage 9,06')).toBeNull();
  });
});
