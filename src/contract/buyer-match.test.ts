import { describe, expect, it } from 'vitest';
import { answeredBuyer, sameBuyer } from './buyer-match';
import { sampleInvoice } from './test-samples';

describe('a buyer as sent and as answered', () => {
  const answered = {
    ...sampleInvoice().buyer,
    type: 'individual' as const,
    company_name: null,
    first_name: 'Ona',
    last_name: 'Petraitė',
  };

  it('is one buyer: person is individual, text trimmed, blank or absent text null', () => {
    const sent = {
      type: 'person',
      first_name: ' Ona ',
      last_name: 'Petraitė',
      company_name: '',
      email: '   ',
    };
    expect(answeredBuyer(sent)).toEqual(answered);
    expect(sameBuyer(sent, answered)).toBe(true);
    expect(sameBuyer({ type: 'individual', first_name: 'Ona', last_name: 'Petraitė' }, answered)).toBe(true);
  });

  it('is another buyer when a field differs, or the type does', () => {
    expect(sameBuyer({ type: 'person', first_name: 'Ona', last_name: 'Petraitis' }, answered)).toBe(false);
    expect(
      sameBuyer({ type: 'person', first_name: 'Ona', last_name: 'Petraitė', email: 'o@p.lt' }, answered),
    ).toBe(false);
    expect(sameBuyer({ type: 'company', first_name: 'Ona', last_name: 'Petraitė' }, answered)).toBe(false);
  });
});
