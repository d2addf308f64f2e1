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
});
