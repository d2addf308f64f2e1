import type { Answer } from '../../../test-bff';
import { emptyBuyerDetails, emptySellerDetails, type Preflight } from '../../../../contract/einvoice/details';

/** A pre-flight as the BFF answers it: nothing known, nothing missing, unless told (the buyer's details one by one). */
export const preflightFixture = ({
  buyer,
  ...over
}: Partial<Omit<Preflight, 'buyer'>> & { buyer?: Partial<Preflight['buyer']> } = {}): Preflight => ({
  format: 'xrechnung-ubl',
  seller: emptySellerDetails(),
  buyer: { ...emptyBuyerDetails(), ...buyer },
  units: {},
  missing: [],
  refusal: null,
  official_rules: true,
  ...over,
});

// The screens' BFF stub, shared by every screen's tests.
export { stubBff, stubBffEachTest, type Answer, type Sent } from '../../../test-bff';

export const ok = (data: Preflight): Answer => ({ status: 200, body: { data } });
