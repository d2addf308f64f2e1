import fc from 'fast-check';

/**
 * Lines as a person enters them, for the property tests of entered lines (the contract's arithmetic, and the BFF's
 * round trip through the API): any of the three amounts, whole or fractional quantities, and the VAT rates `vat`
 * draws. Each test bounds the amounts and quantities to what it can afford to run.
 */
export const enteredLineArbitrary = <V>(
  bounds: { maxCents: number; maxWholeQuantity: number; maxThousandths: number },
  vat: fc.Arbitrary<V>,
) =>
  fc.record({
    mode: fc.constantFrom('price' as const, 'total' as const, 'total_incl_vat' as const),
    amount: fc.integer({ min: 1, max: bounds.maxCents }).map((c) => c / 100),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: bounds.maxWholeQuantity }),
      fc.integer({ min: 1, max: bounds.maxThousandths }).map((q) => q / 1000),
    ),
    vat,
  });
