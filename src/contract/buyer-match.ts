import { type Buyer, buyerSchema } from './invoice';

const fields = Object.keys(buyerSchema.shape).filter((k) => k !== 'type') as Exclude<keyof Buyer, 'type'>[];
const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * A buyer as the API gives it back, from the buyer sent (input) or answered (output): the input type `person` is
 * `individual`, text is trimmed, and blank or absent text is null — so the two shapes of one buyer compare equal.
 */
export function answeredBuyer(buyer: unknown): Buyer {
  const b = (typeof buyer === 'object' && buyer !== null ? buyer : {}) as Record<string, unknown>;
  const out = { type: b.type === 'company' ? 'company' : 'individual' } as Buyer;
  for (const k of fields) out[k] = textOf(b[k]);
  return out;
}

/** Whether two buyers, each sent or answered, are the same buyer field for field. */
export const sameBuyer = (a: unknown, b: unknown): boolean => {
  const [x, y] = [answeredBuyer(a), answeredBuyer(b)];
  return x.type === y.type && fields.every((k) => x[k] === y[k]);
};
