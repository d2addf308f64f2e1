/** The overview room's door: a business's figures from the mirror. */
export { overviewRoom } from './room';
