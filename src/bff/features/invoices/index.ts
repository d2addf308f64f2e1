/** The invoices room's door: writing invoices, a new invoice's defaults, what the form remembers. */
export { invoicesRoom } from './room';
