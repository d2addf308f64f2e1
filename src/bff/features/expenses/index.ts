/** The expenses room's door: expenses and their files, captures from the till, reading a receipt. */
export { expensesRoom } from './room';
