/** The books room's door: buyers' accounts and statements, the VAT report (also in the month's pack). */
export { booksRoom } from './room';
export { vatReport, vatReportTable } from './vat-report';
