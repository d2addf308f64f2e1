/** The recurring room's door: schedules, the issuer that turns their occurrences into invoices, the routes. */
export { recurringRoom } from './room';
