import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';

const seller = (text: string) => extractFields(text, { ocrConfidence: 0.9 }).seller;

describe('sellers of Latvian and Polish receipts, as the OCR reads them', () => {
  it('takes the legal name (SIA, Sp. z o.o.) over the brand, its small print mended', () => {
    expect(
      seller('KAFIJAS PUNKTS\nM SIA "Kafijas punkts"\nBrīvības iela 21, Rīga\nSumma apmaksai 15,59 EUR'),
    ).toBe('SIA "Kafijas punkts"');
    expect(seller('ŻABKA\nŻabka Polska SP: z. 0.0.\nul. Marszałkowska 10, Warszawa\nSUMA PLN 34,11 zł')).toBe(
      'Żabka Polska Sp. z o.o.',
    );
  });

  it('reads a Polish ż that the Lithuanian-trained letters made ž', () => {
    expect(
      seller(
        'ŽABKA\nžabka Polska Sp. z o.o.\nParagon nr 23245\nSUMA PLN 34,11 zł\nGotówka 40,00\nReszta 5,89\nPTU A 23% 3,28',
      ),
    ).toBe('żabka Polska Sp. z o.o.');
  });

  it('reads "Sp. Z 0.0." as Sp. z o.o. (small print reads z as Z): the legal name, not the brand above it', () => {
    const read: [string, string][] = [
      [
        'ŻABKA\n{ Żabka Polska Sp. Z 0.0. 8\nul. Marszałkowska 10, Warszawa\nSUMA PLN 43,80\nKarta płatnicza 43,80',
        'Żabka Polska Sp. z o.o.',
      ],
      ['PIEKARNIA 4\nPiekarnia Nowak Sp. Z 0.0. 4 y\nSUMA PLN 33,38', 'Piekarnia Nowak Sp. z o.o.'],
      // a word after the form is the name's, not a speck
      ['Nowak Sp. z o.o. Oddział 2\nSUMA PLN 33,38', 'Nowak Sp. z o.o. Oddział 2'],
    ];
    for (const [text, name] of read) expect(seller(text)).toBe(name);
  });
});

describe('a legal form in capitals that the OCR read in lower case', () => {
  it('takes "sas Café des Arts" as SAS Café des Arts, over the brand above it', () => {
    expect(seller('CAFÉ DES ARTS\nsas Café des Arts\n3 rue de la Paix, 75002 Paris\nTOTAL TTC 25,40 €')).toBe(
      'SAS Café des Arts',
    );
  });

  it('leaves a lower-case word that is not before a name, and a name that only contains the letters, alone', () => {
    expect(seller('LE SAS BAR\nsas ouvert\nTOTAL TTC 5,00 €')).not.toBe('SAS ouvert');
    expect(seller('CASA SIA\nTOTAL 5,00 €')).toBe('CASA SIA');
  });
});
