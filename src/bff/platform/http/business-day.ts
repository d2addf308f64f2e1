import { type Clock, dayOf } from '../../../contract/clock';

/** A business's own time zone (its settings; until they are saved, the desk's). */
export type ZoneOf = (business: string) => string;

/**
 * Today in the business's own zone, and the zone: what decides overdue, the current month, the day a payment counts
 * on and a statement's dates — not where the desk happens to run.
 */
export function businessDay(clock: Clock, zoneOf: ZoneOf, business: string): { today: string; zone: string } {
  const zone = zoneOf(business);
  return { today: dayOf(clock.now(), zone), zone };
}
