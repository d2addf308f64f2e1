import { creditTypes, preliminaryTypes } from '../../../contract/invoice-groups';

const sqlList = (types: readonly string[]) => `(${types.map((t) => `'${t}'`).join(', ')})`;

/** Offers, not revenue: never issued, paid or outstanding (contract/invoice-groups.ts). As an SQL list. */
export const offers = sqlList(preliminaryTypes);

/** Credit notes (contract/invoice-groups.ts), as an SQL list. */
export const credits = sqlList(creditTypes);
