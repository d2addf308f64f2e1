/** The businesses room's door: connecting a business, its data and settings, its live event stream. */
export { businessesRoom } from './room';
