import { describe, expect, it } from 'vitest';
import { balancedRead } from './balanced-read';
import { extractFields } from './extract-fields';

const kept = `UAB "Žalia kavinė"
Sūris                     13,04
Sumuštinis                  16727
MOKETI                   82,91 €
Grynais                    40,00
Graza                      7,09
Įskaitant PVM 21s           3,45
Įskaitant PVM 98;            1,08`;
const fieldsOf = (text: string) => extractFields(text, { ocrConfidence: 1 });

describe('the read whose figures add up, of several reads of one photo', () => {
  it('takes the total of a glance that adds up where the kept read’s does not, and what the kept read paid agrees', () => {
    const glance = `Sumuštinis   16,27\nMOKĖTI    32,91 €\nGrynais   40,00\nGrąža   7,09\nĮskaitant PVM 21%   3,45`;
    const r = balancedRead(fieldsOf(kept), kept, ['t 0,5 1 9,99', glance]);
    // the kept read's VAT stands (the glance read one rate of two)
    expect(r).toMatchObject({ total: 32.91, vat: 4.53, seller: 'UAB "Žalia kavinė"' });
    expect(r.confidence.total).toBeLessThanOrEqual(0.7);
  });

  it('leaves the kept read alone when no other read adds up, or adds up to a sum the kept read paid nothing of', () => {
    const partial = `Salad   5,94\nTOTAL   5,94\nCard   5,94`;
    expect(balancedRead(fieldsOf(kept), kept, [partial]).total).toBe(82.91);
    const fine = `Corner Coffee Ltd\nTOTAL 5.70\nCash 10.00\nChange 4.30`;
    expect(balancedRead(fieldsOf(fine), fine, [partial]).total).toBe(5.7);
  });
});
