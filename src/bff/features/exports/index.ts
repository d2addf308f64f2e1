/** The exports room's door: lists as CSV and XLSX, the month's pack for the accountant. */
export { exportsRoom } from './room';
